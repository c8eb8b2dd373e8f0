import Foundation
import ShaleDiff
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

@testable import ShaleDriver

/// `shale diff --format markdown` of woocommerce-ios's 117 versions (`../shared/corpus`), 3.6 MB in full: it fits a
/// GitHub comment and still names every older version's verdict.
final class CorpusDiffMarkdownTests: XCTestCase {
    func test_woocommerce_fitsAGitHubComment_andNamesEveryVersionsVerdict() throws {
        let corpus = try PackagePaths.shared("corpus")
        let path = corpus.appendingPathComponent(
            "models/woocommerce__woocommerce-ios/Storage/Storage/Model/WooCommerce.xcdatamodeld"
        ).path
        var diff = DiffRun(path: path)
        diff.format = "markdown"
        diff.fullReport = "https://ci.example.com/model-diff.html"
        let result = diff.run()
        XCTAssertEqual(result.status, 0, result.diagnostics.rendered)
        let report = result.standardOutput
        XCTAssertLessThanOrEqual(DiffMarkdown.length(report), DiffMarkdown.gitHubCommentLimit)

        let loaded = ModelLoader.load(path: path, scope: .allVersions)
        let bundle = try XCTUnwrap(loaded.bundle)
        let plan = try XCTUnwrap(MigrationPlan.make(bundle: bundle, diagnostics: DiagnosticCollector()))
        XCTAssertEqual(plan.comparisons.count, 116)
        XCTAssertEqual(plan.overall.count, 116)
        for version in plan.overall {
            let row = "| `\(version.from)` | **\(version.migration.rawValue)**"
            XCTAssertTrue(report.contains(row), "no summary row \(row)")
        }
        let details = report.components(separatedBy: "\n<details>\n").count - 1
        XCTAssertGreaterThan(details, 0, "the newest comparisons' details fit")
        XCTAssertLessThan(details, plan.comparisons.count)
        let newest = try XCTUnwrap(plan.comparisons.last)
        XCTAssertTrue(report.contains("<summary><code>\(newest.from)</code> → <code>\(newest.to)</code>"))
        let omitted = plan.comparisons.count - details
        XCTAssertTrue(
            report.contains(
                "> The details of \(omitted) older versions, `\(plan.comparisons[0].from)` to "
                    + "`\(plan.comparisons[omitted - 1].from)`, are left out to stay within 65,536 "
                    + "characters, GitHub's limit for a comment. The full report: "
                    + "https://ci.example.com/model-diff.html"), report)
    }
}
