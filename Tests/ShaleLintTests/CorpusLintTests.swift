import Foundation
import ShaleLint
import ShaleModel
import ShaleTestSupport
import XCTest

/// `shale lint` on every real model of `../shared/corpus` in one process: no crash, every model linted, and
/// the only `model-invalid` findings are the corpus's known bad inputs (the fast tier lints the corpus sample,
/// `TestTier`, which has none).
final class CorpusLintTests: XCTestCase {
    func test_everyCorpusModel_lintsInOneProcess() throws {
        let corpus = try PackagePaths.shared("corpus")
        let root = corpus.appendingPathComponent("models").path
        let full = try TestTier.current() == .full
        let roots = full ? [root] : TestTier.corpusSample.map { root + "/" + $0 }
        let start = Date()
        let report = Linter.lint(roots, diagnostics: DiagnosticCollector())
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertGreaterThan(report.models.count, full ? 50 : 2)
        let invalid = report.findings.filter { $0.ruleID == "model-invalid" }.map(\.message)
        XCTAssertEqual(
            invalid.sorted(),
            full
                ? [
                    "malformed XML: StartTag: invalid element name",
                    "the bundle holds no model versions",
                ] : [],
            "the merge-conflict model and the bundle with only a .xccurrentversion")
        XCTAssertFalse(
            report.findings.contains { $0.ruleID.hasPrefix("cloudkit-") },
            "the corpus's two CloudKit models meet every CloudKit rule")
        XCTAssertTrue(report.findings.contains { $0.ruleID == "migration-data-loss" })
        XCTAssertEqual(
            Linter.lint(roots, diagnostics: DiagnosticCollector()), report,
            "the same findings in the same order on a second run")
        var byRule: [String: Int] = [:]
        for finding in report.findings { byRule[finding.ruleID, default: 0] += 1 }
        print(
            String(
                format: "corpus lint: %d models, %d findings in %.1f s (debug build: see shale-benchmark lint)",
                report.models.count, report.findings.count, elapsed))
        print(byRule.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)" }.joined(separator: "\n"))
    }
}
