import Foundation
import ShaleDriver
import ShaleModel
import ShaleTestSupport
import XCTest

/// Option values a set's types refuse stop `shale generate` before anything is written, located where they were
/// written: a `shale.yml` line, or nowhere for `--option`.
final class OptionValuesRunTests: TemporaryFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        PackagePaths.enterRoot()
    }

    func test_refusedValuesInShaleYML_areErrorsAtTheirLines_andNothingIsWritten() throws {
        let output = folder.url.appendingPathComponent("out").path
        let config = try folder.write(
            """
            jobs:
              - model: \(PackagePaths.root.appendingPathComponent("Golden/Models/Slate.xcdatamodel").path)
                output: \(output)
                options:
                  int-cast: sometimes
                  name-transform: Slate
            """, to: "shale.yml")
        let result = GenerateRun(jobs: .config(config)).run()
        XCTAssertEqual(result.status, CommandOutput.usage, "a value the option refuses")
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "\(config):5:17: error: option int-cast=sometimes is not true or false\n"
                    + "\(config):5:17: note: for example --option int-cast=true",
                "\(config):6:23: error: option name-transform=Slate must contain %@ and give Swift identifiers\n"
                    + "\(config):6:23: note: for example --option name-transform=Slate%@",
            ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func test_aCommandLineValue_overridesTheFilesLocation_andYesMeansTrue() throws {
        let output = folder.url.appendingPathComponent("out").path
        let config = try folder.write(
            """
            jobs:
              - model: \(PackagePaths.root.appendingPathComponent("Golden/Models/KitchenSink.xcdatamodeld").path)
                templates: swiftdata
                output: \(output)
                options:
                  history: sometimes
            """, to: "shale.yml")
        var refused = GenerateRun(jobs: .config(config))
        refused.overrides = ["history": "often"]
        XCTAssertEqual(
            refused.run().diagnostics.filter { $0.severity == .error }.map(\.description),
            ["error: option history=often is not true or false\nnote: for example --option history=true"])

        var accepted = GenerateRun(jobs: .config(config))
        accepted.overrides = ["history": "yes"]
        accepted.quiet = true
        XCTAssertEqual(accepted.run().status, 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: output)
        XCTAssertTrue(
            written.contains { $0.hasSuffix("MigrationPlan.swift") }, "history=yes writes the plan: \(written)")
    }
}
