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
        let set = try TemplateSetLoader.load(setName)
        let bundle = try XCTUnwrap(
            ModelLoader.load(path: "Golden/Models/Library.xcdatamodeld", scope: .allVersions).bundle)
        let current = try XCTUnwrap(bundle.current)
        let separate = RenderedFileCollector()
        _ = try Renderer.render(set: set, model: current, modelName: "Library", sourcePath: "Library",
                                options: options, keepsContexts: true, into: separate.sink)
        _ = try Renderer.renderBundle(set: set, bundle: bundle, current: current, modelName: "Library",
                                      sourcePath: "Library", options: options, keepsContexts: true,
                                      into: separate.sink)
        let together = RenderedFileCollector()
        _ = try Renderer.renderVersionAndBundle(set: set, bundle: bundle, current: current, modelName: "Library",
                                                sourcePath: "Library", options: set.resolveOptions(options),
                                                keepsContexts: true, into: together.sink)
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
