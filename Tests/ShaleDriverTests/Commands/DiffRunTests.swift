import Foundation
import ShaleDriver
import ShaleTestSupport
import XCTest

/// `DiffRun`, the pipeline behind `shale diff`: report, exit statuses and `--fail-on`.
final class DiffRunTests: TemporaryFolderTestCase {
    private let library = "Golden/Models/Library.xcdatamodeld"

    override func setUpWithError() throws {
        try super.setUpWithError()
        PackagePaths.enterRoot()
    }

    func test_textReport_isTheGoldenReport_andChangesExitWith1OnlyWhenAsked() throws {
        let golden = try String(
            contentsOf: PackagePaths.golden.appendingPathComponent(
                "Generated/migration-Library/reports/Library migration.txt"), encoding: .utf8)
        var diff = DiffRun(path: library)
        let plain = diff.run()
        XCTAssertEqual(plain.events, [.standardOutput(golden)])
        XCTAssertEqual(plain.status, 0)
        diff.exitsWithChanges = true
        XCTAssertEqual(diff.run().status, CommandOutput.failure, "as git diff --exit-code")
    }

    func test_failOnDestructive_isOneErrorAtTheChange_afterTheReport() throws {
        var diff = DiffRun(path: library)
        diff.failOn = [.destructive]
        let result = diff.run()
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.standardOutput.isEmpty, "the report is still printed")
        XCTAssertEqual(result.diagnostics.map(\.message), ["1 change loses data (--fail-on destructive)"])
        XCTAssertEqual(
            result.diagnostics.first?.location?.file,
            "Golden/Models/Library.xcdatamodeld/Library.xcdatamodel/contents")
    }

    func test_unknownFormat_isAUsageError_listingExactlyTheFormatsHelpNames() throws {
        var diff = DiffRun(path: library)
        diff.format = "html"
        let result = diff.run()
        XCTAssertEqual(result.status, CommandOutput.usage)
        XCTAssertEqual(
            result.events,
            [
                .usageError(
                    "unknown format 'html'; --format takes text, markdown, swift, mermaid, json, sarif, github, junit")
            ])
        diff.format = "markdwn"
        XCTAssertEqual(
            diff.run().events,
            [
                .usageError(
                    "unknown format 'markdwn'; did you mean 'markdown'?; "
                        + "--format takes text, markdown, swift, mermaid, json, sarif, github, junit")
            ])
    }

    func test_output_writesTheFile_insteadOfStandardOutput() throws {
        var diff = DiffRun(path: library)
        diff.format = "swift"
        diff.output = folder.url.appendingPathComponent("LibraryMigration.swift").path
        let result = diff.run()
        XCTAssertEqual(result.events, [])
        let golden = try String(
            contentsOf: PackagePaths.golden.appendingPathComponent(
                "Generated/migration-Library/reports/LibraryMigration.swift"), encoding: .utf8)
        XCTAssertEqual(try String(contentsOfFile: try XCTUnwrap(diff.output), encoding: .utf8), golden)
    }
}
