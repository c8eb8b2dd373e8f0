import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleOutput
import ShaleRender
import ShaleTestSupport
import XCTest

/// Files a person finishes (`ownership: user`): the `swiftdata` history's custom stages. Shale writes such a file
/// once, when it is missing, and never again; `--check` only requires that it exists; it is never pruned. The
/// generated files beside it stay Shale's.
final class UserOwnedFileTests: TemporaryFolderTestCase {
    private let model = "Golden/Models/Library.xcdatamodeld"
    /// The file the Library history's one custom stage (V2 to V3) asks the user to finish.
    private let stageFile = "LibraryMigrationPlan+V2toV3.swift"

    override func setUpWithError() throws {
        try super.setUpWithError()
        PackagePaths.enterRoot()
    }

    private func run(_ mode: OutputWriter.Mode, into output: String, history: Bool = true) -> CommandOutput {
        let job = GenerationJob(
            modelPath: model, templates: "swiftdata", output: output,
            options: history ? ["history": "true"] : [:])
        var generation = GenerateRun(jobs: .job(job), mode: mode)
        generation.quiet = false
        return generation.run()
    }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    func test_userFile_isWrittenOnce_andAnEditSurvivesTheNextRun() throws {
        let output = folder.url.appendingPathComponent("out").path
        let stage = "\(output)/\(stageFile)"
        XCTAssertEqual(run(.write, into: output).status, 0)
        let written = try contents(stage)
        // The model is named from the output folder (Generating.md, "Paths in output"): a temporary folder that
        // usually shares only `/` with the model, so by its name.
        let named = PackagePaths.named(PackagePaths.root.appendingPathComponent(model).path, from: output)
        XCTAssertTrue(
            written.hasPrefix("// Created by shale from \(named), once: this file is yours"),
            written)
        XCTAssertFalse(written.contains("Do not edit"), written)

        let edited = written.replacingOccurrences(
            of: "    static func willMigrateV2toV3(_ context: ModelContext) throws {\n        throw",
            with: "    static func willMigrateV2toV3(_ context: ModelContext) throws {\n        try context.save()\n"
                + "        _ = 0 // throw")
        XCTAssertNotEqual(edited, written)
        try edited.write(toFile: stage, atomically: true, encoding: .utf8)
        let second = run(.write, into: output)
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(second.standardError, "shale: 0 written, 5 unchanged, 0 removed\n")
        XCTAssertEqual(try contents(stage), edited)
    }

    func test_check_passesWithAnEditedUserFile_failsOnAStaleGeneratedFile_andOnAMissingUserFile() throws {
        let output = folder.url.appendingPathComponent("out").path
        XCTAssertEqual(run(.write, into: output).status, 0)
        let stage = "\(output)/\(stageFile)"
        try "// The user's own code now.\n".write(toFile: stage, atomically: true, encoding: .utf8)
        let check = run(.check, into: output)
        XCTAssertEqual(check.status, 0, check.standardOutput)
        XCTAssertEqual(check.standardError, "shale: 0 would be written, 5 unchanged, 0 would be removed\n")

        let version = "\(output)/LibrarySchemaV1.swift"
        try (contents(version) + "// an edit\n").write(toFile: version, atomically: true, encoding: .utf8)
        let stale = run(.check, into: output)
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.standardOutput.contains("-// an edit\n"), stale.standardOutput)
        XCTAssertFalse(stale.standardOutput.contains(stageFile), stale.standardOutput)

        XCTAssertEqual(run(.write, into: output).status, 0)
        try FileManager.default.removeItem(atPath: stage)
        let missing = run(.check, into: output)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.standardOutput.contains("+++ \(stage)\n"), missing.standardOutput)
    }

    func test_pruning_removesStaleGeneratedFiles_butKeepsTheUserFile() throws {
        let output = folder.url.appendingPathComponent("out").path
        XCTAssertEqual(run(.write, into: output).status, 0)
        // Without the history the versioned schemas and the plan are stale; the stage's file is still the user's.
        let result = run(.write, into: output, history: false)
        XCTAssertEqual(result.status, 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: output)
        XCTAssertTrue(left.contains(stageFile), "\(left)")
        XCTAssertFalse(left.contains("LibraryMigrationPlan.swift"), "\(left)")
        XCTAssertFalse(left.contains("LibrarySchemaV1.swift"), "\(left)")
    }

    func test_history_isAFilePerVersion_andTheGeneratedPlanCallsTheUsersStage() throws {
        let job = GenerationJob(modelPath: model, templates: "swiftdata", options: ["history": "true"])
        let collector = DiagnosticCollector()
        let files = try XCTUnwrap(Generator.render(job, diagnostics: collector))
        XCTAssertEqual(
            files.map(\.path).sorted(),
            [
                stageFile, "LibraryMigrationPlan.swift", "LibrarySchemaV1.swift",
                "LibrarySchemaV2.swift", "LibrarySchemaV3.swift",
            ].sorted())
        XCTAssertEqual(files.filter(\.isUserOwned).map(\.path), [stageFile])
        let plan = try XCTUnwrap(files.first { $0.path == "LibraryMigrationPlan.swift" }).contents
        XCTAssertTrue(plan.contains("Do not edit."))
        XCTAssertTrue(plan.contains("willMigrate: { context in try willMigrateV2toV3(context) }"), plan)
        XCTAssertFalse(plan.contains("enum LibrarySchemaV1"), plan)
        // An unfinished stage fails loudly: both of its functions throw until the user writes them.
        let stage = try XCTUnwrap(files.first { $0.path == stageFile }).contents
        XCTAssertEqual(
            stage.components(
                separatedBy: "throw UnwrittenStage(stage: \"migrateV2toV3\", file: \"\(stageFile)\")"
            ).count - 1, 2)
    }

    func test_combinedOutput_leavesTheUserFileOut() throws {
        let job = GenerationJob(modelPath: model, templates: "swiftdata", options: ["history": "true"])
        let files = try XCTUnwrap(Generator.render(job, diagnostics: DiagnosticCollector()))
        let combined = CombinedOutput.combine(files, source: model)
        XCTAssertTrue(combined.contains("enum LibraryMigrationPlan"))
        XCTAssertFalse(combined.contains("func willMigrateV2toV3"), combined)
    }
}
