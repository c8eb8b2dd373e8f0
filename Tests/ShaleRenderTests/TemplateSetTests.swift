import Foundation
import ShaleModel
import ShaleRender
import ShaleResolver
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

    /// Writes the manifest of a set `name` in a folder of that name: a child of `slate` rendering its immutable models
    /// and its own `ManagedObject` template.
    private func writeSlateChild(named name: String) throws {
        try folder.write(
            """
            name: \(name)
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
            """, to: "\(name)/manifest.yml")
    }

    func test_childSet_reusesItsParentsTemplates_andOverridesOne() throws {
        try writeSlateChild(named: "custom")
        try folder.write(
            "{{% CONTENT_TYPE: TEXT}}\n// custom {{managedClass}} for {{immutableType}}\n",
            to: "custom/ManagedObject.mustache")
        let (files, diagnostics) = try renderSlateModel(with: folder.url.appendingPathComponent("custom").path)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        let byPath = Dictionary(uniqueKeysWithValues: (files ?? []).map { ("\($0.root)/\($0.path)", $0.contents) })
        XCTAssertTrue(
            byPath["entities/CoreDataBook.swift"]?.hasSuffix("// custom CoreDataBook for SlateBook\n") == true)
        XCTAssertTrue(
            byPath["models/SlateBook.swift"]?.contains("public final class SlateBook: Sendable") == true,
            "the parent's ImmutableModel template is used")
    }

    /// Manifests are decoded without the merge-key resolver unless they hold `<<`; one that does still merges.
    func test_manifestMergeKey_stillMerges() throws {
        let manifest = """
            name: merged
            summary: two outputs, the second merged from the first
            parent: slate
            options: []
            outputs:
              - &entity
                template: ImmutableModel
                scope: entity
                root: models
                path: "{{immutableType}}.swift"
              - <<: *entity
                path: "{{immutableType}}+Copy.swift"
            """
        let diagnostics = strictCollector()
        let set = try TemplateSet(files: ["manifest.yml": manifest], origin: "merged", diagnostics: diagnostics) {
            try TemplateSetLoader.load($0, diagnostics: diagnostics)
        }
        XCTAssertEqual(set.manifest.outputs.map(\.template), ["ImmutableModel", "ImmutableModel"])
        XCTAssertEqual(set.manifest.outputs.map(\.path), ["{{immutableType}}.swift", "{{immutableType}}+Copy.swift"])
        XCTAssertEqual(set.manifest.outputs.map(\.root), ["models", "models"])
    }

    /// Only a set with `bundle` or `diff` outputs reads Core Data's hashes: generation with any other skips them.
    func test_readsVersionHashes_onlyWithBundleOutputs() throws {
        let diagnostics = strictCollector()
        let reading = try TemplateSetLoader.builtinNames.filter {
            try TemplateSetLoader.load($0, diagnostics: diagnostics).readsVersionHashes
        }
        XCTAssertEqual(reading, ["migration", "swiftdata"])
        let skipped = ModelLoader.load(path: "Golden/Models/Library.xcdatamodeld", versionHashes: .skipped)
        let computed = ModelLoader.load(path: "Golden/Models/Library.xcdatamodeld")
        XCTAssertEqual(skipped.bundle?.current?.versionChecksum, "")
        XCTAssertEqual(skipped.bundle?.current?.entities.map(\.versionHash).filter { !$0.isEmpty }, [])
        XCTAssertEqual(computed.bundle?.current?.versionChecksum.isEmpty, false)
        XCTAssertEqual(computed.bundle?.current?.entities.filter { $0.versionHash.count != 64 }.map(\.name), [])
    }

    /// Copies `Templates/NAME` into the test's folder; returns the copy's path.
    private func copyBuiltinSet(_ name: String) throws -> String {
        let copy = folder.url.appendingPathComponent(name)
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Templates/\(name)"), to: copy)
        return copy.path
    }

    /// The golden tests render `Templates/memory`: its parent must be `Templates/slate` as it is on disk, not the
    /// embedded copy, or one regeneration after a `slate` edit writes `memory` goldens from the old templates.
    func test_setFromAFolder_inheritsFromTheParentFolderBesideIt_notTheEmbeddedCopy() throws {
        let slate = try copyBuiltinSet("slate")
        let memory = try copyBuiltinSet("memory")
        let partial = (slate as NSString).appendingPathComponent("ImmutableModel.mustache")
        let original = try String(contentsOfFile: partial, encoding: .utf8)
        let marker = "// edited in the copy of slate"
        let pragma = "{{% CONTENT_TYPE: TEXT}}\n"
        let edited = original.replacingOccurrences(of: pragma, with: pragma + marker + "\n")
        XCTAssertNotEqual(edited, original, "the partial starts with its content type pragma")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: partial))
        let (files, diagnostics) = try renderSlateModel(with: memory)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        let models = (files ?? []).filter { $0.root == "models" }
        XCTAssertFalse(models.isEmpty)
        for file in models {
            XCTAssertTrue(file.contents.contains(marker), "\(file.path) renders the edited ImmutableModel of the copy")
        }
        let builtin = try renderSlateModel(with: "memory")
        XCTAssertFalse((builtin.files ?? []).contains { $0.contents.contains(marker) }, "the built-in set is unchanged")
    }

    /// A user's own folder named like a built-in set, with that set as parent, inherits from the built-in set
    /// rather than from itself.
    func test_setFolderNamedLikeItsBuiltinParent_inheritsFromTheBuiltinSet() throws {
        try writeSlateChild(named: "slate")
        try folder.write("{{% CONTENT_TYPE: TEXT}}\n// mine {{managedClass}}\n", to: "slate/ManagedObject.mustache")
        let (files, diagnostics) = try renderSlateModel(with: folder.url.appendingPathComponent("slate").path + "/")
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        let byPath = Dictionary(uniqueKeysWithValues: (files ?? []).map { ("\($0.root)/\($0.path)", $0.contents) })
        XCTAssertTrue(byPath["entities/CoreDataBook.swift"]?.hasSuffix("\n// mine CoreDataBook\n") == true)
        XCTAssertTrue(byPath["models/SlateBook.swift"]?.contains("public final class SlateBook: Sendable") == true)
    }

    func test_childSet_inheritsTheContextPartsItsParentDeclares() throws {
        try folder.write(
            """
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
        try folder.write(
            "{{% CONTENT_TYPE: TEXT}}\n// {{managedClass}}: {{#coreData}}{{superclass}}{{/coreData}}\n",
            to: "custom/ManagedObject.mustache")
        let set = try TemplateSetLoader.load(
            folder.url.appendingPathComponent("custom").path,
            diagnostics: strictCollector())
        XCTAssertEqual(set.translator, .coredata, "the parent's")
        let (files, diagnostics) = try renderSlateModel(with: folder.url.appendingPathComponent("custom").path)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        XCTAssertTrue(files?.first?.contents.hasSuffix(": NSManagedObject\n") == true, "\(files ?? [])")
    }

    /// The files the set `path` (a folder, or a built-in set's name) renders for the Slate golden model, and the
    /// problems found (nil files: errors).
    private func renderSlateModel(with path: String) throws -> (files: [RenderedFile]?, diagnostics: [Diagnostic]) {
        let diagnostics = DiagnosticCollector()
        let loaded = ModelLoader.load(path: "Golden/Models/Slate.xcdatamodel", diagnostics: diagnostics)
        let model = try XCTUnwrap(loaded?.current)
        do {
            let set = try TemplateSetLoader.load(path, diagnostics: diagnostics)
            let rendered = try Renderer.render(
                set: set, model: model, modelName: "Slate",
                sourcePath: "Slate.xcdatamodel", options: [:], diagnostics: diagnostics)
            return (rendered.files, diagnostics.diagnostics)
        } catch is DiagnosticCollector.Stopped {
            return (nil, diagnostics.diagnostics)
        }
    }

    func test_templateSyntaxError_isReportedAtItsLineAndColumn() throws {
        try folder.write(
            "name: broken\nsummary: x\noptions: []\noutputs:\n  - template: File\n    scope: model\n"
                + "    root: out\n    path: \"f.swift\"\n", to: "broken/manifest.yml")
        try folder.write("line one\n{{#section}}\nnever closed\n", to: "broken/File.mustache")
        let diagnostics = DiagnosticCollector()
        XCTAssertThrowsError(
            try TemplateSetLoader.load(
                folder.url.appendingPathComponent("broken").path,
                diagnostics: diagnostics)
        ) { _ in
            let diagnostic = diagnostics.diagnostics.first
            XCTAssertTrue(
                diagnostic?.message.hasPrefix("the template does not parse") == true,
                "\(String(describing: diagnostic))")
            XCTAssertEqual(diagnostic?.location?.file.hasSuffix("broken/File.mustache"), true)
            XCTAssertGreaterThan(diagnostic?.location?.line ?? 0, 0)
        }
    }

    func test_missingManifest_andMissingTemplate_areErrors() throws {
        try folder.write("{{x}}", to: "nomanifest/File.mustache")
        let noManifest = DiagnosticCollector()
        XCTAssertThrowsError(
            try TemplateSetLoader.load(
                folder.url.appendingPathComponent("nomanifest").path,
                diagnostics: noManifest)
        ) { _ in
            XCTAssertEqual(noManifest.diagnostics.first?.message, "the template set has no manifest.yml")
        }
        try folder.write(
            "name: m\nsummary: x\noptions: []\noutputs:\n  - template: Absent\n    scope: model\n"
                + "    root: out\n    path: \"f.swift\"\n", to: "missing/manifest.yml")
        let missing = DiagnosticCollector()
        XCTAssertThrowsError(
            try TemplateSetLoader.load(
                folder.url.appendingPathComponent("missing").path,
                diagnostics: missing)
        ) { _ in
            XCTAssertEqual(missing.diagnostics.first?.message, "output template 'Absent' has no Absent.mustache")
        }
    }

    func test_unknownOption_isAnErrorNamingTheKnownOnes() throws {
        let set = try TemplateSetLoader.load("slate", diagnostics: strictCollector())
        let diagnostics = DiagnosticCollector()
        XCTAssertThrowsError(try set.resolveOptions(["colour": "blue"], diagnostics: diagnostics)) { _ in
            XCTAssertEqual(diagnostics.failureKind(), .usage)
            let diagnostic = diagnostics.diagnostics.first
            XCTAssertEqual(diagnostic?.message, "template set 'slate' has no option 'colour'")
            XCTAssertTrue(diagnostic?.hint?.contains("int-cast") == true)
        }
    }
}
