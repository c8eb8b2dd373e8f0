import Foundation
import ShaleDriver
import ShaleModel
import ShaleSwiftReader
import ShaleTestSupport
import XCTest

/// `shale freeze` on every version of the ten public SwiftData apps of `../shared/swiftdata-apps`: each version,
/// frozen from the app's Swift sources under another name and read back with the SwiftData reader, has the facts
/// and the entity version hashes of the version it froze: a schema read from SwiftData sources has none of the Core
/// Data features a frozen schema cannot hold, so the one difference is a transformable's transformer, written out as
/// Core Data's default `NSSecureUnarchiveFromData` where the sources name none (not in the hash). Full tier.
final class SwiftDataAppsFreezeTests: TemporaryFolderTestCase {
    /// The plan that orders the versions of the apps whose sources declare several.
    private static let plans = ["01": "MigrationPlan", "04": "UpgradeMigrationPlan", "07": "DataMigrationPlan"]

    func test_everyVersionOfEveryApp_freezesToItsOwnHashes() throws {
        try TestTier.requireFull("every version of every app in swiftdata-apps frozen and read back")
        let apps = try PackagePaths.shared("swiftdata-apps")
        PackagePaths.enterRoot()
        let names = try FileManager.default.contentsOfDirectory(atPath: apps.path)
            .filter { $0.first?.isNumber == true }.sorted()
        var frozen = 0
        for app in names {
            let sources = apps.appendingPathComponent(app + "/src").path
            let plan = Self.plans[String(app.prefix(2))]
            let diagnostics = DiagnosticCollector()
            guard
                let set = SwiftDataReader.read(
                    path: sources, planName: plan,
                    diagnostics: diagnostics)
            else {
                XCTFail("\(app): \(diagnostics.diagnostics.rendered)")
                continue
            }
            for version in set.bundle.versions {
                let file = folder.url.appendingPathComponent("\(app)-\(version.versionName).swift").path
                var freeze = FreezeRun(
                    path: sources, versionName: version.versionName,
                    schemaName: "Frozen" + version.versionName, schemaVersion: "9.0.0",
                    output: file)
                freeze.plan = plan
                let run = freeze.run()
                XCTAssertEqual(run.status, 0, "\(app) \(version.versionName): \(run.diagnostics.rendered)")
                let back = DiagnosticCollector()
                guard let read = SwiftDataReader.read(path: file, diagnostics: back),
                    let frozenVersion = read.bundle.current
                else {
                    XCTFail("\(app) \(version.versionName): \(back.diagnostics.rendered)")
                    continue
                }
                let differences = RoundTripShape(version).differences(to: RoundTripShape(frozenVersion))
                let explained = RoundTripLoss(original: version).explain(differences)
                XCTAssertEqual(
                    explained.filter { $0.loss == nil }.map(\.difference.description), [],
                    "\(app) \(version.versionName)")
                XCTAssertEqual(
                    Set(explained.compactMap(\.loss)).subtracting(["default transformer named"]), [],
                    "\(app) \(version.versionName): only the transformer's name is written out")
                frozen += 1
            }
        }
        print("swiftdata-apps: \(frozen) versions of \(names.count) apps frozen and read back with their hashes")
        XCTAssertGreaterThanOrEqual(frozen, 32)
    }
}
