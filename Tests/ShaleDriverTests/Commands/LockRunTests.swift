import Foundation
import ShaleDriver
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// `LockRun`, the pipeline behind `shale lock`: writing the lock, and checking shipped versions against it.
final class LockRunTests: TemporaryFolderTestCase {
    private let book = #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String"/></entity>"#

    func test_lock_writesOnce_thenCheckPasses_andNamesNewVersions() throws {
        let bundle = try folder.bundle([("V1", book)], named: "Shop")
        XCTAssertEqual(
            LockRun(path: bundle).run().events,
            [.standardOutput("shale: wrote \(bundle).lock (1 versions)\n")])
        XCTAssertEqual(LockRun(path: bundle).run().standardOutput, "shale: unchanged \(bundle).lock (1 versions)\n")
        XCTAssertEqual(LockRun(path: bundle, check: true).run(), CommandOutput())

        _ = try folder.bundle([("V1", book), ("V2", book + #"<entity name="Shelf"/>"#)], named: "Shop")
        let check = LockRun(path: bundle, check: true).run()
        XCTAssertEqual(check.status, 0)
        XCTAssertEqual(
            check.standardOutput,
            "shale: 1 version is not locked yet (V2); run `shale lock` when they ship\n")
    }

    func test_check_failsWhenALockedVersionIsEditedInPlace() throws {
        let bundle = try folder.bundle([("V1", book)], named: "Shop")
        XCTAssertEqual(LockRun(path: bundle).run().status, 0)
        _ = try folder.bundle([("V1", book + #"<entity name="Shelf"/>"#)], named: "Shop")
        let check = LockRun(path: bundle, check: true).run()
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.standardOutput, "")
        XCTAssertEqual(check.diagnostics.count, 1)
        XCTAssertEqual(
            check.diagnostics[0].message,
            #"locked version "V1" was edited in place and its version "#
                + "hashes changed, so stores it wrote no longer open with it: entity Shelf added")
        XCTAssertEqual(LockRun(path: bundle, force: true).run().status, 0, "--force accepts the edit")
        XCTAssertEqual(LockRun(path: bundle, check: true).run().status, 0)
    }

    func test_check_withoutALockFile_isOneError() throws {
        let bundle = try folder.bundle([("V1", book)], named: "Shop")
        let check = LockRun(path: bundle, check: true).run()
        XCTAssertEqual(check.status, CommandOutput.invalidInput)
        XCTAssertEqual(check.diagnostics.map(\.message), ["there is no lock file"])
        XCTAssertEqual(check.diagnostics.first?.location?.file, bundle + ".lock")
    }
}
