import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleOutput
import ShaleTestSupport
import XCTest

/// `GenerateRun`, the pipeline behind `shale generate` and `shale gen-core-data`: what each mode reports.
final class GenerateRunTests: TemporaryFolderTestCase {
    private let model = "Golden/Models/Slate.xcdatamodel"

    override func setUpWithError() throws {
        try super.setUpWithError()
        PackagePaths.enterRoot()
    }

    private func run(_ mode: OutputWriter.Mode, into output: String, verbose: Bool = false) -> CommandOutput {
        var generation = GenerateRun(jobs: .job(GenerationJob(modelPath: model, output: output)), mode: mode)
        generation.listsFiles = verbose
        return generation.run()
    }

    func test_dryRun_listsWhatWouldBeWritten_andCheckFailsUntilWritten() throws {
        let output = folder.url.appendingPathComponent("out").path
        let dryRun = run(.dryRun, into: output)
        XCTAssertEqual(dryRun.status, 0)
        XCTAssertTrue(
            dryRun.standardOutput.contains("would write \(output)/CoreDataBook.swift\n"),
            dryRun.standardOutput)
        let planned = dryRun.standardOutput.split(separator: "\n").count
        XCTAssertEqual(dryRun.standardError, "shale: \(planned) would be written, 0 unchanged, 0 would be removed\n")

        let check = run(.check, into: output)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.standardOutput.hasPrefix("--- /dev/null\n"), check.standardOutput)
        XCTAssertEqual(
            check.standardError,
            "error: \(planned) generated file(s) are out of date; run the same command "
                + "without --check to update them\n")

        let write = run(.write, into: output, verbose: true)
        XCTAssertEqual(write.standardOutput.split(separator: "\n").count, planned)
        XCTAssertEqual(write.standardError, "shale: \(planned) written, 0 unchanged, 0 removed\n")
        XCTAssertEqual(
            run(.check, into: output).events,
            [.standardError("shale: 0 would be written, \(planned) unchanged, 0 would be removed\n")])
    }

    func test_aConfigurationThatDoesNotLoad_isAUsageError() throws {
        let config = try folder.write("jobs: []\n", to: "shale.yml")
        let result = GenerateRun(jobs: .config(config)).run()
        XCTAssertEqual(result.status, CommandOutput.usage)
        XCTAssertEqual(result.diagnostics.map(\.message), ["the configuration has no jobs"])
    }

    func test_aFailingJob_failsTheRun_butTheOthersStillRun() throws {
        let output = folder.url.appendingPathComponent("out").path
        let config = try folder.write(
            """
            jobs:
              - model: Missing.xcdatamodel
                output: \(output)
              - model: \(PackagePaths.root.appendingPathComponent(model).path)
                output: \(output)
            """, to: "shale.yml")
        var generation = GenerateRun(jobs: .config(config))
        generation.quiet = true
        let result = generation.run()
        XCTAssertEqual(result.status, CommandOutput.invalidInput, "a model that does not exist")
        XCTAssertTrue(result.diagnostics.containsErrors)
        XCTAssertTrue(result.diagnostics.allSatisfy { $0.location?.file.hasSuffix("Missing.xcdatamodel") ?? true })
        XCTAssertTrue(FileManager.default.fileExists(atPath: output + "/CoreDataBook.swift"))
    }

    func test_dumpContext_printsJSON_andWritesNothing() throws {
        let job = GenerationJob(modelPath: model, output: folder.url.appendingPathComponent("out").path)
        var generation = GenerateRun(jobs: .job(job))
        generation.dumpsContext = true
        let json = try XCTUnwrap(Generator.dumpContext(job, diagnostics: strictCollector()))
        XCTAssertTrue(json.hasPrefix("{"), json)
        XCTAssertEqual(generation.run().events, [.standardOutput(json)])
        XCTAssertFalse(FileManager.default.fileExists(atPath: job.output ?? ""))
    }
}
