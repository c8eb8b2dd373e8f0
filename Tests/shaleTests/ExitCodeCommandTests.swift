import Foundation
import ShaleTestSupport
import XCTest

/// The exit codes as the real process ends with them (Documentation/CommandLine.md, "Exit codes"): usage mistakes
/// that ArgumentParser catches and those Shale catches end the same (64), apart from what a check finds (1),
/// unreadable input (65) and I/O errors (74). `ExitCodeTests` (ShaleDriverTests) covers every command in-process.
final class ExitCodeCommandTests: TemporaryFolderTestCase {
    private let slate = "Golden/Models/Slate.xcdatamodel"

    private func status(_ arguments: [String]) throws -> Int32 {
        try ShaleProcess.run(arguments).status
    }

    func test_usageMistakes_exit64_whoeverCatchesThem() throws {
        let out = folder.url.appendingPathComponent("out").path
        XCTAssertEqual(try status(["generate", "--model", slate, "--output", out, "--no-such-flag"]), 64)
        XCTAssertEqual(try status(["generate", "--model", slate, "--output", out, "--option", "int-cast"]), 64)
        XCTAssertEqual(try status(["generate", "--model", slate, "--output", out, "--option", "int-cast=maybe"]), 64)
        XCTAssertEqual(try status(["generate", "--model", slate, "--output", out, "--templates", "slat"]), 64)
        XCTAssertEqual(try status(["templates", "show", "nope"]), 64)
        XCTAssertEqual(try status(["diagram", slate, "--format", "png"]), 64)
        XCTAssertEqual(try status(["dump", "Golden/Models/Library.xcdatamodeld", "--model-version", "Library 7"]), 64)
        let config = try folder.write(
            "jobs:\n  - model: M.xcdatamodel\n    output: O\n    colour: red\n",
            to: "shale.yml")
        XCTAssertEqual(try status(["generate", "--config", config]), 64)
        XCTAssertEqual(try status(["config", "lint", "--config", config]), 64)
        XCTAssertEqual(try status(["config", "lint", config]), 64, "the older positional spelling")
    }

    func test_aUsageMistakeShaleCatches_printsTheSubcommandsUsage_asArgumentParserDoes() throws {
        for (arguments, command) in [
            (["lint", "--path", "drect", slate], "shale lint"),
            (["diff", "Golden/Models/Library.xcdatamodeld", "--format", "jsn"], "shale diff"),
        ] {
            let run = try ShaleProcess.run(arguments)
            XCTAssertEqual(run.status, 64, run.stderr)
            XCTAssertTrue(run.stderr.hasPrefix("Error: unknown "), run.stderr)
            XCTAssertTrue(run.stderr.contains("did you mean"), run.stderr)
            XCTAssertTrue(run.stderr.contains("\nUsage: \(command) ["), run.stderr)
            XCTAssertTrue(
                run.stderr.hasSuffix("\n  See '\(command) --help' for more information.\n"), run.stderr)
        }
        // ArgumentParser's own usage errors read the same.
        let parsed = try ShaleProcess.run(["lint", "--format", "xml", slate])
        XCTAssertTrue(parsed.stderr.contains("\nUsage: shale lint ["), parsed.stderr)
    }

    func test_checks_exit1_input_65_io_74() throws {
        XCTAssertEqual(try status(["diff", "Golden/Models/Library.xcdatamodeld", "--exit-code"]), 1)
        XCTAssertEqual(try status(["dump", "Golden/Models/Bad/MergeConflict.xcdatamodel"]), 65)
        XCTAssertEqual(try status(["lint", "Golden/Models/Bad/NoSuchModel.xcdatamodel"]), 65)
        let blocker = try folder.write("a file\n", to: "blocker")
        XCTAssertEqual(try status(["generate", "--model", slate, "--output", blocker + "/out"]), 74)
        XCTAssertEqual(try status(["config", "init", blocker + "/shale.yml"]), 74)
    }
}
