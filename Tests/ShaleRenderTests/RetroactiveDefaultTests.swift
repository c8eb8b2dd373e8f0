import ShaleModel
import ShaleRender
import ShaleResolver
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// `retroactive` has one default, `false`, declared once (`SlateOptions.retroactive`, `MemoryOptions.retroactive`):
/// what `templates show` and `--help` print, what `shale generate` applies, and what a set that does not expose the
/// option gets (`coredata`, a user's set with `translator: slate`). `false` is what users of the built-in sets have
/// always got, and the only value valid in one module: Swift refuses `@retroactive` on a conformance of a type its
/// own module declares. Slate's two-module layout asks for it (`gen-core-data` passes `retroactive=true` unless
/// `--no-retroactive`).
final class RetroactiveDefaultTests: XCTestCase {
    private let modelPath = "Golden/Models/Slate.xcdatamodel"

    /// The `retroactivePrefix` of every entity context `set` renders with `options`.
    private func prefixes(_ set: TemplateSet, _ options: [String: String] = [:]) throws -> Set<String> {
        PackagePaths.enterRoot()
        let model = try XCTUnwrap(ModelLoader.load(path: modelPath).bundle?.current)
        // The model's own warnings are not what this test is about.
        let contexts = try Renderer.render(
            set: set, model: model, modelName: "Slate", sourcePath: modelPath,
            options: options, keepsContexts: true,
            diagnostics: DiagnosticCollector()
        ).contexts
        let values = contexts.map(ContextJSON.encode).compactMap { json in
            json.split(separator: "\n").first { $0.hasPrefix("  \"retroactivePrefix\": ") }
                .map { String($0.dropFirst("  \"retroactivePrefix\": ".count)) }
        }
        XCTAssertFalse(values.isEmpty, "\(set.manifest.name) renders entity contexts")
        return Set(values)
    }

    func test_theManifestsDefault_isFalse_andWhatTheSetsRender() throws {
        for name in ["slate", "memory"] {
            let set = try TemplateSetLoader.load(name, diagnostics: strictCollector())
            let declared = try XCTUnwrap(set.options.first { $0.name == "retroactive" }, name)
            XCTAssertEqual(declared.defaultText, "false", name)
            XCTAssertEqual(try prefixes(set), ["\"\","], name)
            XCTAssertEqual(try prefixes(set, ["retroactive": "true"]), ["\"@retroactive \","], name)
        }
    }

    func test_aSetWithoutTheOption_getsTheManifestsDefault() throws {
        let coredata = try TemplateSetLoader.load("coredata", diagnostics: strictCollector())
        XCTAssertNil(coredata.manifest.options.first { $0.name == "retroactive" })
        XCTAssertEqual(try prefixes(coredata), ["\"\","])
        let mine = try TemplateSet(
            files: [
                "manifest.yml": """
                name: mine
                summary: a user's set on the slate translator, without the retroactive option
                translator: slate
                options: []
                outputs:
                  - template: Conformance
                    scope: entity
                    root: out
                    path: "{{managedClass}}.swift"
                """, "Conformance.mustache": "extension {{managedClass}}: {{retroactivePrefix}}Marker {}\n",
            ],
            origin: "MyTemplates", diagnostics: strictCollector())
        XCTAssertEqual(try prefixes(mine), ["\"\","])
    }
}
