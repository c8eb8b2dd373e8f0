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
        [
            change.entity, change.property ?? "", change.field ?? change.kind.rawValue, change.before ?? "",
            change.after ?? "", change.migration.rawValue,
        ].filter { !$0.isEmpty }.joined(separator: " ")
    }

    func test_mastodon_transientAttributeTypeChange_isInferable() throws {
        let found = try changes(
            "mastodon__mastodon-ios/MastodonSDK/Sources/CoreDataStack/CoreData.xcdatamodeld",
            from: "CoreData 6", to: "CoreData 7")
        XCTAssertEqual(
            found.filter { $0.property == "translatedContent" }.map(line),
            ["Status translatedContent type String Transformable lightweight"])
    }

    func test_careKit_newParentEntity_movesPropertiesUp_andWidensDestinations() throws {
        let found = try changes(
            "carekit-apple__CareKit/CareKitStore/CareKitStore/CoreData/CareKitStore.xcdatamodeld",
            from: "CareKitStore2.0", to: "CareKitStore2.1")
        let task = found.filter { $0.entity == "OCKCDTask" }
        XCTAssertEqual(task.first.map(line), "OCKCDTask parentEntity OCKCDTaskBase lightweight")
        XCTAssertTrue(
            task.contains { line($0) == "OCKCDTask title declaringEntity OCKCDTask OCKCDTaskBase lightweight" })
        XCTAssertEqual(
            found.filter { $0.field == "destinationEntity" && $0.entity == "OCKCDScheduleElement" }.map(line),
            ["OCKCDScheduleElement task destinationEntity OCKCDTask OCKCDTaskBase lightweight"])
        XCTAssertEqual(
            found.filter { $0.migration == .custom }.map(line),
            ["OCKCDHealthKitLinkage task destinationEntity OCKCDTask OCKCDHealthKitTask custom"],
            "its links point at OCKCDTask objects, and OCKCDHealthKitTask is a sibling, not an ancestor")
    }

    func test_moody_entitiesLeavingAnAbstractParent_keepTheirInheritedConstraint() throws {
        let found = try changes(
            "objcio__core-data/Migrations/Migrations/Moody.xcdatamodeld", from: "Moody 3", to: "Moody 4")
        XCTAssertEqual(
            found.filter { $0.field == "uniquenessConstraints" }.map(line), [],
            "Continent and Country were unique by the same properties through GeographicRegion")
        XCTAssertEqual(
            found.filter { $0.field == "parentEntity" }.map(line),
            [
                "Continent parentEntity GeographicRegion lightweight",
                "Country parentEntity GeographicRegion lightweight",
            ])
    }

    func test_threema_entityTurningAbstract_isConditional() throws {
        let found = try changes(
            "threema-ch__threema-ios/ThreemaFramework/Persistence/Model/ThreemaData/ThreemaData.xcdatamodeld",
            from: "ThreemaData", to: "ThreemaDataV2")
        XCTAssertEqual(
            found.filter { $0.field == "isAbstract" }.map(line), ["Message isAbstract false true conditional"])
    }

    func test_wibosco_droppedRenamingIDOnAKeptName_losesTheValues_andSaysHowToKeepThem() throws {
        let found = try changes(
            "wibosco__CoreDataMigrationRevised-Example/CoreDataMigration-Example/CoreData/Model/CoreDataMigration_Example.xcdatamodeld",
            from: "CoreDataMigration_Example 2", to: "CoreDataMigration_Example 3")
        let removal = try XCTUnwrap(found.first { $0.kind == .attributeRemoved && $0.property == "hexColor" })
        XCTAssertTrue(removal.isDestructive)
        XCTAssertEqual(
            removal.suggestion?.hasSuffix(#"set its Renaming ID (elementID) to "color" to keep the data"#), true,
            removal.suggestion ?? "no suggestion")
    }

    private let woocommerce = "woocommerce__woocommerce-ios/Storage/Storage/Model/WooCommerce.xcdatamodeld"

    /// woocommerce-ios's MIGRATIONS.md records these steps without a mapping model, and its MigrationTests run them.
    func test_woocommerce_shippedNumericTypeChanges_areInferred_asItShippedThem() throws {
        let stock = try changes(woocommerce, from: "Model 45", to: "Model 46")
        XCTAssertEqual(
            stock.map(line), ["ProductVariation stockQuantity type Integer 64 Decimal lightweight"],
            "Integer 64 → Decimal, its default 0 unchanged as a value")
        XCTAssertEqual(stock.first?.evidence, .typeNumeric)
        let amount = try changes(woocommerce, from: "Model 87", to: "Model 88")
        XCTAssertEqual(amount.map(line), ["OrderGiftCard amount type Integer 64 Double lightweight"])
    }

    func test_woocommerce_secureUnarchiveTransformer_keepsValuesReadable() throws {
        let found = try changes(woocommerce, from: "Model 35", to: "Model 36").filter { $0.field == "transformer" }
        XCTAssertEqual(found.count, 6)
        XCTAssertTrue(
            found.allSatisfy { $0.evidence == .transformerKeyedArchive && $0.migration == .none },
            found.map(line).joined(separator: "\n"))
    }

    func test_energy_installShotsNarrowedToANewSubentity_needEmptyLinks() throws {
        let found = try changes(
            "artsy__energy-legacy/Resources/CoreData/ArtsyPartner.xcdatamodeld",
            from: "ArtsyFolio v2.0", to: "ArtsyFolio v2.1")
        let narrowed = try XCTUnwrap(found.first { $0.field == "destinationEntity" })
        XCTAssertEqual(line(narrowed), "Show installationImages destinationEntity Image InstallShotImage conditional")
        XCTAssertEqual(narrowed.evidence, .destinationNarrowed)
        XCTAssertNotNil(narrowed.unverified)
        XCTAssertEqual(
            narrowed.condition?.hasPrefix("InstallShotImage is new in this version"), true,
            narrowed.condition ?? "")
    }
}
