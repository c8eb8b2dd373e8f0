import ShaleModel
import ShaleTestSupport
import XCTest

@testable import ShaleTranslation

/// The `slate` translator on a few lines of model XML, for each set it serves (`slate`, `coredata`, `memory`):
/// the values templates receive.
final class SlateSnippetTests: BundleTestCase {
    private static let book = """
        <entity name="Book" representedClassName="CDBook" syncable="YES">
            <attribute name="count" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="title" optional="YES" attributeType="String"/>
        </entity>
        """

    private func translate(_ kind: TranslatorKind, _ options: [String: String] = [:]) throws
        -> SnippetTranslation<SlateTranslator>
    {
        let model = try XCTUnwrap(bundle([("V1", Self.book)]).current)
        return kind.translate(model, as: SlateTranslator.self, options: options, modelName: "Shelf")
    }

    private func attribute(_ name: String, in result: SnippetTranslation<SlateTranslator>) throws
        -> AttributeContext.Values
    {
        try XCTUnwrap(result.entities["Book"]?.values.attributes.first { $0.values.name == name }?.values, name)
    }

    func test_intCastFalse_keepsInt64() throws {
        XCTAssertEqual(try attribute("count", in: translate(.slate)).valueDeclaration, "Int")
        XCTAssertEqual(try attribute("count", in: translate(.slate, ["int-cast": "false"])).valueDeclaration, "Int64")
        XCTAssertEqual(
            try attribute("count", in: translate(.slate, ["int-cast": "no"])).valueDeclaration, "Int64",
            "a bool option takes no as false")
    }

    func test_optionsNotGiven_takeTheirOneDeclaredDefault_perSet() throws {
        let book = try XCTUnwrap(translate(.slate).entities["Book"])
        XCTAssertEqual(book.values.immutableType, "SlateBook", "SlateOptions' name-transform default")
        XCTAssertEqual(book.values.managedImports, ["CoreData", "Foundation", "Slate"], "and managed-imports'")
        let coreData = try XCTUnwrap(translate(.coredata).entities["Book"])
        XCTAssertEqual(coreData.values.immutableType, "Book", "the coredata translator reads no name-transform")
        XCTAssertEqual(coreData.values.managedImports, ["CoreData", "Foundation"])
    }

    func test_contextJSON_leavesOutTheSlotsASetDoesNotFill() throws {
        let slate = ContextJSON.encode(try XCTUnwrap(translate(.slate).entities["Book"]))
        XCTAssertFalse(slate.contains("\"coreData\""), slate)
        XCTAssertFalse(slate.contains("\"memory\""), "empty without runtime=memory")
        let memory = ContextJSON.encode(try XCTUnwrap(translate(.slate, ["runtime": "memory"]).entities["Book"]))
        XCTAssertTrue(memory.contains("\"memory\": {"), memory)
        let coreData = ContextJSON.encode(try XCTUnwrap(translate(.coredata).entities["Book"]))
        XCTAssertTrue(coreData.contains("\"coreData\": {"), coreData)
        XCTAssertFalse(coreData.contains("\"memory\""), coreData)
    }

    func test_nameTransform_namesTheImmutableType() throws {
        let book = try XCTUnwrap(translate(.slate, ["name-transform": "Slate%@"]).entities["Book"])
        XCTAssertEqual(book.values.immutableType, "SlateBook")
        XCTAssertEqual(book.values.managedClass, "CDBook")
    }

    func test_slateSet_computesNoCoreDataKeys_coredataSetDoes() throws {
        let slate = try translate(.slate)
        XCTAssertNil(slate.entities["Book"]?.coreData)
        XCTAssertNil(slate.model.coreData)
        let coreData = try translate(.coredata)
        XCTAssertNotNil(coreData.entities["Book"]?.coreData)
        XCTAssertNotNil(coreData.model.coreData)
        XCTAssertNotNil(try attribute("title", in: coreData).coreData)
    }

    func test_memorySet_targetsShaleRuntime() throws {
        let memory = try translate(.memory)
        let book = try XCTUnwrap(memory.entities["Book"])
        XCTAssertEqual(book.values.objectIDType, "SlateID")
        XCTAssertEqual(book.values.managedBaseClass, "ManagedObject")
        XCTAssertNotNil(book.memory)
        XCTAssertEqual(memory.model.values.memorySchemaType, "ShelfSchema")
        XCTAssertTrue(book.values.immutableImports.contains("ShaleRuntime"))
        XCTAssertNil(try translate(.slate).entities["Book"]?.memory)
    }

    func test_eachSetComputesOnlyItsOwnKeys() throws {
        XCTAssertNil(try translate(.coredata).entities["Book"]?.memory)
        XCTAssertNotNil(try translate(.coredata).entities["Book"]?.coreData)
        XCTAssertNil(try translate(.slate).entities["Book"]?.coreData)
        XCTAssertNil(try translate(.memory).entities["Book"]?.coreData)
        XCTAssertEqual(
            CoreDataSetTranslator.slotTypes.keys.sorted(),
            [
                "AttributeContext.coreData", "EntityContext.coreData", "ModelContext.coreData",
                "RelationshipContext.coreData",
            ])
        XCTAssertEqual(SlateTranslator.slotTypes.keys.sorted(), ["EntityContext.memory"], "runtime=memory fills it")
        XCTAssertEqual(MemorySetTranslator.slotTypes.keys.sorted(), ["EntityContext.memory"])
    }

    func test_optionTypes_areTheTranslators() {
        XCTAssertEqual(TranslatorKind.slate.optionTypes["int-cast"], .bool)
        XCTAssertEqual(TranslatorKind.memory.optionTypes["runtime"], .choice(["memory"]))
        XCTAssertEqual(TranslatorKind.coredata.optionTypes["managed-imports"], .modules)
    }
}
