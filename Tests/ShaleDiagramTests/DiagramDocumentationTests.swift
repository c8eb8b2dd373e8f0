import Foundation
import ShaleDiagram
import ShaleTestSupport
import XCTest

/// Documentation/Diagrams.md shows what the code draws today: the Bookshelf example's Mermaid, its diff, and the
/// committed SVG (`Scripts/regenerate` rewrites the SVG; this test compares its texts, which do not depend on the
/// Graphviz release, as its layout does).
final class DiagramDocumentationTests: XCTestCase {
    private func page() throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent("Documentation/Diagrams.md"), encoding: .utf8)
    }

    func test_page_showsTheBookshelfDiagram_asDrawnToday() throws {
        let bundle = try DiagramGoldenTests.load("Examples/Bookshelf.xcdatamodeld")
        let mermaid = MermaidWriter.render(ERDiagram(model: try XCTUnwrap(bundle.current), title: bundle.name))
        XCTAssertTrue(
            try page().contains("```mermaid\n" + mermaid + "```\n"),
            "Documentation/Diagrams.md does not show the Bookshelf diagram as drawn now:\n\(mermaid)")
    }

    func test_page_showsTheBookshelfDiff_asDrawnToday() throws {
        let diff = try String(
            contentsOf: PackagePaths.golden.appendingPathComponent("Diffs/Bookshelf.md"),
            encoding: .utf8)
        let start = try XCTUnwrap(diff.range(of: "```mermaid\n"))
        let end = try XCTUnwrap(diff.range(of: "```\n", range: start.upperBound..<diff.endIndex))
        XCTAssertTrue(
            try page().contains(diff[start.lowerBound..<end.upperBound]),
            "Documentation/Diagrams.md does not show the diagram of Golden/Diffs/Bookshelf.md")
    }

    func test_committedSVG_hasTheTextsOfTheCurrentDiagram() throws {
        _ = try RequiredTool.find("dot", package: "graphviz")
        let bundle = try DiagramGoldenTests.load("Examples/Bookshelf.xcdatamodeld")
        let fresh = try ERDiagram(model: try XCTUnwrap(bundle.current), title: bundle.name).rendered(as: .svg)
        let committed = try String(
            contentsOf: PackagePaths.root.appendingPathComponent(
                "Documentation/Images/bookshelf-diagram.svg"), encoding: .utf8)
        let texts = try XCTUnwrap(SVGText.texts(in: committed), "the committed SVG is not well-formed XML")
        XCTAssertTrue(texts.contains("Author") && texts.contains("Book"), "\(texts)")
        XCTAssertEqual(
            texts, SVGText.texts(in: fresh),
            "Documentation/Images/bookshelf-diagram.svg is stale: run Scripts/regenerate")
    }
}
