import Foundation
import ShaleTestSupport
import XCTest

/// Template sets and configurations written to do harm or by mistake: each gives a located error, and the run
/// writes nothing, neither into its output folder nor beside it.
final class HostileTemplateTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("kept\n", to: "out/Keep.swift")
    }

    override func tearDown() {
        folder.remove()
    }

    /// Every file under the temporary folder with its contents, template sets aside.
    private func snapshot() -> [String: Data] {
        let root = folder.url.path
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: root) ?? [] where !path.hasPrefix("sets") {
            files[path] = FileManager.default.contents(atPath: "\(root)/\(path)")
        }
        return files
    }

    /// A manifest with one entity-scoped output, with `extra` lines after `outputs` and the path `path`.
    private func manifest(path: String = "{{name}}.swift", template: String = "File", top: String = "") -> String {
        """
        name: hostile
        summary: a set that should not run
        \(top)options: []
        outputs:
          - template: \(template)
            scope: entity
            root: out
            path: "\(path)"
        """
    }

    /// Runs `shale generate` with the set made of `files`; asserts status 65 (a template set that does not load is
    /// invalid input), that the first line of standard error starts with `location` and contains `message`, and that
    /// nothing was written.
    private func assertRefused(
        _ files: [String: String], location: String, message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let name = "set\(files.hashValue & 0xFFFF)"
        for (path, text) in files {
            try folder.write(text, to: "sets/\(name)/\(path)")
        }
        let before = snapshot()
        let set = folder.url.appendingPathComponent("sets/\(name)").path
        let result = try ShaleProcess.run(
            [
                "generate", "--model", "Golden/Models/Slate.xcdatamodel",
                "--templates", set, "--output", folder.url.appendingPathComponent("out").path,
            ],
            timeLimit: 60)
        XCTAssertEqual(result.status, 65, result.stderr, file: file, line: line)
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(first.hasPrefix(set + location), "expected \(location) in: \(first)", file: file, line: line)
        XCTAssertTrue(
            first.contains(": error: \(message)"), "expected '\(message)' in: \(first)", file: file, line: line)
        XCTAssertEqual(snapshot(), before, "the run wrote or removed files", file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/ShaleHostile"), file: file, line: line)
    }

    func test_mustacheSyntaxError() throws {
        try assertRefused(
            ["manifest.yml": manifest(), "File.mustache": "line one\n{{#section}}\nnever closed\n"],
            location: "/File.mustache:", message: "the template does not parse")
    }

    func test_unknownPartial_isAnErrorAtItsTag() throws {
        try assertRefused(
            ["manifest.yml": manifest(), "File.mustache": "struct {{name}} {\n    {{> Mising}}\n}\n"],
            location: "/File.mustache:2:5: ",
            message: "the template includes partial 'Mising', which the set does not have")
    }

    func test_unknownPartial_afterADelimiterChange() throws {
        try assertRefused(
            ["manifest.yml": manifest(), "File.mustache": "{{=<% %>=}}\n<%name%> <%> Gone%>\n"],
            location: "/File.mustache:2:10: ", message: "the template includes partial 'Gone'")
    }

    func test_partialsIncludingThemselves_areAnError_notAStackOverflow() throws {
        try assertRefused(
            ["manifest.yml": manifest(), "File.mustache": "x {{> File}}\n"],
            location: "/File.mustache:1:3: ", message: "partials include each other without end: File -> File")
        try assertRefused(
            [
                "manifest.yml": manifest(), "File.mustache": "{{> Ping}}\n",
                "Ping.mustache": "{{#attributes}}\n{{> Pong}}{{/attributes}}\n",
                "Pong.mustache": "{{#isOptional}}{{> Ping}}{{/isOptional}}\n",
            ],
            location: "/Pong.mustache:1:16: ",
            message: "partials include each other without end: Ping -> Pong -> Ping")
    }

    func test_partialsThatMultiplyExponentially_areAnError_notAHang() throws {
        var files = ["manifest.yml": manifest(), "File.mustache": "{{> P0}}\n", "P30.mustache": "x\n"]
        for level in 0..<30 {
            files["P\(level).mustache"] = "{{> P\(level + 1)}}{{> P\(level + 1)}}\n"
        }
        try assertRefused(
            files, location: "/P14.mustache: ", message: "the template expands its partials more than 100000 times")
    }

    func test_missingManifest() throws {
        try assertRefused(
            ["File.mustache": "{{name}}\n"], location: ": ", message: "the template set has no manifest.yml")
    }

    func test_malformedManifest() throws {
        try assertRefused(
            ["manifest.yml": "name: [unclosed\n", "File.mustache": "x\n"],
            location: "/manifest.yml:", message: "manifest.yml is not valid")
        try assertRefused(
            ["manifest.yml": "name: wrong\nsummary: types\noptions: []\noutputs: 3\n", "File.mustache": "x\n"],
            location: "/manifest.yml:4:1: ", message: "manifest.yml is not valid: expected Sequence at outputs")
    }

    func test_outputTemplateThatDoesNotExist_isAnErrorAtItsLine() throws {
        try assertRefused(
            ["manifest.yml": manifest(template: "../../etc/passwd"), "File.mustache": "x\n"],
            location: "/manifest.yml:5:5: ", message: "output template '../../etc/passwd' has no")
    }

    func test_parentOutsideTheSetsFolder() throws {
        try assertRefused(
            ["manifest.yml": manifest(top: "parent: ../../../tmp/elsewhere\n"), "File.mustache": "x\n"],
            location: "/manifest.yml:3:1: ", message: "the parent '../../../tmp/elsewhere' is a path")
        try assertRefused(
            ["manifest.yml": manifest(top: "parent: /tmp\n"), "File.mustache": "y\n"],
            location: "/manifest.yml:3:1: ", message: "the parent '/tmp' is a path")
    }

    func test_outputPathsLeavingTheOutputFolder() throws {
        try assertRefused(
            ["manifest.yml": manifest(path: "../{{name}}.swift"), "File.mustache": "x\n"],
            location: "/manifest.yml:8:5: ", message: #"generated path "../Author.swift" would leave its output folder"#
        )
        try assertRefused(
            ["manifest.yml": manifest(path: "/tmp/ShaleHostile/{{name}}.swift"), "File.mustache": "y\n"],
            location: "/manifest.yml:8:5: ", message: #"generated path "/tmp/ShaleHostile/Author.swift" would leave"#)
        try assertRefused(
            ["manifest.yml": manifest(path: "a/../../{{name}}.swift"), "File.mustache": "z\n"],
            location: "/manifest.yml:8:5: ", message: #"generated path "a/../../Author.swift" would leave"#)
    }

    /// `shale generate --config FILE` with `text` as the file: exit 64, located errors, nothing written.
    private func assertConfigRefused(
        _ text: String, messages: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try folder.write(text, to: "shale.yml")
        let before = snapshot()
        let result = try ShaleProcess.run(["generate"], in: folder.url, timeLimit: 60)
        XCTAssertEqual(result.status, 64, result.stderr, file: file, line: line)
        for message in messages {
            XCTAssertTrue(
                result.stderr.contains(message), "expected '\(message)' in:\n\(result.stderr)", file: file, line: line)
        }
        XCTAssertEqual(snapshot(), before, "the run wrote or removed files", file: file, line: line)
    }

    func test_configWithUnknownKeysAndWrongTypes_reportsEveryProblem() throws {
        let model = PackagePaths.root.appendingPathComponent("Golden/Models/Slate.xcdatamodel").path
        try assertConfigRefused(
            """
            jobs:
              - model: \(model)
                output: out
                optoins: {name-transform: "S%@"}
              - model: [\(model)]
                output: 3
                options: [a, b]
            colour: blue
            """,
            messages: [
                "shale.yml:4:5: error: unknown key 'optoins' in a job",
                "shale.yml:5:12: error: 'model' must be a string",
                "shale.yml:7:14: error: 'options' must be a mapping",
                "shale.yml:8:1: error: unknown key 'colour'",
            ])
    }

    func test_configAliasBomb_failsFast() throws {
        // Nine levels of nine aliases would be 387 million jobs if expanded.
        var lines = ["a0: &a0 {model: M.xcdatamodel, output: out}"]
        for level in 1...9 {
            let previous = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(previous)]")
        }
        lines.append("jobs: *a9")
        try assertConfigRefused(lines.joined(separator: "\n") + "\n", messages: ["error: "])
    }
}
