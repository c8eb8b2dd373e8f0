import Foundation
import ShaleTestSupport
import XCTest

@testable import shale

/// `shale templates`, `shale config`, and how the command line talks to people and editors.
final class TemplatesAndConfigCommandTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func path(_ name: String) -> String { folder.url.appendingPathComponent(name).path }

    func test_templatesList_andShow() throws {
        let list = try ShaleProcess.run(["templates", "list"])
        XCTAssertEqual(list.status, 0)
        XCTAssertEqual(
            list.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) },
            ["coredata", "memory", "migration", "slate", "slate3", "swiftdata", "xcode"])
        let file = try ShaleProcess.run(["templates", "show", "slate", "ImmutableModel.mustache"])
        let source = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Templates/slate/ImmutableModel.mustache"),
            encoding: .utf8)
        XCTAssertEqual(file.stdout, source)
        let summary = try ShaleProcess.run(["templates", "show", "memory"])
        XCTAssertTrue(summary.stdout.contains("parent: slate"), summary.stdout)
        XCTAssertTrue(
            summary.stdout.contains("MemoryObject (entity) -> entities/{{managedClass}}.swift"), summary.stdout)
        let missing = try ShaleProcess.run(["templates", "show", "slate", "Nope.mustache"])
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.stderr.contains("has no file 'Nope.mustache'"), missing.stderr)
    }

    /// What users get for `retroactive` (RetroactiveDefaultTests has the reasons): `templates show` says `false`
    /// and `generate` writes no `@retroactive` unless asked.
    func test_retroactive_isFalseInTemplatesShow_andInWhatGenerateWrites() throws {
        let show = try ShaleProcess.run(["templates", "show", "slate"])
        XCTAssertTrue(show.stdout.contains("retroactive (bool, default \"false\")"), show.stdout)
        for (options, marked) in [([String](), false), (["--option", "retroactive=true"], true)] {
            let output = path(marked ? "marked" : "plain")
            let run = try ShaleProcess.run(
                [
                    "generate", "--model", "Examples/Bookshelf.xcdatamodeld", "--output",
                    output,
                ] + options)
            XCTAssertEqual(run.status, 0, run.stderr)
            let entity = try String(contentsOfFile: output + "/CoreDataBook.swift", encoding: .utf8)
            XCTAssertEqual(entity.contains("@retroactive "), marked, options.joined(separator: " "))
        }
    }

    func test_anExportedSet_rendersWhatTheBuiltInOneRenders_andExportNeverOverwrites() throws {
        let exported = path("mine")
        XCTAssertEqual(try ShaleProcess.run(["templates", "export", "slate", exported]).status, 0)
        let model = "Golden/Models/Slate.xcdatamodel"
        let options = ["--option", "name-transform=Slate%@"]
        XCTAssertEqual(
            try ShaleProcess.run(["generate", "--model", model, "--output", path("a"), "-q"] + options).status, 0)
        XCTAssertEqual(
            try ShaleProcess.run(
                [
                    "generate", "--model", model, "--templates", exported, "--output", path("b"),
                    "-q",
                ] + options
            ).status, 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: path("a")).sorted()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("b")).sorted(), names)
        for name in names {
            XCTAssertEqual(
                FileManager.default.contents(atPath: path("a/\(name)")),
                FileManager.default.contents(atPath: path("b/\(name)")), name)
        }
        let again = try ShaleProcess.run(["templates", "export", "slate", exported])
        XCTAssertEqual(again.status, 64)
        XCTAssertTrue(again.stderr.contains("already exists"), again.stderr)
    }

    func test_templatesLint_reportsAMisspelledKeyAtItsTag_andPassesAGoodSet() throws {
        let exported = path("mine")
        XCTAssertEqual(try ShaleProcess.run(["templates", "export", "slate", exported]).status, 0)
        let good = try ShaleProcess.run(["templates", "lint", exported])
        XCTAssertEqual(good.status, 0, good.stderr)
        XCTAssertTrue(good.stdout.contains("no problems"), good.stdout)
        let template = exported + "/ImmutableModel.mustache"
        let text = try String(contentsOfFile: template, encoding: .utf8)
        try text.replacingOccurrences(of: "{{#attributes}}", with: "{{#atributes}}")
            .replacingOccurrences(of: "{{/attributes}}", with: "{{/atributes}}")
            .write(toFile: template, atomically: true, encoding: .utf8)
        let bad = try ShaleProcess.run(["templates", "lint", exported])
        XCTAssertEqual(bad.status, 65, "as generate with that set")
        XCTAssertTrue(bad.stderr.contains("ImmutableModel.mustache:"), bad.stderr)
        XCTAssertTrue(
            bad.stderr.contains(
                ": error: 'atributes' is not a key of the entity context; did you mean "
                    + "'attributes'?"), bad.stderr)
    }

    func test_configInit_writesAnExampleThatLintNames_andLintPassesAValidFile() throws {
        let example = path("shale.yml")
        XCTAssertEqual(try ShaleProcess.run(["config", "init", example]).status, 0)
        XCTAssertEqual(try ShaleProcess.run(["config", "init", example]).status, 64, "init never overwrites")
        let lint = try ShaleProcess.run(["config", "lint", "--config", example])
        XCTAssertEqual(lint.status, 65, "the example's model does not exist")
        XCTAssertTrue(lint.stderr.contains("Sources/Store/Model.xcdatamodeld does not exist"), lint.stderr)

        let model = PackagePaths.root.appendingPathComponent("Golden/Models/Slate.xcdatamodel").path
        let valid = try folder.write(
            "jobs:\n  - model: \(model)\n    outputs:\n      models: M\n      entities: E\n", to: "ok.yml")
        let passed = try ShaleProcess.run(["config", "lint", valid])
        XCTAssertEqual(passed.status, 0, passed.stderr)
        XCTAssertTrue(passed.stdout.contains("is valid (1 job)"), passed.stdout)

        let wrong = try folder.write(
            "jobs:\n  - model: \(model)\n    output: Out\n    outputs:\n      model: M\n    options:\n      colour: red\n",
            to: "bad.yml")
        let failed = try ShaleProcess.run(["config", "lint", wrong])
        XCTAssertEqual(failed.status, 64, "as generate --config on the same file")
        XCTAssertEqual(try ShaleProcess.run(["generate", "--config", wrong]).status, 64)
        XCTAssertEqual(try ShaleProcess.run(["config", "lint", "--config", wrong]).status, 64)
        XCTAssertTrue(failed.stderr.contains("has no output root 'model'"), failed.stderr)
        XCTAssertTrue(
            failed.stderr.contains("bad.yml:7:15: error: template set 'slate' has no option 'colour'"), failed.stderr)
    }

    func test_combinedOutput_oneFileWithOneHeaderAndEachImportOnce_andNoAbsolutePath() throws {
        // As the build plugin runs it: an absolute configuration path, the model beside the configuration.
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Golden/Models/KitchenSink.xcdatamodeld"),
            to: folder.url.appendingPathComponent("KitchenSink.xcdatamodeld"))
        let config = try folder.write(
            "jobs:\n  - model: KitchenSink.xcdatamodeld\n    templates: memory\n    output: unused\n",
            to: "shale.yml")
        let combined = path("All.swift")
        let run = try ShaleProcess.run([
            "generate", "--config", config, "--combined-output", combined,
            "--option", "name-transform=Immutable%@",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let text = try String(contentsOfFile: combined, encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: "// Generated by shale from ").count, 2, "one header")
        XCTAssertEqual(text.components(separatedBy: "import ShaleRuntime\n").count, 2, "each import once")
        XCTAssertTrue(text.contains("// MARK: - models/ImmutableBook.swift"))
        XCTAssertTrue(text.hasPrefix("// Generated by shale from KitchenSink.xcdatamodeld. Do not edit."))
        XCTAssertTrue(text.contains("// MARK: - entities/KitchenSinkSchema.swift"))
        XCTAssertFalse(text.contains(folder.url.path), "no absolute path in generated code")
        let unchanged = try ShaleProcess.run([
            "generate", "--config", config, "--combined-output", combined,
            "--option", "name-transform=Immutable%@",
        ])
        XCTAssertTrue(unchanged.stderr.contains("shale: unchanged"), unchanged.stderr)
    }

    func test_quietAndVerbose() throws {
        let quiet = try ShaleProcess.run([
            "generate", "--model", "Golden/Models/Slate.xcdatamodel", "--output", path("q"),
            "--option", "name-transform=Slate%@", "--quiet",
        ])
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.stdout + quiet.stderr, "")
        let verbose = try ShaleProcess.run([
            "generate", "--model", "Golden/Models/Slate.xcdatamodel", "--output", path("v"),
            "--option", "name-transform=Slate%@", "--verbose",
        ])
        XCTAssertTrue(verbose.stdout.contains("wrote \(path("v"))/CoreDataBook.swift"), verbose.stdout)
        XCTAssertTrue(verbose.stderr.contains("written, 0 unchanged, 0 removed"), verbose.stderr)
    }

    func test_diagnostics_areColouredOnlyOnATerminal() throws {
        let piped = try ShaleProcess.run(["dump", "Golden/Models/Bad/DuplicateNames.xcdatamodel"])
        XCTAssertTrue(piped.stderr.contains(": error: "), piped.stderr)
        XCTAssertFalse(piped.stderr.contains("\u{1B}["), "no colour codes when standard error is not a terminal")
        let colored = DiagnosticPrinter.colored("a.swift:1:2: error: bad\na.swift:1:2: note: fix it")
        XCTAssertEqual(
            colored, "a.swift:1:2: \u{1B}[1;31merror:\u{1B}[0m bad\na.swift:1:2: \u{1B}[1;36mnote:\u{1B}[0m fix it")
    }
}
