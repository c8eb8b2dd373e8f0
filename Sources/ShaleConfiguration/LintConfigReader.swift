import ShaleLint
import Yams

extension ConfigReader {
    /// The keys of the `lint:` section.
    static let lintKeys: Set<String> = [
        "disable", "enable", "severity", "exceptions", "custom-migrations",
        "baseline",
    ]

    /// Reads the `lint:` section into a `LintConfiguration`; every unknown key, rule, family or severity is a
    /// located error.
    ///
    /// ```yaml
    /// lint:
    ///   disable: [model-no-action-delete-rule]      # rule ids or families: model, cloudkit, migration
    ///   enable: [cloudkit]                          # CloudKit rules for every entity
    ///   severity: {model-no-inverse: error}         # error, warning or info, per rule id or family
    ///   exceptions: {migration-data-loss: [Book.notes]}   # per rule: Entity or Entity.property
    ///   custom-migrations: ["Model 2"]              # older versions a custom stage or mapping model migrates
    ///   baseline: lint-baseline.json                # accepted findings, relative to this file's folder
    /// ```
    mutating func lint(_ node: Node) -> LintConfiguration {
        var lint = LintConfiguration()
        guard let mapping = node.mapping else {
            fail(
                "'lint' must be a mapping", at: node,
                hint: "lint takes: " + Self.lintKeys.sorted().joined(separator: ", "))
            return lint
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "disable": lint.disabled = Set(ruleNames(value, key: key))
            case "enable": lint.enabled = Set(ruleNames(value, key: key))
            case "custom-migrations":
                let entries = stringNodes(value, key: key)
                lint.customMigrations = Set(entries.map(\.text))
                versionReferences += entries.map {
                    VersionReference(
                        key: ["lint", key], pattern: $0.text, location: location($0.node),
                        list: entries.map(\.text))
                }
            case "baseline": lint.baseline = string(value, key: key).map(resolve)
            case "severity":
                for (name, text) in ruleMap(value, key: key) {
                    let word = text.scalar?.string ?? "?"
                    guard let severity = LintSeverity(rawValue: word) else {
                        fail("'\(word)' is not a severity", at: text, hint: "use error, warning or info")
                        continue
                    }
                    lint.severities[name] = severity
                }
            case "exceptions":
                for (name, list) in ruleMap(value, key: key) {
                    lint.exceptions[name] = strings(list, key: "exceptions.\(name)")
                }
            default:
                fail(
                    "unknown key '\(key)' in 'lint'", at: keyNode,
                    hint: "lint takes: " + Self.lintKeys.sorted().joined(separator: ", "))
            }
        }
        for name in lint.disabled.intersection(lint.enabled).sorted() {
            fail("'\(name)' is both enabled and disabled", at: node, hint: "keep it in one of the two lists")
        }
        return lint
    }

    /// A list of strings (a single string counts as a list of one).
    private mutating func strings(_ node: Node, key: String) -> [String] {
        stringNodes(node, key: key).map(\.text)
    }

    /// A list of strings with their nodes.
    private mutating func stringNodes(_ node: Node, key: String) -> [(text: String, node: Node)] {
        if let text = node.scalar?.string { return [(text, node)] }
        guard let sequence = node.sequence else {
            fail("'\(key)' must be a list of names", at: node)
            return []
        }
        return sequence.compactMap { item in
            guard let text = item.scalar?.string else {
                fail("'\(key)' entries must be names", at: item)
                return nil
            }
            return (text, item)
        }
    }

    /// A list of rule ids or families, each checked where it is written.
    private mutating func ruleNames(_ node: Node, key: String) -> [String] {
        stringNodes(node, key: key).filter { checkRuleName($0.text, at: $0.node) }.map(\.text)
    }

    /// A mapping whose keys are rule ids or families, each checked.
    private mutating func ruleMap(_ node: Node, key: String) -> [(String, Node)] {
        guard let mapping = node.mapping else {
            fail("'\(key)' must be a mapping of rule ids to values", at: node)
            return []
        }
        return mapping.compactMap { name, value in
            guard let text = name.string, checkRuleName(text, at: name) else { return nil }
            return (text, value)
        }
    }

    private mutating func checkRuleName(_ name: String, at node: Node) -> Bool {
        guard !LintConfiguration.isKnown(name) else { return true }
        fail(
            "'\(name)' is not a lint rule or family", at: node,
            hint: "`shale lint --list-rules` lists the rules; the families are "
                + LintRule.Family.allCases.map(\.rawValue).joined(separator: ", "))
        return false
    }
}
