import ShaleTestSupport
import XCTest

final class TestTierTests: XCTestCase {
    func test_tier_isFastByDefault_fullWhenAsked_andAMistakeFails() throws {
        XCTAssertEqual(try TestTier.current(environment: [:]), .fast)
        XCTAssertEqual(try TestTier.current(environment: ["SHALE_TESTS": ""]), .fast)
        XCTAssertEqual(try TestTier.current(environment: ["SHALE_TESTS": "fast"]), .fast)
        XCTAssertEqual(try TestTier.current(environment: ["SHALE_TESTS": "full", "CI": "true"]), .full)
        XCTAssertThrowsError(try TestTier.current(environment: ["SHALE_TESTS": "ful"])) { error in
            XCTAssertTrue(error is TierMisconfigured, "\(error)")
            XCTAssertTrue("\(error)".contains("SHALE_TESTS=ful is not a tier"), "\(error)")
        }
    }

    func test_ciWithoutTheVariable_fails_insteadOfRunningTheFastTier() {
        for call in [
            { _ = try TestTier.current(environment: ["CI": "true"]) },
            { try TestTier.requireFull("x", environment: ["CI": "true"]) },
            { _ = try TestTier.corpus(["a"], environment: ["CI": "true"]) },
        ] {
            XCTAssertThrowsError(try call()) { error in
                XCTAssertTrue(error is TierMisconfigured, "\(error)")
                XCTAssertTrue("\(error)".contains("CI=true but SHALE_TESTS is not set"), "\(error)")
            }
        }
    }

    func test_requireFull_skipsTheFastTier_namingTheVariable_andPassesTheFullOne() throws {
        XCTAssertThrowsError(try TestTier.requireFull("a browser", environment: [:])) { error in
            XCTAssertTrue(error is XCTSkip, "\(error)")
            XCTAssertTrue(
                "\(error)".contains("full tier only (a browser): run it with SHALE_TESTS=full swift test"),
                "\(error)")
        }
        XCTAssertNoThrow(try TestTier.requireFull("a browser", environment: ["SHALE_TESTS": "full"]))
    }

    func test_corpus_isTheSampleInTheFastTier_andEverythingInTheFullOne() throws {
        let paths = [
            "/s/corpus/models/OpenEmu__OpenEmu/OpenEmu/OEDatabase.xcdatamodeld",
            "/s/corpus/models/woocommerce__woocommerce-ios/Storage/WooCommerce.xcdatamodeld",
            "alhoqbani__AppleSample-iPhoneCoreDataRecipes/Recipes/Recipes.xcdatamodeld",
            "x/OpenEmu__OpenEmu2/M.xcdatamodel",
        ]
        XCTAssertEqual(try TestTier.corpus(paths, environment: [:]), [paths[0], paths[2]])
        XCTAssertEqual(try TestTier.corpus(paths, environment: ["SHALE_TESTS": "full"]), paths)
        XCTAssertEqual(try TestTier.atLeast(full: 100, fast: 3, environment: [:]), 3)
        XCTAssertEqual(try TestTier.atLeast(full: 100, fast: 3, environment: ["SHALE_TESTS": "full"]), 100)
    }

    /// The sample names folders the corpus holds: a renamed folder would quietly shrink the fast tier's share.
    func test_everySampleFolder_isInTheCorpus() throws {
        let models = try PackagePaths.shared("corpus").appendingPathComponent("models")
        for folder in TestTier.corpusSample {
            XCTAssertTrue(FileManager.default.fileExists(atPath: models.appendingPathComponent(folder).path), folder)
        }
    }
}
