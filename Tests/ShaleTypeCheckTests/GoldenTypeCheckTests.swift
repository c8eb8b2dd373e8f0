import AppleSDKStandIn
import Foundation
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// Every Apple-facing golden output type-checks against the stand-in Apple SDK (with the stand-in `Slate`), in
/// the modules the documentation tells users to put it in; the `memory` golden against ShaleRuntime; the `slate3`
/// goldens against the stand-in SlateSchema. Parsing alone would miss every type error.
final class GoldenTypeCheckTests: XCTestCase {
    /// Each golden folder of `Golden/Generated`, the model it was generated from, and how its modules are laid
    /// out. `grdb-Bookshelf` is left out: it is written for GRDB, not Apple's frameworks.
    static let cases: [(folder: String, model: String, layout: GeneratedCodeCheck.Layout)] = [
        // gen-core-data with `--core-data-file-imports "Slate, ImmutableModels"`: Slate's two modules.
        ("slate-Slate", "Golden/Models/Slate.xcdatamodel", .slateModules),
        ("slate-Slate-no-int-cast-internal", "Golden/Models/Slate.xcdatamodel", .oneModule),
        ("slate-Bookshelf", "Examples/Bookshelf.xcdatamodeld", .oneModule),
        ("slate-KitchenSink", "Golden/Models/KitchenSink.xcdatamodeld", .oneModule),
        ("coredata-KitchenSink", "Golden/Models/KitchenSink.xcdatamodeld", .oneModule),
        ("coredata-Slate", "Golden/Models/Slate.xcdatamodel", .oneModule),
        ("coredata-Bookshelf", "Examples/Bookshelf.xcdatamodeld", .oneModule),
        ("coredata-KitchenSink-readonly", "Golden/Models/KitchenSink.xcdatamodeld", .oneModule),
        ("coredata-Slate-readonly", "Golden/Models/Slate.xcdatamodel", .oneModule),
        ("coredata-Bookshelf-readonly", "Examples/Bookshelf.xcdatamodeld", .oneModule),
        ("memory-KitchenSink", "Golden/Models/KitchenSink.xcdatamodeld", .runtime),
        ("migration-Library", "Golden/Models/Library.xcdatamodeld", .oneModule),
        ("swiftdata-KitchenSink", "Golden/Models/KitchenSink.xcdatamodeld", .oneModule),
        ("swiftdata-KitchenSink-flatten", "Golden/Models/KitchenSink.xcdatamodeld", .oneModule),
        ("swiftdata-KitchenSink-cloudkit", "Golden/Models/KitchenSink.xcdatamodeld", .oneModule),
        ("swiftdata-KitchenSink-history", "Golden/Models/KitchenSink.xcdatamodeld", .oneModule),
        ("swiftdata-Library-history", "Golden/Models/Library.xcdatamodeld", .oneModule),
        ("swiftdata-Bookshelf", "Examples/Bookshelf.xcdatamodeld", .oneModule),
        // Slate 3 schema source in its model module (`models-module`, default `Models`), with the stand-in
        // SlateSchema and its @SlateEntity expansion.
        ("slate3-Slate", "Golden/Models/Slate.xcdatamodel", .slateSchema(module: "Models")),
        ("slate3-KitchenSink", "Golden/Models/KitchenSink.xcdatamodeld", .slateSchema(module: "Models")),
        ("slate3-KitchenSink-cloudkit", "Golden/Models/KitchenSink.xcdatamodeld", .slateSchema(module: "Models")),
        ("slate3-Bookshelf", "Examples/Bookshelf.xcdatamodeld", .slateSchema(module: "Models")),
    ]

    func test_everyGolden_typeChecks() throws {
        PackagePaths.enterRoot()
        for golden in Self.cases {
            let model = try XCTUnwrap(ModelLoader.load(path: golden.model).bundle?.current, golden.model)
            let folder = PackagePaths.golden.appendingPathComponent("Generated/\(golden.folder)")
            let paths = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".swift") }
                .sorted()
            XCTAssertFalse(paths.isEmpty, golden.folder)
            let files: [GeneratedCodeCheck.File] = try paths.map { path in
                let root = path.split(separator: "/").first.map(String.init) ?? ""
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                return (root, String(path.dropFirst(root.count + 1)), text)
            }
            let client = golden.folder == "slate-Slate" ? [Self.slategenClient] : []
            let errors = try GeneratedCodeCheck.errors(
                of: files, model: model, layout: golden.layout,
                extraSources: client)
            XCTAssertEqual(errors, [], "\(golden.folder):\n" + errors.prefix(10).joined(separator: "\n"))
        }
    }

    /// Code a Slate 2.1.3 user writes against slategen's output for this model, compiled in the entities'
    /// module: it pins slategen's public API (the keypath conformances on both sides, `create(in:)`,
    /// `fetchRequest()`, the name constants, the resolvers, required numbers as `NSNumber`).
    static let slategenClient = """
        import CoreData
        import Slate
        import ImmutableModels

        func slategenAPI(slate: Slate, moc: NSManagedObjectContext) {
            slate.querySync { context in
                let books = try context[SlateBook.self]
                    .filter(where: \\.pageCount, .greaterThan(100))
                    .sort(\\.title)
                    .fetch()
                let author: SlateAuthor? = books.first.map { context[$0].author }
                let readers: [SlateReader] = books.first.map { context[$0].readers } ?? []
                _ = (author, readers)
            }
            slate.mutateSync { context in
                let book = context.create(CoreDataBook.self)
                book.title = "A"
                _ = try context[CoreDataBook.self].filter(where: \\.title, .equals("A")).fetch()
            }
            let created: CoreDataBook? = CoreDataBook.create(in: moc)
            let request: NSFetchRequest<CoreDataBook> = CoreDataBook.fetchRequest()
            let names = [SlateBook.Attributes.title, SlateBook.Relationships.author]
            let stored = SlateBook.keypathToAttribute(\\.pageCount) + CoreDataBook.keypathToAttribute(\\.title)
            let managed: SlateBook.ManagedPropertyProviding.Type = CoreDataBook.self
            let keypaths: [SlateKeypathAttributeProviding.Type] = [SlateBook.self, CoreDataBook.self]
            let relating: CoreDataBook.Type = SlateBook.ManagedObjectType.self
            _ = (created, request, names, stored, managed, keypaths, relating)
        }
        """
}
