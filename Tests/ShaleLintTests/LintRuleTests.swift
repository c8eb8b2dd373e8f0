import ShaleLint
import ShaleModel
import XCTest

final class LintRuleTests: XCTestCase {
    func test_ruleIDs_areUniqueKebabCase_andStartWithTheirFamily() {
        let ids = LintRules.all.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate rule ids")
        for rule in LintRules.all {
            XCTAssertTrue(rule.id.hasPrefix(rule.family.rawValue + "-"), rule.id)
            XCTAssertTrue(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, rule.id)
            XCTAssertEqual(LintRules.rule(rule.id), rule)
        }
    }
}

/// A lint finding is a `Diagnostic` (the rule's identifier as its code), with the entity and property exceptions
/// match: lint reports through the same type as every other stage, and prints in the same compiler-style form.
final class LintFindingDiagnosticTests: XCTestCase {
    func test_aFinding_isADiagnosticWithTheRulesCode_andInfoIsANote() {
        let location = SourceLocation(file: "Model.xcdatamodel/contents", line: 4, column: 9)
        var finding = LintFinding(
            LintRules.noInverse, "relationship 'author' has no inverse", at: location,
            entity: "Book", property: "author")
        XCTAssertEqual(
            finding.diagnostic,
            Diagnostic(
                .warning, "relationship 'author' has no inverse", at: location,
                hint: LintRules.noInverse.hint, code: "model-no-inverse"))
        XCTAssertEqual(finding.ruleID, "model-no-inverse")
        XCTAssertEqual(
            finding.diagnostic.description.split(separator: "\n").first,
            "Model.xcdatamodel/contents:4:9: warning: relationship 'author' has no inverse")
        finding.severity = .info
        XCTAssertEqual(finding.diagnostic.severity, .note)
        finding.severity = .error
        XCTAssertEqual(finding.diagnostic.severity, .error)
        XCTAssertEqual(finding.severity, .error)
    }
}
