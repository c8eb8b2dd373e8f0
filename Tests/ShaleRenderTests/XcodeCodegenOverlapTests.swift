import ShaleModel
import ShaleRender
import ShaleResolver
import ShaleTestSupport
import XCTest

/// A set that writes `NSManagedObject` subclasses (`managedClasses: true`: `slate`, `coredata`) notes the entities
/// whose classes Xcode's own Codegen writes too, which an Xcode app target would declare twice; other sets do not.
final class XcodeCodegenOverlapTests: XCTestCase {
    private let marker = "Xcode generates the classes of"

    /// The overlap notes of rendering `model` with `set`.
    private func notes(_ set: TemplateSet, _ model: Model) throws -> [Diagnostic] {
        let diagnostics = DiagnosticCollector()
        _ = try Renderer.render(
            set: set, model: model, modelName: "M", sourcePath: model.sourcePath, options: [:],
            diagnostics: diagnostics)
        return diagnostics.diagnostics.filter { $0.message.hasPrefix(marker) }
    }

    private func entity(_ name: String, _ codegen: CodeGenerationType, className: String? = nil) -> Entity {
        var entity = Entity(name: name, location: SourceLocation(file: "M.xcdatamodel/contents", line: 3, column: 5))
        entity.representedClass = RepresentedClass(rawValue: className ?? name)
        entity.codeGenerationType = codegen
        return entity
    }

    private func model(_ entities: [Entity]) -> Model {
        var model = Model(versionName: "M", sourcePath: "M.xcdatamodel/contents")
        model.entities = entities
        return model
    }

    func test_theSetsThatWriteManagedClasses_noteKitchenSinksClassAndCategoryEntities_theOthersDoNot() throws {
        PackagePaths.enterRoot()
        let path = "Golden/Models/KitchenSink.xcdatamodeld"
        let kitchenSink = try XCTUnwrap(ModelLoader.load(path: path).bundle?.current)
        for name in ["slate", "coredata", "memory", "swiftdata", "xcode", "slate3"] {
            let set = try TemplateSetLoader.load(name, diagnostics: strictCollector())
            let found = try notes(set, kitchenSink)
            guard ["slate", "coredata"].contains(name) else {
                XCTAssertEqual(found, [], name)
                continue
            }
            XCTAssertEqual(found.count, 1, name)
            XCTAssertEqual(
                found.first?.message,
                "Xcode generates the classes of 2 entities too, at build time (Codegen Class Definition: Book; "
                    + "Category/Extension: Author): in an Xcode app target, the classes the \(name) set writes would be "
                    + "declared twice")
            XCTAssertEqual(
                found.first?.hint,
                "set their Codegen to Manual/None in Xcode's Data Model inspector (the \(name) set does not read it); "
                    + "a Swift package's build generates no classes, so there nothing is declared twice")
            let book = try XCTUnwrap(kitchenSink.entities.first { $0.name == "Book" })
            XCTAssertEqual(found.first?.location, book.location, "located at the first such entity")
        }
    }

    /// Judged by Xcode's own files (`../shared/xcode-codegen-pairs`): for every Class Definition entity of a pair,
    /// Xcode wrote `class Name` in `Name+CoreDataClass.swift`, the `coredata` set declares that same class, and the
    /// note counts exactly those entities and the Category/Extension ones.
    func test_xcodesOwnFiles_declareTheClassesTheNoteNames_asTheCoredataSetDoes() throws {
        let pairs = try PackagePaths.shared("xcode-codegen-pairs")
        let coredata = try TemplateSetLoader.load("coredata", diagnostics: strictCollector())
        var clashes = 0
        for pair in try FileManager.default.contentsOfDirectory(atPath: pairs.path).sorted() {
            let folder = pairs.appendingPathComponent(pair)
            guard
                // The folder's README and MANIFEST are files, not pairs.
                let bundle = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
                    .first(where: { $0.hasSuffix(".xcdatamodeld") }),
                let model = ModelLoader.load(path: folder.appendingPathComponent(bundle).path).bundle?.current
            else { continue }
            let generated = model.entities.filter { $0.hasOwnClass && $0.codeGenerationType != .manual }
            let diagnostics = DiagnosticCollector()
            let files = try Renderer.render(
                set: coredata, model: model, modelName: "M", sourcePath: model.sourcePath, options: [:],
                diagnostics: diagnostics
            ).files.map(\.contents).joined()
            let notes = diagnostics.diagnostics.filter { $0.message.hasPrefix(marker) }
            XCTAssertEqual(notes.count, generated.isEmpty ? 0 : 1, pair)
            if !generated.isEmpty {
                XCTAssertTrue(
                    notes.first?.message.contains("classes of \(generated.count) ") == true,
                    "\(pair): \(notes.first?.message ?? "")")
            }
            for entity in generated where entity.codeGenerationType == .class {
                let name = try XCTUnwrap(entity.representedClass?.className, pair)
                let xcode = folder.appendingPathComponent("generated/\(name)+CoreDataClass.swift")
                guard let written = try? String(contentsOf: xcode, encoding: .utf8) else { continue }
                XCTAssertTrue(written.contains("class \(name): NSManagedObject"), "\(pair): \(xcode.lastPathComponent)")
                XCTAssertTrue(files.contains("class \(name): "), "\(pair): coredata declares \(name)")
                clashes += 1
            }
        }
        // Most pairs' entities are Manual/None (their files come from Xcode's menu command); 7 classes of Class
        // Definition entities were written by Xcode's build-time generation.
        XCTAssertEqual(clashes, 7, "classes both Xcode and the coredata set declare")
    }

    func test_aLongListIsCut_andManualOrClasslessEntitiesAreLeftOut() throws {
        let coredata = try TemplateSetLoader.load("coredata", diagnostics: strictCollector())
        let generated = (1...6).map { entity("E\($0)", .class) }
        let others = [entity("Mine", .manual), entity("Plain", .class, className: "NSManagedObject")]
        let found = try notes(coredata, model(others + generated))
        XCTAssertEqual(
            found.map(\.message),
            [
                "Xcode generates the classes of 6 entities too, at build time (Codegen Class Definition: E1, E2, E3, E4 "
                    + "and 2 more): in an Xcode app target, the classes the coredata set writes would be declared twice"
            ])
        XCTAssertEqual(try notes(coredata, model(others)), [], "every entity Manual/None, or without a class")
    }

    func test_aUsersSet_saysWhetherItWritesManagedClasses_itsParentDoesNotSayItForIt() throws {
        func set(_ flag: String) throws -> TemplateSet {
            try TemplateSet(
                files: [
                    "manifest.yml": """
                    name: mine
                    summary: a user's set over slate's templates
                    parent: slate
                    \(flag)
                    options: []
                    outputs:
                      - template: Entity
                        scope: entity
                        root: out
                        path: "{{managedClass}}.swift"
                    """, "Entity.mustache": "final class {{managedClass}} {}\n",
                ],
                origin: "MyTemplates", diagnostics: strictCollector(),
                parent: { try TemplateSetLoader.load($0, diagnostics: DiagnosticCollector()) })
        }
        let classes = model([entity("Book", .class)])
        XCTAssertEqual(try notes(try set(""), classes), [])
        XCTAssertEqual(try notes(try set("managedClasses: true"), classes).count, 1)
    }
}
