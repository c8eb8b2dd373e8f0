import ShaleModel
import ShaleRender
import ShaleResolver
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// `renderVersionAndBundle` renders what `render` then `renderBundle` render, translating the current version once.
final class VersionAndBundleTests: XCTestCase {
    override func setUp() {
        PackagePaths.enterRoot()
    }

    /// The files and contexts (as JSON) `set` renders for the Library bundle's history, both ways.
    private func bothWays(_ setName: String, options: [String: String]) throws
        -> (separate: [String], together: [String])
    {
        let set = try TemplateSetLoader.load(setName, diagnostics: strictCollector())
        let bundle = try XCTUnwrap(
            ModelLoader.load(path: "Golden/Models/Library.xcdatamodeld", scope: .allVersions).bundle)
        let current = try XCTUnwrap(bundle.current)
        // The model's own warnings are not what this test is about: both ways report the same.
        let (separately, once) = (DiagnosticCollector(), DiagnosticCollector())
        let separate = RenderedFileCollector()
        try Renderer.render(
            set: set, model: current, modelName: "Library", sourcePath: "Library",
            options: options, keepsContexts: true, diagnostics: separately, into: separate.sink)
        try Renderer.renderBundle(
            set: set, bundle: bundle, current: current, modelName: "Library",
            sourcePath: "Library", options: set.resolveOptions(options, diagnostics: separately),
            keepsContexts: true, diagnostics: separately, into: separate.sink)
        let together = RenderedFileCollector()
        try Renderer.renderVersionAndBundle(
            set: set, bundle: bundle, current: current, modelName: "Library",
            sourcePath: "Library",
            options: set.resolveOptions(options, diagnostics: once),
            keepsContexts: true, diagnostics: once, into: together.sink)
        XCTAssertEqual(separately.diagnostics.rendered, once.diagnostics.rendered)
        func texts(_ collector: RenderedFileCollector) -> [String] {
            let (files, contexts) = collector.collected
            return zip(files, contexts).map { "\($0.root)/\($0.path)\n\($0.contents)\n\(ContextJSON.encode($1))" }
        }
        return (texts(separate), texts(together))
    }

    func test_swiftDataHistory_isTheSameFromOneTranslation() throws {
        let (separate, together) = try bothWays("swiftdata", options: ["history": "true"])
        XCTAssertFalse(together.isEmpty)
        XCTAssertEqual(separate, together)
    }

    func test_setWithoutBundleOutputs_rendersItsVersionOnly() throws {
        let (separate, together) = try bothWays("slate", options: [:])
        XCTAssertFalse(together.isEmpty)
        XCTAssertEqual(separate, together)
    }
}
