import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleTestSupport
import XCTest

/// Every command reports the problems of the version it produces or judges as current in full, and an older
/// version's warnings as one note (`OlderVersionProblems`): a shipped version cannot be edited, so its warnings
/// neither flood the output nor fail `--warnings-as-errors`; its errors still count.
final class OlderVersionScopeTests: TemporaryFolderTestCase {
    /// A to-many relationship without an inverse: the resolver's `model-no-inverse` warning.
    private let noInverse = """
        <entity name="Book"><attribute name="title" optional="YES" attributeType="String"/>\
        <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag"/></entity>
        <entity name="Tag"><attribute name="name" optional="YES" attributeType="String"/></entity>
        """
    private let clean = """
        <entity name="Book"><attribute name="title" optional="YES" attributeType="String"/>\
        <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" \
        inverseName="books" inverseEntity="Tag"/></entity>
        <entity name="Tag"><attribute name="name" optional="YES" attributeType="String"/>\
        <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" \
        inverseName="tags" inverseEntity="Book"/></entity>
        """

    /// Two shipped versions with the warning, and a current one where it was fixed.
    private func fixedBundle() throws -> String {
        try folder.bundle([("V1", noInverse), ("V2", noInverse), ("V3", clean)], named: "Shop")
    }

    private func assertSummarized(
        _ output: CommandOutput, bundle: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertFalse(
            output.diagnostics.contains { $0.severity == .warning }, "\(output.diagnostics)",
            file: file, line: line)
        XCTAssertEqual(
            output.diagnostics.filter { $0.severity == .note },
            [
                .note(
                    "2 warnings in 2 older versions not listed (model-no-inverse 2): shipped versions are not judged, only "
                        + "the current one", at: SourceLocation(file: bundle),
                    hint: "run 'shale lint --all-versions \(bundle)' to list them")
            ], file: file, line: line)
    }

    func test_diffLockAndReport_summarizeOlderWarnings_andPassWarningsAsErrors() throws {
        let bundle = try fixedBundle()
        var diff = DiffRun(path: bundle)
        diff.warningsAsErrors = true
        let diffed = diff.run()
        XCTAssertEqual(diffed.status, 0)
        assertSummarized(diffed, bundle: bundle)

        let locked = LockRun(path: bundle).run()
        XCTAssertEqual(locked.status, 0)
        assertSummarized(locked, bundle: bundle)
        assertSummarized(LockRun(path: bundle, check: true).run(), bundle: bundle)

        var report = ReportRun(path: bundle)
        report.diagram = .text
        report.warningsAsErrors = true
        let reported = report.run()
        XCTAssertEqual(reported.status, 0)
        assertSummarized(reported, bundle: bundle)
    }

    func test_currentVersionWarnings_stayListed_andFailWarningsAsErrors() throws {
        let bundle = try folder.bundle([("V1", noInverse), ("V2", noInverse)], named: "Shop")
        var diff = DiffRun(path: bundle)
        diff.warningsAsErrors = true
        let diffed = diff.run()
        XCTAssertEqual(diffed.status, 1)
        let warnings = diffed.diagnostics.filter { $0.severity == .warning }
        XCTAssertEqual(warnings.map(\.location?.file), [bundle + "/V2.xcdatamodel/contents"])
        XCTAssertEqual(diffed.diagnostics.filter { $0.severity == .note }.count, 1)
    }

    func test_olderVersionErrors_areStillReported_theyChangeTheVerdict() throws {
        let bundle = try fixedBundle()
        try folder.write("<model><entity name=", to: "Shop.xcdatamodeld/V1.xcdatamodel/contents")
        let diffed = DiffRun(path: bundle).run()
        XCTAssertEqual(diffed.status, CommandOutput.invalidInput, "a version that cannot be read")
        XCTAssertTrue(
            diffed.diagnostics.contains {
                $0.severity == .error && $0.location?.file == bundle + "/V1.xcdatamodel/contents"
            }, "\(diffed.diagnostics)")
    }

    func test_lint_countsOlderWarningsInANote_andAllVersionsListsThem() throws {
        let bundle = try fixedBundle()
        let lint = LintRun(models: [bundle]).run()
        assertSummarized(lint, bundle: bundle)
        XCTAssertFalse(lint.standardOutput.contains("model-no-inverse"), lint.standardOutput)

        var all = LintRun(models: [bundle])
        all.allVersions = true
        let listed = all.run()
        XCTAssertEqual(listed.diagnostics, [], "nothing left unlisted")
        let lines = listed.standardOutput.split(separator: "\n").filter { $0.contains("[model-no-inverse]") }
        XCTAssertEqual(
            lines.map { String($0.prefix(while: { $0 != ":" })) },
            [bundle + "/V1.xcdatamodel/contents", bundle + "/V2.xcdatamodel/contents"])
    }

    func test_swiftdataWithoutHistory_readsTheCurrentVersionOnly() throws {
        let bundle = try fixedBundle()
        // An older version that does not even parse: only the history reads it.
        try folder.write("<model><entity name=", to: "Shop.xcdatamodeld/V1.xcdatamodel/contents")
        let output = folder.url.appendingPathComponent("out").path
        var generate = GenerateRun(
            jobs: .job(
                GenerationJob(
                    modelPath: bundle, templates: "swiftdata",
                    output: output)))
        generate.warningsAsErrors = true
        let current = generate.run()
        XCTAssertEqual(current.status, 0, "\(current.diagnostics)")
        XCTAssertEqual(current.diagnostics, [])

        generate.overrides = ["history": "true"]
        let history = generate.run()
        XCTAssertEqual(history.status, CommandOutput.invalidInput, "the history reads a version that cannot be read")
        XCTAssertTrue(history.diagnostics.contains { $0.location?.file == bundle + "/V1.xcdatamodel/contents" })
    }

    func test_swiftdataHistory_summarizesOlderWarnings_andPassesWarningsAsErrors() throws {
        let bundle = try fixedBundle()
        var job = GenerationJob(
            modelPath: bundle, templates: "swiftdata",
            output: folder.url.appendingPathComponent("out").path)
        job.options = ["history": "true"]
        var generate = GenerateRun(jobs: .job(job))
        generate.warningsAsErrors = true
        let history = generate.run()
        XCTAssertEqual(history.status, 0, "\(history.diagnostics)")
        assertSummarized(history, bundle: bundle)
    }

    func test_theNotesCommand_quotesAPathWithSpaces() throws {
        let bundle = try folder.bundle([("V1", noInverse), ("V2", clean)], named: "My Shop")
        let note = DiffRun(path: bundle).run().diagnostics.first { $0.severity == .note }
        XCTAssertEqual(note?.hint, "run 'shale lint --all-versions \"\(bundle)\"' to list them")
    }
}
