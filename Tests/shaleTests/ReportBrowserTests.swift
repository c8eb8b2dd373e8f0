import Foundation
import ShaleResolver
import ShaleTestSupport
import XCTest

/// `shale report`'s page as a person sees it: written by the `shale` executable, opened from a file: URL in
/// headless Chromium at desktop and phone sizes, light and dark. The page must show every entity, log no error,
/// request nothing beyond itself and fit a phone's width; screenshots go to `.ci/artifacts/` for CI to keep.
final class ReportBrowserTests: TemporaryFolderTestCase {
    /// Where screenshots go: a folder CI uploads as an artifact (ignored by git).
    static let artifacts = PackagePaths.root.appendingPathComponent(".ci/artifacts")
    /// The longest a test may drive the browser before it fails.
    private let seconds = 120.0

    private var browser: HeadlessChromium?

    override func setUpWithError() throws {
        try TestTier.requireFull("headless Chromium")
        try super.setUpWithError()
    }

    override func tearDown() {
        browser?.quit()
        browser = nil
        super.tearDown()
    }

    /// The browser, started on first use.
    private func chromium() throws -> HeadlessChromium {
        if let browser { return browser }
        let started = try HeadlessChromium.launch(seconds: seconds)
        browser = started
        return started
    }

    /// `shale report model` written into the test's folder, as a user runs it.
    private func report(_ model: String, name: String = "report.html") throws -> URL {
        let output = folder.url.appendingPathComponent(name)
        let run = try ShaleProcess.run(["report", model, "--output", output.path], timeLimit: 120)
        XCTAssertEqual(run.status, 0, run.stderr)
        return output
    }

    /// The entity names the page shows, one per entity section, in order.
    private func entityNames(on page: PageVisit) throws -> [String] {
        try page.evaluate("[...document.querySelectorAll('section.entity')].map(s => s.dataset.entity)") as? [String]
            ?? []
    }

    /// The names of every entity of the current version of `model`.
    private func modelEntities(_ model: String) throws -> [String] {
        let loaded = ModelLoader.load(path: model)
        return try XCTUnwrap(loaded.bundle?.versions.first).entities.map(\.name)
    }

    /// Whether the page is wider than its viewport, so it would scroll sideways.
    private func scrollsSideways(_ page: PageVisit) throws -> Bool {
        try page.evaluate("document.documentElement.scrollWidth > window.innerWidth") as? Bool ?? true
    }

    func test_bookshelfReport_showsEveryEntity_withoutErrorsOrRequests_atEverySizeAndScheme() throws {
        let model = "Examples/Bookshelf.xcdatamodeld"
        let file = try report(model)
        let browser = try chromium()
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        let viewports: [(String, Viewport)] = [
            ("report", .desktop), ("report-dark", Viewport.desktop.dark),
            ("report-phone", .phone), ("report-phone-dark", Viewport.phone.dark),
        ]
        for (name, viewport) in viewports {
            let page = try browser.open(file, viewport: viewport)
            defer { page.close() }
            XCTAssertEqual(page.problems, [], name)
            XCTAssertEqual(page.requests, [file.absoluteString], "\(name): the page's own document, and nothing else")
            XCTAssertEqual(try entityNames(on: page), try modelEntities(model), name)
            XCTAssertFalse(try scrollsSideways(page), "\(name) is wider than the screen")
            let shot = Self.artifacts.appendingPathComponent("\(name).png")
            try page.screenshot().write(to: shot)
            print("screenshot: \(shot.path)")
        }
    }

    func test_goldenModelReports_showEveryEntity_withoutErrorsOrRequests() throws {
        let browser = try chromium()
        for model in ["Golden/Models/Library.xcdatamodeld", "Golden/Models/KitchenSink.xcdatamodeld"] {
            let file = try report(model, name: (model as NSString).lastPathComponent + ".html")
            for viewport in [Viewport.desktop, Viewport.phone.dark] {
                let page = try browser.open(file, viewport: viewport)
                defer { page.close() }
                XCTAssertEqual(page.problems, [], model)
                XCTAssertEqual(page.outsideRequests, [], model)
                XCTAssertEqual(try entityNames(on: page), try modelEntities(model), model)
                XCTAssertFalse(try scrollsSideways(page), "\(model) is wider than a \(viewport.width)-pixel screen")
            }
        }
    }

    /// The viewBox of the report's diagram, as four numbers.
    private func viewBox(_ page: PageVisit) throws -> [Double] {
        let text = try page.evaluate("document.querySelector('#diagram-view svg').getAttribute('viewBox')") as? String
        return (text ?? "").split(separator: " ").compactMap { Double($0) }
    }

    func test_diagram_pansZoomsAndSearches_withThePagesOwnScript() throws {
        _ = try RequiredTool.find("dot", package: "graphviz")
        let file = try report("Golden/Models/KitchenSink.xcdatamodeld")
        let page = try chromium().open(file, viewport: .desktop)
        defer { page.close() }
        XCTAssertEqual(page.problems, [])
        XCTAssertEqual(
            try page.evaluate("document.getElementById('diagram-view').classList.contains('interactive')")
                as? Bool, true, "the script ran")
        XCTAssertEqual(
            try page.evaluate("getComputedStyle(document.querySelector('.diagram-tools')).display")
                as? String, "flex", "the tools show")
        let full = try viewBox(page)
        XCTAssertEqual(full.count, 4)

        _ = try page.evaluate("document.querySelector('[data-action=zoom-in]').click()")
        let zoomed = try viewBox(page)
        XCTAssertEqual(zoomed[2], full[2] / 1.5, accuracy: 0.05, "zoom in shows two thirds of the width")
        _ = try page.evaluate(
            """
            (() => { const pane = document.querySelector('#diagram-view .diagram');
                     const r = pane.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
                     pane.dispatchEvent(new PointerEvent('pointerdown', { clientX: x, clientY: y, bubbles: true }));
                     pane.dispatchEvent(new PointerEvent('pointermove', { clientX: x + 100, clientY: y,
                                                                          bubbles: true }));
                     pane.dispatchEvent(new PointerEvent('pointerup', { clientX: x + 100, clientY: y,
                                                                        bubbles: true })); })()
            """)
        let panned = try viewBox(page)
        XCTAssertLessThan(panned[0], zoomed[0], "dragging right shows what is to the left")
        XCTAssertEqual(panned[2], zoomed[2], accuracy: 0.01, "panning keeps the zoom")
        _ = try page.evaluate(
            """
            document.querySelector('#diagram-view .diagram').dispatchEvent(
                new WheelEvent('wheel', { deltaY: -100, clientX: 400, clientY: 300, bubbles: true, cancelable: true }))
            """)
        XCTAssertLessThan(try viewBox(page)[2], panned[2], "the wheel zooms in")
        _ = try page.evaluate("document.querySelector('[data-action=fit]').click()")
        let fitted = try viewBox(page)
        for (found, expected) in zip(fitted, full) { XCTAssertEqual(found, expected, accuracy: 0.01, "Fit") }

        _ = try page.evaluate(
            """
            (() => { const box = document.getElementById('diagram-search'); box.value = 'book';
                     box.dispatchEvent(new Event('input')); })()
            """)
        XCTAssertEqual(
            try page.evaluate("document.getElementById('diagram-matches').textContent") as? String,
            "1 entity matches")
        XCTAssertEqual(
            try page.evaluate(
                """
                [...document.querySelectorAll('#diagram-view g.node.match')].map(n => n.querySelector('text').textContent)
                """) as? [String], ["Book"])
        let nodes = try page.evaluate("document.querySelectorAll('#diagram-view g.node').length") as? Int ?? 0
        XCTAssertEqual(
            try page.evaluate("document.querySelectorAll('#diagram-view g.node.dimmed').length") as? Int,
            nodes - 1, "every other entity is dimmed")
        _ = try page.evaluate(
            """
            document.getElementById('diagram-search').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
            """)
        XCTAssertLessThanOrEqual(try viewBox(page)[2], full[2], "Enter zooms in on a large drawing, never out")
        let offCentre =
            try page.evaluate(
                """
                (() => { const svg = document.querySelector('#diagram-view svg');
                         const node = document.querySelector('#diagram-view g.node.match').getBoundingClientRect();
                         const pane = svg.getBoundingClientRect();
                         return Math.abs((node.left + node.width / 2) - (pane.left + pane.width / 2)); })()
                """) as? Double ?? .infinity
        XCTAssertLessThan(offCentre, 2, "Enter centres the match")
        XCTAssertEqual(page.problems, [])
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        try page.screenshot(of: "#diagram").write(to: Self.artifacts.appendingPathComponent("report-diagram.png"))
    }

    func test_withoutItsScript_theDiagramStillShows_andTheToolsHide() throws {
        _ = try RequiredTool.find("dot", package: "graphviz")
        let file = try report("Golden/Models/KitchenSink.xcdatamodeld")
        let html = try String(contentsOf: file, encoding: .utf8)
        let start = try XCTUnwrap(html.range(of: "<script>"))
        let end = try XCTUnwrap(html.range(of: "</script>\n", range: start.upperBound..<html.endIndex))
        let scriptless = folder.url.appendingPathComponent("scriptless.html")
        try Data(html.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "").utf8).write(to: scriptless)
        let page = try chromium().open(scriptless, viewport: .desktop)
        defer { page.close() }
        XCTAssertEqual(page.problems, [])
        XCTAssertEqual(
            try page.evaluate("getComputedStyle(document.querySelector('.diagram-tools')).display")
                as? String, "none")
        XCTAssertGreaterThan(
            try page.evaluate(
                "document.querySelector('#diagram-view svg').getBoundingClientRect()"
                    + ".height") as? Double ?? 0, 100)
    }

    func test_markupInTheModel_runsNothing_andReadsAsWritten() throws {
        let file = try report(try MarkupModel.write(into: folder))
        let page = try chromium().open(file, viewport: .desktop)
        defer { page.close() }
        XCTAssertEqual(page.problems, [])
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('img, iframe, object, embed').length") as? Int, 0)
        // The one script is the page's own diagram script, which reads no text of the model into markup.
        let scripts = try page.evaluate("[...document.scripts].map(s => s.src + s.textContent)") as? [String] ?? []
        XCTAssertLessThanOrEqual(scripts.count, 1)
        for script in scripts {
            XCTAssertTrue(script.hasPrefix("(() => {"), script)
            for written in MarkupModel.texts { XCTAssertFalse(script.contains(written), written) }
        }
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('style').length") as? Int, 1)
        XCTAssertEqual(try page.evaluate("getComputedStyle(document.body).display") as? String, "block")
        let text = try page.evaluate("document.body.textContent") as? String ?? ""
        for written in MarkupModel.texts {
            XCTAssertTrue(text.contains(written), written)
        }
    }

    /// The checks above can fail: pages that break the rules one way each are caught.
    func test_aPageThatRequestsOrLogs_isCaught() throws {
        let file = try report("Examples/Bookshelf.xcdatamodeld")
        let original = try String(contentsOf: file, encoding: .utf8)
        let policy = try XCTUnwrap(
            original.range(
                of: "<meta http-equiv=\"Content-Security-Policy\"[^>]*>\n",
                options: .regularExpression))
        let unprotected = original.replacingCharacters(in: policy, with: "")
        let browser = try chromium()
        func visit(_ html: String, _ name: String) throws -> PageVisit {
            let variant = folder.url.appendingPathComponent(name)
            try Data(html.utf8).write(to: variant)
            return try browser.open(variant, viewport: .desktop)
        }
        let image = "<img src=\"http://127.0.0.1:9/pixel.png\" alt=\"\">"
        let script = "<script>console.error('injected'); throw new Error('thrown')</script>"

        // Without the policy, an image request leaves the page, and a script logs and throws.
        let requesting = try visit(unprotected.replacingOccurrences(of: "</main>", with: image + "</main>"), "a.html")
        XCTAssertEqual(requesting.outsideRequests, ["http://127.0.0.1:9/pixel.png"])
        XCTAssertEqual(requesting.blockedRequests, [], "nothing stops it")
        requesting.close()
        let logging = try visit(unprotected.replacingOccurrences(of: "</main>", with: script + "</main>"), "b.html")
        XCTAssertTrue(logging.problems.contains("console error: injected"), "\(logging.problems)")
        XCTAssertTrue(
            logging.problems.contains { $0.hasPrefix("exception error: Error: thrown") },
            "\(logging.problems)")
        logging.close()

        // With the policy, both are refused, and the refusals are errors the test sees.
        let refused = try visit(
            original.replacingOccurrences(of: "</main>", with: image + script + "</main>"),
            "c.html")
        XCTAssertEqual(refused.blockedRequests, ["http://127.0.0.1:9/pixel.png"], "the policy blocks the image")
        XCTAssertFalse(refused.problems.contains("console error: injected"), "the policy blocks the script")
        XCTAssertGreaterThanOrEqual(
            refused.problems.filter { $0.contains("Content Security Policy") }.count, 2,
            "\(refused.problems)")
        refused.close()

        // A stylesheet that is not the one the policy names is refused too: the hash admits nothing else.
        let restyled = try visit(original.replacingOccurrences(of: "<style>", with: "<style>b{}"), "d.html")
        XCTAssertTrue(restyled.problems.contains { $0.contains("Content Security Policy") }, "\(restyled.problems)")
        restyled.close()
    }
}
