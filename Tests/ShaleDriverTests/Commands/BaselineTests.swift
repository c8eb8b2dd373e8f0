import Foundation
import ShaleDriver
import ShaleModel
import ShaleTestSupport
import XCTest

/// Baselines (`--write-baseline`, `--baseline`, `lint.baseline`): a mature model adopts `shale lint` and `shale diff
/// --fail-on` by accepting today's findings, and then fails only on new ones.
final class BaselineTests: TemporaryFolderTestCase {
    private func book(_ attributes: [String], before: String = "") -> String {
        before + #"<entity name="Book">"#
            + attributes.map {
                #"<attribute name="\#($0)" optional="YES" attributeType="String"/>"#
            }.joined() + "</entity>"
    }

    /// V1 has Book.notes, V2 removed it: one `migration-data-loss` error that a team has accepted.
    private func shop(_ versions: [(String, String)]? = nil) throws -> String {
        try folder.bundle(versions ?? [("V1", book(["title", "notes"])), ("V2", book(["title"]))], named: "Shop")
    }

    private var baselinePath: String { folder.url.appendingPathComponent("ci/lint-baseline.json").path }

    private func lint(_ bundle: String, baseline: String? = nil, writing: String? = nil) -> CommandOutput {
        var run = LintRun(models: [bundle])
        run.baseline = baseline
        run.writesBaseline = writing
        return run.run()
    }

    func test_lintBaseline_acceptsTodaysFindings_andFailsOnExactlyTheNewOne() throws {
        let bundle = try shop()
        XCTAssertEqual(lint(bundle).status, 1, "the data loss fails without a baseline")
        let written = lint(bundle, writing: baselinePath)
        XCTAssertEqual(written.status, 0)
        XCTAssertEqual(written.standardError, "shale lint: wrote baseline \(baselinePath) (1 entry)\n")
        XCTAssertEqual(
            try String(contentsOfFile: baselinePath, encoding: .utf8),
            """
            {
              "entries": [
                {
                  "entity": "Book",
                  "message": "attribute Book.notes removed drops the stored data of stores at \\"…\\" when they \
            migrate to \\"…\\"",
                  "model": "../Shop.xcdatamodeld",
                  "property": "notes",
                  "rule": "migration-data-loss",
                  "version": "V1"
                }
              ],
              "schemaVersion": 1
            }

            """)
        let accepted = lint(bundle, baseline: baselinePath)
        XCTAssertEqual(accepted.status, 0)
        XCTAssertEqual(accepted.standardOutput, "")
        XCTAssertTrue(accepted.standardError.hasSuffix(", 1 more in the baseline\n"), accepted.standardError)

        // Unrelated edits (a new entity shifts every line) and a new version that removes another attribute.
        _ = try shop([
            ("V1", book(["title", "notes"])), ("V2", book(["title"], before: "<entity name=\"Shelf\"/>")),
            ("V3", book([], before: "<entity name=\"Shelf\"/>")),
        ])
        let broken = lint(bundle, baseline: baselinePath)
        XCTAssertEqual(broken.status, 1)
        let reported = broken.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(reported.count, 1, broken.standardOutput)
        XCTAssertTrue(reported[0].contains("attribute Book.title removed drops the stored data"), "\(reported)")
        XCTAssertEqual(broken.diagnostics.filter { $0.severity != .note }, [])
    }

    func test_aFailingRunWithoutBaseline_saysHowToAdoptLint_whenShippedVersionsFailIt() throws {
        // V1 → V2 dropped notes long ago; V3, the current version, adds an entity.
        let history = [
            ("V1", book(["title", "notes"])), ("V2", book(["title"])),
            ("V3", book(["title"], before: "<entity name=\"Shelf\"/>")),
        ]
        let bundle = try shop(history)
        let failing = lint(bundle)
        XCTAssertEqual(failing.status, 1)
        XCTAssertEqual(
            failing.diagnostics.last,
            .note(
                "the finding failing this run is in versions that have shipped", at: nil,
                hint: "to adopt shale lint on a model with a history, accept them once: run 'shale lint \(bundle) "
                    + "--write-baseline lint-baseline.json' and commit the file, then pass --baseline "
                    + "lint-baseline.json (or set baseline: under lint: in shale.yml), so that only new findings fail; "
                    + "--oldest-supported-version leaves out the versions no longer on users' devices"))
        // Not with a baseline.
        XCTAssertEqual(lint(bundle, writing: baselinePath).status, 0)
        XCTAssertFalse(lint(bundle, baseline: baselinePath).diagnostics.rendered.contains("to adopt shale lint"))
        // Not for the change being made, the step into the current version: a baseline is not for what a team can
        // still change. V4 drops title; that loss is located in V3, the current version's predecessor.
        let changing = try shop(history + [("V4", book([], before: "<entity name=\"Shelf\"/>"))])
        let current = lint(changing, baseline: baselinePath)
        XCTAssertEqual(current.status, 1)
        XCTAssertTrue(current.standardOutput.contains("attribute Book.title removed"), current.standardOutput)
        XCTAssertFalse(current.diagnostics.rendered.contains("to adopt shale lint"), current.diagnostics.rendered)
        try FileManager.default.removeItem(atPath: baselinePath)
        let both = lint(changing)
        XCTAssertEqual(
            both.diagnostics.last?.message, "1 of the 2 findings failing this run is in versions that have shipped")
        // Nor on the direct path, where every comparison reaches the current version.
        var direct = LintRun(models: [bundle])
        direct.migrationPath = "direct"
        let jumps = direct.run()
        XCTAssertEqual(jumps.status, 1)
        XCTAssertFalse(jumps.diagnostics.rendered.contains("to adopt shale lint"), jumps.diagnostics.rendered)
    }

    func test_lintBaseline_namesTheEntriesThatNoLongerOccur() throws {
        let bundle = try shop()
        XCTAssertEqual(lint(bundle, writing: baselinePath).status, 0)
        _ = try shop([
            ("V1", book(["title", "notes"])),
            ("V2", book(["title", "notes"], before: "<entity name=\"Shelf\"/>")),
        ])
        let fixed = lint(bundle, baseline: baselinePath)
        XCTAssertEqual(fixed.status, 0)
        XCTAssertEqual(
            fixed.diagnostics,
            [
                .note(
                    "baseline entry no longer occurs: migration-data-loss Book.notes (V1): attribute Book.notes removed drops "
                        + "the stored data of stores at \"…\" when they migrate to \"…\" in ../Shop.xcdatamodeld",
                    at: SourceLocation(file: baselinePath),
                    hint:
                        "1 fixed since the baseline was written; run `shale lint --write-baseline \(baselinePath)` to drop "
                        + "them")
            ])
    }

    func test_missingBaseline_isAnError_notAnEmptyBaseline() throws {
        let bundle = try shop()
        let missing = lint(bundle, baseline: baselinePath)
        XCTAssertEqual(missing.status, 65)
        XCTAssertEqual(missing.standardOutput, "", "nothing is linted")
        XCTAssertEqual(missing.diagnostics.map(\.location), [SourceLocation(file: baselinePath)])
        XCTAssertEqual(missing.diagnostics.first?.message, "the baseline file does not exist or cannot be read")
    }

    func test_configurationBaseline_isRelativeToTheConfigurationsFolder() throws {
        let bundle = try shop()
        XCTAssertEqual(lint(bundle, writing: baselinePath).status, 0)
        let config = try folder.write("lint:\n  baseline: ci/lint-baseline.json\n", to: "shale.yml")
        let run = LintRun(models: [bundle], configPath: config).run()
        XCTAssertEqual(run.status, 0, "\(run.diagnostics)")
        try FileManager.default.removeItem(atPath: baselinePath)
        XCTAssertEqual(LintRun(models: [bundle], configPath: config).run().status, 65)
    }

    func test_reportPage_leavesOutWhatTheConfigurationsBaselineAccepts_asLintDoes() throws {
        let bundle = try shop()
        let config = try folder.write("lint:\n  baseline: ci/lint-baseline.json\n", to: "shale.yml")
        func page() -> CommandOutput {
            var report = ReportRun(path: bundle)
            report.diagram = .text
            report.lintConfigPath = config
            return report.run()
        }
        // A baseline shale.yml names but nobody wrote stops the page, as it stops `shale lint`.
        let missing = page()
        XCTAssertEqual(missing.status, 65)
        XCTAssertEqual(missing.standardOutput, "")
        XCTAssertEqual(missing.diagnostics.first?.message, "the baseline file does not exist or cannot be read")

        XCTAssertEqual(lint(bundle, writing: baselinePath).status, 0)
        let accepted = page()
        XCTAssertEqual(accepted.status, 0, "\(accepted.diagnostics)")
        XCTAssertFalse(accepted.standardOutput.contains("migration-data-loss"), "the accepted data loss is not listed")
        XCTAssertTrue(
            accepted.standardOutput.contains("0 errors, 0 warnings, 0 infos: what shale lint reports"),
            accepted.standardOutput)
        XCTAssertTrue(
            accepted.standardOutput.contains(
                "1 more finding accepted in the baseline ci/lint-baseline.json, as shale lint leaves it out."),
            accepted.standardOutput)

        // A new data loss is listed; the accepted one still is not.
        _ = try shop([("V1", book(["title", "notes"])), ("V2", book(["title"])), ("V3", book([]))])
        let html = page().standardOutput
        XCTAssertTrue(html.contains("attribute Book.title removed drops the stored data"), html)
        XCTAssertFalse(html.contains("attribute Book.notes removed drops the stored data"), html)
    }

    func test_diffBaseline_acceptsKnownFailOnMatches_andFailsOnANewOne() throws {
        let bundle = try shop()
        var diff = DiffRun(path: bundle)
        diff.failOn = [.destructive]
        XCTAssertEqual(diff.run().status, 1)

        var record = diff
        record.writesBaseline = folder.url.appendingPathComponent("diff-baseline.json").path
        let written = record.run()
        XCTAssertEqual(written.status, 0)
        XCTAssertEqual(written.standardError, "shale diff: wrote baseline \(record.writesBaseline!) (1 entry)\n")

        diff.baseline = record.writesBaseline
        XCTAssertEqual(diff.run().status, 0)

        _ = try shop([("V1", book(["title", "notes"])), ("V2", book(["title"])), ("V3", book([]))])
        let broken = diff.run()
        XCTAssertEqual(broken.status, 1)
        let errors = broken.diagnostics.filter { $0.severity == .error }
        // Book.title's removal, in the step from V2 to V3; Book.notes's (V1 to V2) is accepted.
        XCTAssertEqual(errors.map(\.message), ["1 change loses data (--fail-on destructive)"])
        XCTAssertEqual(errors.first?.hint, "see the report for each change; the first is attribute Book.title removed")

        var missing = diff
        missing.baseline = folder.url.appendingPathComponent("nope.json").path
        XCTAssertEqual(missing.run().status, 65)
        var withoutFailOn = DiffRun(path: bundle)
        withoutFailOn.baseline = record.writesBaseline
        XCTAssertEqual(withoutFailOn.run().status, 64)
    }

    func test_diffJUnit_failsOnlyWhereTheBaselineDoesNotAccept() throws {
        let bundle = try shop()
        var diff = DiffRun(path: bundle)
        diff.failOn = [.destructive]
        diff.format = "junit"
        XCTAssertTrue(diff.run().standardOutput.contains("<failure type=\"migration-data-loss\""))

        var record = diff
        record.format = "text"
        record.writesBaseline = folder.url.appendingPathComponent("diff-baseline.json").path
        XCTAssertEqual(record.run().status, 0)
        diff.baseline = record.writesBaseline
        let accepted = diff.run()
        XCTAssertEqual(accepted.status, 0)
        XCTAssertTrue(accepted.standardOutput.contains("<testcase"), accepted.standardOutput)
        XCTAssertFalse(accepted.standardOutput.contains("<failure"), accepted.standardOutput)
    }
}
