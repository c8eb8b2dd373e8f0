import ShaleModel
import ShaleSwiftReader
import XCTest

/// Slate 3 schema sources read into the IR as Slate 3.1.0's generator builds its Core Data model: one feature per
/// test, and a located diagnostic for what cannot be read statically.
final class Slate3SchemaReaderTests: XCTestCase {
    private func read(_ sources: [String: String]) -> (model: Model, diagnostics: [Diagnostic]) {
        let collector = DiagnosticCollector()
        let bundle = Slate3SchemaReader.read(
            sources.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
            name: "Schema", sourcePath: "Schema", diagnostics: collector)
        return (bundle.versions[0], collector.diagnostics)
    }

    private static let library = """
        import Foundation
        import SlateSchema

        public enum Genre: String, Sendable { case fiction, poetry = "verse" }

        @SlateEntity(
            name: "Book",
            storageName: "CoreDataBook",
            relationships: [
                .toOne("author", "SlateAuthor", inverse: "books", optional: false),
                .toMany("readers", "Reader", inverse: "favorites", ordered: true, maxCount: 5),
            ]
        )
        public struct SlateBook {
            #Unique<SlateBook>([\\.identifier])
            #Index<SlateBook>([\\.title], [\\.pages, \\.title], order: .descending)

            @SlateAttribute(storageName: "id", indexed: true)
            public let identifier: UUID
            @SlateAttribute(default: "Untitled")
            public let title: String
            @SlateAttribute(default: -3)
            public let pages: Int16
            @SlateAttribute(default: 2.5)
            public let rating: Float?
            @SlateAttribute(default: SlateBook.Genre.poetry)
            public let genre: Genre
            @SlateAttribute(externalStorage: true)
            public let cover: Data?
            @SlateEmbedded
            public let address: Address?

            @SlateEmbedded
            public struct Address: Sendable, Hashable {
                public let city: String
                @SlateAttribute(storageName: "zip")
                public let postalCode: String?
            }
        }
        """

    private static let others = """
        import SlateSchema

        @SlateEntity(name: "Author", relationships: [.toMany("books", "SlateBook", inverse: "author", deleteRule: .cascade)])
        public struct SlateAuthor {
            public let name: String
            public var nickname: String { name }
        }

        @SlateEntity(relationships: [.toMany("favorites", "SlateBook", inverse: "readers")])
        public struct Reader {
            public typealias Mood = Models.Mood
            @SlateAttribute(default: Reader.Mood.happy, enumRawType: Int16.self)
            public let mood: Mood
        }
        """

    func test_entities_takeTheirNamesClassesAndColumns() throws {
        let (model, diagnostics) = read(["Book.swift": Self.library, "Others.swift": Self.others])
        XCTAssertEqual(model.entities.map(\.name), ["Reader", "Author", "Book"])
        let book = try XCTUnwrap(model.entity(named: "Book"))
        XCTAssertEqual(book.representedClass?.className, "CoreDataBook")
        XCTAssertEqual(model.entity(named: "Reader")?.representedClass?.className, "DatabaseReader")
        XCTAssertEqual(
            book.attributes.map(\.name),
            ["id", "title", "pages", "rating", "genre", "cover", "address_has", "address_city", "zip"])
        XCTAssertEqual(
            book.attributes.map(\.type),
            [.uuid, .string, .integer16, .float, .string, .binary, .boolean, .string, .string])
        XCTAssertEqual(book.attributes.map(\.isOptional), [false, false, false, true, false, true, false, true, true])
        XCTAssertEqual(
            book.attributes.map(\.defaultValue),
            [nil, .string("Untitled"), .integer(-3), .float(2.5), .string("verse"), nil, nil, nil, nil])
        XCTAssertTrue(book.attributes[5].allowsExternalBinaryDataStorage)
        XCTAssertTrue(book.attributes[0].isIndexed)
        XCTAssertEqual(book.location.line, 14)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        XCTAssertFalse(model.versionChecksum.isEmpty)
    }

    func test_indexesUniquenessAndRelationships_areSlate3s() throws {
        let (model, _) = read(["Book.swift": Self.library, "Others.swift": Self.others])
        let book = try XCTUnwrap(model.entity(named: "Book"))
        XCTAssertEqual(book.uniquenessConstraints.map(\.properties), [["id"]])
        let written = book.fetchIndexes.filter { $0.name.hasPrefix("Book_index_") }
        XCTAssertEqual(written.map(\.name), ["Book_index_1", "Book_index_2"])
        XCTAssertEqual(written[1].elements.map(\.property), ["pages", "title"])
        XCTAssertEqual(written[1].elements.map(\.isAscending), [false, false])
        let author = try XCTUnwrap(book.relationships.first { $0.name == "author" })
        XCTAssertEqual(
            [author.destinationEntity, author.inverseName, "\(author.minCount)", "\(author.maxCount)"],
            ["Author", "books", "1", "1"])
        XCTAssertFalse(author.isOptional)
        let readers = try XCTUnwrap(book.relationships.first { $0.name == "readers" })
        XCTAssertTrue(readers.isToMany && readers.isOrdered && readers.isOptional)
        XCTAssertEqual(readers.maxCount, 5)
        XCTAssertEqual(model.entity(named: "Author")?.relationships.first?.deleteRule, .cascade)
    }

    /// An enum declared in another module: its raw type comes from `enumRawType:`, but its case's raw value
    /// cannot be read without compiling, so the default is a located warning, not a guess.
    func test_defaultOfAnEnumDeclaredElsewhere_isAWarning() throws {
        let (model, diagnostics) = read(["Others.swift": Self.others, "Book.swift": Self.library])
        let mood = try XCTUnwrap(model.entity(named: "Reader")?.attributes.first)
        XCTAssertEqual(mood.type, .integer16)
        XCTAssertNil(mood.defaultValue)
        let warning = try XCTUnwrap(diagnostics.first { $0.message.contains("Reader.Mood.happy") })
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertTrue(warning.message.contains("default unverified"), warning.message)
        XCTAssertEqual(warning.location?.file, "Others.swift")
        XCTAssertEqual(warning.location?.line, 12)
    }

    func test_unknownTypesAndOneWayRelationships_areLocated() throws {
        let (model, diagnostics) = read([
            "A.swift": """
            import SlateSchema
            @SlateEntity(relationships: [.toOne("owner", "Person", inverse: "pets")])
            public struct Pet {
                public let color: UIColor?
            }
            @SlateEntity
            public struct Person {
                public let name: String
            }
            """
        ])
        let pet = try XCTUnwrap(model.entity(named: "Pet"))
        XCTAssertEqual(pet.attributes.first?.type, .string)
        XCTAssertNotNil(pet.versionHashUnverified)
        let type = try XCTUnwrap(diagnostics.first { $0.message.contains("'UIColor'") })
        XCTAssertEqual(type.severity, .warning)
        XCTAssertEqual(type.location?.line, 4)
        let inverse = try XCTUnwrap(diagnostics.first { $0.message.contains("inverse 'pets'") })
        XCTAssertEqual(inverse.severity, .error)
        XCTAssertEqual(inverse.location?.line, 2)
    }

    func test_syntaxErrorsAndStoredVars_areErrors() throws {
        let (_, diagnostics) = read([
            "A.swift": """
            import SlateSchema
            @SlateEntity
            public struct Pet {
                public var name: String
                public let = = 3
            }
            """
        ])
        let errors = diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.contains { $0.message.contains("does not parse") && $0.location?.line == 5 }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.message.contains("'name'") && $0.message.contains("var") }, "\(errors)")
    }

    /// The Core Data shapes that Slate 3.1.0's generated code does not compile: a number in an embedded field
    /// whose column is not `<property>_<field>`.
    func test_embeddedNumberUnderAnotherColumn_isAWarning() throws {
        let (model, diagnostics) = read([
            "A.swift": """
            import SlateSchema
            @SlateEntity
            public struct Patient {
                @SlateEmbedded
                public let isValue: Is?
                @SlateEmbedded
                public struct Is: Sendable, Hashable {
                    @SlateAttribute(storageName: "is_registered")
                    public let registered: Bool?
                }
            }
            """
        ])
        XCTAssertEqual(model.entity(named: "Patient")?.attributes.map(\.name), ["isValue_has", "is_registered"])
        let warning = try XCTUnwrap(diagnostics.first { $0.message.contains("'isValue_registered'") })
        XCTAssertEqual(warning.location?.line, 8)
    }
}
