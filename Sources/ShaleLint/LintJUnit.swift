import ShaleModel

extension LintReport {
    /// The report as JUnit XML (`shale lint --format junit`): a `<testsuite>` per model, a `<testcase>` per rule
    /// checked on it. A rule's findings at or above `threshold` (the run's `--fail-on`) fail its case, with the
    /// rule's id as the failure's type; its findings below it are the case's `<system-out>`. So the report fails
    /// exactly where the run's exit status does.
    /// - Parameters:
    ///   - rules: The rules that ran (those the configuration enables), in `LintRules.all`'s order.
    ///   - threshold: The severity from which a finding fails; `nil` never fails.
    package func junit(rules: [LintRule] = LintRules.all, failingAt threshold: LintSeverity? = .error) -> JUnitXML {
        var byModel: [String: [LintFinding]] = [:]
        var others: [String] = []
        for finding in findings {
            let file = finding.location?.file ?? ""
            // The longest model path holding the finding's file; a finding outside every model is a suite of its own.
            let model = models.filter { file == $0 || file.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? file
            if !models.contains(model), !others.contains(model) { others.append(model) }
            byModel[model, default: []].append(finding)
        }
        let suites = (models + others).map { model in
            let found = byModel[model] ?? []
            let ids = rules.map(\.id) + Set(found.map(\.ruleID)).subtracting(rules.map(\.id)).sorted()
            return JUnitXML.Suite(
                name: model.isEmpty ? "shale lint" : model,
                cases: ids.map { id in
                    Self.testCase(id, model: model, findings: found.filter { $0.ruleID == id }, threshold: threshold)
                })
        }
        return JUnitXML(name: "shale lint", suites: suites)
    }

    /// The case of rule `id` on `model`, failed by those of `findings` at or above `threshold`.
    private static func testCase(_ id: String, model: String, findings: [LintFinding], threshold: LintSeverity?)
        -> JUnitXML.Case
    {
        let failing = findings.filter { finding in threshold.map { finding.severity >= $0 } ?? false }
        let passing = findings.filter { !failing.contains($0) }
        let failure = failing.first.map { first in
            JUnitXML.Failure(
                type: id,
                message: first.message + (failing.count > 1 ? " (and \(failing.count - 1) more)" : ""),
                text: failing.map { rendered([$0]) }.joined())
        }
        return JUnitXML.Case(
            name: id, classname: model.isEmpty ? "shale lint" : model, failure: failure,
            output: rendered(passing))
    }

    /// `findings` as `--format text` prints them.
    private static func rendered(_ findings: [LintFinding]) -> String {
        LintReport(models: [], findings: findings).rendered(as: .text)
    }
}
