import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// Generated code holds what momc compiles, not what the file literally says: transformer constants by their value,
/// and fetch request options left out of the file on (Core Data's defaults).
final class CompiledValuesOutputTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private let model = """
        <entity name="Note" representedClassName="Note">
            <attribute name="body" optional="YES" attributeType="String"/>
            <attribute name="tags" optional="YES" attributeType="Transformable" \
        valueTransformerName="NSSecureUnarchiveFromDataTransformerName" customClassName="[String]"/>
        </entity>
        <fetchRequest name="allNotes" entity="Note"/>
        <fetchRequest name="noteBodies" entity="Note" resultType="2"/>
        """

    /// Every Swift file the set writes for `model`, joined.
    private func swift(_ templates: String) throws -> String {
        let path = try folder.model(model)
        let collector = DiagnosticCollector()
        let files = Generator.render(
            GenerationJob(modelPath: path, templates: templates, options: [:]),
            diagnostics: collector)
        XCTAssertEqual(collector.diagnostics.filter { $0.severity == .error }, [], templates)
        return try XCTUnwrap(files, templates).filter { $0.path.hasSuffix(".swift") }.map(\.contents)
            .joined(separator: "\n")
    }

    func test_coreDataModelBuilder_namesTheCompiledTransformer() throws {
        let code = try swift("coredata")
        XCTAssertTrue(code.contains(#"attribute.valueTransformerName = "NSSecureUnarchiveFromData""#), code)
        XCTAssertFalse(code.contains("NSSecureUnarchiveFromDataTransformerName"), code)
    }

    func test_coreDataFetchRequests_haveCoreDataDefaults_forOptionsTheFileLeavesOut() throws {
        let code = try swift("coredata")
        for option in [
            "includesSubentities", "includesPropertyValues", "includesPendingChanges",
            "returnsObjectsAsFaults",
        ] {
            XCTAssertTrue(code.contains("requestallNotesFetchRequest.\(option) = true"), option)
        }
        XCTAssertTrue(code.contains("requestnoteBodiesFetchRequest.includesPendingChanges = false"), code)
        XCTAssertTrue(code.contains("requestallNotesFetchRequest.returnsDistinctResults = false"), code)
    }

    func test_swiftDataTransformableAttribute_namesTheCompiledTransformer() throws {
        let code = try swift("swiftdata")
        XCTAssertTrue(code.contains(#".transformable(by: "NSSecureUnarchiveFromData")"#), code)
    }
}
