import ShaleModel
import ShaleResolver
import ShaleRender
import ShaleTestSupport
import XCTest

final class TemplateSetTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        PackagePaths.enterRoot()
    }

    override func tearDown() {
        folder.remove()
    }

    func test_childSet_reusesItsParentsTemplates_andOverridesOne() throws {
        try folder.write("""
            name: custom
            summary: slate with a different Core Data file
            parent: slate
            options:
              - name: name-transform
                default: "Slate%@"
                summary: as in slate
            outputs:
              - template: ImmutableModel
                scope: entity
                root: models
                path: "{{immutableType}}.swift"
              - template: ManagedObject
                scope: entity
                root: entities
                path: "{{managedClass}}.swift"
            """, to: "custom/manifest.yml")
        try folder.write("{{% CONTENT_TYPE: TEXT}}\n// custom {{managedClass}} for {{immutableType}}\n",
                         to: "custom/ManagedObject.mustache")
        let (files, diagnostics) = try renderSlateModel(with: folder.url.appendingPathComponent("custom").path)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        let byPath = Dictionary(uniqueKeysWithValues: (files ?? []).map { ("\($0.root)/\($0.path)", $0.contents) })
        XCTAssertTrue(byPath["entities/CoreDataBook.swift"]?.hasSuffix("// custom CoreDataBook for SlateBook\n") == true)
        XCTAssertTrue(byPath["models/SlateBook.swift"]?.contains("public final class SlateBook: Sendable") == true,
                      "the parent's ImmutableModel template is used")
    }

    func test_childSet_inheritsTheContextPartsItsParentDeclares() throws {
        try folder.write("""
            name: custom
            summary: coredata with another class file
            parent: coredata
            options:
              - name: internal-models
                default: "false"
                summary: as in coredata
            outputs:
              - template: ManagedObject
                scope: entity
                root: entities
                path: "{{managedClass}}.swift"
                when: hasOwnClass
            """, to: "custom/manifest.yml")
        try folder.write("{{% CONTENT_TYPE: TEXT}}\n// {{managedClass}}: {{#coreData}}{{superclass}}{{/coreData}}\n",
                         to: "custom/ManagedObject.mustache")
        let set = try TemplateSetLoader.load(folder.url.appendingPathComponent("custom").path)
        XCTAssertEqual(set.translator, .coredata, "the parent's")
        let (files, diagnostics) = try renderSlateModel(with: folder.url.appendingPathComponent("custom").path)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        XCTAssertTrue(files?.first?.contents.hasSuffix(": NSManagedObject\n") == true, "\(files ?? [])")
    }

    /// The files the set at `path` renders for the Slate golden model, and the problems found (nil files: errors).
    private func renderSlateModel(with path: String) throws -> (files: [RenderedFile]?, diagnostics: [Diagnostic]) {
        let loaded = ModelLoader.load(path: "Golden/Models/Slate.xcdatamodel")
        let model = try XCTUnwrap(loaded.bundle?.current)
        do {
            let rendered = try Renderer.render(set: try TemplateSetLoader.load(path), model: model, modelName: "Slate",
                                               sourcePath: "Slate.xcdatamodel", options: [:])
            return (rendered.files, loaded.diagnostics + rendered.warnings)
        } catch let error as GenerationError {
            return (nil, loaded.diagnostics + error.diagnostics)
        }
    }

    func test_templateSyntaxError_isReportedAtItsLineAndColumn() throws {
        try folder.write("name: broken\nsummary: x\noptions: []\noutputs:\n  - template: File\n    scope: model\n"
                         + "    root: out\n    path: \"f.swift\"\n", to: "broken/manifest.yml")
        try folder.write("line one\n{{#section}}\nnever closed\n", to: "broken/File.mustache")
        XCTAssertThrowsError(try TemplateSetLoader.load(folder.url.appendingPathComponent("broken").path)) { error in
            let diagnostic = (error as? GenerationError)?.diagnostics.first
            XCTAssertTrue(diagnostic?.message.hasPrefix("the template does not parse") == true, "\(String(describing: diagnostic))")
            XCTAssertEqual(diagnostic?.location?.file.hasSuffix("broken/File.mustache"), true)
            XCTAssertGreaterThan(diagnostic?.location?.line ?? 0, 0)
        }
    }

    func test_missingManifest_andMissingTemplate_areErrors() throws {
        try folder.write("{{x}}", to: "nomanifest/File.mustache")
        XCTAssertThrowsError(try TemplateSetLoader.load(folder.url.appendingPathComponent("nomanifest").path)) { error in
            XCTAssertEqual((error as? GenerationError)?.diagnostics.first?.message, "the template set has no manifest.yml")
        }
        try folder.write("name: m\nsummary: x\noptions: []\noutputs:\n  - template: Absent\n    scope: model\n"
                         + "    root: out\n    path: \"f.swift\"\n", to: "missing/manifest.yml")
        XCTAssertThrowsError(try TemplateSetLoader.load(folder.url.appendingPathComponent("missing").path)) { error in
            XCTAssertEqual((error as? GenerationError)?.diagnostics.first?.message,
                           "output template 'Absent' has no Absent.mustache")
        }
    }

    func test_unknownOption_isAnErrorNamingTheKnownOnes() throws {
        let set = try TemplateSetLoader.load("slate")
        XCTAssertThrowsError(try set.resolveOptions(["colour": "blue"])) { error in
            let diagnostic = (error as? GenerationError)?.diagnostics.first
            XCTAssertEqual(diagnostic?.message, "template set 'slate' has no option 'colour'")
            XCTAssertTrue(diagnostic?.hint?.contains("int-cast") == true)
        }
    }
}
