import Foundation
import ShaleModel
import ShaleRender
import ShaleResolver
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// Adding a template set needs its template folder, its set folder and its registration, nothing else: the `notes`
/// set (`AddedSet/`: translator, contexts, options; templates below) loads and renders through the normal loader
/// and renderer, its option declared once.
final class AddedSetTests: TemporaryFolderTestCase {
    /// The `notes` set's template folder: a manifest naming its translator and exposing its option, and two
    /// templates.
    static let templateFiles = [
        "manifest.yml": """
        name: notes
        summary: A note per entity and an index.
        translator: notes
        options:
          - heading
        outputs:
          - template: Note
            scope: entity
            root: notes
            path: "{{name}}.md"
          - template: Index
            scope: model
            root: notes
            path: index.md
        """,
        "Note.mustache": "# {{name}}\n\n{{attributeCount}} attributes\n",
        "Index.mustache": "# {{heading}}\n\n{{#entities}}- {{name}}\n{{/entities}}",
    ]

    /// The set written to a folder and loaded as a user's set is, by the loader, with `notes` registered.
    private func load() throws -> TemplateSet {
        for (name, text) in Self.templateFiles { try folder.write(text, to: "notes/\(name)") }
        return try TemplateSetLoader.load(
            folder.url.appendingPathComponent("notes").path,
            translators: TranslatorKind.builtIn + [.notes],
            diagnostics: strictCollector())
    }

    func test_addedSet_rendersThroughTheLoaderAndRenderer() throws {
        PackagePaths.enterRoot()
        let path = "Golden/Models/Slate.xcdatamodel"
        let model = try XCTUnwrap(ModelLoader.load(path: path).bundle?.current)
        let set = try load()
        XCTAssertEqual(set.translator, .notes)
        let files = try Renderer.render(
            set: set, model: model, modelName: "Slate", sourcePath: path,
            options: ["heading": "Slate entities"],
            diagnostics: strictCollector()
        ).files
        let index = try XCTUnwrap(files.first { $0.path == "index.md" })
        XCTAssertTrue(index.contents.contains("# Slate entities\n"), index.contents)
        XCTAssertEqual(files.count, 1 + model.entities.count)
        let first = try XCTUnwrap(model.entities.first)
        let note = try XCTUnwrap(files.first { $0.path == "\(first.name).md" })
        XCTAssertTrue(note.contents.contains("\(first.attributes.count) attributes"), note.contents)
    }

    func test_addedSet_optionComesFromItsOneDeclaration() throws {
        let set = try load()
        XCTAssertEqual(set.options, NotesOptions.declarations)
        XCTAssertEqual(try set.resolveOptions([:], diagnostics: strictCollector()).texts, ["heading": "Entities"])
    }

    func test_addedSet_templatesAreCheckedAgainstItsContexts() {
        var files = Self.templateFiles
        files["Note.mustache"] = "{{nme}}"
        let collector = DiagnosticCollector()
        XCTAssertThrowsError(
            try TemplateSet(
                files: files, origin: "notes",
                translators: TranslatorKind.builtIn
                    + [.notes], diagnostics: collector))
        XCTAssertTrue(
            collector.diagnostics.contains {
                $0.message.contains("'nme' is not a key of the note context; did you mean 'name'?")
            }, "\(collector.diagnostics)")
    }

    func test_withoutItsRegistration_theTranslatorIsUnknown() {
        let collector = DiagnosticCollector()
        XCTAssertThrowsError(try TemplateSet(files: Self.templateFiles, origin: "notes", diagnostics: collector))
        XCTAssertTrue(
            collector.diagnostics.contains { $0.message.contains("the translator 'notes' does not exist") },
            "\(collector.diagnostics)")
    }

    /// What a new set needed, counted: its set folder's Swift files (here `AddedSet/`), its template folder's
    /// files, and one registration line. Documentation/Architecture.md quotes these numbers.
    func test_aNewSet_needsThreeSwiftFilesThreeTemplateFilesAndOneRegistration() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AddedSet")
        let swiftFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
        XCTAssertEqual(swiftFiles.sorted(), ["NotesContexts.swift", "NotesOptions.swift", "NotesSetTranslator.swift"])
        XCTAssertEqual(Self.templateFiles.count, 3)
    }
}
