import Foundation
import ShaleLint
import ShaleTestSupport
import XCTest

/// Documentation/LintRules.md lists every rule exactly as the catalogue defines it.
final class LintRulesDocumentationTests: XCTestCase {
    /// The table row of `rule`, as the page writes it.
    private func row(_ rule: LintRule) -> String {
        "| `\(rule.id)` | \(rule.family.rawValue) | \(rule.severity.rawValue) | \(rule.summary) | \(rule.hint) |"
    }

    func test_thePageListsEveryRule_withItsFamilySeveritySummaryAndHint() throws {
        let page = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Documentation/LintRules.md"),
            encoding: .utf8)
        let documented = page.split(separator: "\n").map(String.init).filter { line in
            LintRule.Family.allCases.contains { line.hasPrefix("| `\($0.rawValue)-") }
        }
        let expected = LintRules.all.map(row)
        XCTAssertEqual(
            documented, expected,
            "Documentation/LintRules.md should list, in order:\n" + expected.joined(separator: "\n"))
    }
}
