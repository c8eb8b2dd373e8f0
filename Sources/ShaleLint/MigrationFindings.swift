import ShaleDiff
import ShaleModel

/// The `migration` family's findings from a migration plan, for `shale lint` and `shale diff` alike.
///
/// On the direct path a change appears in the comparison of every older version that lacks it; it becomes one
/// finding that names those versions. On the consecutive path it appears in the step that makes it, and the finding
/// names that step's older version and the version it migrates to. A change lightweight migration cannot infer is
/// `migration-not-inferable` unless every such version is declared migrated by custom code; a change that drops
/// stored data is `migration-data-loss` (acknowledged through the rule's exceptions); a change that holds only under
/// a condition is `migration-conditional`.
package enum MigrationFindings {
    /// The findings of `plan`'s changes, in the order of their first appearance.
    /// - Parameter customMigrations: Older versions (names or shell patterns) whose stores the app migrates with
    ///   its own stage or mapping model; their changes are not `migration-not-inferable`.
    package static func findings(_ plan: MigrationPlan, customMigrations: Set<String> = []) -> [LintFinding] {
        // A change is one finding per version it migrates to: the target on the direct path, a step's newer
        // version on the consecutive one.
        struct Key: Hashable {
            var change: ModelChange.Signature
            var target: String
        }
        var order: [Key] = []
        var groups: [Key: (change: ModelChange, versions: [String])] = [:]
        for comparison in plan.comparisons {
            for change in comparison.changes where change.isDestructive || change.migration >= .conditional {
                let key = Key(change: change.signature(), target: comparison.to)
                if groups[key] == nil {
                    order.append(key)
                    groups[key] = (change, [])
                }
                groups[key]?.versions.append(comparison.from)
            }
        }
        return order.flatMap { key -> [LintFinding] in
            guard let (change, versions) = groups[key] else { return [] }
            return findings(change, versions: versions, target: key.target, customMigrations: customMigrations)
        }
    }

    private static func findings(
        _ change: ModelChange, versions: [String], target: String,
        customMigrations: Set<String>
    ) -> [LintFinding] {
        let location = change.newLocation ?? change.oldLocation
        func finding(_ rule: LintRule, _ message: String, hint: String?) -> LintFinding {
            LintFinding(rule, message, at: location, hint: hint, entity: change.entity, property: change.property)
        }
        var found: [LintFinding] = []
        let uncovered = versions.filter { !VersionPattern.anyMatches(customMigrations, $0) }
        if change.migration == .custom, !uncovered.isEmpty {
            let what =
                change.condition.map { $0 + "; then list " } ?? "migrate them with a custom stage or mapping "
                + "model, and list "
            found.append(
                finding(
                    LintRules.notInferable,
                    "\(change.summary) needs a custom migration for stores at "
                        + "\(list(uncovered)) (migrating to \"\(target)\")",
                    hint: what + "them in shale.yml: " + YAMLHint.line(["lint", "custom-migrations"], uncovered)))
        }
        if change.migration == .conditional {
            found.append(
                finding(
                    LintRules.conditional,
                    "\(change.summary): stores at \(list(versions)) migrate to "
                        + "\"\(target)\" only if their data allows it: \(change.condition ?? "see the diff")", hint: nil
                ))
        }
        if change.isDestructive {
            let element = change.property.map { "\(change.entity).\($0)" } ?? change.entity
            found.append(
                finding(
                    LintRules.dataLoss,
                    "\(change.summary) drops the stored data of stores at "
                        + "\(list(versions)) when they migrate to \"\(target)\"",
                    hint: (change.suggestion.map { $0 + "; " } ?? "")
                        + "if the loss is intended, list it in shale.yml: "
                        + YAMLHint.line(["lint", "exceptions", "migration-data-loss"], [element])))
        }
        return found
    }

    /// Version names as a message lists them: quoted, at most three and a count.
    static func list(_ versions: [String]) -> String {
        Diagnostic.list(versions.map { "\"\($0)\"" }, limit: 3)
    }
}
