import Foundation
import ShaleModel
import ShaleSwiftReader
import ShaleTestSupport
import XCTest

/// The ten public SwiftData apps of `../shared/swiftdata-apps` (MANIFEST.tsv) read from their sources: versions in
/// plan order, identifiers, entity counts and what each app is there to show. Under `CI=true` a missing shared
/// folder fails these tests; elsewhere they skip.
final class SwiftDataAppsTests: XCTestCase {
    /// The app's sources read with `plan`, failing the test on errors.
    private func read(
        _ app: String, plan: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> SwiftDataSchemaSet {
        let sources = try PackagePaths.shared("swiftdata-apps").appendingPathComponent(app + "/src").path
        let diagnostics = DiagnosticCollector()
        guard let set = SwiftDataReader.read(path: sources, planName: plan, diagnostics: diagnostics)
        else {
            XCTFail("\(app) did not read: \(diagnostics.diagnostics.rendered)", file: file, line: line)
            throw XCTSkip("unreadable")
        }
        XCTAssertFalse(diagnostics.diagnostics.containsErrors, diagnostics.diagnostics.rendered, file: file, line: line)
        return set
    }

    /// `name: entity count` of every version, in order.
    private func shape(_ set: SwiftDataSchemaSet) -> [String] {
        set.bundle.versions.map {
            "\($0.versionName)=\($0.metadata.userDefinedModelVersionIdentifier ?? "?"): "
                + "\($0.entities.count)"
        }
    }

    func testSwiftDataAnimalsNeedsAPlanAndReadsTheForwardOne() throws {
        let sources = try PackagePaths.shared("swiftdata-apps").appendingPathComponent(
            "01-abegehr-SwiftDataAnimals_Migrations/src"
        ).path
        let diagnostics = DiagnosticCollector()
        guard SwiftDataReader.read(path: sources, diagnostics: diagnostics) == nil,
            diagnostics.failureKind() == .invalidInput
        else {
            return XCTFail("two plans without --plan must stop as input that cannot be read as it is (65)")
        }
        XCTAssertTrue(diagnostics.diagnostics.rendered.contains("'MigrationPlan', 'RollbackMigrationPlan'"))
        let misspelt = DiagnosticCollector()
        XCTAssertNil(SwiftDataReader.read(path: sources, planName: "MigrationPlam", diagnostics: misspelt))
        XCTAssertEqual(misspelt.failureKind(), .usage, "a plan name the sources lack is a usage mistake (64)")
        XCTAssertTrue(
            misspelt.diagnostics.rendered.contains("did you mean 'MigrationPlan'"),
            misspelt.diagnostics.rendered)
        let set = try read("01-abegehr-SwiftDataAnimals_Migrations", plan: "MigrationPlan")
        XCTAssertEqual(shape(set), ["SchemaV1=1.0.0: 2", "SchemaV2=2.0.0: 2"])
        let animal = try XCTUnwrap(set.bundle.versions[1].entity(named: "Animal"))
        let category = try XCTUnwrap(animal.relationships.first { $0.name == "category" })
        XCTAssertEqual(category.destinationEntity, "AnimalCategory")
        // `@Relationship(deleteRule: .cascade, inverse: \Animal.category)` on AnimalCategory.animals pairs both sides.
        XCTAssertEqual(category.inverseName, "animals")
        // `cloudKitDatabase: useCloudKit ? .automatic : .none` in Model.swift: the CloudKit rules apply.
        XCTAssertTrue(set.bundle.versions.allSatisfy(\.metadata.usedWithCloudKit))
        XCTAssertFalse(
            try read("04-tungvt-it-92-swiftdata-migration", plan: "UpgradeMigrationPlan")
                .bundle.versions.contains(where: \.metadata.usedWithCloudKit))
        let rollback = try read("01-abegehr-SwiftDataAnimals_Migrations", plan: "RollbackMigrationPlan")
        XCTAssertEqual(rollback.bundle.versions.map(\.versionName), ["SchemaV2", "SchemaV1"])
    }

    func testVaultReadsThreeVersionsAndSaysWhatItCannotType() throws {
        let sources = try PackagePaths.shared("swiftdata-apps").appendingPathComponent(
            "02-bradleymackey-vault-ios/src"
        ).path
        let diagnostics = DiagnosticCollector()
        guard let set = SwiftDataReader.read(path: sources, diagnostics: diagnostics) else {
            return XCTFail(diagnostics.diagnostics.rendered)
        }
        XCTAssertEqual(
            shape(set),
            [
                "PersistedSchemaV1=1.0.0: 5", "PersistedSchemaV2=2.0.0: 5",
                "PersistedSchemaV3=3.0.0: 5",
            ])
        // PersistedColor is declared outside the copied files: a located warning naming the consequence.
        let warning = try XCTUnwrap(diagnostics.diagnostics.first { $0.message.contains("'PersistedColor'") })
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertTrue(warning.message.contains("hash unverified"))
        XCTAssertGreaterThan(warning.location?.line ?? 0, 0)
        let item = try XCTUnwrap(set.bundle.versions[0].entity(named: "PersistedVaultItem"))
        XCTAssertTrue(item.versionHashUnverified?.contains("PersistedColor") == true)
    }

    func testMixedNestedAndTopLevelModels() throws {
        XCTAssertEqual(
            shape(try read("03-SPConrad-SwiftDataMigrationTest")),
            ["ModelSchemaV1=1.0.0: 1", "ModelSchemaV2=2.0.0: 2"])
        XCTAssertEqual(shape(try read("05-JonnyWalker81-trendy")), ["SchemaV1=1.0.0: 7", "SchemaV2=2.0.0: 6"])
    }

    func testPlansInBothDirections() throws {
        let up = try read("04-tungvt-it-92-swiftdata-migration", plan: "UpgradeMigrationPlan")
        XCTAssertEqual(shape(up), ["SchemaV1=1.0.0: 2", "SchemaV2=2.0.0: 2"])
        XCTAssertEqual(up.plan?.stages.map { "\($0.kind) \($0.from)->\($0.to)" }, ["custom SchemaV1->SchemaV2"])
        // The downgrade plan lists the schemas oldest first but migrates from V2 to V1: a stage against the order.
        let down = try read("04-tungvt-it-92-swiftdata-migration", plan: "DowngradeMigrationPlan")
        XCTAssertEqual(down.bundle.versions.map(\.versionName), ["SchemaV1", "SchemaV2"])
        XCTAssertEqual(down.plan?.stages.map { "\($0.kind) \($0.from)->\($0.to)" }, ["custom SchemaV2->SchemaV1"])
    }

    func testHeckYeahTVResolvesAnExtensionOfATypeAlias() throws {
        let set = try read("06-ehellyer-heck-yeah-tv")
        XCTAssertEqual(
            shape(set),
            [
                "SchemaV1=1.0.0: 4", "SchemaV2=2.0.0: 4", "SchemaV3=3.0.0: 5",
                "SchemaV4=4.0.0: 5",
            ])
        // `extension HeckYeahSchema { @Model final class SchemaVersion }` with `typealias HeckYeahSchema = SchemaV4`:
        // every version lists it, so all four use the one live class.
        let locations = Set(set.bundle.versions.compactMap { $0.entity(named: "SchemaVersion")?.location })
        XCTAssertEqual(locations.count, 1)
        let country = try XCTUnwrap(set.bundle.versions[3].entity(named: "IPTVCountry"))
        XCTAssertEqual(country.fetchIndexes.map { $0.elements.compactMap(\.property) }, [["code"]])
    }

    func testReusableListsDeclaresOneIdentifierTwice() throws {
        let set = try read("07-otaviokz-ReusableLists", plan: "DataMigrationPlan")
        XCTAssertEqual(
            shape(set),
            [
                "DataSchemaV1=1.0.0: 4", "DataSchemaV2=1.0.1: 4", "DataSchemaV3=1.1.0: 4",
                "DataSchemaV4=1.1.0: 4",
            ])
        // The two 1.1.0 schemas differ in their hashes: only those tell them apart.
        XCTAssertNotEqual(set.bundle.versions[2].versionChecksum, set.bundle.versions[3].versionChecksum)
        // The stale plan (Persistence/Extensions) orders the other schemas.
        let stale = try read("07-otaviokz-ReusableLists", plan: "MigrationPlan")
        XCTAssertEqual(stale.bundle.versions.map(\.versionName), ["SchemaV1", "SchemaV2"])
        // `@Attribute(originalName: "creationDate") var timestamp: Date`.
        let list = try XCTUnwrap(set.bundle.versions[3].entity(named: "ToDoList"))
        XCTAssertEqual(list.attributes.first { $0.name == "timestamp" }?.renamingIdentifier, "creationDate")
    }

    func testMyZuriStructSchemasInPlanOrder() throws {
        let set = try read("08-deirdresm-MyZuri")
        XCTAssertEqual(
            shape(set),
            [
                "MyZuriSchemaV1=1.0.0: 1", "MyZuriSchemaV2=2.0.0: 1", "MyZuriSchemaV2p1=2.1.0: 2",
                "MyZuriSchemaV2p2=2.2.0: 2", "MyZuriSchemaV2p3=2.3.0: 2",
            ])
        XCTAssertEqual(set.plan?.stages.count, 4)
        XCTAssertTrue(set.plan?.stages.allSatisfy { $0.kind == "custom" } == true)
    }

    func testNamesReachesLiveTypesFromHistoricalSchemas() throws {
        let sources = try PackagePaths.shared("swiftdata-apps").appendingPathComponent(
            "09-ricardonovelot-Names-3/src"
        ).path
        let diagnostics = DiagnosticCollector()
        guard let set = SwiftDataReader.read(path: sources, diagnostics: diagnostics) else {
            return XCTFail(diagnostics.diagnostics.rendered)
        }
        XCTAssertEqual(
            shape(set),
            [
                "SchemaV1=1.0.0: 4", "SchemaV2=2.0.0: 4", "SchemaV3=3.0.0: 5",
                "SchemaV4=4.0.0: 5", "SchemaV5=5.0.0: 7",
            ])
        XCTAssertEqual(set.plan?.stages.map(\.kind), ["lightweight", "lightweight", "lightweight", "lightweight"])
        // SchemaV4 lists `Note.self`, the top-level (live) Note, whose `contact` reaches the live Contact too.
        XCTAssertTrue(
            diagnostics.diagnostics.contains {
                $0.message.contains("version SchemaV4 reaches two model classes named 'Contact'")
            })
    }

    func testFreezeRayModelsInExtensionsOfNamespaces() throws {
        let set = try read("10-TrinsicVentures-FreezeRay")
        XCTAssertEqual(shape(set), ["AppSchemaV1=1.0.0: 1", "AppSchemaV2=2.0.0: 1", "AppSchemaV3=3.0.0: 2"])
        XCTAssertEqual(
            set.bundle.versions[0].entity(named: "User")?.versionHash,
            "bbf54e4ba2823a88c9d7b39c0494507f5932a4f1c2e3789d309f4175e5af66d2")
    }
}
