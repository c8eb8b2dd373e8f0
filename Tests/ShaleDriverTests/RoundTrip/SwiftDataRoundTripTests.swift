import Foundation
import ShaleDriver
import ShaleModel
import ShaleResolver
import ShaleSwiftReader
import ShaleTestSupport
import XCTest

/// One model through `shale freeze` and back through the SwiftData reader, one feature per test: what survives
/// exactly (the same version hashes), and what is a documented loss (Documentation/Freezing.md, "Round trips").
final class SwiftDataRoundTripTests: TemporaryFolderTestCase {
    /// The model at `body` and what the reader reads from its frozen schema.
    private func roundTrip(_ body: String) throws -> (model: Model, read: Model) {
        let path = try folder.model(body, named: "Shop")
        let model = try XCTUnwrap(ModelLoader.load(path: path).bundle?.current)
        let frozen = FreezeRun(
            path: path, schemaVersion: "1.0.0",
            output: folder.url.appendingPathComponent(
                "Schemas/ShopSchemaV1.swift"
            ).path)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Schemas"),
            withIntermediateDirectories: true)
        let run = frozen.run()
        XCTAssertEqual(run.status, 0, run.diagnostics.rendered)
        let diagnostics = DiagnosticCollector()
        let result = SwiftDataReader.read(
            path: folder.url.appendingPathComponent("Schemas").path,
            diagnostics: diagnostics)
        guard let set = result, let read = set.bundle.current else {
            XCTFail(diagnostics.diagnostics.rendered)
            throw XCTSkip("unreadable")
        }
        XCTAssertFalse(diagnostics.diagnostics.containsErrors, diagnostics.diagnostics.rendered)
        return (model, read)
    }

    /// Keyword-named properties, optional and required to-many relationships with their inverses, defaults, unique
    /// and indexed attributes: the frozen schema reads back with the model's hashes.
    func test_frozenSchema_readsBackWithTheModelsHashes() throws {
        let (model, read) = try roundTrip(
            """
            <entity name="Shelf">
                <attribute name="private" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                <attribute name="label" attributeType="String"/>
                <relationship name="books" toMany="YES" deletionRule="Cascade" destinationEntity="Book" \
            inverseName="shelf" inverseEntity="Book"/>
                <relationship name="spares" optional="YES" toMany="YES" deletionRule="Nullify" \
            destinationEntity="Book" inverseName="spareShelf" inverseEntity="Book"/>
                <uniquenessConstraints><uniquenessConstraint><constraint value="label"/></uniquenessConstraint>\
            </uniquenessConstraints>
            </entity>
            <entity name="Book">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="pages" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="cover" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES"/>
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" \
            inverseName="books" inverseEntity="Shelf"/>
                <relationship name="spareShelf" optional="YES" maxCount="1" deletionRule="Nullify" \
            destinationEntity="Shelf" inverseName="spares" inverseEntity="Shelf"/>
            </entity>
            """)
        XCTAssertEqual(
            RoundTripShape(model).differences(to: RoundTripShape(read)).filter {
                !$0.key.hasSuffix(".maximumModelCount")
            }, [])
        XCTAssertEqual(read.entities.map(\.name).sorted(), ["Book", "Shelf"])
        XCTAssertEqual(read.entities.first { $0.name == "Shelf" }?.uniquenessConstraints.map(\.properties), [["label"]])
        XCTAssertNotNil(read.entities.first { $0.name == "Shelf" }?.attributes.first { $0.name == "private" })
        for entity in model.entities {
            XCTAssertEqual(read.entities.first { $0.name == entity.name }?.versionHash, entity.versionHash, entity.name)
        }
    }

    /// A required to-one is written optional: a documented loss, which moves its entity's hash.
    func test_requiredToOne_isTheDocumentedLoss() throws {
        let (model, read) = try roundTrip(
            """
            <entity name="Author">
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" \
            destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
            </entity>
            <entity name="Book">
                <relationship name="author" maxCount="1" deletionRule="Nullify" destinationEntity="Author" \
            inverseName="books" inverseEntity="Author"/>
            </entity>
            """)
        let explained = RoundTripLoss(original: model)
            .explain(RoundTripShape(model).differences(to: RoundTripShape(read)))
            .filter { $0.loss != "to-one maximum count implied" }
        XCTAssertEqual(explained.map(\.difference.key), ["Book.author.optional", "Book.hash"])
        XCTAssertEqual(explained.map(\.loss), ["required to-one relationship", "hash of an entity with a loss above"])
    }
}
