import Foundation
import ShaleLint
import ShaleModel
import ShaleResolver

/// `lint`: `Linter.lint` on every model under `corpus` in this one process, `runs` times; prints the models
/// and versions linted, the best and median wall times, and the findings by severity and by rule.
func runLint(corpus: String, runs: Int) throws {
    let models = ModelFinder.models(under: corpus)
    guard !models.isEmpty else {
        throw BenchmarkError("no models under \(corpus): pass --corpus DIR (default ../shared/corpus/models)")
    }
    let versions = models.reduce(0) { count, path in
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return count + (path.hasSuffix(".xcdatamodeld") ? entries.filter { $0.hasSuffix(".xcdatamodel") }.count : 1)
    }
    var report = LintReport(models: [], findings: [])
    var times: [Double] = []
    for _ in 0..<runs {
        times.append(seconds { report = Linter.lint([corpus], diagnostics: DiagnosticCollector()) })
    }
    times.sort()
    print("lint: \(report.models.count) models (\(versions) versions) under \(corpus), one process, \(runs) runs")
    print(String(format: "  time: best %.3f s, median %.3f s", times[0], times[times.count / 2]))
    print(
        "  findings: \(report.count(.error)) errors, \(report.count(.warning)) warnings, "
            + "\(report.count(.info)) infos")
    var byRule: [String: Int] = [:]
    for finding in report.findings { byRule[finding.ruleID, default: 0] += 1 }
    for (rule, count) in byRule.sorted(by: { $0.key < $1.key }) {
        print("  \(rule): \(count)")
    }
}
