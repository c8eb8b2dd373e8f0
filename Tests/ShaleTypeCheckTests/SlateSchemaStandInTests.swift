import AppleSDKStandIn
import Foundation
import ShaleDriver
import ShaleResolver
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// The stand-in `SlateSchema` (module plus `@SlateEntity` macro plugin) accepts Slate 3 schema source written as
/// the slate3 set writes it, and rejects the shapes that slate-generator accepts but Slate's macro expansion does not
/// compile, with the compiler's messages. Snippets are module `Checked`, checked in Swift 5 and Swift 6 modes.
final class SlateSchemaStandInTests: XCTestCase, SnippetTypeChecking {
    override func setUpWithError() throws {
        try TestTier.requireFull("the stand-in SlateSchema's own checks")
    }

    // MARK: - Accepted

    /// The minimal converter output of the format description (a reserved `id` renamed with its column kept, a
    /// numeric and an enum default, a user enum through a member typealias naming the model module), with the
    /// inverse entity it names; then the expansion's API: memberwise init, `id`, Hashable, the key path map.
    func test_formatExample_typeChecks() throws {
        try assertClean(
            """
            import Foundation
            import SlateSchema

            public enum Genre: String, Sendable { case fiction }

            @SlateEntity(
                storageName: "CoreDataBook",
                relationships: [
                    .toOne("author", "Author", inverse: "books", deleteRule: .nullify, optional: false),
                ]
            )
            public struct Book {
                #Unique<Book>([\\.identifier])
                #Index<Book>([\\.title])

                public typealias Genre = Checked.Genre

                @SlateAttribute(storageName: "id")
                public let identifier: UUID
                @SlateAttribute(default: 0)
                public let pageCount: Int
                public let title: String
                public let subtitle: String?
                @SlateAttribute(default: Book.Genre.fiction, enumRawType: String.self)
                public let genre: Genre
            }

            @SlateEntity(relationships: [.toMany("books", "Book", inverse: "author", deleteRule: .cascade)])
            public struct Author {
                public let name: String
            }

            func use(_ author: Author) -> (Set<Book>, SlateID, String) {
                let book = Book(identifier: UUID(), pageCount: 1, title: "Kindred", subtitle: nil, genre: .fiction,
                                author: author)
                let copy = Book(slateID: book.id, identifier: book.identifier, pageCount: 2, title: book.title,
                                subtitle: "", genre: book.genre)
                let books: [Book]? = author.books
                return ([book, copy], book.slateID, Book.keypathToAttribute(\\.title) + "\\(books?.count ?? 0)")
            }
            """)
    }

    /// One-to-many, many-to-many, self many-to-many (its own inverse), the type-name destination form, every
    /// relationship option, an optional embedded struct indexed through `?.`, composite `#Unique`, `#Index` with
    /// `order:`, an enum nested in the entity, and every `@SlateAttribute` argument.
    func test_relationshipsEmbeddedStructsAndConstraints_typeCheck() throws {
        try assertClean(
            """
            import Foundation
            import SlateSchema

            @SlateEntity(name: "Member", storageName: "CDPerson", cloudKit: false, relationships: [
                .toOne("library", "Library", inverse: "members", deleteRule: .nullify, optional: true),
                .toMany("clubs", "Club", inverse: "people", deleteRule: .noAction, ordered: false),
                .toMany("friends", "Person", inverse: "friends", minCount: 0, maxCount: 10),
            ])
            public struct Person {
                #Unique<Person>([\\.email], [\\.givenName, \\.familyName])
                #Index<Person>([\\.address?.city], [\\.familyName, \\.givenName], order: .descending)

                public enum Status: Int16, Sendable { case active, retired }

                @SlateAttribute(storageName: "mail", indexed: true)
                public let email: String
                public let givenName: String?
                public let familyName: String?
                @SlateAttribute(default: Person.Status.active)
                public let status: Status
                @SlateAttribute(externalStorage: true)
                public let photo: Data?
                @SlateAttribute(enumRawType: Int16.self)
                public let formerStatus: Status?
                @SlateEmbedded public let address: Address?

                @SlateEmbedded
                public struct Address: Sendable, Hashable {
                    public let city: String?
                    @SlateAttribute(storageName: "zip") public let postalCode: String?
                    public let floor: Int16?

                    public init(city: String?, postalCode: String?, floor: Int16?) {
                        self.city = city
                        self.postalCode = postalCode
                        self.floor = floor
                    }
                }
            }

            @SlateEntity(relationships: [
                SlateRelationship.toMany("members", "Person", inverse: "library", deleteRule: .deny, ordered: true),
            ])
            public struct Library {
                public let name: String
            }

            @SlateEntity(relationships: [.toMany("people", "Person", inverse: "clubs")])
            public struct Club {
                public let title: String
            }

            @SlateEntity(relationships: [.toOne("club", Club.self, inverse: "notes", deleteRule: .cascade)])
            public struct Note {
                public let text: String
            }

            func use(_ library: Library) -> [String] {
                let person = Person(email: "a@example.com", givenName: nil, familyName: nil, status: .active,
                                    photo: nil, formerStatus: .retired,
                                    address: Person.Address(city: "Oslo", postalCode: nil, floor: 2),
                                    library: library, clubs: [], friends: nil)
                let club: Club? = Note(text: "").club
                _ = (person.library?.members, person.friends?.first?.address?.city, club?.people)
                return [Person.keypathToAttribute(\\.address?.postalCode), Person.keypathToRelationship(\\.friends)]
            }
            """)
    }

    /// `GeneratedCodeCheck`'s layout for the slate3 set: the Swift files in module `Models`, importing SlateSchema,
    /// with the model's enum (userInfo `enum`) reachable as `Models.Genre`; the set's Markdown is not compiled.
    func test_slateSchemaLayout_checksSchemaSourceInTheModelModule() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.model(
            """
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="genre" attributeType="String" defaultValueString="fiction">
                    <userInfo><entry key="enum" value="Genre"/><entry key="enumDefault" value="fiction"/></userInfo>
                </attribute>
            </entity>
            """)
        let model = try XCTUnwrap(ModelLoader.load(path: path).bundle?.current)
        let book = """
            import SlateSchema

            @SlateEntity
            public struct Book {
                public typealias Genre = Models.Genre

                @SlateAttribute(default: Book.Genre.fiction)
                public let genre: Genre
            }
            """
        let files: [GeneratedCodeCheck.File] = [
            ("models", "Book.swift", book),
            ("models", "SLATE3-MIGRATION.md", "# Not Swift\n"),
        ]
        XCTAssertEqual(
            try GeneratedCodeCheck.errors(of: files, model: model, layout: .slateSchema(module: "Models")),
            [])
        let mutable = book.replacingOccurrences(of: "public let genre", with: "public var genre")
        let wrong: [GeneratedCodeCheck.File] = [("models", "Book.swift", mutable)]
        let errors = try GeneratedCodeCheck.errors(of: wrong, model: model, layout: .slateSchema(module: "Models"))
        XCTAssertTrue(errors.contains { $0.contains("@SlateEntity stored properties must be 'let'") }, "\(errors)")
    }

    // MARK: - Rejected, as Slate's macro expansion is

    /// Both ends to-one: each struct stores the other.
    func test_oneToOnePair_isRejected() throws {
        try assertRejected(
            """
            import SlateSchema
            @SlateEntity(relationships: [.toOne("passport", "Passport", inverse: "holder")])
            public struct Citizen { public let name: String }
            @SlateEntity(relationships: [.toOne("holder", "Citizen", inverse: "passport")])
            public struct Passport { public let number: String }
            """, with: "cannot have a stored property that recursively contains it", count: 2)
    }

    /// A tree's parent: the struct stores itself.
    func test_selfToOne_isRejected() throws {
        try assertRejected(
            """
            import SlateSchema
            @SlateEntity(relationships: [
                .toOne("parent", "Folder", inverse: "children"),
                .toMany("children", "Folder", inverse: "parent"),
            ])
            public struct Folder { public let name: String }
            """, with: "value type 'Folder' cannot have a stored property that recursively contains it")
    }

    /// `id` is the `Identifiable` member the macro adds.
    func test_attributeNamedId_isRejected() throws {
        try assertRejected(
            """
            import Foundation
            import SlateSchema
            @SlateEntity
            public struct Tag { public let id: UUID }
            """, with: "invalid redeclaration of 'id'")
    }

    /// An optional embedded property's fields are reached with `?.` in key paths.
    func test_keyPathThroughAnOptionalEmbeddedProperty_isRejected() throws {
        try assertRejected(
            """
            import SlateSchema
            @SlateEntity
            public struct Person {
                #Index<Person>([\\.address.city])
                @SlateEmbedded public let address: Address?
                @SlateEmbedded public struct Address: Sendable, Hashable {
                    public let city: String?
                    public init(city: String?) { self.city = city }
                }
            }
            """, with: "value of optional type 'Person.Address?' must be unwrapped to refer to member 'city'")
    }

    /// `keypathToAttribute(_: PartialKeyPath<Self>)` and `keypathToRelationship` do not compile in a class.
    func test_entityClass_isRejected() throws {
        try assertRejected(
            """
            import SlateSchema
            @SlateEntity
            public final class Note { public let text: String }
            """, with: "covariant 'Self' or 'Self?' can only appear as the type of a property, subscript or method",
            count: 2)
    }

    /// The macro's `Equatable` and `Hashable` compare and hash every embedded property.
    func test_embeddedStructThatIsNotHashable_isRejected() throws {
        let result = try typeCheck(
            """
            import SlateSchema
            @SlateEntity
            public struct Person {
                @SlateEmbedded public let address: Address?
                @SlateEmbedded public struct Address: Sendable {
                    public let city: String?
                    public init(city: String?) { self.city = city }
                }
            }
            """)
        XCTAssertTrue(result.errors.contains { $0.contains("conform to 'Hashable'") }, result.output)
    }

    /// `SlateObject` is `Sendable`: a public enum is not implicitly Sendable, so an attribute of one is an error in
    /// Swift 6 (a warning in Swift 5); the user's enums need `Sendable`.
    func test_attributeOfANonSendableEnum_isRejectedInSwift6() throws {
        let source = """
            import SlateSchema
            public enum Genre: String { case fiction }
            @SlateEntity
            public struct Book { public let genre: Genre }
            """
        let message = "stored property 'genre' of 'Sendable'-conforming struct 'Book' has non-Sendable type 'Genre'"
        let swift6 = try typeCheck(source, swiftVersion: 6)
        XCTAssertEqual(swift6.errors.count, 1, swift6.output)
        XCTAssertTrue(swift6.errors.allSatisfy { $0.contains(message) }, swift6.output)
        let swift5 = try typeCheck(source, swiftVersion: 5)
        XCTAssertTrue(swift5.isClean, swift5.output)
        XCTAssertTrue(swift5.output.contains("warning: \(message)"), swift5.output)
    }

    /// `Destination.self` between entities that name each other: the compiler's circular macro reference (why the
    /// string form exists).
    func test_typeDestinationsBetweenMutualEntities_areRejected() throws {
        let result = try typeCheck(
            """
            import SlateSchema
            @SlateEntity(relationships: [.toMany("books", Book.self, inverse: "author")])
            public struct Author { public let name: String }
            @SlateEntity(relationships: [.toOne("author", Author.self, inverse: "books")])
            public struct Book { public let title: String }
            """)
        let message = "circular reference resolving attached macro 'SlateEntity'"
        XCTAssertTrue(result.errors.contains { $0.contains(message) }, result.output)
    }

    func test_entityEnum_isRejected() throws {
        try assertRejected(
            """
            import SlateSchema
            @SlateEntity
            public enum Genre { case fiction }
            """, with: "@SlateEntity can only be attached to a struct or a class")
    }

    /// Stand-in wording for what Slate's macro also diagnoses: an internal entity, a stored `var`.
    func test_internalEntityWithAVar_isRejected() throws {
        try assertRejected(
            """
            import SlateSchema
            @SlateEntity
            struct Draft { var text: String }
            """, with: ["@SlateEntity type 'Draft' must be public", "@SlateEntity stored properties must be 'let'"],
            count: 2)
    }
}
