import ShaleModel
import ShaleTestSupport
import XCTest

@testable import ShaleTranslation

/// The `swiftdata` translator on a few lines of model XML: its own root contexts, typed options.
final class SwiftDataSnippetTests: BundleTestCase {
    private static let note = """
        <entity name="Note" representedClassName="Note" syncable="YES">
            <attribute name="color" optional="YES" attributeType="Transformable" \
        customClassName="UIColor" valueTransformerName="NSSecureUnarchiveFromData"/>
            <attribute name="text" attributeType="String"/>
        </entity>
        """

    private func translate(_ options: [String: String] = [:]) throws -> SnippetTranslation<SwiftDataSetTranslator> {
        let model = try XCTUnwrap(bundle([("V1", Self.note)]).current)
        return TranslatorKind.swiftdata.translate(model, as: SwiftDataSetTranslator.self, options: options)
    }

    func test_fileContext_hasTheEntitysNameClassAndPlatformImports() throws {
        let note = try XCTUnwrap(translate().entities["Note"])
        XCTAssertEqual(note.values.name, "Note")
        XCTAssertEqual(note.values.swiftData.values.className, "Note")
        XCTAssertEqual(note.values.conditionalImports, ["UIKit"])
    }

    func test_historyGivenAsYes_turnsHistoryOn() throws {
        XCTAssertEqual(try translate().entities["Note"]?.values.swiftData.values.writesClassFile, true)
        XCTAssertEqual(
            try translate(["history": "yes"]).entities["Note"]?.values.swiftData.values.writesClassFile,
            false, "the classes live in the versioned schemas")
    }

    func test_cloudkitTrue_forcesCloudKit() throws {
        XCTAssertEqual(try translate().model.values.swiftData.values.isCloudKit, false)
        XCTAssertEqual(try translate(["cloudkit": "true"]).model.values.swiftData.values.isCloudKit, true)
    }

    func test_modelContext_namesEveryClass() throws {
        let model = try translate().model
        XCTAssertEqual(model.values.entities.map(\.values.name), ["Note"])
        XCTAssertEqual(model.values.swiftData.values.classNames, ["Note"])
    }
}
