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
