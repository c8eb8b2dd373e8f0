import ShaleResolver
import XCTest

final class SwiftIdentifierTests: XCTestCase {
    func test_asciiAndUnicodeNames_areJudgedAsSwiftDoes() {
        for valid in ["a", "_", "_1", "A_Z9", "pageCount", "café", "名前", "Δx"] {
            XCTAssertTrue(SwiftIdentifier.isValid(valid), valid)
        }
        for invalid in ["", "1a", "a-b", "a b", "a.b", "@a", "a`", "[a]", "é-x", "9名"] {
            XCTAssertFalse(SwiftIdentifier.isValid(invalid), invalid)
        }
    }
}
