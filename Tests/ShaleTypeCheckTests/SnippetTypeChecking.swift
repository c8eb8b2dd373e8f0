import AppleSDKStandIn
import Foundation
import ShaleTestSupport
import XCTest

/// Checks of Swift snippets against the stand-in SDK (`AppleTypeChecker`, with the SIL diagnostics on, as Xcode's
/// build runs them), shared by the tests of the stand-in modules (SwiftData, SlateSchema).
protocol SnippetTypeChecking: XCTestCase {}

extension SnippetTypeChecking {
    /// `source` type-checked as module `Checked` in `swiftVersion`'s language mode.
    func typeCheck(_ source: String, swiftVersion: Int = 5) throws -> AppleTypeChecker.Result {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        return try AppleTypeChecker.shared.typeCheck(
            [folder.write(source + "\n", to: "Snippet.swift")],
            swiftVersion: swiftVersion, checksInitialization: true)
    }

    /// `source` fails in both language modes with `count` errors, each containing `message`.
    func assertRejected(
        _ source: String, with message: String, count: Int = 1,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try assertRejected(source, with: [message], count: count, file: file, line: line)
    }

    /// `source` fails in both language modes with `count` errors, each containing one of `messages`.
    func assertRejected(
        _ source: String, with messages: [String], count: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for version in [5, 6] {
            let result = try typeCheck(source, swiftVersion: version)
            XCTAssertEqual(result.errors.count, count, "Swift \(version):\n\(result.output)", file: file, line: line)
            XCTAssertTrue(
                result.errors.allSatisfy { error in messages.contains { error.contains($0) } },
                "Swift \(version): expected errors containing one of \(messages):\n\(result.output)",
                file: file, line: line)
        }
    }

    /// `source` type-checks without an error or a warning in both language modes.
    func assertClean(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for version in [5, 6] {
            let result = try typeCheck(source, swiftVersion: version)
            XCTAssertTrue(result.isClean, "Swift \(version):\n\(result.output)", file: file, line: line)
            XCTAssertFalse(
                result.output.contains("warning:"), "Swift \(version):\n\(result.output)",
                file: file, line: line)
        }
    }
}
