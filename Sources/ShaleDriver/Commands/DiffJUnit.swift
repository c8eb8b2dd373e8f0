import ShaleDiff
import ShaleLint
import ShaleModel

extension DiffRun {
    /// `plan` as JUnit XML (`shale diff --format junit`): a `<testsuite>` per comparison of an older version with
    /// the target, a `<testcase>` per change (a migration step). A change `--fail-on` forbids fails its case, with
    /// the migration rule it breaks as the failure's type (`migration-data-loss`, `migration-not-inferable`,
    /// `migration-conditional`, else `migration-change` for `--fail-on any`); so the report fails exactly where the
    /// run's exit status does (a match `known`, the `--baseline`, accepts does not fail). Every case's
    /// `<system-out>` says how stores migrate across the change.
    /// On the consecutive path the comparisons are the steps, and a last suite holds each older version's way to
    /// the target (a case per version, whose `<system-out>` names its worst step).
    func junit(_ plan: MigrationPlan, accepting known: Baseline? = nil) -> String {
        let accepted = Set(known?.entries ?? [])
        var suites = plan.comparisons.map { comparison in
            let classname = "\(plan.model).\(comparison.from)"
            return JUnitXML.Suite(
                name: "\(plan.model): \(comparison.from) → \(comparison.to)",
                cases: comparison.changes.map { change in
                    JUnitXML.Case(
                        name: change.summary, classname: classname, failure: failure(of: change, accepted: accepted),
                        output: Self.migration(of: change))
                })
        }
        if plan.isConsecutive, !plan.overall.isEmpty {
            suites.append(
                JUnitXML.Suite(
                    name: "\(plan.model): each version → \(plan.target), step by step",
                    cases: plan.overall.map { verdict in
                        let step = verdict.worstStep.map { "; worst step \($0.from) → \($0.to)" } ?? ""
                        return JUnitXML.Case(
                            name: "\(verdict.from) → \(verdict.to)",
                            classname: "\(plan.model).\(verdict.from)", failure: nil,
                            output: "migration: \(verdict.migration.rawValue)\(step)\n")
                    }))
        }
        return JUnitXML(name: "shale diff", suites: suites).xml
    }

    /// Why `--fail-on` fails `change`; `nil` when it does not, or the baseline accepts every match.
    private func failure(of change: ModelChange, accepted: Set<Baseline.Entry>) -> JUnitXML.Failure? {
        let forbidden = failOn.filter { forbidden in
            forbidden.matches(change)
                && !(baseline.map { accepted.contains(entry(change, forbidden, baselinePath: $0)) }
                    ?? false)
        }
        guard !forbidden.isEmpty else { return nil }
        let rule =
            change.isDestructive
            ? LintRules.dataLoss.id
            : change.migration == .custom
                ? LintRules.notInferable.id
                : change.migration == .conditional ? LintRules.conditional.id : "migration-change"
        let flags = forbidden.map { "--fail-on \($0.rawValue)" }.joined(separator: ", ")
        let message = "\(change.summary) (\(flags))"
        let diagnostic = Diagnostic(
            .error, message, at: change.newLocation ?? change.oldLocation,
            hint: change.suggestion)
        return JUnitXML.Failure(type: rule, message: message, text: diagnostic.description)
    }

    /// How stores migrate across `change`, one line.
    private static func migration(of change: ModelChange) -> String {
        var line = "migration: \(change.migration.rawValue)"
        if let condition = change.condition { line += " (\(condition))" }
        if change.isDestructive { line += "; loses stored data" }
        return line + "\n"
    }
}
