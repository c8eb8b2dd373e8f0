import Foundation
import ShaleDriver
import ShaleModel
import ShaleTestSupport
import XCTest

/// `shale freeze` against stores SwiftData wrote: each version of FreezeRay's test app
/// (Tests/Fixtures/SwiftDataStores/FreezeRay, PROVENANCE.md), frozen from its Swift sources into a schema of another
/// name, is the version `shale store` finds wrote that version's store, by Core Data's hashes. The frozen file keeps
/// the hashes of the version it froze.
final class FreezeStoreTests: TemporaryFolderTestCase {
    private let fixture = PackagePaths.root.appendingPathComponent("Tests/Fixtures/SwiftDataStores/FreezeRay")

    func test_frozenVersions_openTheStoresTheyWrote() throws {
        PackagePaths.enterRoot()
        for number in [1, 2] {
            let file = folder.url.appendingPathComponent("FrozenV\(number).swift").path
            var freeze = FreezeRun(
                path: fixture.appendingPathComponent("Sources").path,
                versionName: "AppSchemaV\(number)", schemaName: "FrozenV\(number)",
                schemaVersion: "\(number).0.0", output: file)
            freeze.warningsAsErrors = true
            let frozen = freeze.run()
            XCTAssertEqual(frozen.status, 0, frozen.diagnostics.rendered)
            let text = try String(contentsOfFile: file, encoding: .utf8)
            XCTAssertTrue(text.contains("enum FrozenV\(number): SwiftData.VersionedSchema {"), text)
            XCTAssertFalse(
                text.contains("AppSchemaV\(number).") || text.contains("DataV\(number)."),
                "the frozen file names no type of the sources: \(text)")

            let store = fixture.appendingPathComponent("Stores/App-\(number)_0_0.sqlite").path
            let match = StoreRun(storePath: store, modelPath: file).run()
            XCTAssertEqual(match.status, 0, match.diagnostics.rendered + match.standardOutput)
            XCTAssertTrue(
                match.standardOutput.contains("written with version \"FrozenV\(number)\""),
                match.standardOutput)
        }
    }
}
