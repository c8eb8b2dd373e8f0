import Foundation
import ShaleDriver
import ShaleModel
import ShaleTestSupport
import XCTest

/// `shale diff --path consecutive|direct` and `migration-path:` in `shale.yml`, through every format, the lint rules
/// and `shale report`.
final class DiffPathTests: TemporaryFolderTestCase {
    private func book(_ pages: String?) -> String {
        #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String"/>"#
            + (pages.map { #"<attribute name="pages" optional="YES" attributeType="\#($0)"/>"# } ?? "") + "</entity>"
    }

    /// Each step is lightweight (B drops pages, C adds it back as a String), but A → C changes its type.
    private func droppedAndReadded() throws -> String {
        try folder.bundle([("A", book("Integer 16")), ("B", book(nil)), ("C", book("String"))], named: "Shop")
    }

    private func config(_ text: String) throws -> String {
        try folder.write(text, to: "shale.yml")
    }

    func test_diff_judgesSteps_byDefault_andTheJumps_withPathDirect() throws {
        let bundle = try droppedAndReadded()
        var diff = DiffRun(path: bundle)
        diff.failOn = [.custom]
        let steps = diff.run()
        XCTAssertEqual(steps.status, 0, "\(steps.diagnostics)")
        XCTAssertTrue(
            steps.standardOutput.contains(#""A" → "B": opens with lightweight migration"#),
            steps.standardOutput)
        XCTAssertTrue(
            steps.standardOutput.contains(#""A": opens with lightweight migration (worst step "A" → "B")"#),
            steps.standardOutput)
        XCTAssertTrue(
            steps.standardOutput.contains(
                "2 steps from one version to the next: 2 migrate with lightweight "
                    + #"migration; 2 older versions on their way to "C", by the worst step: 2 migrate with lightweight"#
            ),
            steps.standardOutput)

        diff.migrationPath = "direct"
        let jumps = diff.run()
        XCTAssertEqual(jumps.status, 1, "A → C changes pages' type")
        XCTAssertTrue(
            jumps.standardOutput.contains(#""A" → "C": does not open with lightweight migration"#),
            jumps.standardOutput)
        XCTAssertFalse(jumps.standardOutput.contains("worst step"), jumps.standardOutput)
    }

    func test_configuredPath_decidesDiffLintAndReport_andTheFlagOverridesIt() throws {
        let bundle = try droppedAndReadded()
        var diff = DiffRun(path: bundle)
        diff.failOn = [.custom]
        diff.lintConfigPath = try config("migration-path: direct\n")
        XCTAssertEqual(diff.run().status, 1)
        diff.migrationPath = "consecutive"
        XCTAssertEqual(diff.run().status, 0, "--path wins over the file")

        let directLint = LintRun(models: [bundle], configPath: diff.lintConfigPath).run()
        XCTAssertTrue(directLint.standardOutput.contains("migration-not-inferable"), directLint.standardOutput)
        XCTAssertTrue(directLint.standardOutput.contains(#"(migrating to "C")"#), directLint.standardOutput)
        var report = ReportRun(path: bundle)
        report.diagram = .text
        report.lintConfigPath = diff.lintConfigPath
        let directPage = report.run().standardOutput
        XCTAssertTrue(directPage.contains("each version compared straight to"), directPage)
        XCTAssertTrue(directPage.contains("needs a custom migration"), directPage)

        _ = try config("migration-path: consecutive\n")
        let stepLint = LintRun(models: [bundle], configPath: diff.lintConfigPath).run()
        XCTAssertFalse(stepLint.standardOutput.contains("migration-not-inferable"), stepLint.standardOutput)
        XCTAssertTrue(
            stepLint.standardOutput.contains(#"stores at "A" when they migrate to "B""#),
            stepLint.standardOutput)
        let stepPage = report.run().standardOutput
        XCTAssertTrue(stepPage.contains("step by step, each version against the next"), stepPage)
        XCTAssertFalse(stepPage.contains("needs a custom migration"), stepPage)
    }

    func test_pathFlag_decidesLintAndReport_overTheConfiguration() throws {
        let bundle = try droppedAndReadded()
        let configured = try config("migration-path: consecutive\n")
        var lint = LintRun(models: [bundle], configPath: configured)
        XCTAssertFalse(lint.run().standardOutput.contains("migration-not-inferable"))
        lint.migrationPath = "direct"
        let direct = lint.run()
        XCTAssertTrue(direct.standardOutput.contains("migration-not-inferable"), direct.standardOutput)
        XCTAssertTrue(direct.standardOutput.contains(#"(migrating to "C")"#), direct.standardOutput)

        var report = ReportRun(path: bundle)
        report.diagram = .text
        report.lintConfigPath = configured
        report.migrationPath = "direct"
        let page = report.run().standardOutput
        XCTAssertTrue(page.contains("each version compared straight to"), page)
        XCTAssertTrue(page.contains("needs a custom migration"), page)

        for flagged in [{ lint.migrationPath = "drect" }, { report.migrationPath = "drect" }] { flagged() }
        for run in [lint.run(), report.run()] {
            XCTAssertEqual(run.status, CommandOutput.usage)
            XCTAssertEqual(
                run.events,
                [.usageError("unknown --path 'drect'; did you mean 'direct'?; --path takes consecutive or direct")])
        }
    }

    func test_unknownPath_isAUsageError_thatSuggestsTheClosest() throws {
        let bundle = try droppedAndReadded()
        var diff = DiffRun(path: bundle)
        diff.migrationPath = "drect"
        let flagged = diff.run()
        XCTAssertEqual(flagged.status, CommandOutput.usage)
        XCTAssertEqual(
            flagged.events,
            [
                .usageError(
                    "unknown --path 'drect'; did you mean 'direct'?; --path takes "
                        + "consecutive or direct")
            ])

        diff.migrationPath = nil
        diff.lintConfigPath = try config("migration-path: consecutiv\n")
        let configured = diff.run()
        XCTAssertEqual(configured.status, CommandOutput.usage)
        XCTAssertTrue(
            configured.diagnostics.rendered.contains(
                "shale.yml:1:17: error: unknown migration-path 'consecutiv'; did you mean 'consecutive'"),
            configured.diagnostics.rendered)
        let lint = LintRun(models: [bundle], configPath: diff.lintConfigPath).run()
        XCTAssertEqual(lint.status, CommandOutput.usage)
    }

    func test_everyFormat_reportsTheSteps() throws {
        let bundle = try droppedAndReadded()
        var diff = DiffRun(path: bundle)
        diff.failOn = [.destructive]
        var outputs: [String: String] = [:]
        for format in ["text", "markdown", "swift", "json", "sarif", "github", "junit"] {
            diff.format = format
            let run = diff.run()
            XCTAssertEqual(run.status, 1, "\(format): B drops pages \(run.diagnostics)")
            outputs[format] = run.standardOutput
        }
        XCTAssertTrue(
            outputs["markdown"]?.contains("<summary><code>A</code> → <code>B</code>") == true, outputs["markdown"] ?? ""
        )
        XCTAssertTrue(outputs["json"]?.contains(#""path": "consecutive""#) == true, outputs["json"] ?? "")
        XCTAssertTrue(outputs["json"]?.contains(#""worstStep": {"#) == true, outputs["json"] ?? "")
        XCTAssertEqual(
            outputs["swift"]?.components(separatedBy: "NSLightweightMigrationStage([").count, 3,
            "one stage per step: \(outputs["swift"] ?? "")")
        XCTAssertTrue(outputs["junit"]?.contains("Shop: A → B") == true, outputs["junit"] ?? "")
        XCTAssertTrue(
            outputs["junit"]?.contains("Shop: each version → C, step by step") == true,
            outputs["junit"] ?? "")
        XCTAssertTrue(outputs["sarif"]?.contains(#"migrate to \"B\""#) == true, outputs["sarif"] ?? "")
        XCTAssertTrue(outputs["github"]?.contains("migration-data-loss") == true, outputs["github"] ?? "")

        diff.format = "mermaid"
        diff.from = "B"
        let oneStep = diff.run()
        XCTAssertEqual(oneStep.status, 0, "B → C adds pages: \(oneStep.diagnostics)")
        XCTAssertTrue(oneStep.standardOutput.contains("+ pages: String? — lightweight"), oneStep.standardOutput)
    }

    /// woocommerce-ios migrates step by step (an iterative migrator, one mapping per consecutive pair): judged
    /// straight to the newest version, 11 of its versions would need a custom stage; step by step, the steps that
    /// are not lightweight are those it ships a mapping model for.
    func test_woocommerce_directAndConsecutiveSummaries() throws {
        let bundle = try PackagePaths.shared(
            "corpus/models/woocommerce__woocommerce-ios/Storage/Storage/Model/WooCommerce.xcdatamodeld"
        ).path
        var diff = DiffRun(path: bundle)
        diff.migrationPath = "direct"
        let direct = diff.run().standardOutput
        XCTAssertTrue(
            direct.contains(
                "116 older versions: 86 migrate with lightweight migration, 19 migrate under "
                    + "conditions, 11 need a custom stage\n"), String(direct.prefix(400)))
        diff.migrationPath = "consecutive"
        let steps = diff.run().standardOutput
        XCTAssertTrue(
            steps.contains(
                "116 steps from one version to the next: 113 migrate with lightweight migration, "
                    + "2 migrate under conditions, 1 needs a custom stage; 116 older versions on their way to \"Model 117\", "
                    + "by the worst step: 84 migrate with lightweight migration, 1 migrates under conditions, 31 need a custom "
                    + "stage\n"), String(steps.prefix(400)))
        // The steps that are not lightweight are the ones MIGRATIONS.md names a mapping model for (10, 32, 33); the
        // numeric widenings it shipped without one (Model 3, 46, 88) are lightweight (Documentation/Migrations.md).
        let stepLines = steps.split(separator: "\n").filter { $0.hasPrefix("\"") }
        let custom = stepLines.filter { $0.contains("it needs a custom migration stage (") }
        let conditional = stepLines.filter { $0.contains("only if the conditions below hold") }
        XCTAssertEqual(custom.map { $0.components(separatedBy: ":").first ?? "" }, [#""Model 31" → "Model 32""#])
        XCTAssertEqual(
            conditional.map { $0.components(separatedBy: ":").first ?? "" },
            [#""Model 9" → "Model 10""#, #""Model 32" → "Model 33""#])
    }
}
