import Foundation
import ShaleTestSupport
import XCTest

/// `shale store` and `shale dump --hashes` as a user runs them.
final class StoreCommandTests: TemporaryFolderTestCase {
    func test_store_namesTheVersion_inTextAndJSON_andUsageErrorsAreClear() throws {
        let pairs = try PackagePaths.shared("momc-pairs/stores/wibosco__CoreDataMigration-Example/8b17c9b619")
        let store = pairs.appendingPathComponent("CoreDataMigration_Example_WAL.sqlite").path
        let model = pairs.appendingPathComponent("CoreDataMigration_Example 4.xcdatamodel").path
        let text = try ShaleProcess.run(["store", store, "--model", model])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.contains(#"written with version "CoreDataMigration_Example 4""#), text.stdout)
        let json = try ShaleProcess.run(["store", store, "--model", model, "--format", "json"])
        XCTAssertTrue(json.stdout.contains(#""matchingVersion": "CoreDataMigration_Example 4""#), json.stdout)
        let metadata = try ShaleProcess.run(["store", store])
        XCTAssertEqual(metadata.status, 0)
        XCTAssertTrue(metadata.stdout.contains("entity version hashes:"), metadata.stdout)
        let format = try ShaleProcess.run(["store", store, "--format", "xml"])
        XCTAssertEqual(format.status, 64)
        XCTAssertTrue(
            format.stderr.contains(
                "The value 'xml' is invalid for '--format <format>'. Please provide one of "
                    + "'text' and 'json'."), format.stderr)
        let notAStore = try ShaleProcess.run(["store", model + "/contents"])
        XCTAssertEqual(notAStore.status, 65, "not a Core Data store")
        XCTAssertTrue(notAStore.stderr.contains("contents: error: not a SQLite database"), notAStore.stderr)
    }

    func test_dumpHashes_printsEveryVersionsChecksum() throws {
        let run = try ShaleProcess.run(["dump", "--hashes", "Golden/Models/Library.xcdatamodeld"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("\"Library\"  checksum "), run.stdout)
        XCTAssertTrue(run.stdout.contains("\"Library 10\" (current)  checksum "), run.stdout)
    }

    func test_lockCheck_onlyWarns_forAnEditThatKeepsEveryHash() throws {
        let book = #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String"/></entity>"#
        let bundle = try folder.bundle([("V1", book)], named: "Shop")
        XCTAssertEqual(try ShaleProcess.run(["lock", bundle]).status, 0)
        let defaulted =
            #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String" "#
            + #"defaultValueString="x"/></entity>"#
        _ = try folder.bundle([("V1", defaulted)], named: "Shop")
        let check = try ShaleProcess.run(["lock", "--check", bundle])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertTrue(
            check.stderr.contains(
                "warning: locked version \"V1\" was edited in place; its version hashes "
                    + "are unchanged"), check.stderr)
    }
}
