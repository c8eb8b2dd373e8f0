import ShaleLint
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
