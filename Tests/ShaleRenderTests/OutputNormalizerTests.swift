import ShaleRender
import XCTest

final class OutputNormalizerTests: XCTestCase {
    func test_normalize_trimsLinesCollapsesBlanksAndEndsWithOneNewline() {
        XCTAssertEqual(OutputNormalizer.normalize("\n\na  \r\nb\t\n\n\n\nc\n\n\n"), "a\nb\n\nc\n")
        XCTAssertEqual(OutputNormalizer.normalize("x"), "x\n")
        XCTAssertEqual(OutputNormalizer.normalize("\n \n\t\n"), "")
        XCTAssertEqual(OutputNormalizer.normalize("é  \n\n\nü"), "é\n\nü\n")
    }
}
