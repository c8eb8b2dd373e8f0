import Foundation
import ShaleTestSupport
import XCTest

/// `shale diff` and `shale lock` as CI runs them: formats, exit codes, and locked versions.
final class DiffAndLockCommandTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private let library = "Golden/Models/Library.xcdatamodeld"
    private let book = #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String"/></entity>"#

    func test_diff_printsTheGoldenTextReport_andJSON() throws {
        let text = try ShaleProcess.run(["diff", library])
        XCTAssertEqual(text.status, 0, text.stderr)
        let golden = try String(
            contentsOf: PackagePaths.golden.appendingPathComponent(
                "Generated/migration-Library/reports/Library migration.txt"), encoding: .utf8)
        XCTAssertEqual(text.stdout, golden)
        let json = try ShaleProcess.run(["diff", library, "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertTrue(json.stdout.contains(#""schemaVersion": 3"#), json.stdout)
    }

    func test_diff_exitCodes_sayWhetherAnythingChanged() throws {
        let same = try folder.bundle([("V1", book), ("V2", book)], named: "Same")
        XCTAssertEqual(try ShaleProcess.run(["diff", same, "--exit-code"]).status, 0)
        XCTAssertEqual(try ShaleProcess.run(["diff", library, "--exit-code"]).status, 1, "as git diff --exit-code")
        XCTAssertEqual(try ShaleProcess.run(["diff", library]).status, 0, "without --exit-code changes are success")
    }

    func test_diff_failOn_blocksWhatATeamForbids() throws {
        let destructive = try ShaleProcess.run(["diff", library, "--fail-on", "destructive"])
        XCTAssertEqual(destructive.status, 1)
        XCTAssertTrue(
            destructive.stderr.contains("error: 1 change loses data (--fail-on destructive)"), destructive.stderr)
        XCTAssertTrue(destructive.stderr.contains("contents:"), "the error points at the change: \(destructive.stderr)")
        let safe = try folder.bundle([("V1", book), ("V2", book + #"<entity name="Shelf"/>"#)], named: "Safe")
        XCTAssertEqual(
            try ShaleProcess.run(["diff", safe, "--fail-on", "destructive", "--fail-on", "custom"]).status, 0)
        XCTAssertEqual(try ShaleProcess.run(["diff", safe, "--fail-on", "any"]).status, 1)
    }

    func test_diff_output_writesTheSwiftScaffolding_onlyWhenItChanges() throws {
        let file = folder.url.appendingPathComponent("LibraryMigration.swift").path
        XCTAssertEqual(try ShaleProcess.run(["diff", library, "--format", "swift", "--output", file]).status, 0)
        let golden = try String(
            contentsOf: PackagePaths.golden.appendingPathComponent(
                "Generated/migration-Library/reports/LibraryMigration.swift"), encoding: .utf8)
        XCTAssertEqual(FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) }, golden)
        let before = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        XCTAssertEqual(try ShaleProcess.run(["diff", library, "--format", "swift", "--output", file]).status, 0)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date, before)
    }

    func test_diff_badInput_isOneClearError() throws {
        let version = try ShaleProcess.run(["diff", library, "--from", "Library 7"])
        XCTAssertEqual(version.status, 64, "a version name that matches nothing is a usage error")
        XCTAssertTrue(
            version.stderr.contains(
                "error: there is no model version named 'Library 7'; did you mean "
                    + "'Library 2', 'Library' or 'Library 10'?"), version.stderr)
        XCTAssertTrue(
            version.stderr.contains(
                "pass --from one of the bundle's 3 versions: 'Library', 'Library 2', "
                    + "'Library 10'"), version.stderr)
        let format = try ShaleProcess.run(["diff", library, "--format", "html"])
        XCTAssertEqual(format.status, 64)
        XCTAssertTrue(
            format.stderr.hasPrefix(
                "Error: unknown format 'html'; --format takes text, markdown, swift, "
                    + "mermaid, json, sarif, github, junit\n"), format.stderr)
        XCTAssertFalse(format.stderr.contains("manifest.yml"), "a usage error, not one of the template set's")
        let help = try ShaleProcess.run(["diff", "--help"])
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(
            words.contains(
                "(values: text, markdown, swift, mermaid, json, sarif, github, junit; "
                    + "default: text)"),
            "--help lists the same formats: " + help.stdout)
        XCTAssertEqual(format.stdout, "")
    }

    func test_lock_thenCheck_passes_untilAShippedVersionIsEditedInPlace() throws {
        let bundle = try folder.bundle([("V1", book)], named: "Shop")
        let lock = try ShaleProcess.run(["lock", bundle])
        XCTAssertEqual(lock.status, 0, lock.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: bundle + ".lock"))
        XCTAssertEqual(try ShaleProcess.run(["lock", "--check", bundle]).status, 0)

        // A new version is fine, and `shale lock` adds it.
        _ = try folder.bundle([("V1", book), ("V2", book + #"<entity name="Shelf"/>"#)], named: "Shop")
        let added = try ShaleProcess.run(["lock", "--check", bundle])
        XCTAssertEqual(added.status, 0, added.stderr)
        XCTAssertTrue(added.stdout.contains("not locked yet (V2)"), added.stdout)
        XCTAssertEqual(try ShaleProcess.run(["lock", bundle]).status, 0)

        // Editing V1 in place fails the check, names the entity, and `shale lock` refuses to accept it.
        _ = try folder.bundle(
            [
                ("V1", #"<entity name="Book"><attribute name="title" attributeType="String"/></entity>"#),
                ("V2", book + #"<entity name="Shelf"/>"#),
            ], named: "Shop")
        let edited = try ShaleProcess.run(["lock", "--check", bundle])
        XCTAssertEqual(edited.status, 1)
        XCTAssertTrue(
            edited.stderr.contains(#"locked version "V1" was edited in place and its version hashes changed"#)
                && edited.stderr.contains("Book ('title' changed)"), edited.stderr)
        let lockBefore = FileManager.default.contents(atPath: bundle + ".lock")
        XCTAssertEqual(try ShaleProcess.run(["lock", bundle]).status, 1)
        XCTAssertEqual(
            FileManager.default.contents(atPath: bundle + ".lock"), lockBefore, "a refused lock writes nothing")
        XCTAssertEqual(try ShaleProcess.run(["lock", "--force", bundle]).status, 0)
        XCTAssertEqual(try ShaleProcess.run(["lock", "--check", bundle]).status, 0)
    }

    func test_theReadmeCIChecks_passOnTheExampleModel() throws {
        let diff = try ShaleProcess.run([
            "diff", "Examples/Bookshelf.xcdatamodeld", "--fail-on", "destructive",
            "--fail-on", "custom",
        ])
        XCTAssertEqual(diff.status, 0, diff.stderr)
        let lock = try ShaleProcess.run(["lock", "--check", "Examples/Bookshelf.xcdatamodeld"])
        XCTAssertEqual(lock.status, 0, lock.stderr + "\nrun `swift run shale lock Examples/Bookshelf.xcdatamodeld`")
    }

    func test_lockCheck_withoutALockFile_saysHowToMakeOne() throws {
        let bundle = try folder.bundle([("V1", book)], named: "Unlocked")
        let check = try ShaleProcess.run(["lock", "--check", bundle])
        XCTAssertEqual(check.status, 65, "no lock file to check against")
        XCTAssertTrue(check.stderr.contains("Unlocked.xcdatamodeld.lock: error: there is no lock file"), check.stderr)
        XCTAssertTrue(check.stderr.contains("run `shale lock`"), check.stderr)
    }
}
