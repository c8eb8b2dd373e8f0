import Foundation
import ShaleDiff
import ShaleDriver
import ShaleLint
import ShaleModel
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// `LintRun`, the pipeline behind `shale lint`: models from the arguments or the configuration's jobs.
final class LintRunTests: TemporaryFolderTestCase {
    func test_noModelsAndNoConfiguration_isAUsageError() {
        XCTAssertEqual(
            LintRun().run().events,
            [.usageError("pass the models to lint, or a configuration file whose jobs name them")])
        XCTAssertEqual(LintRun().run().status, 64)
    }

    func test_modelsComeFromTheConfigurationsJobs_onceEach() throws {
        let model = try folder.model(#"<entity name="Book" representedClassName="Book"/>"#)
        let config = try folder.write(
            "jobs:\n  - model: Model.xcdatamodel\n    output: A\n"
                + "  - model: Model.xcdatamodel\n    output: B\n", to: "shale.yml")
        var lint = LintRun(configPath: config)
        lint.format = .json
        lint.failOn = nil
        let result = lint.run()
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, Linter.lint([model], diagnostics: DiagnosticCollector()).summary + "\n")
        XCTAssertTrue(result.standardError.hasSuffix(" in 1 model\n"), result.standardError)
    }

    func test_aConfigurationThatDoesNotLoad_isAUsageError() throws {
        let config = try folder.write("jobs: 3\n", to: "shale.yml")
        let result = LintRun(models: ["M.xcdatamodel"], configPath: config).run()
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.diagnostics.first?.location?.file, config)
    }

    func test_ruleList_hasOneLinePerRule() {
        let lines = LintRun.ruleList.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, LintRules.all.count + 1)
        XCTAssertEqual(lines.last, "")
        XCTAssertTrue(lines[0].hasPrefix(LintRules.all[0].id + "  "))
    }
}
