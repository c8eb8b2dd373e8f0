import ShaleModel
import ShaleTestSupport
import XCTest

@testable import ShaleTranslation

/// The `slate3` translator on a few lines of model XML: its own root contexts, typed options.
final class Slate3SnippetTests: BundleTestCase {
    private static let book = """
        <entity name="Book" representedClassName="CDBook" syncable="YES">
            <attribute name="count" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
        </entity>
        """

    private func translate(_ options: [String: String] = [:]) throws -> SnippetTranslation<Slate3SetTranslator> {
        let model = try XCTUnwrap(bundle([("V1", Self.book)]).current)
        return TranslatorKind.slate3.translate(model, as: Slate3SetTranslator.self, options: options)
    }

    private func count(_ result: SnippetTranslation<Slate3SetTranslator>) throws -> Slate3AttributeContext.Values {
        try XCTUnwrap(result.entities["Book"]?.values.slate3.values.attributes.first { $0.values.name == "count" })
            .values
    }

    func test_intCastFalse_keepsInt64() throws {
        XCTAssertEqual(try count(translate()).typeDeclaration, "Int")
        XCTAssertEqual(try count(translate(["int-cast": "false"])).typeDeclaration, "Int64")
    }

    func test_fileContext_namesTheStructFromTheNameTransform() throws {
        let book = try XCTUnwrap(translate(["name-transform": "Slate%@"]).entities["Book"])
        XCTAssertEqual(book.values.name, "Book")
        XCTAssertEqual(book.values.slate3.values.typeName, "SlateBook")
        XCTAssertEqual(book.values.slate3.values.names.values.slate2Class, "CDBook")
    }

    func test_modelContext_countsTheStructs_andTakesTheModelsModule() throws {
        let model = try translate(["models-module": "Library"]).model
        XCTAssertEqual(model.values.slate3.values.structCount, 1)
        XCTAssertEqual(model.values.slate3.values.modelsModule, "Library")
        XCTAssertEqual(model.values.entities.map(\.values.name), ["Book"])
    }
}
