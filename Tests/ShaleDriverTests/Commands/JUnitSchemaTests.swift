import Foundation
import ShaleDriver
import ShaleLint
import ShaleTestSupport
import XCTest

/// `shale lint --format junit` and `shale diff --format junit` validated against Jenkins's `junit-10.xsd`
/// (`Tests/Fixtures/JUnit`, see the README beside it) with `xmllint --schema`, and read back: each suite, case and
/// failure where it should be.
final class JUnitSchemaTests: TemporaryFolderTestCase {
    private static let schema = PackagePaths.root.appendingPathComponent("Tests/Fixtures/JUnit/junit-10.xsd")

    override func setUpWithError() throws {
        try super.setUpWithError()
        PackagePaths.enterRoot()
    }

    /// `xmllint --schema`'s status and output for `document`; skips when xmllint is missing (fails under CI).
    private func validate(_ document: String) throws -> (status: Int32, output: String) {
        let xmllint = try RequiredTool.find("xmllint", package: "libxml2-utils")
        let path = try folder.write(document, to: "report.xml")
        let run = try ShaleProcess.run(
            executable: xmllint, ["--noout", "--nonet", "--schema", Self.schema.path, path],
            timeLimit: 60)
        return (run.status, run.stdout + run.stderr)
    }

    func test_lintJUnit_isValid_andFailsWhereTheRunFails() throws {
        var lint = LintRun(models: [
            "Golden/Models/KitchenSink.xcdatamodeld", "Golden/Models/Library.xcdatamodeld",
            "Golden/Models/Slate.xcdatamodel",
        ])
        lint.format = .junit
        lint.quiet = true
        let result = lint.run()
        let xml = result.standardOutput
        let validation = try validate(xml)
        XCTAssertEqual(validation.status, 0, validation.output + "\n" + xml)
        XCTAssertTrue(xml.contains(#"<testsuite name="Golden/Models/Library.xcdatamodeld" tests=""#), xml)
        XCTAssertTrue(
            xml.contains(
                #"<testcase name="model-no-inverse" classname="Golden/Models/KitchenSink.xcdatamodeld""#), xml)
        // Every error finding fails its rule's case, so the report fails when the exit status does.
        let failures = xml.components(separatedBy: "<failure ").count - 1
        XCTAssertEqual(result.status != 0, failures > 0, xml)
        XCTAssertEqual(try validate(LintReport(models: [], findings: []).rendered(as: .junit)).status, 0)
    }

    func test_diffJUnit_isValid_aSuitePerComparison_andFailsWhatFailOnForbids() throws {
        var diff = DiffRun(path: "Golden/Models/Library.xcdatamodeld")
        diff.format = "junit"
        let passing = diff.run()
        XCTAssertEqual(passing.status, 0)
        XCTAssertEqual(try validate(passing.standardOutput).status, 0, passing.standardOutput)
        XCTAssertFalse(passing.standardOutput.contains("<failure "), passing.standardOutput)
        XCTAssertTrue(
            passing.standardOutput.contains(
                #"<testsuite name="Library: Library 2 → Library 10" "#), passing.standardOutput)
        XCTAssertTrue(
            passing.standardOutput.contains(
                #"<testsuite name="Library: each version → Library 10, step by step" "#), passing.standardOutput)

        diff.failOn = [.custom]
        let failing = diff.run()
        XCTAssertEqual(failing.status, 1)
        let xml = failing.standardOutput
        let validation = try validate(xml)
        XCTAssertEqual(validation.status, 0, validation.output + "\n" + xml)
        XCTAssertTrue(
            xml.contains(#"<failure type="migration-not-inferable" message="attribute Book.isbn: "#),
            xml)
        XCTAssertTrue(xml.contains("(--fail-on custom)"), xml)
    }
}
