import Foundation
import ShaleDriver
import ShaleTestSupport
import XCTest

@testable import shale

/// `--format` is typed the same way for every command (`FormatArgument`): an unknown value is a usage error that
/// lists the valid ones, and `--help` lists them with the default.
final class FormatOptionTests: XCTestCase {
    let bookshelf = PackagePaths.root.appendingPathComponent("Examples/Bookshelf.xcdatamodeld").path

    /// Each command with a `--format`, and the values its help lists.
    static let commands: [(name: String, values: String)] = [
        ("diagram", "mermaid, dot, svg; default: mermaid"),
        ("lint", "text, json, sarif, github, junit; default: text"),
        ("store", "text, json; default: text"),
        ("diff", "text, markdown, swift, mermaid, json, sarif, github, junit; default: text"),
    ]

    func test_help_listsEveryFormat_andTheDefault() throws {
        for command in Self.commands {
            let help = try ShaleProcess.run([command.name, "--help"])
            XCTAssertEqual(help.status, 0, help.stderr)
            let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            XCTAssertTrue(words.contains("(values: \(command.values))"), "\(command.name): \(help.stdout)")
        }
    }

    func test_anUnknownFormat_isAUsageError_listingTheValidOnes() throws {
        let closed = [
            ("diagram", "'mermaid', 'dot' or 'svg'"), ("lint", "'text', 'json', 'sarif', 'github' or 'junit'"),
            ("store", "'text' and 'json'"),
        ]
        for (command, listed) in closed {
            let run = try ShaleProcess.run([command, bookshelf, "--format", "xml"])
            XCTAssertEqual(run.status, 64, command)
            let expected = "Error: The value 'xml' is invalid for '--format <format>'. Please provide one of \(listed)."
            XCTAssertEqual(run.stderr.split(separator: "\n").first.map(String.init), expected, command)
            XCTAssertEqual(run.stdout, "", command)
        }
        // diff's formats are its template set's: the run checks them once the set is loaded.
        let diff = try ShaleProcess.run(["diff", bookshelf, "--format", "xml"])
        XCTAssertEqual(diff.status, 64)
        XCTAssertTrue(
            diff.stderr.hasPrefix(
                "Error: unknown format 'xml'; --format takes text, markdown, swift, "
                    + "mermaid, json, sarif, github, junit\n"), diff.stderr)
    }

    /// `diff --help` lists exactly the formats a `shale diff` with the built-in `migration` set accepts.
    func test_diffHelp_listsTheFormatsTheRunAccepts() throws {
        var diff = DiffRun(path: bookshelf)
        diff.format = "unknown"
        guard case let .usageError(message)? = diff.run().events.first else {
            return XCTFail("an unknown format is a usage error")
        }
        XCTAssertTrue(
            message.hasSuffix("--format takes " + DiffFormatArgument.allValueStrings.joined(separator: ", ")),
            message)
    }
}
