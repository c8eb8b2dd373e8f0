import Foundation
import ShaleDiagram
import ShaleResolver
import ShaleTestSupport
import XCTest

@testable import ShaleDriver

/// `ReportRun`, the pipeline behind `shale report`: the page, its escaping and policy, and what reaches disk.
final class ReportRunTests: TemporaryFolderTestCase {
    private let library = "Golden/Models/Library.xcdatamodeld"

    override func setUpWithError() throws {
        try super.setUpWithError()
        PackagePaths.enterRoot()
    }

    /// The page of `path` with the diagram's text form, which needs nothing installed.
    private func page(_ path: String, configure: (inout ReportRun) -> Void = { _ in }) throws -> String {
        var report = ReportRun(path: path)
        report.diagram = .text
        configure(&report)
        let result = report.run()
        XCTAssertEqual(result.status, 0, "\(result.diagnostics)")
        return result.standardOutput
    }

    func test_libraryReport_isTheGoldenPage() throws {
        assertGolden(try page(library), "Reports/Library.html")
    }

    func test_kitchenSinkReport_isTheGoldenPage() throws {
        assertGolden(try page("Golden/Models/KitchenSink.xcdatamodeld"), "Reports/KitchenSink.html")
    }

    func test_bookshelfReport_isTheGoldenPage_withItsLockStates() throws {
        let html = try page("Examples/Bookshelf.xcdatamodeld")
        assertGolden(html, "Reports/Bookshelf.html")
        XCTAssertTrue(html.contains("<th scope=\"col\">Lock</th>"), "the bundle has a lock file")
    }

    func test_diagramView_drawsThePartAsked_andTheCaptionSaysSo() throws {
        let html = try page("Golden/Models/KitchenSink.xcdatamodeld") {
            $0.diagramView = DiagramView(focus: ["Chapter"], showsAttributes: false)
        }
        let source = try XCTUnwrap(
            html.components(separatedBy: "<pre>classDiagram\n").dropFirst().first?
                .components(separatedBy: "</pre>").first)
        XCTAssertEqual(
            source.components(separatedBy: "\n").filter { $0.hasPrefix("    class ") }.sorted(),
            ["    class Book {", "    class Chapter"], source)
        XCTAssertTrue(
            html.contains(
                "Entity-relationship diagram of “KitchenSink” (2 entities of 7: Chapter and "
                    + "its neighbours to depth 1): 2 entities (Book; Chapter)"), html)
    }

    func test_markupInTheModel_isShownAsText_neverAsMarkup() throws {
        let bundle = try MarkupModel.write(into: folder)
        let html = try page(bundle)
        for text in MarkupModel.texts {
            XCTAssertTrue(html.contains(escaped(text)), "\(text) is not on the page escaped")
        }
        for tag in ["<script", "<img", "<iframe", "<object", "<embed"] {
            XCTAssertFalse(html.contains(tag), "the page holds \(tag)")
        }
        XCTAssertEqual(html.components(separatedBy: "<style").count, 2, "one stylesheet, the report's own")
        XCTAssertEqual(html.components(separatedBy: "<!--").count, 1, "no comment a name could close")
        XCTAssertFalse(html.contains(folder.url.path), "no absolute path reaches the page")
        let named = PackagePaths.named(bundle, from: FileManager.default.currentDirectoryPath)
        XCTAssertTrue(
            html.contains("<code>\(escaped(named))</code>"), "a bundle outside the working directory is named alone")
    }

    func test_contentSecurityPolicy_admitsTheStylesheetOnPage_andLoadsNothing() throws {
        // Attribute values are escaped: the browser reads `&#39;` as `'`.
        let html = try page(library).replacingOccurrences(of: "&#39;", with: "'")
        let style = try XCTUnwrap(
            html.range(of: "<style>").flatMap { start in
                html.range(of: "</style>", range: start.upperBound..<html.endIndex)
                    .map { html[start.upperBound..<$0.lowerBound] }
            })
        let hash = Data(SHA256.bytes(Array(style.utf8))).base64EncodedString()
        XCTAssertTrue(html.contains("style-src 'sha256-\(hash)'"), "the policy's hash is not the stylesheet's")
        XCTAssertTrue(html.contains("default-src 'none'"))
        for loader in ["src=", "<script", "<link rel=\"stylesheet\"", "@import", "url("] {
            XCTAssertFalse(html.contains(loader), "the page loads something: \(loader)")
        }
    }

    func test_output_isWrittenOnlyWhenItChanges() throws {
        let output = folder.url.appendingPathComponent("report.html").path
        var report = ReportRun(path: library)
        report.diagram = .text
        report.output = output
        XCTAssertEqual(report.run().standardError, "shale: wrote \(output)\n")
        XCTAssertEqual(report.run().standardError, "shale: unchanged \(output)\n")
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), try page(library))
    }

    func test_modelWithErrors_reportsThemLocated_andLeavesTheOutputAlone() throws {
        let output = try folder.write("earlier report\n", to: "report.html")
        var report = ReportRun(path: "Golden/Models/Bad/MergeConflict.xcdatamodel")
        report.output = output
        let result = report.run()
        XCTAssertEqual(result.status, CommandOutput.invalidInput)
        XCTAssertEqual(result.diagnostics.first?.location?.file, "Golden/Models/Bad/MergeConflict.xcdatamodel/contents")
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "earlier report\n")
    }

    func test_svgWithoutGraphviz_isAnErrorNamingIt_andLeavesTheOutputAlone() throws {
        let output = try folder.write("earlier report\n", to: "report.html")
        var report = ReportRun(path: library)
        report.diagram = .svg
        report.searchPath = folder.url.path
        report.output = output
        let result = report.run()
        XCTAssertEqual(result.status, CommandOutput.unavailable)
        XCTAssertEqual(result.diagnostics.map(\.message), ["--diagram svg needs Graphviz's dot on PATH"])
        XCTAssertTrue(result.diagnostics[0].hint?.contains("apt-get install graphviz") == true)
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "earlier report\n")
    }

    func test_automaticWithoutGraphviz_showsTheMermaidSource_withANote() throws {
        let html = try page(library) { report in
            report.diagram = .automatic
            report.searchPath = self.folder.url.path
        }
        XCTAssertTrue(html.contains("<pre>classDiagram\n"), "the Mermaid source is the fallback")
        XCTAssertTrue(html.contains(ReportDiagram.textNote))
    }

    func test_svg_isInlinedWithoutItsPrologOrComments_andNamedByItsCaption() throws {
        _ = try RequiredTool.find("dot", package: "graphviz")
        let html = try page(library) { $0.diagram = .svg }
        XCTAssertTrue(
            html.contains(
                "<div class=\"diagram\" tabindex=\"0\" aria-describedby=\"diagram-help\">\n"
                    + "<svg role=\"img\" aria-labelledby=\"diagram-caption\" "))
        XCTAssertTrue(
            html.contains(
                "<figcaption id=\"diagram-caption\">Entity-relationship diagram of “Library 10”"))
        for prolog in ["<?xml", "<!DOCTYPE svg", "<!--"] { XCTAssertFalse(html.contains(prolog), prolog) }
    }

    func test_lintConfiguration_appliesToTheFindings() throws {
        XCTAssertTrue(try page(library).contains("<code class=\"id\">migration-data-loss</code>"))
        let config = try folder.write("lint:\n  disable: [migration-data-loss]\n", to: "shale.yml")
        let html = try page(library) { $0.lintConfigPath = config }
        XCTAssertFalse(html.contains("migration-data-loss"))
    }

    func test_modelVersion_reportsOnThatVersion_migratingOnlyOlderOnes() throws {
        let html = try page(library) { $0.versionName = "Library 2" }
        XCTAssertTrue(html.contains("<h2 id=\"migrations-title\">Migrations to “Library 2”</h2>"))
        XCTAssertTrue(html.contains("<h3 id=\"from-1-title\">From “Library”</h3>"))
        XCTAssertFalse(html.contains("From “Library 10”"))
    }

    func test_lockStates_sayWhichVersionsAreLocked_editedSince_orNot() throws {
        let item = "<entity name=\"Item\" syncable=\"YES\"><attribute name=\"a\" attributeType=\"String\"/></entity>"
        let bundle = try folder.bundle([("V1", item), ("V2", item)])
        XCTAssertEqual(LockRun(path: bundle).run().status, 0)
        XCTAssertFalse(try page(bundle).contains("edited since locked"))
        // V1 edited in place after it was locked; V3 added (and made current) since.
        let edited = item.replacingOccurrences(
            of: "</entity>", with: "<attribute name=\"b\" optional=\"YES\" attributeType=\"String\"/></entity>")
        try folder.write(TemporaryFolder.modelXML(edited), to: "Model.xcdatamodeld/V1.xcdatamodel/contents")
        _ = try folder.bundle([("V2", item), ("V3", item)])
        let lines = try page(bundle).components(separatedBy: "\n")
        for (version, state) in ["V1": "edited since locked", "V2": "locked", "V3": "not locked"] {
            let row = try XCTUnwrap(lines.first { $0.hasPrefix("<tr><th scope=\"row\">\(version)") }, version)
            XCTAssertTrue(row.contains(">\(state)<"), "\(version): \(row)")
        }
    }

    /// `text` escaped as HTML text.
    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
