import Foundation
import ShaleConfiguration
import ShaleDiagram
import ShaleDriver
import ShaleOutput
import ShaleTestSupport
import XCTest

/// One exit-code convention for every command (Documentation/CommandLine.md, "Exit codes"): each command, run
/// in-process through its `*Run` entry point, on each class of mistake it can meet. 1 the check found something,
/// 64 usage, 65 unreadable or invalid input, 69 a missing tool, 74 I/O.
final class ExitCodeTests: TemporaryFolderTestCase {
    private let book = #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String"/></entity>"#
    private let found = CommandOutput.failure, usage = CommandOutput.usage
    private let invalid = CommandOutput.invalidInput, io = CommandOutput.ioError

    override func setUpWithError() throws {
        try super.setUpWithError()
        PackagePaths.enterRoot()
    }

    private var slate: String { PackagePaths.root.appendingPathComponent("Golden/Models/Slate.xcdatamodel").path }
    private var library: String { PackagePaths.root.appendingPathComponent("Golden/Models/Library.xcdatamodeld").path }
    private var broken: String {
        PackagePaths.root.appendingPathComponent("Golden/Models/Bad/MergeConflict.xcdatamodel").path
    }

    /// A path under a regular file: no folder can be made there, whoever runs the test.
    private func unwritable(_ name: String) throws -> String {
        try folder.write("a file\n", to: "blocker") + "/" + name
    }

    private func generate(_ job: GenerationJob, mode: OutputWriter.Mode = .write) -> Int32 {
        var run = GenerateRun(jobs: .job(job), mode: mode)
        run.quiet = true
        return run.run().status
    }

    func test_generate() throws {
        let out = folder.url.appendingPathComponent("out").path
        XCTAssertEqual(generate(GenerationJob(modelPath: slate, templates: "coredata", output: out)), 0)
        XCTAssertEqual(generate(GenerationJob(modelPath: slate, templates: "coredata", output: out), mode: .check), 0)
        XCTAssertEqual(
            generate(GenerationJob(modelPath: slate, templates: "memory", output: out), mode: .check), found,
            "stale output")
        XCTAssertEqual(
            generate(GenerationJob(modelPath: slate, templates: "coredat", output: out)), usage,
            "unknown set")
        XCTAssertEqual(
            generate(
                GenerationJob(
                    modelPath: slate, templates: "coredata", output: out,
                    options: ["colour": "red"])), usage, "unknown option")
        XCTAssertEqual(
            generate(GenerationJob(modelPath: slate, output: out, options: ["int-cast": "maybe"])), usage,
            "a value the option refuses")
        XCTAssertEqual(
            generate(
                GenerationJob(
                    modelPath: library, modelVersion: "Library 7", templates: "coredata",
                    output: out)), usage, "unknown version")
        XCTAssertEqual(generate(GenerationJob(modelPath: slate + "-missing", output: out)), invalid, "no such model")
        XCTAssertEqual(generate(GenerationJob(modelPath: broken, output: out)), invalid, "XML that does not parse")
        XCTAssertEqual(
            generate(GenerationJob(modelPath: slate, templates: "coredata", output: try unwritable("out"))),
            io, "cannot write")
        let warned = GenerationJob(modelPath: "Golden/Models/KitchenSink.xcdatamodeld", output: out)
        var strict = GenerateRun(jobs: .job(warned), mode: .dryRun)
        strict.warningsAsErrors = true
        XCTAssertEqual(strict.run().status, found, "a warning with --warnings-as-errors")
    }

    func test_generateAndConfigLint_endTheSameOnTheSameFile() throws {
        let badKey = try folder.write("jobs:\n  - model: \(slate)\n    output: Out\n    colour: red\n", to: "key.yml")
        let badValue = try folder.write(
            "jobs:\n  - model: \(slate)\n    output: Out\n    templates: nope\n",
            to: "set.yml")
        let noModel = try folder.write("jobs:\n  - model: Missing.xcdatamodel\n    output: Out\n", to: "model.yml")
        for (config, status) in [(badKey, usage), (badValue, usage), (noModel, invalid)] {
            XCTAssertEqual(ConfigRun.lint(config).status, status, config)
            XCTAssertEqual(GenerateRun(jobs: .config(config), mode: .dryRun).run().status, status, config)
        }
        XCTAssertEqual(ConfigRun.writeExample(to: badKey).status, usage, "never overwrites")
        XCTAssertEqual(ConfigRun.writeExample(to: try unwritable("shale.yml")).status, io)
    }

    func test_lint() throws {
        let warned = try folder.model(
            #"<entity name="A"><relationship name="b" destinationEntity="A" "#
                + #"toMany="YES"/></entity>"#, named: "Warned")
        XCTAssertEqual(LintRun(models: [warned]).run().status, 0)
        var strict = LintRun(models: [warned])
        strict.failOn = .warning
        XCTAssertEqual(strict.run().status, found, "a finding at the threshold")
        XCTAssertEqual(LintRun(models: [warned + "-missing"]).run().status, invalid, "no such model")
        XCTAssertEqual(LintRun(models: [broken]).run().status, invalid, "a model lint cannot read")
        let badConfig = try folder.write("lint:\n  colour: red\n", to: "shale.yml")
        XCTAssertEqual(LintRun(models: [warned], configPath: badConfig).run().status, usage, "a bad shale.yml key")
        var version = LintRun(models: [library])
        version.versionName = "Library 7"
        XCTAssertEqual(version.run().status, usage, "unknown version")
    }

    func test_diff() throws {
        XCTAssertEqual(DiffRun(path: library).run().status, 0)
        var changes = DiffRun(path: library)
        changes.exitsWithChanges = true
        XCTAssertEqual(changes.run().status, found, "--exit-code with differences")
        var forbidden = DiffRun(path: library)
        forbidden.failOn = [.destructive]
        XCTAssertEqual(forbidden.run().status, found, "--fail-on")
        var format = DiffRun(path: library)
        format.format = "html"
        XCTAssertEqual(format.run().status, usage, "unknown format")
        var from = DiffRun(path: library)
        from.from = "Library 7"
        XCTAssertEqual(from.run().status, usage, "unknown --from")
        var to = DiffRun(path: library)
        to.to = "library 10 "
        XCTAssertEqual(to.run().status, usage, "unknown --to")
        XCTAssertEqual(DiffRun(path: broken).run().status, invalid)
        var output = DiffRun(path: library)
        output.output = try unwritable("report.txt")
        XCTAssertEqual(output.run().status, io)
    }

    func test_diagramDumpAndReport() throws {
        var diagram = DiagramRun(path: library)
        diagram.versionName = "Nope"
        XCTAssertEqual(diagram.run().status, usage)
        XCTAssertEqual(DiagramRun(path: broken).run().status, invalid)
        var svg = DiagramRun(path: library)
        svg.format = .svg
        svg.searchPath = folder.url.path
        XCTAssertEqual(svg.run().status, CommandOutput.unavailable, "no dot")
        var written = DiagramRun(path: library)
        written.output = try unwritable("diagram.mmd")
        XCTAssertEqual(written.run().status, io)

        XCTAssertEqual(DumpRun(path: broken).run().status, invalid)
        XCTAssertEqual(DumpRun(path: library, versionName: "Nope").run().status, usage)
        XCTAssertEqual(DumpRun(path: library, hashes: true).run().status, 0)

        XCTAssertEqual(ReportRun(path: broken).run().status, invalid)
        var config = ReportRun(path: library)
        config.lintConfigPath = try folder.write("jobs: 3\n", to: "report.yml")
        XCTAssertEqual(config.run().status, usage)
        var page = ReportRun(path: library)
        page.diagram = .text
        page.output = try unwritable("report.html")
        XCTAssertEqual(page.run().status, io)
    }

    func test_lockAndStore() throws {
        let bundle = try folder.bundle([("V1", book)], named: "Shop")
        XCTAssertEqual(LockRun(path: bundle, check: true).run().status, invalid, "no lock file")
        XCTAssertEqual(LockRun(path: bundle).run().status, 0)
        XCTAssertEqual(LockRun(path: bundle, check: true).run().status, 0)
        _ = try folder.bundle([("V1", book.replacingOccurrences(of: "String", with: "Integer 64"))], named: "Shop")
        XCTAssertEqual(LockRun(path: bundle, check: true).run().status, found, "an edited lock")
        try folder.write("{", to: "Shop.xcdatamodeld.lock")
        XCTAssertEqual(LockRun(path: bundle, check: true).run().status, invalid, "a lock that is not one")
        XCTAssertEqual(LockRun(path: bundle, lockFile: try unwritable("Shop.lock")).run().status, io)

        XCTAssertEqual(StoreRun(storePath: slate + "/contents").run().status, invalid, "not a store")
        XCTAssertEqual(
            StoreRun(storePath: folder.url.appendingPathComponent("none.sqlite").path).run().status,
            invalid, "no such store")
    }

    func test_templates() throws {
        XCTAssertEqual(TemplatesRun.show("nope").status, usage)
        XCTAssertEqual(TemplatesRun.show("slate", file: "Nope.mustache").status, usage)
        let exported = folder.url.appendingPathComponent("set").path
        XCTAssertEqual(TemplatesRun.export("memory", to: exported).status, 0)
        XCTAssertEqual(TemplatesRun.export("memory", to: exported).status, usage, "never overwrites")
        XCTAssertEqual(TemplatesRun.export("memory", to: try unwritable("set")).status, io)
        try folder.write("{{#nope}", to: "set/ImmutableModel.mustache")
        XCTAssertEqual(TemplatesRun.lint(exported).status, invalid, "as generate with that set")
        XCTAssertEqual(
            generate(
                GenerationJob(
                    modelPath: slate, templates: exported,
                    output: folder.url.appendingPathComponent("o").path)), invalid)
    }
}
