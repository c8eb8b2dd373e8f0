import Foundation
import ShaleTestSupport
import XCTest

/// `shale lint` as CI runs it: exit codes, formats, configuration, and `shale diff`'s findings formats.
final class LintCommandTests: TemporaryFolderTestCase {
    private let clean = #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String"/></entity>"#
    private let noInverse = """
        <entity name="Book"><attribute name="title" optional="YES" attributeType="String"/>\
        <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf"/></entity>
        <entity name="Shelf"><attribute name="label" optional="YES" attributeType="String"/></entity>
        """

    func test_exitCodes_cleanIsZero_warningsPassByDefault_failOnWarningFails() throws {
        let good = try folder.model(clean, named: "Good")
        let result = try ShaleProcess.run(["lint", good], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "shale lint: 0 errors, 0 warnings, 0 infos in 1 model\n")
        let warned = try folder.model(noInverse, named: "Warned")
        let warning = try ShaleProcess.run(["lint", warned], in: folder.url)
        XCTAssertEqual(warning.status, 0, warning.stderr)
        XCTAssertTrue(warning.stdout.hasPrefix("\(warned)/contents:3:"), warning.stdout)
        XCTAssertTrue(
            warning.stdout.contains(
                ": warning: relationship 'shelf' of entity 'Book' has no inverse [model-no-inverse]\n"),
            warning.stdout)
        XCTAssertEqual(try ShaleProcess.run(["lint", warned, "--fail-on", "warning"], in: folder.url).status, 1)
        XCTAssertEqual(
            try ShaleProcess.run(
                ["lint", warned, "--disable", "model-no-inverse", "--fail-on", "warning"],
                in: folder.url
            ).status, 0)
    }

    func test_anErrorFails_andABrokenModelDoesNotStopTheOthers() throws {
        let broken = try folder.write("<model><entity", to: "Broken.xcdatamodel/contents")
        let warned = try folder.model(noInverse, named: "Warned")
        let result = try ShaleProcess.run(["lint", broken, warned], in: folder.url)
        XCTAssertEqual(result.status, 65, "a model lint cannot read is invalid input, listed with the findings")
        XCTAssertTrue(result.stdout.contains("[model-invalid]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("[model-no-inverse]"), result.stdout)
        XCTAssertTrue(result.stderr.contains("shale lint: 1 error, 1 warning, 0 infos in 2 models"), result.stderr)
    }

    func test_usageErrors_exit64() throws {
        let good = try folder.model(clean, named: "Good")
        XCTAssertEqual(try ShaleProcess.run(["lint", good, "--format", "xml"], in: folder.url).status, 64)
        XCTAssertEqual(try ShaleProcess.run(["lint", good, "--disable", "no-such-rule"], in: folder.url).status, 64)
        XCTAssertEqual(try ShaleProcess.run(["lint"], in: folder.url).status, 64, "no model and no shale.yml")
        try folder.write("lint:\n  disable: [no-such-rule]\n  severity: {model-no-inverse: fatal}\n", to: "shale.yml")
        let config = try ShaleProcess.run(["lint", good], in: folder.url)
        XCTAssertEqual(config.status, 64)
        XCTAssertTrue(
            config.stderr.contains("shale.yml:2:13: error: 'no-such-rule' is not a lint rule or family"),
            config.stderr)
        XCTAssertTrue(config.stderr.contains("shale.yml:3:32: error: 'fatal' is not a severity"), config.stderr)
    }

    func test_configuration_lintsTheJobsModels_withItsLintSection() throws {
        _ = try folder.model(noInverse, named: "Library")
        try folder.write(
            """
            jobs:
              - model: Library.xcdatamodel
                output: Generated
            lint:
              severity: {model-no-inverse: error}
            """, to: "shale.yml")
        let failing = try ShaleProcess.run(["lint"], in: folder.url)
        XCTAssertEqual(failing.status, 1, failing.stderr)
        XCTAssertTrue(failing.stdout.hasPrefix("Library.xcdatamodel/contents:3:"), failing.stdout)
        XCTAssertTrue(failing.stdout.contains(": error: "), failing.stdout)
        try folder.write(
            """
            jobs:
              - model: Library.xcdatamodel
                output: Generated
            lint:
              exceptions: {model-no-inverse: [Book.shelf]}
            """, to: "shale.yml")
        XCTAssertEqual(try ShaleProcess.run(["lint", "--fail-on", "warning"], in: folder.url).status, 0)
    }

    func test_formats_sarifAndJSON_areByteStableAcrossProcesses_andGitHubIsAnnotations() throws {
        let warned = try folder.model(noInverse, named: "Warned")
        let sarif = try ShaleProcess.run(["lint", warned, "--format", "sarif"], in: folder.url)
        XCTAssertEqual(sarif.status, 0, sarif.stderr)
        XCTAssertTrue(sarif.stdout.contains(#""version": "2.1.0""#), sarif.stdout)
        XCTAssertEqual(
            try ShaleProcess.run(["lint", warned, "--format", "sarif"], in: folder.url).stdout, sarif.stdout)
        let json = try ShaleProcess.run(["lint", warned, "--format", "json"], in: folder.url)
        XCTAssertEqual(try ShaleProcess.run(["lint", warned, "--format", "json"], in: folder.url).stdout, json.stdout)
        let github = try ShaleProcess.run(["lint", warned, "--format", "github"], in: folder.url)
        // Relative to the working directory (no configuration), though the model was named by its absolute path.
        XCTAssertTrue(github.stdout.hasPrefix("::warning file=Warned.xcdatamodel/contents,line=3,"), github.stdout)
    }

    func test_listRules_printsEveryRule() throws {
        let result = try ShaleProcess.run(["lint", "--list-rules"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.contains("model-no-inverse  model  warning  a relationship has no inverse"), result.stdout)
        XCTAssertTrue(result.stdout.contains("migration-data-loss  migration  error"), result.stdout)
        XCTAssertTrue(result.stdout.contains("cloudkit-no-inverse  cloudkit  error"), result.stdout)
    }

    func test_diff_sarifAndGitHub_giveTheMigrationFindings() throws {
        let library = "Golden/Models/Library.xcdatamodeld"
        let github = try ShaleProcess.run(["diff", library, "--format", "github"])
        XCTAssertEqual(github.status, 0, github.stderr)
        XCTAssertEqual(github.stdout.split(separator: "\n").map { $0.prefix { $0 != " " } }, ["::error", "::error"])
        XCTAssertTrue(github.stdout.contains("title=migration-data-loss::attribute Book.notes removed"), github.stdout)
        let sarif = try ShaleProcess.run(["diff", library, "--format", "sarif"])
        XCTAssertTrue(sarif.stdout.contains(#""ruleId": "migration-not-inferable""#), sarif.stdout)
    }
}
