import Foundation
import ShaleModel
import XCTest

/// A diagnostic a test declares it expects: every reported diagnostic it matches is allowed.
///
/// A string literal matches by message substring: `"has no inverse"`. Use `.code("model-no-inverse")` to match a
/// lint rule's code, and `.warning(_:)` or `.error(_:)` to also pin the severity.
package struct ExpectedDiagnostic: Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The severity it must have; any when `nil`.
    package var severity: Diagnostic.Severity?
    /// Text its message must contain; any when `nil`.
    package var messageContains: String?
    /// Its code; any when `nil`.
    package var code: String?

    /// Expects a diagnostic by the parts given; the parts left `nil` match anything.
    package init(severity: Diagnostic.Severity? = nil, messageContains: String? = nil, code: String? = nil) {
        self.severity = severity
        self.messageContains = messageContains
        self.code = code
    }

    /// Expects a diagnostic whose message contains `value`, of either severity.
    package init(stringLiteral value: String) {
        self.init(messageContains: value)
    }

    /// A warning whose message contains `text`.
    package static func warning(_ text: String) -> ExpectedDiagnostic {
        ExpectedDiagnostic(severity: .warning, messageContains: text)
    }

    /// An error whose message contains `text`.
    package static func error(_ text: String) -> ExpectedDiagnostic {
        ExpectedDiagnostic(severity: .error, messageContains: text)
    }

    /// A diagnostic with the code `code` (a lint rule's name).
    package static func code(_ code: String) -> ExpectedDiagnostic {
        ExpectedDiagnostic(code: code)
    }

    /// Whether `diagnostic` is one this expects.
    package func matches(_ diagnostic: Diagnostic) -> Bool {
        if let severity, diagnostic.severity != severity { return false }
        if let messageContains, !diagnostic.message.contains(messageContains) { return false }
        if let code, diagnostic.code != code { return false }
        return true
    }

    package var description: String {
        var parts: [String] = []
        if let severity { parts.append(severity.rawValue) }
        if let messageContains { parts.append("message containing \"\(messageContains)\"") }
        if let code { parts.append("code \(code)") }
        return parts.isEmpty ? "any diagnostic" : parts.joined(separator: ", ")
    }
}

/// A `DiagnosticCollector` for tests that records every diagnostic reported and tells which ones the test did not
/// expect, so a test that runs the pipeline fails on a warning nobody asked for (the house style's "a test's
/// diagnostics collector fails on any warning it did not expect").
///
/// Most tests use `XCTestCase.strictCollector(expecting:)`, which checks at the test's end.
package final class StrictDiagnostics: @unchecked Sendable {
    // Safe: `expected` is only touched while holding `lock`.
    private let lock = NSLock()
    private var expected: [ExpectedDiagnostic]
    /// The collector to pass down the pipeline; it keeps every diagnostic reported.
    package let collector = DiagnosticCollector()

    /// A strict collector allowing the diagnostics `expected` matches.
    package init(expecting expected: [ExpectedDiagnostic] = []) {
        self.expected = expected
    }

    /// Allows, from now on, the diagnostics `expectations` match.
    package func expect(_ expectations: ExpectedDiagnostic...) {
        lock.withLock { expected += expectations }
    }

    /// Every diagnostic reported so far, in the order reported.
    package var reported: [Diagnostic] {
        collector.reported(since: 0)
    }

    /// The reported diagnostics no expectation matches, sorted.
    package var unexpected: [Diagnostic] {
        Self.unexpected(in: reported, expecting: lock.withLock { expected })
    }

    /// The text a test fails with, or `nil` when every reported diagnostic was expected.
    package var failureMessage: String? {
        Self.failureMessage(unexpected: unexpected)
    }

    /// The diagnostics of `reported` that no expectation of `expected` matches, sorted.
    package static func unexpected(in reported: [Diagnostic], expecting expected: [ExpectedDiagnostic]) -> [Diagnostic]
    {
        reported.filter { diagnostic in !expected.contains { $0.matches(diagnostic) } }.sorted()
    }

    /// The text a test fails with for `unexpected`, or `nil` when it is empty.
    package static func failureMessage(unexpected: [Diagnostic]) -> String? {
        guard !unexpected.isEmpty else { return nil }
        let count = unexpected.count == 1 ? "1 diagnostic" : "\(unexpected.count) diagnostics"
        return "\(count) the test did not expect (declare them in strictCollector(expecting:) if they are right):\n"
            + unexpected.map(\.description).joined(separator: "\n")
    }
}

extension XCTestCase {
    /// A collector that fails this test at its end for every diagnostic, warning or error, that `expected` does not
    /// match.
    /// - Parameters:
    ///   - expected: The diagnostics the test expects, by message substring, code or severity.
    ///   - file: The file the failure is reported in; the caller's by default.
    ///   - line: The line the failure is reported at; the caller's by default.
    /// - Returns: The collector to pass to the pipeline.
    package func strictCollector(
        expecting expected: [ExpectedDiagnostic] = [],
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> DiagnosticCollector {
        strictDiagnostics(expecting: expected, file: file, line: line).collector
    }

    /// Like `strictCollector(expecting:)`, for a test that also reads what was reported or expects more later.
    package func strictDiagnostics(
        expecting expected: [ExpectedDiagnostic] = [],
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> StrictDiagnostics {
        let strict = StrictDiagnostics(expecting: expected)
        addTeardownBlock {
            if let message = strict.failureMessage { XCTFail(message, file: file, line: line) }
        }
        return strict
    }
}
