import Foundation
import ShaleDiff
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// The verdicts of `MigrationVerdictTests` on the real bundles of `../shared/corpus` that show them.
final class CorpusMigrationVerdictTests: XCTestCase {
    /// The changes from version `from` to version `to` of the corpus bundle at `path` (under `models/`).
    private func changes(_ path: String, from: String, to: String) throws -> [ModelChange] {
        let corpus = try PackagePaths.shared("corpus")
        let loaded = ModelLoader.load(path: corpus.appendingPathComponent("models/" + path).path, scope: .allVersions)
        let bundle = try XCTUnwrap(loaded.bundle, loaded.diagnostics.rendered)
        let old = try XCTUnwrap(bundle.versions.first { $0.versionName == from })
        let new = try XCTUnwrap(bundle.versions.first { $0.versionName == to })
        return ModelDiff.changes(from: old, to: new)
    }

    private func line(_ change: ModelChange) -> String {
        [change.entity, change.property ?? "", change.field ?? change.kind.rawValue, change.before ?? "",
         change.after ?? "", change.migration.rawValue].filter { !$0.isEmpty }.joined(separator: " ")
    }

    func test_mastodon_transientAttributeTypeChange_isInferable() throws {
        let found = try changes("mastodon__mastodon-ios/MastodonSDK/Sources/CoreDataStack/CoreData.xcdatamodeld",
                                from: "CoreData 6", to: "CoreData 7")
        XCTAssertEqual(found.filter { $0.property == "translatedContent" }.map(line),
                       ["Status translatedContent type String Transformable lightweight"])
    }

    func test_careKit_newParentEntity_movesPropertiesUp_andWidensDestinations() throws {
        let found = try changes("carekit-apple__CareKit/CareKitStore/CareKitStore/CoreData/CareKitStore.xcdatamodeld",
                                from: "CareKitStore2.0", to: "CareKitStore2.1")
        let task = found.filter { $0.entity == "OCKCDTask" }
        XCTAssertEqual(task.first.map(line), "OCKCDTask parentEntity OCKCDTaskBase lightweight")
        XCTAssertTrue(task.contains { line($0) == "OCKCDTask title declaringEntity OCKCDTask OCKCDTaskBase lightweight" })
        XCTAssertEqual(found.filter { $0.field == "destinationEntity" && $0.entity == "OCKCDScheduleElement" }.map(line),
                       ["OCKCDScheduleElement task destinationEntity OCKCDTask OCKCDTaskBase lightweight"])
        XCTAssertEqual(found.filter { $0.migration == .custom }.map(line),
                       ["OCKCDHealthKitLinkage task destinationEntity OCKCDTask OCKCDHealthKitTask custom"],
                       "its links point at OCKCDTask objects, and OCKCDHealthKitTask is a sibling, not an ancestor")
    }

    func test_moody_entitiesLeavingAnAbstractParent_keepTheirInheritedConstraint() throws {
        let found = try changes("objcio__core-data/Migrations/Migrations/Moody.xcdatamodeld", from: "Moody 3", to: "Moody 4")
        XCTAssertEqual(found.filter { $0.field == "uniquenessConstraints" }.map(line), [],
                       "Continent and Country were unique by the same properties through GeographicRegion")
        XCTAssertEqual(found.filter { $0.field == "parentEntity" }.map(line),
                       ["Continent parentEntity GeographicRegion lightweight", "Country parentEntity GeographicRegion lightweight"])
    }

    func test_threema_entityTurningAbstract_isConditional() throws {
        let found = try changes("threema-ch__threema-ios/ThreemaFramework/Persistence/Model/ThreemaData/ThreemaData.xcdatamodeld",
                                from: "ThreemaData", to: "ThreemaDataV2")
        XCTAssertEqual(found.filter { $0.field == "isAbstract" }.map(line), ["Message isAbstract false true conditional"])
    }

    func test_wibosco_droppedRenamingIDOnAKeptName_losesTheValues_andSaysHowToKeepThem() throws {
        let found = try changes(
            "wibosco__CoreDataMigrationRevised-Example/CoreDataMigration-Example/CoreData/Model/CoreDataMigration_Example.xcdatamodeld",
            from: "CoreDataMigration_Example 2", to: "CoreDataMigration_Example 3")
        let removal = try XCTUnwrap(found.first { $0.kind == .attributeRemoved && $0.property == "hexColor" })
        XCTAssertTrue(removal.isDestructive)
        XCTAssertEqual(removal.suggestion?.hasSuffix(#"set its Renaming ID (elementID) to "color" to keep the data"#), true,
                       removal.suggestion ?? "no suggestion")
    }
}
