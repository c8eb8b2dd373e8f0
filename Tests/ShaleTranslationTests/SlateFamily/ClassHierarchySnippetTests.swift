import ShaleModel
import ShaleTestSupport
import XCTest

@testable import ShaleTranslation

/// Which generated class declares each property in hierarchies where some entities have no class of their own
/// (no `representedClassName`, or `NSManagedObject`): the first generated class on the way down from the entity
/// that declares it, and no other, in every set the Slate translator serves (`slate`, `coredata`, `memory`).
final class ClassHierarchySnippetTests: BundleTestCase {
    /// Classless abstract `Item` (an attribute, a relationship, a fetched property) ← generated `Book` ← generated
    /// `Novel` ← generated `Saga`; `Shelf` holds the inverse.
    private static let classlessRoot = """
        <entity name="Item" isAbstract="YES" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
            <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" \
        inverseName="items" inverseEntity="Shelf"/>
            <fetchedProperty name="similar" optional="YES">
                <fetchRequest name="fetchedPropertyFetchRequest" entity="Item"/>
            </fetchedProperty>
        </entity>
        <entity name="Book" representedClassName="Book" parentEntity="Item" syncable="YES">
            <attribute name="pages" optional="YES" attributeType="Integer 32" usesScalarValueType="NO"/>
        </entity>
        <entity name="Novel" representedClassName="Novel" parentEntity="Book" syncable="YES">
            <attribute name="genre" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Saga" representedClassName="Saga" parentEntity="Novel" syncable="YES">
            <attribute name="volumes" optional="YES" attributeType="Integer 16" usesScalarValueType="NO"/>
        </entity>
        <entity name="Shelf" representedClassName="Shelf" syncable="YES">
            <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item" \
        inverseName="shelf" inverseEntity="Item"/>
        </entity>
        """

    /// Generated `Item` ← classless `Volume` (an attribute, a relationship, a fetched property) ← generated
    /// `Atlas` ← classless `Chart` ← generated `SeaChart`.
    private static let classlessMiddle = """
        <entity name="Item" representedClassName="Item" isAbstract="YES" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Volume" representedClassName="NSManagedObject" parentEntity="Item" syncable="YES">
            <attribute name="number" optional="YES" attributeType="Integer 16" usesScalarValueType="NO"/>
            <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" \
        inverseName="volumes" inverseEntity="Shelf"/>
            <fetchedProperty name="siblings" optional="YES">
                <fetchRequest name="fetchedPropertyFetchRequest" entity="Volume"/>
            </fetchedProperty>
        </entity>
        <entity name="Atlas" representedClassName="Atlas" parentEntity="Volume" syncable="YES">
            <attribute name="scale" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Chart" parentEntity="Atlas" syncable="YES">
            <attribute name="sea" optional="YES" attributeType="String"/>
        </entity>
        <entity name="SeaChart" representedClassName="SeaChart" parentEntity="Chart" syncable="YES">
            <attribute name="depth" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
        </entity>
        <entity name="Shelf" representedClassName="Shelf" syncable="YES">
            <relationship name="volumes" optional="YES" toMany="YES" deletionRule="Nullify" \
        destinationEntity="Volume" inverseName="shelf" inverseEntity="Volume"/>
        </entity>
        """

    private func translate(_ body: String, _ kind: TranslatorKind) throws -> SnippetTranslation<SlateTranslator> {
        let model = try XCTUnwrap(bundle([("V1", body)]).current)
        return kind.translate(model, as: SlateTranslator.self, modelName: "Shelf")
    }

    /// What the generated class of each entity declares, as `name: attributes | relationships | fetched`.
    private func classProperties(_ body: String, _ kind: TranslatorKind) throws -> [String: String] {
        try translate(body, kind).entities.mapValues { entity in
            let values = entity.values
            return values.classManagedAttributes.map(\.values.name).joined(separator: " ") + " | "
                + values.classRelationships.map(\.values.name).joined(separator: " ") + " | "
                + (entity.coreData?.values.classFetchedProperties ?? []).map(\.values.swiftName)
                .joined(separator: " ")
        }
    }

    func test_propertiesOfAClasslessRoot_areDeclaredOnlyByTheFirstGeneratedClassBelowIt() throws {
        for kind in [TranslatorKind.slate, .memory] {
            let declared = try classProperties(Self.classlessRoot, kind)
            XCTAssertEqual(declared["Book"], "title pages | shelf | ", "\(kind)")
            XCTAssertEqual(declared["Novel"], "genre |  | ", "\(kind)")
            XCTAssertEqual(declared["Saga"], "volumes |  | ", "\(kind)")
        }
        let coreData = try classProperties(Self.classlessRoot, .coredata)
        XCTAssertEqual(coreData["Book"], "title pages | shelf | similar")
        XCTAssertEqual(coreData["Novel"], "genre |  | ")
        XCTAssertEqual(coreData["Saga"], "volumes |  | ")
    }

    func test_propertiesOfAClasslessEntityBetweenGeneratedClasses_areDeclaredByTheClassBelowIt() throws {
        let declared = try classProperties(Self.classlessMiddle, .coredata)
        XCTAssertEqual(declared["Item"], "title |  | ")
        XCTAssertEqual(declared["Atlas"], "number scale | shelf | siblings")
        XCTAssertEqual(declared["SeaChart"], "sea depth |  | ")
        let contexts = try translate(Self.classlessMiddle, .coredata).entities
        XCTAssertEqual(contexts["Atlas"]?.coreData?.values.superclass, "Item")
        XCTAssertEqual(contexts["SeaChart"]?.coreData?.values.superclass, "Atlas")
    }

    func test_theModelBuilder_stillDescribesEachPropertyOnItsDeclaringEntity() throws {
        let contexts = try translate(Self.classlessRoot, .coredata).entities
        XCTAssertEqual(contexts["Item"]?.values.declaredManagedAttributes.map(\.values.name), ["title"])
        XCTAssertEqual(contexts["Item"]?.values.declaredRelationships.map(\.values.name), ["shelf"])
        XCTAssertEqual(
            contexts["Item"]?.coreData?.values.fetchedProperties.map(\.values.swiftName),
            ["similar"])
        XCTAssertEqual(contexts["Book"]?.coreData?.values.fetchedProperties.map(\.values.swiftName), [])
    }
}
