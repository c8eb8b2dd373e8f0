import Foundation
import ShaleTestSupport
import XCTest

/// The stand-in SwiftData (overlay plus macro plugin) accepts models written as Xcode and Apple's documentation
/// write them, and rejects what Apple's compiler rejects. Snippets are checked in Swift 5 and Swift 6 modes, with
/// the SIL diagnostics on (definite initialisation of `init`s, as Xcode's build runs them).
final class SwiftDataStandInTests: XCTestCase, SnippetTypeChecking {
    override func setUpWithError() throws {
        try TestTier.requireFull("the stand-in SwiftData's own checks")
    }

    // MARK: - Accepted

    /// The shape Xcode's "Create SwiftData Code…" writes for a Core Data model: header, two imports, `@Model public
    /// class`, optional attributes (a model default kept as the initial value), relationships with `inverse:` on
    /// the to-many side, `public init() { }`.
    func test_xcodeGeneratedStyle_typeChecks() throws {
        try assertClean(
            """
            //
            //  Trip.swift
            //  SampleTrips
            //
            //

            import Foundation
            import SwiftData


            @Model public class Trip {
                var destination: String?
                var endDate: Date?
                var name: String?
                var rating: Int16? = 0
                var startDate: Date?
                @Relationship(deleteRule: .cascade, inverse: \\BucketListItem.trip) var bucketList: [BucketListItem]?
                @Relationship(deleteRule: .cascade, inverse: \\LivingAccommodation.trip) \
            var livingAccommodation: LivingAccommodation?
                public init() { }
            }

            @Model public class BucketListItem {
                var details: String?
                var hasReservation: Bool? = false
                var title: String?
                var trip: Trip?
                public init() { }
            }

            @Model public class LivingAccommodation {
                var address: String?
                var placeName: String?
                var trip: Trip?
                public init() { }
            }
            """)
    }

    /// Every attribute option, `originalName`, `@Transient`, relationship counts and options, `#Unique`, `#Index`.
    func test_attributesRelationshipsAndConstraints_typeCheck() throws {
        try assertClean(
            """
            import Foundation
            import SwiftData

            final class ColorTransformer: ValueTransformer {}

            @Model final class Author {
                #Unique<Author>([\\.name], [\\.born, \\.name])
                #Index<Author>([\\.name], [\\.born])
                @Attribute(.unique, .spotlight) var name: String
                @Attribute(originalName: "birthDate", hashModifier: "v2") var born: Date?
                @Attribute(.externalStorage) var portrait: Data?
                @Attribute(.transformable(by: ColorTransformer.self)) var color: NSObject?
                @Attribute(.transformable(by: "ColorTransformer")) var accent: NSObject?
                @Attribute(.allowsCloudEncryption, .preserveValueOnDeletion) var secret: String = ""
                @Attribute(.ephemeral) var draft: String?
                @Transient var isSelected = false
                var tags: [String] = []
                @Relationship(.unique, deleteRule: .deny, minimumModelCount: 1, maximumModelCount: 10,
                              originalName: "works", inverse: \\Book.author)
                var books: [Book] = []
                @Relationship(deleteRule: .noAction) var agent: Agent?
                var summary: String { name }

                init(name: String) {
                    self.name = name
                }
            }

            @Model final class Book {
                #Index<Book>(.binary([\\.title]), .rtree([\\.pages]))
                var title: String = ""
                var pages: Int = 0
                var author: Author?
                init(title: String, author: Author? = nil) {
                    self.title = title
                    self.author = author
                }
            }

            @Model final class Agent {
                var name: String = ""
                @Relationship(deleteRule: .nullify, inverse: \\Author.agent) var clients: [Author]? = []
                init() {}
            }

            func edit(_ context: ModelContext) throws {
                let author = Author(name: "Le Guin")
                context.insert(author)
                author.books.append(Book(title: "The Dispossessed", author: author))
                author.isSelected = true
                let id: PersistentIdentifier = author.persistentModelID
                let descriptor = FetchDescriptor<Book>(sortBy: [SortDescriptor(\\.title, order: .reverse)])
                let books: [Book] = try context.fetch(descriptor)
                _ = (id, books, try context.fetchCount(descriptor), author.modelContext)
                try context.save()
            }
            """)
    }

    /// Two schema versions, typealiases to the current one, a plan with a lightweight and a custom stage, and a
    /// CloudKit-style container.
    func test_versionedSchemasAndMigrationPlan_typeCheck() throws {
        try assertClean(
            """
            import Foundation
            import SwiftData

            enum LibrarySchemaV1: VersionedSchema {
                static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                static var models: [any PersistentModel.Type] { [Book.self] }

                @Model final class Book {
                    var title: String = ""
                    init(title: String) { self.title = title }
                }
            }

            enum LibrarySchemaV2: VersionedSchema {
                static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                static var models: [any PersistentModel.Type] { [Book.self, Shelf.self] }

                @Model final class Book {
                    @Attribute(originalName: "title") var name: String = ""
                    var shelf: Shelf?
                    init(name: String) { self.name = name }
                }

                @Model final class Shelf {
                    var label: String = ""
                    @Relationship(deleteRule: .cascade, inverse: \\Book.shelf) var books: [Book]? = []
                    init(label: String) { self.label = label }
                }
            }

            enum LibrarySchemaV3: VersionedSchema {
                static var versionIdentifier: Schema.Version { Schema.Version(3, 0, 0) }
                static var models: [any PersistentModel.Type] { [Book.self, Shelf.self] }

                @Model final class Book {
                    var name: String = ""
                    var isbn: String?
                    var shelf: Shelf?
                    init(name: String) { self.name = name }
                }

                @Model final class Shelf {
                    var label: String = ""
                    @Relationship(deleteRule: .cascade, inverse: \\Book.shelf) var books: [Book]? = []
                    init(label: String) { self.label = label }
                }
            }

            typealias Book = LibrarySchemaV3.Book
            typealias Shelf = LibrarySchemaV3.Shelf

            enum LibraryMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] {
                    [LibrarySchemaV1.self, LibrarySchemaV2.self, LibrarySchemaV3.self]
                }
                static var stages: [MigrationStage] { [migrateV1toV2, migrateV2toV3] }

                static let migrateV1toV2 = MigrationStage.custom(
                    fromVersion: LibrarySchemaV1.self,
                    toVersion: LibrarySchemaV2.self,
                    willMigrate: { context in
                        let books = try context.fetch(FetchDescriptor<LibrarySchemaV1.Book>())
                        for book in books where book.title.isEmpty {
                            context.delete(book)
                        }
                        try context.save()
                    },
                    didMigrate: nil
                )
                static let migrateV2toV3 = MigrationStage.lightweight(
                    fromVersion: LibrarySchemaV2.self,
                    toVersion: LibrarySchemaV3.self
                )
            }

            func makeContainer() throws -> ModelContainer {
                let schema = Schema(versionedSchema: LibrarySchemaV3.self)
                let configuration = ModelConfiguration(
                    "Library", schema: schema, isStoredInMemoryOnly: false, allowsSave: true,
                    groupContainer: .identifier("group.com.example.library"),
                    cloudKitDatabase: .private("iCloud.com.example.library")
                )
                let shelf = Shelf(label: "Fiction")
                shelf.books?.append(Book(name: "Kindred"))
                return try ModelContainer(for: schema, migrationPlan: LibraryMigrationPlan.self,
                                          configurations: configuration)
            }

            func makeLocalContainer() throws -> ModelContainer {
                let schema = Schema([Book.self, Shelf.self], version: Schema.Version(3, 0, 0))
                return try ModelContainer(for: Book.self, Shelf.self,
                                          configurations: ModelConfiguration(schema: schema, cloudKitDatabase: .none))
            }
            """)
    }

    /// Model inheritance (iOS 26): the subclass marked `@available` for 26, as Apple requires.
    func test_modelSubclass_typeChecks() throws {
        try assertClean(
            """
            import Foundation
            import SwiftData

            @Model class Event {
                var title: String = ""
                init(title: String) { self.title = title }
            }

            @available(iOS 26, macOS 26, *)
            @Model class Concert: Event {
                var band: String = ""
                init(band: String) {
                    self.band = band
                    super.init(title: band)
                }
            }

            @available(iOS 26, macOS 26, *)
            func rename(_ concert: Concert) -> [any PersistentModel.Type] {
                concert.title = concert.band
                return [Event.self, Concert.self]
            }
            """)
    }

    /// A hierarchy three classes deep: each subclass's `init(backingData:)` overrides the root's.
    func test_modelSubclassOfASubclass_typeChecks() throws {
        try assertClean(
            """
            import Foundation
            import SwiftData

            @available(iOS 26, macOS 26, *)
            @Model class Item {
                var name: String = ""
                init() {}
            }

            @available(iOS 26, macOS 26, *)
            @Model class BuyableItem: Item {
                var price: Double = 0
                override init() { super.init() }
            }

            @available(iOS 26, macOS 26, *)
            @Model final class Egg: BuyableItem {
                var color: String?
                @Relationship(inverse: \\Basket.eggs) var basket: Basket?
                override init() { super.init() }
            }

            @available(iOS 26, macOS 26, *)
            @Model final class Basket {
                var eggs: [Egg] = []
                init() {}
            }
            """)
    }

    /// A property named with a keyword, in backticks, as a model may name it.
    func test_keywordPropertyName_typeChecks() throws {
        try assertClean(
            """
            import SwiftData

            @Model final class List {
                var `private`: Bool = false
                var `default`: String?
                init() {}
            }
            """)
    }

    /// The class Shale writes for an entity named after a module the expansion names types through.
    func test_modelRenamedAwayFromAModuleName_typeChecks() throws {
        try assertClean(
            """
            import SwiftData
            @Model final class ObservationModel {
                var note: String?
                init() {}
            }
            """)
    }

    /// A transformable attribute gets `@_TransformablePersistedProperty`, which Apple's interface declares too.
    func test_transformableAttribute_typeChecks_andTheMarkerIsApples() throws {
        try assertClean(
            """
            import Foundation
            import SwiftData
            @Model final class Swatch {
                @Attribute(.transformable(by: "SwatchColorTransformer")) var color: NSObject?
                @_TransformablePersistedProperty var tint: NSObject?
                init() {}
            }
            """)
    }

    // MARK: - Rejected, as Apple's compiler rejects them

    /// Apple's `@Model` expansion names `Observation.ObservationRegistrar` and conforms to
    /// `Observation.Observable`: a class named `Observation` shadows the module, so neither resolves.
    func test_modelNamedAfterTheObservationModule_isRejected() throws {
        let source = """
            import SwiftData
            @Model final class Observation {
                var note: String?
                init() {}
            }
            """
        for version in [5, 6] {
            let result = try typeCheck(source, swiftVersion: version)
            XCTAssertFalse(result.isClean, "Swift \(version): a class named Observation compiled")
            XCTAssertTrue(
                result.errors.contains { $0.contains("'Observation'") && $0.contains("ObservationRegistrar") }
                    || result.errors.contains { $0.contains("has no member 'Observable'") },
                "Swift \(version):\n\(result.output)")
        }
    }

    /// The same for `SwiftData`: the expansion names `SwiftData.BackingData` and `SwiftData.PersistentModel`.
    func test_modelNamedAfterTheSwiftDataModule_isRejected() throws {
        let result = try typeCheck(
            """
            import SwiftData
            @Model final class SwiftData {
                var note: String?
                init() {}
            }
            """, swiftVersion: 6)
        XCTAssertTrue(result.errors.contains { $0.contains("'SwiftData'") }, result.output)
    }

    func test_modelOnAStruct_isRejected() throws {
        try assertRejected(
            """
            import SwiftData
            @Model struct Point {
                var x: Double
                init(x: Double) { self.x = x }
            }
            """, with: "non-class type 'Point' cannot conform to class protocol 'PersistentModel'")
    }

    func test_modelOnAnEnum_isRejected() throws {
        try assertRejected(
            """
            import SwiftData
            @Model enum Genre { case fiction }
            """, with: "non-class type 'Genre' cannot conform to class protocol 'PersistentModel'")
    }

    /// Swift 5 mode warns ("this is an error in the Swift 6 language mode"); Swift 6 rejects.
    func test_letProperty_isRejectedInSwift6() throws {
        let source = """
            import SwiftData
            @Model final class Tag {
                let name: String
                init(name: String) { self.name = name }
            }
            """
        let swift6 = try typeCheck(source, swiftVersion: 6)
        XCTAssertFalse(swift6.isClean, swift6.output)
        let letMessage = "cannot expand accessor macro on variable declared with 'let'"
        XCTAssertTrue(swift6.errors.allSatisfy { $0.contains(letMessage) }, swift6.output)
        let swift5 = try typeCheck(source, swiftVersion: 5)
        XCTAssertTrue(swift5.isClean, swift5.output)
        XCTAssertTrue(swift5.output.contains("warning: \(letMessage)"), swift5.output)
    }

    func test_attributeOfANonCodableType_isRejected() throws {
        try assertRejected(
            """
            import SwiftData
            struct Measurement { var value: Double }
            @Model final class Sample {
                var reading: Measurement
                init(reading: Measurement) { self.reading = reading }
            }
            """, with: "no exact matches in call to instance method", count: 3)
    }

    func test_initialiserLeavingAPropertyUnset_isRejected() throws {
        try assertRejected(
            """
            import SwiftData
            @Model final class Person {
                var name: String
                var age: Int
                init(name: String) { self.name = name }
            }
            """, with: "return from initializer without initializing all stored properties")
    }

    func test_inverseOfTheWrongType_isRejected() throws {
        try assertRejected(
            """
            import SwiftData
            @Model final class Author {
                @Relationship(inverse: \\Book.title) var books: [Book] = []
                init() {}
            }
            @Model final class Book {
                var title: String = ""
                var author: Author?
                init() {}
            }
            """, with: "no exact matches in call to static method 'inverse'")
    }

    func test_inverseOnAnotherModel_isRejected() throws {
        try assertRejected(
            """
            import SwiftData
            @Model final class Author {
                @Relationship(inverse: \\Review.author) var books: [Book] = []
                init() {}
            }
            @Model final class Book {
                var author: Author?
                init() {}
            }
            @Model final class Review {
                var author: Author?
                init() {}
            }
            """, with: "no exact matches in call to static method 'destination'")
    }

    func test_inverseNamingAMissingProperty_isRejected() throws {
        try assertRejected(
            """
            import SwiftData
            @Model final class Author {
                @Relationship(inverse: \\Book.writer) var books: [Book] = []
                init() {}
            }
            @Model final class Book {
                var author: Author?
                init() {}
            }
            """, with: "value of type 'Book' has no member 'writer'", count: 3)
    }

    /// Both sides naming each other as inverse: Xcode's "circular reference resolving attached macro".
    func test_inverseOnBothSides_isRejected() throws {
        let result = try typeCheck(
            """
            import SwiftData
            @Model final class Author {
                @Relationship(inverse: \\Book.author) var books: [Book] = []
                init() {}
            }
            @Model final class Book {
                @Relationship(inverse: \\Author.books) var author: Author?
                init() {}
            }
            """)
        let message = "circular reference resolving attached macro 'Relationship'"
        XCTAssertTrue(result.errors.contains { $0.contains(message) }, result.output)
    }

    /// A misspelt key path: the macro's own argument and the stand-in's check of it both fail to infer it.
    func test_uniqueKeyPathNotOfTheModel_isRejected() throws {
        try assertRejected(
            """
            import SwiftData
            @Model final class Tag {
                #Unique<Tag>([\\.label])
                var name: String = ""
                init() {}
            }
            """, with: ["cannot infer key path type from context", "cannot convert value of type '[Any]'"], count: 4)
    }

    /// Stricter than Apple (unconfirmed there): `#Unique` of another model inside a model.
    func test_uniqueOfAnotherModel_isRejected() throws {
        try assertRejected(
            """
            import SwiftData
            @Model final class Note {
                var title: String = ""
                init() {}
            }
            @Model final class Tag {
                #Unique<Note>([\\.title])
                var name: String = ""
                init() {}
            }
            """, with: ["cannot infer key path type from context", "cannot convert value of type '[Any]'"], count: 2)
    }

    func test_uniqueOutsideAModel_isRejected() throws {
        try assertRejected(
            """
            import SwiftData
            @Model final class Tag {
                var name: String = ""
                init() {}
            }
            struct Constraints {
                #Unique<Tag>([\\.name])
            }
            """, with: "#Unique can only be declared in the body of an @Model class")
    }

    func test_fetchIntoTheWrongModelType_isRejected() throws {
        try assertRejected(
            """
            import SwiftData
            @Model final class Tag {
                var name: String = ""
                init() {}
            }
            @Model final class Note {
                init() {}
            }
            func notes(in context: ModelContext) throws -> [Note] {
                try context.fetch(FetchDescriptor<Tag>())
            }
            """, with: "cannot convert return expression of type '[Tag]' to return type '[Note]'")
    }

    func test_migrationStageWithANonVersionedSchema_isRejected() throws {
        try assertRejected(
            """
            import SwiftData
            enum V1 {}
            enum V2: VersionedSchema {
                static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                static var models: [any PersistentModel.Type] { [] }
            }
            let stage = MigrationStage.lightweight(fromVersion: V1.self, toVersion: V2.self)
            """, with: "argument type 'V1' does not conform to expected type 'VersionedSchema'")
    }
}
