import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleTestSupport
import XCTest

/// Every stage of a generation job reports into the one collector its caller passes: reading, translation, rendering
/// and the write stage, warnings and errors alike, in one run; what stops the job is recorded there with its kind,
/// which is the exit status (`CommandOutput.status`). Nothing on disk changes when the job stops.
final class DiagnosticsPathTests: TemporaryFolderTestCase {
    /// `Item` has an attribute named like a member of NSManagedObject (a translation warning), and the classes `Item`
    /// and `item` are one file on macOS's default file system (a rendering error).
    private func model() throws -> String {
        try folder.model(
            """
            <entity name="Item" representedClassName="Item" syncable="YES">
                <attribute name="description" optional="YES" attributeType="String"/>
            </entity>
            <entity name="LowerItem" representedClassName="item" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            """)
    }

    func test_aTranslationWarningAndARenderError_arriveInOneCollector_andStopTheJobAsInvalidInput() throws {
        let output = folder.url.appendingPathComponent("out").path
        let job = GenerationJob(modelPath: try model(), templates: "coredata", output: output)
        let collector = DiagnosticCollector()
        XCTAssertNil(Generator.run(job, mode: .write, diagnostics: collector))
        let messages = collector.diagnostics.map { "\($0.severity): \($0.message)" }
        let renamed = "warning: attribute 'description' of entity 'Item' is named like"
        XCTAssertTrue(messages.contains { $0.hasPrefix(renamed) }, "\(messages)")
        XCTAssertTrue(
            messages.contains(
                "error: the files of entities 'Item' and 'LowerItem' would be written to "
                    + "entities/Item.swift and entities/item.swift, one file on a file system "
                    + "that ignores case (macOS's default)"), "\(messages)")
        XCTAssertEqual(collector.failureKind(), .invalidInput)
        XCTAssertEqual(CommandOutput.status(collector), CommandOutput.invalidInput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output), "a stopped job writes nothing")
    }

    func test_anUnknownOption_stopsTheJobAsAUsageMistake_inTheSameCollector() throws {
        var job = GenerationJob(
            modelPath: try model(), templates: "coredata",
            output: folder.url.appendingPathComponent("out").path)
        job.options = ["colour": "blue"]
        let collector = DiagnosticCollector()
        XCTAssertNil(Generator.render(job, diagnostics: collector))
        XCTAssertEqual(
            collector.diagnostics.filter { $0.severity == .error }.map(\.message),
            ["template set 'coredata' has no option 'colour'"])
        XCTAssertEqual(collector.failureKind(), .usage)
        XCTAssertEqual(CommandOutput.status(collector), CommandOutput.usage)
    }

    /// The write stage reports into the same collector: an output folder that is a file stops the job as an I/O
    /// error, after rendering's warnings.
    func test_theWriteStage_reportsAnUnusableFolder_asAnIOError_afterRenderingsWarnings() throws {
        let output = try folder.write("not a folder\n", to: "out")
        let job = GenerationJob(
            modelPath: try folder.model(
                """
                <entity name="Item" representedClassName="Item" syncable="YES">
                    <attribute name="description" optional="YES" attributeType="String"/>
                </entity>
                """), templates: "coredata", output: output)
        let collector = DiagnosticCollector()
        XCTAssertNil(Generator.run(job, mode: .write, diagnostics: collector))
        XCTAssertEqual(
            collector.diagnostics.map(\.severity).sorted(), [.error, .warning],
            collector.diagnostics.rendered)
        XCTAssertEqual(collector.failureKind(), .io)
        XCTAssertEqual(CommandOutput.status(collector), CommandOutput.ioError)
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "not a folder\n")
    }

    /// Two jobs sharing a collector (a `shale.yml` with several, written into one file) are each judged by what they
    /// reported: the first's usage mistake does not become the second's status.
    func test_jobsSharingACollector_eachEndWithTheirOwnKind() throws {
        let collector = DiagnosticCollector()
        var unknownSet = GenerationJob(modelPath: try model(), templates: "no-such-set")
        unknownSet.output = folder.url.appendingPathComponent("a").path
        XCTAssertNil(Generator.render(unknownSet, diagnostics: collector))
        let second = collector.count
        let colliding = GenerationJob(
            modelPath: try model(), templates: "coredata",
            output: folder.url.appendingPathComponent("b").path)
        XCTAssertNil(Generator.render(colliding, diagnostics: collector))
        XCTAssertEqual(CommandOutput.status(collector, since: 0), CommandOutput.usage)
        XCTAssertEqual(CommandOutput.status(collector, since: second), CommandOutput.invalidInput)
    }

    /// The set loads before the model (it says which versions to read), but a model that does not load is what stops
    /// the job: the unknown set is not reported, and the job ends as invalid input, not as a usage mistake.
    func test_aModelThatDoesNotLoad_stopsTheJob_beforeAnUnknownSet() throws {
        let missing = folder.url.appendingPathComponent("Missing.xcdatamodeld").path
        let job = GenerationJob(
            modelPath: missing, templates: "no-such-set",
            output: folder.url.appendingPathComponent("out").path)
        let collector = DiagnosticCollector()
        XCTAssertNil(Generator.render(job, diagnostics: collector))
        XCTAssertEqual(collector.diagnostics.map(\.message), ["no such file or folder"])
        XCTAssertEqual(CommandOutput.status(collector), CommandOutput.invalidInput)
    }

    /// What the user sees: `shale generate` prints the translation warning and the render error of the one run in
    /// compiler form, each with its `note:`, and exits 65; with only the warning and `--warnings-as-errors`, 1.
    func test_generate_printsEveryProblemOfTheRun_andExitsWithItsKind() throws {
        let output = folder.url.appendingPathComponent("out").path
        let failed = GenerateRun(
            jobs: .job(
                GenerationJob(
                    modelPath: try model(), templates: "coredata",
                    output: output)), mode: .write
        ).run()
        XCTAssertEqual(failed.status, CommandOutput.invalidInput)
        let printed = failed.diagnostics.rendered
        XCTAssertTrue(
            printed.contains(
                "Model.xcdatamodel/contents:4:5: warning: attribute 'description' of entity "
                    + "'Item'"), printed)
        XCTAssertTrue(
            printed.contains(
                "Model.xcdatamodel/contents:6:1: error: the files of entities 'Item' and "
                    + "'LowerItem'"), printed)
        XCTAssertTrue(
            printed.contains("Model.xcdatamodel/contents:6:1: note: give one entity another class name"),
            printed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))

        let warned = try folder.model(
            """
            <entity name="Item" representedClassName="Item" syncable="YES">
                <attribute name="description" optional="YES" attributeType="String"/>
            </entity>
            """, named: "Warned")
        var strict = GenerateRun(
            jobs: .job(GenerationJob(modelPath: warned, templates: "coredata", output: output)),
            mode: .write)
        strict.warningsAsErrors = true
        let result = strict.run()
        XCTAssertEqual(result.status, CommandOutput.failure, result.diagnostics.rendered)
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning])
        XCTAssertFalse(FileManager.default.fileExists(atPath: output), "a warning under --warnings-as-errors: no file")
    }
}
