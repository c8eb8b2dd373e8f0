import ShaleDiff

/// What a project says about its lint rules: the `lint:` section of `shale.yml`, plus command-line flags.
///
/// ```yaml
/// lint:
///   disable: [model-no-action-delete-rule]         # rule ids or families (model, cloudkit, migration)
///   enable: [cloudkit]                             # CloudKit rules even where the model does not say CloudKit
///   severity: {model-no-inverse: error}            # per rule id or family
///   exceptions:                                    # per rule: entities, or Entity.property
///     migration-data-loss: [Book.notes, Shelf]     # the acknowledged data loss
///   custom-migrations: ["Library 2"]               # older versions your own stage or mapping model migrates
///   baseline: lint-baseline.json                   # findings accepted (`shale lint --write-baseline`)
/// ```
///
/// In the model itself, a userInfo entry `shale.lint.disable` on the model, an entity or a property turns
/// rules (or families) off there: its value lists them, separated by commas or spaces.
package struct LintConfiguration: Sendable, Hashable {
    /// The userInfo key that turns rules off inside the model.
    package static let userInfoKey = "shale.lint.disable"

    /// Rule ids or family names turned off.
    package var disabled: Set<String> = []
    /// Rule ids or family names turned on beyond their default scope (CloudKit rules for every entity).
    package var enabled: Set<String> = []
    /// Severity overrides by rule id or family name; a rule's own entry wins over its family's.
    package var severities: [String: LintSeverity] = [:]
    /// Per rule id: the entities (`Book`) or properties (`Book.title`) where the rule is not reported.
    package var exceptions: [String: [String]] = [:]
    /// Older versions whose stores a custom migration stage or mapping model migrates.
    package var customMigrations: Set<String> = []
    /// The oldest version still on users' devices (`oldest-supported-version`): older ones are not judged.
    package var oldestSupportedVersion: String?
    /// How stores reach the newest version (`migration-path`, or `--path`): what the migration rules judge.
    package var migrationPath = MigrationPath.default
    /// The baseline file whose findings are accepted (`lint.baseline`, relative to `shale.yml`'s folder once read).
    package var baseline: String?

    /// An empty configuration: every rule at its default.
    package init() {}

    /// Whether `rule` runs at all.
    package func isEnabled(_ rule: LintRule) -> Bool {
        !disabled.contains(rule.id) && !disabled.contains(rule.family.rawValue)
    }

    /// Whether the user asked for `rule` beyond its default scope.
    package func isForced(_ rule: LintRule) -> Bool {
        enabled.contains(rule.id) || enabled.contains(rule.family.rawValue)
    }

    /// The severity `rule`'s findings get.
    package func severity(of rule: LintRule) -> LintSeverity {
        severities[rule.id] ?? severities[rule.family.rawValue] ?? rule.severity
    }

    /// Whether an exception covers `finding`: its entity, or its entity and property.
    package func isExcepted(_ finding: LintFinding) -> Bool {
        guard let entity = finding.entity, let patterns = exceptions[finding.ruleID] else { return false }
        return patterns.contains { pattern in
            pattern == entity || finding.property.map { pattern == "\(entity).\($0)" } == true
        }
    }

    /// The names in this configuration that are neither a rule id nor a family, for the reader to report.
    package var unknownNames: [String] {
        let names = disabled.union(enabled).union(severities.keys).union(exceptions.keys)
        return names.filter { !Self.isKnown($0) }.sorted()
    }

    /// Whether `name` is a rule id or a family name.
    package static func isKnown(_ name: String) -> Bool {
        LintRules.rule(name) != nil || LintRule.Family(rawValue: name) != nil
    }

    /// The rule ids and families a `shale.lint.disable` value lists.
    package static func names(inUserInfoValue value: String) -> Set<String> {
        Set(value.split { $0 == "," || $0.isWhitespace }.map(String.init))
    }
}
