import Foundation
import ShaleDiff
import ShaleLint
import ShaleModel
import ShaleRender
import Yams

/// Everything a `shale.yml` says: its generation jobs and its lint configuration.
package struct ShaleConfig: Sendable {
    /// The generation jobs, in file order; empty when the file has only a `lint:` section.
    package var jobs: [GenerationJob] = []
    /// The `lint:` section (`LintConfiguration`), empty when the file has none; its `oldestSupportedVersion` is the
    /// top-level `oldest-supported-version`, its `migrationPath` the top-level `migration-path`.
    package var lint = LintConfiguration()
    /// Every version name or pattern the file writes, where: each must match a version (`VersionReferences`).
    package var versionReferences: [VersionReference] = []
}

/// A version name or pattern written in `shale.yml`, and where.
package struct VersionReference: Sendable, Hashable {
    /// The key it is written under, as YAML nests it: `["lint", "custom-migrations"]`.
    package var key: [String]
    /// The name or shell pattern.
    package var pattern: String
    /// Where it is written; `nil` for a command-line flag (`--oldest-supported-version`).
    package var location: SourceLocation?
    /// The other values of the same list, in file order (the whole list when pasting a correction).
    package var list: [String]

    /// A reference written at `location`, or given on the command line when it is `nil`.
    package init(key: [String], pattern: String, location: SourceLocation?, list: [String]) {
        self.key = key
        self.pattern = pattern
        self.location = location
        self.list = list
    }
}

/// Reads `shale.yml`: one or more generation jobs, with paths relative to the file's folder, and the
/// `lint:` section (`LintConfiguration`; see `ConfigReader.lint`).
///
/// ```yaml
/// jobs:
///   - name: Store                      # optional: what the summary calls the job
///     model: Sources/Store/Model.xcdatamodeld
///     templates: slate                 # a built-in set or a folder (default: slate)
///     model-version: Model 3           # optional
///     output: Generated                # every output root, or:
///     outputs:
///       models: Sources/Models
///       entities: Sources/Store/Entities
///     options:
///       name-transform: Slate%@
/// ```
///
/// Unknown keys and values of the wrong kind are errors with their line and column.
package enum GenerationConfig {
    static let jobKeys: Set<String> = [
        "name", "model", "templates", "model-version", "plan", "output", "outputs", "options",
    ]

    /// The jobs of the configuration at `path`.
    /// - Parameter diagnostics: Where every problem of the file is reported, or that it has no jobs.
    /// - Returns: The jobs; `nil` when something was reported.
    package static func load(_ path: String, diagnostics: DiagnosticCollector) -> [GenerationJob]? {
        guard let config = loadAll(path, diagnostics: diagnostics) else { return nil }
        guard !config.jobs.isEmpty else {
            diagnostics.report(
                .error(
                    "the configuration has no jobs", at: SourceLocation(file: path),
                    hint: "add `jobs:` with a `- model: ...` entry per model to generate"))
            return nil
        }
        return config.jobs
    }

    /// Everything the configuration at `path` says; it may have no jobs.
    /// - Parameter diagnostics: Where every problem of the file is reported.
    /// - Returns: The configuration; `nil` when something was reported.
    package static func loadAll(_ path: String, diagnostics: DiagnosticCollector) -> ShaleConfig? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.report(
                .error(
                    "cannot read the configuration file", at: SourceLocation(file: path),
                    hint: "`shale config init` writes a commented example"))
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            diagnostics.report(
                .error(
                    "the configuration file is not UTF-8", at: SourceLocation(file: path),
                    hint: "save it as UTF-8"))
            return nil
        }
        let base = (path as NSString).deletingLastPathComponent
        let node: Node?
        do {
            // Every value is read as text (`Node.string`), never by the tag a resolver gives it, so scalars are
            // left unresolved: the default resolver compiles seven regular expressions, about a ninth of what the
            // build plugin's `generate --config` costs on a small model.
            node = try Yams.compose(yaml: text, .basic)
        } catch {
            diagnostics.report(
                .error(
                    "the configuration is not valid YAML: \(YAMLErrorText.describe(error))",
                    at: YAMLErrorText.location(of: error, in: path)))
            return nil
        }
        let before = diagnostics.count
        var reader = ConfigReader(file: path, base: base, diagnostics: diagnostics)
        var config = reader.config(node)
        config.versionReferences = reader.versionReferences
        return diagnostics.count == before ? config : nil
    }
}

/// Walks the YAML tree, collecting jobs and every problem with its location.
struct ConfigReader {
    let file: String
    let base: String
    /// Where every problem is reported, with its location.
    let diagnostics: DiagnosticCollector
    /// The version names and patterns read so far.
    var versionReferences: [VersionReference] = []

    func location(_ node: Node?) -> SourceLocation {
        SourceLocation(file: file, line: node?.mark?.line ?? 0, column: node?.mark?.column ?? 0)
    }

    mutating func fail(_ message: String, at node: Node?, hint: String? = nil) {
        diagnostics.report(.error(message, at: location(node), hint: hint))
    }

    func resolve(_ path: String) -> String {
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return path.hasPrefix("/") || base.isEmpty ? relative : (base as NSString).appendingPathComponent(relative)
    }

    mutating func config(_ root: Node?) -> ShaleConfig {
        guard let mapping = root?.mapping else {
            fail(
                "the configuration must be a mapping with a 'jobs' list", at: root,
                hint: "start the file with `jobs:` and list one job per `- model: ...` entry")
            return ShaleConfig()
        }
        var config = ShaleConfig()
        for (key, value) in mapping {
            switch key.string {
            case "jobs":
                guard let sequence = value.sequence else {
                    fail("'jobs' must be a list", at: value)
                    continue
                }
                config.jobs += sequence.compactMap { job($0) }
            case "lint":
                let (oldest, path) = (config.lint.oldestSupportedVersion, config.lint.migrationPath)
                config.lint = lint(value)
                (config.lint.oldestSupportedVersion, config.lint.migrationPath) = (oldest, path)
            case "migration-path":
                guard let name = string(value, key: "migration-path") else { continue }
                guard let path = MigrationPath(name: name) else {
                    fail(
                        MigrationPath.unknown(name, in: "migration-path"), at: value,
                        hint: "consecutive: stores migrate one version at a time (staged migration); direct: the "
                            + "newest model opens every older store")
                    continue
                }
                config.lint.migrationPath = path
            case "oldest-supported-version":
                guard let name = string(value, key: "oldest-supported-version") else { continue }
                config.lint.oldestSupportedVersion = name
                versionReferences.append(
                    VersionReference(
                        key: ["oldest-supported-version"], pattern: name,
                        location: location(value), list: [name]))
            default:
                fail(
                    "unknown key '\(key.string ?? "?")'", at: key,
                    hint: "the top level has 'jobs', 'lint', 'migration-path' and 'oldest-supported-version'")
            }
        }
        return config
    }

    mutating func string(_ node: Node, key: String) -> String? {
        guard let text = node.scalar?.string else {
            fail("'\(key)' must be a string", at: node)
            return nil
        }
        return text
    }

    mutating func stringMap(_ node: Node, key: String) -> [String: String] {
        guard let mapping = node.mapping else {
            fail("'\(key)' must be a mapping of names to values", at: node)
            return [:]
        }
        var values: [String: String] = [:]
        for (name, value) in mapping {
            guard let name = name.string, let text = value.scalar?.string else {
                fail("'\(key)' entries must be name: value", at: value)
                continue
            }
            values[name] = text
        }
        return values
    }

    mutating func job(_ node: Node) -> GenerationJob? {
        guard let mapping = node.mapping else {
            fail("a job must be a mapping", at: node)
            return nil
        }
        var model: String?
        var job = GenerationJob(modelPath: "")
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "model": model = string(value, key: key).map(resolve)
            case "templates":
                if let templates = string(value, key: key) {
                    job.templates = templates.contains("/") || templates.hasPrefix(".") ? resolve(templates) : templates
                }
            case "model-version": job.modelVersion = string(value, key: key)
            case "plan": job.plan = string(value, key: key)
            case "name": job.name = string(value, key: key)
            case "output": job.output = string(value, key: key).map(resolve)
            case "outputs": job.outputsByRoot = stringMap(value, key: key).mapValues(resolve)
            case "options":
                job.options = stringMap(value, key: key)
                for (name, text) in value.mapping ?? [:] {
                    if let name = name.string { job.optionLocations[name] = location(text) }
                }
            default:
                fail(
                    "unknown key '\(key)' in a job", at: keyNode,
                    hint: "a job takes: \(GenerationConfig.jobKeys.sorted().joined(separator: ", "))")
            }
        }
        guard let model else {
            fail("the job has no 'model'", at: node, hint: "add `model: path/to/Model.xcdatamodeld`")
            return nil
        }
        if job.output == nil, job.outputsByRoot.isEmpty {
            fail("the job has no 'output' or 'outputs'", at: node)
        }
        job.modelPath = model
        job.anchor = base.isEmpty ? "." : base
        return job
    }
}
