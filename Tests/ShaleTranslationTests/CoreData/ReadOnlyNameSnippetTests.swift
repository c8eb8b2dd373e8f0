import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

@testable import ShaleTranslation

/// The names the `coredata` set's read-only protocols add (`BookRO`, `fetchBookRO`, `authorRO`) when the model
/// already uses them: each gives way to the first free numbered name, with a warning at the entity or
/// relationship that says what was renamed and why.
final class ReadOnlyNameSnippetTests: TemporaryFolderTestCase {
    /// What the `coredata` set makes of `body` with `readonly-protocols` set to `readOnly`.
    private func translate(_ body: String, readOnly: Bool = true) throws -> SnippetTranslation<SlateTranslator> {
        let loaded = ModelLoader.load(path: try folder.model(body))
        let model = try XCTUnwrap(loaded.bundle?.current, loaded.diagnostics.rendered)
        return TranslatorKind.coredata.translate(
            model, as: SlateTranslator.self,
            options: ["readonly-protocols": readOnly ? "true" : "false"],
            modelName: "Library")
    }

    private func coreData(_ entity: String, in result: SnippetTranslation<SlateTranslator>) throws
        -> CoreDataEntityContext.Values
    {
        try XCTUnwrap(result.entities[entity]?.coreData?.values, entity)
    }

    /// The read-only property of each relationship `entity`'s class declares, by relationship name.
    private func readNames(_ entity: String, in result: SnippetTranslation<SlateTranslator>) throws
        -> [String: String]
    {
        let relationships = try XCTUnwrap(result.entities[entity]?.values.classRelationships, entity)
        return try Dictionary(
            uniqueKeysWithValues: relationships.map {
                ($0.values.name, try XCTUnwrap($0.coreData?.values.readName))
            })
    }

    /// Why each warning of `result` renamed a name: the text after its ", as ".
    private func reasons(_ result: SnippetTranslation<SlateTranslator>) -> [String] {
        result.diagnostics.map { $0.message.components(separatedBy: ", as ").last ?? "" }
    }

    private static func relationship(_ name: String, to destination: String, toMany: Bool = false) -> String {
        """
            <relationship name="\(name)" optional="YES"\(toMany ? " toMany=\"YES\"" : " maxCount=\"1\"") \
        deletionRule="Nullify" destinationEntity="\(destination)"/>
        """
    }

    private static let person = """
        <entity name="Person" representedClassName="Person" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
        </entity>
        """

    func test_attributeNamedLikeABridge_numbersTheBridge_withAWarningAtTheRelationship() throws {
        let result = try translate(
            """
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="authorRO" optional="YES" attributeType="String"/>
                <attribute name="authorRO2" optional="YES" attributeType="String"/>
            \(Self.relationship("author", to: "Person"))
            \(Self.relationship("editor", to: "Person"))
            </entity>
            \(Self.person)
            """)
        XCTAssertEqual(try readNames("Book", in: result), ["author": "authorRO3", "editor": "editorRO"])
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning])
        let warning = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(
            warning.message,
            "the read-only property of relationship 'author' of entity 'Book' is named "
                + "'authorRO3', as 'authorRO' is attribute 'authorRO' of entity 'Book'")
        XCTAssertEqual(warning.hint, "rename the relationship, or what it clashes with, in Xcode to get 'authorRO'")
        // Body line 4 is the model file's line 6; the element starts after four spaces.
        let location = try XCTUnwrap(warning.location)
        XCTAssertEqual([location.line, location.column], [6, 5])
        XCTAssertTrue(location.file.hasSuffix("Model.xcdatamodel/contents"), location.file)
    }

    func test_entityNamedLikeAProtocol_numbersTheProtocolAndItsFetch_withAWarningAtTheEntity() throws {
        let result = try translate(
            """
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            <entity name="BookRO" representedClassName="BookRO" syncable="YES">
            \(Self.relationship("book", to: "Book"))
            </entity>
            """)
        let book = try coreData("Book", in: result)
        XCTAssertEqual(book.readProtocol, "BookRO2")
        XCTAssertEqual(book.readOnlyFetchName, "fetchBookRO2")
        XCTAssertEqual(try coreData("BookRO", in: result).readProtocol, "BookRORO")
        let toBook = try XCTUnwrap(result.entities["BookRO"]?.values.classRelationships.first?.coreData)
        XCTAssertEqual(toBook.values.readDeclaration, "(any BookRO2)?", "relationships read the renamed protocol")
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "the read-only protocol of entity 'Book' is named 'BookRO2', and its fetch 'fetchBookRO2', as 'BookRO' "
                    + "is the class of entity 'BookRO'"
            ])
        let location = try XCTUnwrap(result.diagnostics.first?.location)
        XCTAssertEqual([location.line, location.column], [3, 1])
    }

    func test_protocolNamedLikeAnotherEntitysClass_orAnAttributesType_isNumbered() throws {
        let result = try translate(
            """
            <entity name="Shelf" representedClassName="Shelf" syncable="YES"/>
            <entity name="Case" representedClassName="ShelfRO" syncable="YES"/>
            <entity name="Tag" representedClassName="TagRO" syncable="YES"/>
            <entity name="Reader" representedClassName="Reader" syncable="YES">
                <attribute name="state" optional="YES" attributeType="String">
                    <userInfo><entry key="enum" value="ReaderRO"/></userInfo>
                </attribute>
            </entity>
            <entity name="Colour" representedClassName="Colour" syncable="YES">
                <attribute name="value" optional="YES" attributeType="Transformable" customClassName=".ColourRO"/>
            </entity>
            """)
        let entities = ["Shelf", "Case", "Tag", "Reader", "Colour"]
        XCTAssertEqual(
            try entities.map { try coreData($0, in: result).readProtocol },
            ["ShelfRO2", "CaseRO", "TagRO2", "ReaderRO2", "ColourRO2"])
        XCTAssertEqual(
            reasons(result),
            [
                "'ShelfRO' is the class of entity 'Case'",
                "'TagRO' is the class of entity 'Tag'",
                "'ReaderRO' is the type of attribute 'state' of entity 'Reader'",
                "'ColourRO' is the type of attribute 'value' of entity 'Colour'",
            ])
    }

    func test_bridgeNamedLikeAnInheritedMember_orASubclassMember_isNumberedWhereItIsDeclared() throws {
        let result = try translate(
            """
            <entity name="Item" representedClassName="Item" isAbstract="YES" syncable="YES">
                <attribute name="authorRO" optional="YES" attributeType="String"/>
            \(Self.relationship("owner", to: "Person"))
            </entity>
            <entity name="Book" representedClassName="Book" parentEntity="Item" syncable="YES">
            \(Self.relationship("author", to: "Person"))
            </entity>
            <entity name="Novel" representedClassName="Novel" parentEntity="Book" syncable="YES">
                <attribute name="ownerRO" optional="YES" attributeType="String"/>
            </entity>
            \(Self.person)
            """)
        XCTAssertEqual(try readNames("Item", in: result), ["owner": "ownerRO2"], "a subclass's attribute counts")
        XCTAssertEqual(try readNames("Book", in: result), ["author": "authorRO2"], "an inherited attribute counts")
        XCTAssertEqual(try readNames("Novel", in: result), [:], "a subclass declares no inherited bridge")
        let inherited = try XCTUnwrap(
            result.entities["Novel"]?.values.relationships
                .first { $0.values.name == "owner" })
        XCTAssertEqual(inherited.coreData?.values.readName, "ownerRO2", "inherited bridges keep their name")
        XCTAssertEqual(
            reasons(result),
            [
                "'ownerRO' is attribute 'ownerRO' of entity 'Novel'",
                "'authorRO' is attribute 'authorRO' of entity 'Item'",
            ])
    }

    func test_bridgeNamedLikeARelationshipOrAFetchedProperty_isNumbered() throws {
        let result = try translate(
            """
            <entity name="Book" representedClassName="Book" syncable="YES">
            \(Self.relationship("tags", to: "Person", toMany: true))
            \(Self.relationship("tagsRO", to: "Person", toMany: true))
            \(Self.relationship("shelf", to: "Person"))
                <fetchedProperty name="shelfRO" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="Person"/>
                </fetchedProperty>
            </entity>
            \(Self.person)
            """)
        XCTAssertEqual(
            try readNames("Book", in: result),
            ["tags": "tagsRO2", "tagsRO": "tagsRORO", "shelf": "shelfRO2"])
        XCTAssertEqual(
            reasons(result).sorted(),
            [
                "'shelfRO' is fetched property 'shelfRO' of entity 'Book'",
                "'tagsRO' is relationship 'tagsRO' of entity 'Book'",
            ])
    }

    func test_relationshipsNamedLikeNSManagedObjectMembers_keepTheirBridges() throws {
        let result = try translate(
            """
            <entity name="Record" representedClassName="Record" syncable="YES">
            \(Self.relationship("entity", to: "Record"))
            \(Self.relationship("description", to: "Record"))
            </entity>
            """)
        XCTAssertEqual(try readNames("Record", in: result), ["entity": "entityRO", "description": "descriptionRO"])
        XCTAssertEqual(result.diagnostics.filter { $0.message.contains("read-only") }, [])
    }

    func test_withoutTheOption_nothingIsRenamedOrReported() throws {
        let result = try translate(
            """
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="authorRO" optional="YES" attributeType="String"/>
            \(Self.relationship("author", to: "BookRO"))
            </entity>
            <entity name="BookRO" representedClassName="BookRO" syncable="YES"/>
            """, readOnly: false)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertNil(try coreData("Book", in: result).readProtocol)
        XCTAssertEqual(try readNames("Book", in: result), ["author": "authorRO"])
    }

    func test_modelsWithoutClashes_keepTheNaturalNames() throws {
        let result = try translate(
            """
            <entity name="Book" representedClassName="CoreDataBook" syncable="YES">
            \(Self.relationship("author", to: "Person"))
            </entity>
            \(Self.person)
            """)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(try coreData("Book", in: result).readProtocol, "BookRO")
        XCTAssertEqual(try coreData("Book", in: result).readOnlyFetchName, "fetchBookRO")
        XCTAssertEqual(try readNames("Book", in: result), ["author": "authorRO"])
    }
}
