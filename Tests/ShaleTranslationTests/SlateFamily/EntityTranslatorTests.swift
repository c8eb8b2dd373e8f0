import ShaleModel
import ShaleTestSupport
import XCTest

@testable import ShaleResolver
@testable import ShaleTranslation

/// The translator on small models: the values templates receive, key by key.
final class EntityTranslatorTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private static let library = """
        <entity name="Book" representedClassName="Book" syncable="YES">
            <attribute name="pageCount" optional="YES" attributeType="Integer 16" defaultValueString="12" \
        usesScalarValueType="YES"/>
            <attribute name="title" attributeType="String" defaultValueString="Untitled"/>
            <attribute name="address_city" optional="YES" attributeType="String"/>
            <attribute name="address_has" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            <relationship name="chapters" optional="YES" toMany="YES" deletionRule="Cascade" ordered="YES" \
        destinationEntity="Chapter" inverseName="book" inverseEntity="Chapter"/>
        </entity>
        <entity name="Chapter" representedClassName="Chapter" syncable="YES">
            <attribute name="number" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
            <relationship name="book" maxCount="1" deletionRule="Nullify" destinationEntity="Book" \
        inverseName="chapters" inverseEntity="Book"/>
        </entity>
        """

    /// The entity contexts of the library model with `options`, and the translation's diagnostics.
    private func translate(
        _ options: [String: String], coreData: Bool = false, immutable: Bool = true,
        body: String = library
    ) throws -> ([String: EntityContext], [Diagnostic]) {
        let path = try folder.model(body)
        let loaded = ModelLoader.load(path: path)
        let model = try XCTUnwrap(loaded.bundle?.current, loaded.diagnostics.rendered)
        let kind: TranslatorKind = coreData ? .coredata : .slate
        let result = kind.translate(
            model, as: SlateTranslator.self, options: options, modelName: "Library",
            writesImmutableModels: immutable)
        return (result.entities, result.diagnostics)
    }

    private func attribute(_ name: String, of entity: EntityContext) throws -> AttributeContext.Values {
        try XCTUnwrap(entity.values.attributes.first { $0.values.name == name }?.values, name)
    }

    func test_attributeSwiftTypes_followOptionalityAndIntCast() throws {
        let (cast, _) = try translate(["name-transform": "Slate%@"])
        let book = try XCTUnwrap(cast["Book"])
        XCTAssertEqual(try attribute("pageCount", of: book).valueDeclaration, "Int?")
        XCTAssertEqual(try attribute("pageCount", of: book).managedDeclaration, "NSNumber?")
        XCTAssertEqual(try attribute("pageCount", of: book).valueExpression, "managedObject.pageCount?.intValue")
        XCTAssertEqual(try attribute("title", of: book).valueDeclaration, "String")
        let (exact, _) = try translate(["name-transform": "Slate%@", "int-cast": "false"])
        XCTAssertEqual(try attribute("pageCount", of: XCTUnwrap(exact["Book"])).valueDeclaration, "Int16?")
    }

    func test_defaults_becomeSwiftLiteralsOfTheCoreDataType() throws {
        let (entities, _) = try translate([:], coreData: true, immutable: false)
        let book = try XCTUnwrap(entities["Book"])
        let defaults = Dictionary(
            uniqueKeysWithValues: book.values.managedAttributes.map {
                ($0.values.name, $0.coreData?.values.defaultValue)
            })
        XCTAssertEqual(defaults["pageCount"], "NSNumber(value: 12 as Int16)")
        XCTAssertEqual(defaults["title"], "\"Untitled\"")
        XCTAssertEqual(defaults["address_city"], .some(nil))
    }

    func test_keypathTable_namesTheStoredAttribute_substructMembersIncluded() throws {
        let (entities, _) = try translate(["name-transform": "Slate%@"])
        let cases = try XCTUnwrap(entities["Book"]).values.keypathCases.map {
            [$0.values.path, $0.values.keyPath, $0.values.attribute]
        }
        XCTAssertEqual(
            cases,
            [
                ["address?.city", "\\SlateBook.address?.city", "address_city"],
                ["pageCount", "\\SlateBook.pageCount", "pageCount"],
                ["title", "\\SlateBook.title", "title"],
            ])
        XCTAssertEqual(
            try XCTUnwrap(entities["Book"]).values.substructs.map(\.values.typeDeclaration),
            ["SlateBook.Address?"])
    }

    func test_relationships_declareTheirManagedAndImmutableTypes() throws {
        let (entities, _) = try translate(["name-transform": "Slate%@"])
        let chapters = try XCTUnwrap(entities["Book"]?.values.relationships.first)
        XCTAssertEqual(chapters.values.managedDeclaration, "NSOrderedSet?")
        XCTAssertEqual(chapters.values.resolvedDeclaration, "[SlateChapter]")
        let book = try XCTUnwrap(entities["Chapter"]?.values.relationships.first)
        XCTAssertEqual(book.values.resolvedDeclaration, "SlateBook")
        XCTAssertEqual(book.values.deleteRule, "Nullify")
    }

    func test_immutableTypeNamedLikeItsClass_isAnErrorOnlyForSetsWritingImmutableModels() throws {
        let (_, clashing) = try translate(["name-transform": "%@"])
        XCTAssertEqual(
            clashing.filter { $0.severity == .error }.map(\.message),
            [
                "entity 'Book' would have an immutable type and a Core Data class both named 'Book'",
                "entity 'Chapter' would have an immutable type and a Core Data class both named 'Chapter'",
            ])
        let (_, classesOnly) = try translate(["name-transform": "%@"], immutable: false)
        XCTAssertFalse(classesOnly.containsErrors)
    }

    func test_optionalParts_areComputedOnlyWhenAskedFor() throws {
        let (plain, _) = try translate(["name-transform": "Slate%@"])
        XCTAssertNil(plain["Book"]?.coreData)
        XCTAssertNil(plain["Book"]?.memory)
        let (memory, _) = try translate(["name-transform": "Slate%@", "runtime": "memory"])
        XCTAssertEqual(
            memory["Book"]?.memory?.values.attributes.map(\.values.swiftName),
            ["pageCount", "title", "address_city", "address_has"])
        XCTAssertEqual(memory["Book"]?.values.managedBaseClass, "ManagedObject")
    }
}
