import Foundation
import ShaleDriver
import ShaleModel
import ShaleTestSupport
import XCTest

/// `oldest-supported-version` (and `--oldest-supported-version`): versions older than the oldest still on users'
/// devices are not judged; and every version name or pattern `shale.yml` writes must match a version.
final class VersionSettingsTests: TemporaryFolderTestCase {
    private func book(_ attributes: [String], before: String = "") -> String {
        before + #"<entity name="Book">"#
            + attributes.map {
                #"<attribute name="\#($0)" optional="YES" attributeType="String"/>"#
            }.joined() + "</entity>"
    }

    /// V1 had Book.notes; V2 removed it (data loss for stores at V1); V3 adds a Shelf.
    private func shop() throws -> String {
        try folder.bundle(
            [
                ("V1", book(["title", "notes"])), ("V2", book(["title"])),
                ("V3", book(["title"], before: #"<entity name="Shelf"/>"#)),
            ], named: "Shop")
    }

    private func config(_ text: String) throws -> String {
        try folder.write(text, to: "shale.yml")
    }

    func test_lint_doesNotJudgeVersionsOlderThanTheOldestSupported() throws {
        let bundle = try shop()
        XCTAssertEqual(LintRun(models: [bundle]).run().status, 1, "stores at V1 lose Book.notes")
        var flagged = LintRun(models: [bundle])
        flagged.oldestSupportedVersion = "V2"
        let flaggedRun = flagged.run()
        XCTAssertEqual(flaggedRun.status, 0, flaggedRun.standardOutput)
        XCTAssertFalse(flaggedRun.standardOutput.contains("migration-data-loss"), flaggedRun.standardOutput)

        let file = try config("oldest-supported-version: \"V2\"\n")
        let configured = LintRun(models: [bundle], configPath: file).run()
        XCTAssertEqual(configured.status, 0, configured.standardOutput)
    }

    func test_diffAndReport_compareOnlySupportedVersions() throws {
        let bundle = try shop()
        var diff = DiffRun(path: bundle)
        diff.failOn = [.destructive]
        XCTAssertEqual(diff.run().status, 1)
        diff.oldestSupportedVersion = "V2"
        let supported = diff.run()
        XCTAssertEqual(supported.status, 0, "\(supported.diagnostics)")
        XCTAssertFalse(supported.standardOutput.contains("V1"), supported.standardOutput)

        diff.oldestSupportedVersion = nil
        diff.lintConfigPath = try config("oldest-supported-version: \"V2\"\n")
        XCTAssertEqual(diff.run().status, 0)

        var report = ReportRun(path: bundle)
        report.diagram = .text
        XCTAssertTrue(report.run().standardOutput.contains("drops the stored data"))
        report.oldestSupportedVersion = "V2"
        let page = report.run()
        XCTAssertEqual(page.status, 0)
        XCTAssertFalse(page.standardOutput.contains("drops the stored data"))
    }

    func test_unknownOldestSupportedVersion_isAnError_withDidYouMean() throws {
        let bundle = try shop()
        var lint = LintRun(models: [bundle])
        lint.oldestSupportedVersion = "v2"
        let flagged = lint.run()
        XCTAssertEqual(flagged.status, 64)
        XCTAssertEqual(
            flagged.diagnostics,
            [
                .error(
                    "'v2' in --oldest-supported-version matches no model version; did you mean 'V2'?", at: nil,
                    hint: #"pass --oldest-supported-version "V2"; the versions are "V1", "V2", "V3""#)
            ])

        let file = try config("oldest-supported-version: \"Version 2\"\n")
        var diff = DiffRun(path: bundle)
        diff.lintConfigPath = file
        let configured = diff.run()
        XCTAssertEqual(configured.status, 64)
        XCTAssertEqual(
            configured.diagnostics.filter { $0.severity == .error },
            [
                .error(
                    "'Version 2' in oldest-supported-version matches no model version",
                    at: SourceLocation(file: file, line: 1, column: 27),
                    hint: #"write oldest-supported-version: "V1"; the versions are "V1", "V2", "V3""#)
            ])
    }

    func test_customMigrations_matchingNothing_areErrors_withCompleteYAMLToPaste() throws {
        let bundle = try shop()
        let file = try config("lint:\n  custom-migrations: [\"Model *\", \"V9\", \"V1\"]\n")
        let run = LintRun(models: [bundle], configPath: file).run()
        XCTAssertEqual(run.status, 64)
        XCTAssertEqual(run.standardOutput, "", "nothing is reported before the configuration is fixed")
        let fix = #"write lint: {custom-migrations: ["V1"]}; the versions are "V1", "V2", "V3""#
        XCTAssertEqual(
            run.diagnostics,
            [
                .error(
                    "'Model *' in lint.custom-migrations matches no model version",
                    at: SourceLocation(file: file, line: 2, column: 23), hint: fix),
                .error(
                    "'V9' in lint.custom-migrations matches no model version; did you mean 'V1'?",
                    at: SourceLocation(file: file, line: 2, column: 34), hint: fix),
            ])
        // A pattern that matches is accepted.
        let patterns = try config("lint:\n  custom-migrations: [\"V*\"]\n")
        XCTAssertEqual(LintRun(models: [bundle], configPath: patterns).run().status, 1, "the data loss remains")
    }

    func test_customMigrationPattern_coversTheVersionsItMatches() throws {
        let typed = #"<entity name="Book"><attribute name="pages" optional="YES" attributeType="Integer 32"/></entity>"#
        let text = #"<entity name="Book"><attribute name="pages" optional="YES" attributeType="String"/></entity>"#
        let bundle = try folder.bundle(
            [
                ("Model 1", typed), ("Model 2", typed + "<entity name=\"Shelf\"/>"),
                ("Model 3", text),
            ], named: "Shop")
        // Straight to the newest, stores at both older versions change the type.
        let before = LintRun(models: [bundle], configPath: try config("migration-path: direct\n")).run()
        XCTAssertTrue(before.standardOutput.contains("[migration-not-inferable]"), before.standardOutput)
        XCTAssertTrue(
            before.standardOutput.contains(
                #"them in shale.yml: lint: {custom-migrations: ["Model 1", "Model 2"]}"#), before.standardOutput)
        let file = try config("migration-path: direct\nlint:\n  custom-migrations: [\"Model *\"]\n")
        let after = LintRun(models: [bundle], configPath: file).run()
        XCTAssertFalse(after.standardOutput.contains("[migration-not-inferable]"), after.standardOutput)
    }
}
