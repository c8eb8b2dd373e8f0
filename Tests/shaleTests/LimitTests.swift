import Foundation
import ShaleSynthetic
import ShaleTestSupport
import XCTest

/// Inputs at and past the limits of what a model holds: each works, or fails fast with a located error; none
/// crashes or hangs. Each runs `shale` in its own process with a bound on the process's wall-clock time. That the
/// work stays linear in the input's size is the benchmark's to show (`shale-benchmark limits` prints the
/// 100,000/10,000-entity ratios of these commands, in callgrind instructions with `--instructions`): a wall-clock
/// ratio asserted here would fail on a loaded machine, or pass by luck.
final class LimitTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// Runs `shale arguments` in the temporary folder and checks it ended, by itself, within `seconds`.
    private func shale(
        _ arguments: [String], within seconds: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> ShaleProcess.Output {
        let run = try ShaleProcess.run(arguments, in: folder.url, timeLimit: seconds)
        XCTAssertFalse(run.timedOut, "shale \(arguments.first ?? "") ran past \(seconds) s", file: file, line: line)
        XCTAssertFalse(run.crashed, "shale crashed:\n\(run.stderr.suffix(2000))", file: file, line: line)
        return run
    }

    /// Writes `contents` (raw bytes) as `name.xcdatamodel/contents`; returns the model folder's name.
    private func model(_ contents: [UInt8], named name: String = "Model") throws -> String {
        let folderURL = folder.url.appendingPathComponent("\(name).xcdatamodel")
        try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
        try Data(contents).write(to: folderURL.appendingPathComponent("contents"))
        return "\(name).xcdatamodel"
    }

    private func model(_ body: String, named name: String = "Model") throws -> String {
        try model(Array(TemporaryFolder.modelXML(body).utf8), named: name)
    }

    func test_deeplyNestedXML_failsFastWithALocatedError() throws {
        let depth = 1_000_000
        let xml =
            "<?xml version=\"1.0\"?>\n<model>" + String(repeating: "<entity>", count: depth)
            + String(repeating: "</entity>", count: depth) + "</model>\n"
        let run = try shale(["dump", try model(Array(xml.utf8))], within: 30)
        XCTAssertEqual(run.status, 65, "invalid input (Documentation/CommandLine.md)")
        XCTAssertTrue(run.stderr.hasPrefix("Model.xcdatamodel/contents:2:"), run.stderr)
        XCTAssertTrue(run.stderr.contains("error: "), run.stderr)
        XCTAssertEqual(run.stdout, "")
    }

    /// A bundle of two identical versions of `count` entities (`PairedEntityBundle`).
    private func bundle(entities count: Int, named name: String) throws -> String {
        try PairedEntityBundle(entities: count).write(named: name, in: folder.url)
    }

    func test_hundredThousandEntities_readResolveAndDiff() throws {
        try TestTier.requireFull("a 100,000-entity model read, resolved and diffed")
        let large = try shale(["diff", try bundle(entities: 100_000, named: "Large")], within: 300)
        XCTAssertEqual(large.status, 0, large.stderr)
        XCTAssertTrue(large.stdout.contains("(0 changes)"), large.stdout)
    }

    func test_hundredThousandEntities_drawAndDiffAsMarkdown() throws {
        try TestTier.requireFull("a 100,000-entity model drawn and diffed as markdown")
        let large = try bundle(entities: 100_000, named: "Large")
        // DOT's writer walks the diagram as Mermaid's does.
        let drawn = try shale(["diagram", "--format", "mermaid", large], within: 300)
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        XCTAssertTrue(drawn.stdout.contains("E99999"), "every entity is drawn")
        // The markdown diff builds the migration diagram of every entity, then draws the changed ones and their
        // neighbours: none, as the versions are the same.
        let diff = try shale(["diff", "--format", "markdown", large], within: 300)
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertTrue(diff.stdout.contains("(0 changes)"), diff.stdout)
        XCTAssertFalse(diff.stdout.contains("```mermaid"), "no entity changed, so none is drawn")
    }

    func test_megabyteAttributeName_generatesInLinearTime_orIsRefusedWithAShortMessage() throws {
        let name = "a" + String(repeating: "b", count: 1 << 20)
        let valid = try model(
            """
            <entity name="E" representedClassName="EMO"><attribute name="\(name)" optional="YES" attributeType="String"/></entity>
            """, named: "Long")
        let generated = try shale(
            ["generate", "--model", valid, "--output", "out", "--option", "name-transform=S%@"],
            within: 120)
        XCTAssertEqual(generated.status, 0, String(generated.stderr.prefix(2000)))
        let swift = try String(contentsOf: folder.url.appendingPathComponent("out/SE.swift"), encoding: .utf8)
        XCTAssertTrue(swift.contains("public let \(name): String?"))

        let invalid = try model(
            """
            <entity name="E" representedClassName="EMO"><attribute name="\(name)-" attributeType="String"/></entity>
            """, named: "Invalid")
        let refused = try shale(["dump", invalid], within: 60)
        XCTAssertEqual(refused.status, 65, "invalid input (Documentation/CommandLine.md)")
        XCTAssertTrue(refused.stderr.contains("error: property name 'abbbb"), String(refused.stderr.prefix(500)))
        XCTAssertLessThan(refused.stderr.utf8.count, 5_000, "a megabyte of model text must not become the message")
    }

    func test_controlCharacters_rawAreLocatedErrors_escapedOnesStayInsideLiterals() throws {
        // XML 1.0 forbids most control characters, raw or as references: the parser stops at the first.
        let raw = try model(
            Array(
                TemporaryFolder.modelXML(
                    """
                    <entity name="E"><userInfo><entry key="note" value="bell\u{07}"/></userInfo></entity>
                    """
                ).utf8), named: "Raw")
        let rawRun = try shale(["dump", raw], within: 30)
        XCTAssertEqual(rawRun.status, 65, "invalid input (Documentation/CommandLine.md)")
        XCTAssertTrue(rawRun.stderr.hasPrefix("Raw.xcdatamodel/contents:"), rawRun.stderr)
        let reference = try model(
            #"<entity name="E"><userInfo><entry key="note" value="esc&#27;[31m"/></userInfo></entity>"#,
            named: "Reference")
        XCTAssertEqual(try shale(["dump", reference], within: 30).status, 65)

        // Tab, line feed and carriage return are allowed; in code they stay escaped inside string literals.
        let allowed = try model(
            """
            <entity name="E" representedClassName="EMO">
                <attribute name="a" optional="YES" attributeType="String"/>
                <userInfo><entry key="note" value="line&#10;}&#10;import Evil&#13;&#9;tab"/></userInfo>
            </entity>
            """, named: "Allowed")
        let run = try shale(["generate", "--model", allowed, "--templates", "coredata", "--output", "out"], within: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        let builder = try String(
            contentsOf: folder.url.appendingPathComponent("out/AllowedModel.swift"), encoding: .utf8)
        XCTAssertTrue(builder.contains(#""line\n}\nimport Evil\r\ttab""#), builder)
        XCTAssertFalse(builder.contains("\nimport Evil"))
    }

    func test_invalidUTF8_isOneLocatedError_inModelsTemplatesAndConfigs() throws {
        var bytes = Array(
            TemporaryFolder.modelXML(
                #"<entity name="E"><attribute name="a" attributeType="String" defaultValueString="X"/></entity>"#
            ).utf8)
        let marker = bytes.firstIndex(of: UInt8(ascii: "X"))!
        bytes.replaceSubrange(marker...marker, with: [0xC3, 0x28, 0xFF])
        let run = try shale(["dump", try model(bytes)], within: 30)
        XCTAssertEqual(run.status, 65, "invalid input (Documentation/CommandLine.md)")
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, run.stderr)
        XCTAssertTrue(errors.first?.hasPrefix("Model.xcdatamodel/contents:") == true, run.stderr)
        XCTAssertTrue(
            errors.first?.hasSuffix("error: the file is not valid UTF-8 at bytes 0xC3 0x28 0xFF 0x22") == true,
            run.stderr)

        // Bytes the declared encoding cannot convert: libxml2 2.9 also printed its own unlocated lines for these.
        let shiftJIS =
            Array(#"<?xml version="1.0" encoding="Shift_JIS"?>"#.utf8) + [0x0A]
            + Array("<model><entity name=\"E".utf8) + [0x82, 0xFF] + Array("\"/></model>\n".utf8)
        let converted = try shale(["dump", try model(shiftJIS, named: "Encoded")], within: 30)
        XCTAssertEqual(converted.status, 65, "invalid input (Documentation/CommandLine.md)")
        for line in converted.stderr.split(separator: "\n") {
            XCTAssertTrue(line.hasPrefix("Encoded.xcdatamodel/contents:2:"), converted.stderr)
        }
        XCTAssertTrue(
            converted.stderr.contains("error: the file is not valid Shift_JIS at bytes 0x82 0xFF"),
            converted.stderr)

        try folder.write("name: t\nsummary: s\noptions: []\noutputs: []\n", to: "set/manifest.yml")
        try Data([0x7B, 0x7B, 0xFF, 0x7D, 0x7D]).write(to: folder.url.appendingPathComponent("set/File.mustache"))
        let template = try shale(
            [
                "generate", "--model", try model("<entity name=\"E\"/>", named: "Plain"),
                "--templates", "set", "--output", "out",
            ], within: 30)
        XCTAssertEqual(template.status, 65, "invalid input (Documentation/CommandLine.md)")
        XCTAssertTrue(
            template.stderr.hasPrefix("set/File.mustache: error: the template file is not UTF-8"), template.stderr)

        try Data([0x6A, 0x6F, 0x62, 0x73, 0x3A, 0xFF, 0x0A]).write(to: folder.url.appendingPathComponent("shale.yml"))
        let config = try shale(["generate"], within: 30)
        XCTAssertEqual(config.status, 64)
        XCTAssertTrue(config.stderr.hasPrefix("shale.yml: error: the configuration file is not UTF-8"), config.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
    }
}
