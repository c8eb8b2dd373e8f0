import Foundation
import ShaleDriver
import ShaleTestSupport
import XCTest

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
        XCTAssertEqual(result.standardOutput.components(separatedBy: "```mermaid\nclassDiagram\n").count, 3,
                       "one diagram per older version")
    }

    func test_markdownReport_ofTheBookshelfExample_isTheGoldenDiff() throws {
        var diff = DiffRun(path: "Examples/Bookshelf.xcdatamodeld")
        diff.format = "markdown"
        let result = diff.run()
        XCTAssertEqual(result.status, 0)
        assertGolden(result.standardOutput, "Diffs/Bookshelf.md")
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
        let markdown = try String(contentsOf: PackagePaths.golden.appendingPathComponent(
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
        XCTAssertEqual(result.diagnostics.map(\.description), ["""
            Golden/Models/Library.xcdatamodeld: error: --format mermaid draws one comparison, and this diff has 2
            Golden/Models/Library.xcdatamodeld: note: pick the older version with --from, or use --format markdown \
            for all of them
            """])
    }
}
