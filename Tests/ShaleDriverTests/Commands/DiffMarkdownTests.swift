import Foundation
import ShaleTestSupport
import XCTest

@testable import ShaleDriver

/// `shale diff --format markdown`: each comparison drawn as a Mermaid diagram above a table of its changes.
final class DiffMarkdownTests: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        PackagePaths.enterRoot()
    }

    func test_markdownReport_ofTheLibraryBundle_isTheGoldenDiff() throws {
        var diff = DiffRun(path: "Golden/Models/Library.xcdatamodeld")
        diff.format = "markdown"
        let result = diff.run()
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.diagnostics, [])
        assertGolden(result.standardOutput, "Diffs/Library.md")
        XCTAssertEqual(
            result.standardOutput.components(separatedBy: "```mermaid\nclassDiagram\n").count, 3,
            "one diagram per older version")
    }

    func test_markdownReport_ofTheBookshelfExample_isTheGoldenDiff() throws {
        var diff = DiffRun(path: "Examples/Bookshelf.xcdatamodeld")
        diff.format = "markdown"
        let result = diff.run()
        XCTAssertEqual(result.status, 0)
        assertGolden(result.standardOutput, "Diffs/Bookshelf.md")
    }

    func test_markdownReport_thatFits_hasEveryComparisonsDetails_afterTheSummary() throws {
        var diff = DiffRun(path: "Golden/Models/Library.xcdatamodeld")
        diff.format = "markdown"
        let report = diff.run().standardOutput
        XCTAssertLessThanOrEqual(DiffMarkdown.length(report), DiffMarkdown.gitHubCommentLimit)
        XCTAssertEqual(report.components(separatedBy: "\n<details>\n").count - 1, 2, "both comparisons' details")
        XCTAssertFalse(report.contains("left out"), report)
        let table = try XCTUnwrap(
            report.range(
                of: "| Older version | To `Library 10`, step by step | Its next step | Changes in that step |"))
        let oldest = try XCTUnwrap(report.range(of: "<summary><code>Library</code> → <code>Library 2</code>"))
        let newest = try XCTUnwrap(report.range(of: "<summary><code>Library 2</code> → <code>Library 10</code>"))
        XCTAssertLessThan(table.lowerBound, oldest.lowerBound, "the summary table comes first")
        XCTAssertLessThan(oldest.lowerBound, newest.lowerBound, "details in the table's order")
    }

    func test_markdownReport_overTheLimit_leavesOutTheOldestDetails_andSaysWhereTheyAre() throws {
        var diff = DiffRun(path: "Golden/Models/Library.xcdatamodeld")
        diff.format = "markdown"
        diff.maxCharacters = nil
        let whole = diff.run().standardOutput
        let limit = DiffMarkdown.length(whole) - 1
        diff.maxCharacters = limit
        diff.fullReport = "https://ci.example.com/artifacts/model-diff.md"
        let result = diff.run()
        let report = result.standardOutput
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertLessThanOrEqual(DiffMarkdown.length(report), limit)
        XCTAssertEqual(report.components(separatedBy: "\n<details>\n").count - 1, 1, report)
        XCTAssertTrue(report.contains("<summary><code>Library 2</code> → <code>Library 10</code>"), report)
        XCTAssertFalse(report.contains("<summary><code>Library</code> →"), report)
        XCTAssertTrue(
            report.contains(
                """
                > The details of `Library` are left out \(DiffMarkdown.reason(limit: limit)). The full report: \
                https://ci.example.com/artifacts/model-diff.md
                """), report)
        for row in [
            "| `Library` | **custom** (at `Library 2` → `Library 10`) | lightweight | 3 changes, 1 loses data |",
            "| `Library 2` | **custom** | custom | 9 changes |",
        ] {
            XCTAssertTrue(report.contains(row), "the summary keeps every version: \(row)")
        }
    }

    func test_markdownReport_whoseSummaryAloneIsTooLong_isTheSummary_withAWarning() throws {
        var diff = DiffRun(path: "Golden/Models/Library.xcdatamodeld")
        diff.format = "markdown"
        diff.maxCharacters = 100
        let result = diff.run()
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(result.standardOutput.contains("<details>"))
        XCTAssertTrue(
            result.standardOutput.contains(
                "> The details of 2 older versions, `Library` to `Library 2`, "
                    + "are left out"), result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(
                "`shale diff Golden/Models/Library.xcdatamodeld --format "
                    + "markdown --max-characters 0` writes them all"))
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning])
        XCTAssertTrue(
            result.diagnostics.first?.message.contains("over --max-characters 100") == true,
            "\(result.diagnostics)")
    }

    func test_reason_namesTheLimit_andGitHubsWhenItIsTheDefault() {
        XCTAssertEqual(
            DiffMarkdown.reason(limit: 65_536),
            "to stay within 65,536 characters, GitHub's limit for a comment")
        XCTAssertEqual(DiffMarkdown.reason(limit: 4_999), "to stay within 4,999 characters (--max-characters)")
    }

    func test_length_countsCharactersAsGitHubDoes() {
        XCTAssertEqual(DiffMarkdown.length("🟩 é →"), 5, "one per Unicode scalar: a square, an é, an arrow")
    }

    func test_markdownReport_ofOnePair_isTheGoldenDiffOfThatPair() throws {
        var diff = DiffRun(path: "Golden/Models/Library.xcdatamodeld")
        diff.format = "markdown"
        diff.from = "Library 2"
        let result = diff.run()
        XCTAssertEqual(result.status, 0)
        assertGolden(result.standardOutput, "Diffs/Library-Library 2-Library 10.md")
    }
}

/// `shale diff --format mermaid`: the diagram of one comparison alone.
final class DiffMermaidTests: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        PackagePaths.enterRoot()
    }

    func test_mermaid_ofOneComparison_isTheDiagramOfTheMarkdownReport() throws {
        var diff = DiffRun(path: "Golden/Models/Library.xcdatamodeld")
        diff.from = "Library 2"
        diff.format = "mermaid"
        let result = diff.run()
        XCTAssertEqual(result.status, 0)
        let markdown = try String(
            contentsOf: PackagePaths.golden.appendingPathComponent(
                "Diffs/Library-Library 2-Library 10.md"), encoding: .utf8)
        XCTAssertTrue(result.standardOutput.hasPrefix("classDiagram\n"), result.standardOutput)
        XCTAssertTrue(markdown.contains("```mermaid\n" + result.standardOutput + "```\n"))
    }

    func test_mermaid_ofSeveralComparisons_isALocatedErrorNamingTheFlag() throws {
        var diff = DiffRun(path: "Golden/Models/Library.xcdatamodeld")
        diff.format = "mermaid"
        let result = diff.run()
        XCTAssertEqual(result.status, CommandOutput.usage, "the flag picks one")
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                """
                Golden/Models/Library.xcdatamodeld: error: --format mermaid draws one comparison, and this diff has 2
                Golden/Models/Library.xcdatamodeld: note: pick one step with --from and --to (consecutive versions), or \
                one version with --from and --path direct; --format markdown draws all of them
                """
            ])
    }
}
