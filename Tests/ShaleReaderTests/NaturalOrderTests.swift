import ShaleReader
import XCTest

final class NaturalOrderTests: XCTestCase {
    func test_numbersCompareByValue_andPrefixesComeFirst() {
        let names = ["Model 10", "Model", "Model 2", "Model 1.5", "Model 02", "model", "Model v3", "Model 9"]
        XCTAssertEqual(names.sorted(by: NaturalOrder.areInIncreasingOrder),
                       ["Model", "Model 1.5", "Model 02", "Model 2", "Model 9", "Model 10", "Model v3", "model"])
    }

    func test_orderIsTotalAndStable_forEqualNumbers() {
        XCTAssertTrue(NaturalOrder.areInIncreasingOrder("v01", "v1"))
        XCTAssertFalse(NaturalOrder.areInIncreasingOrder("v1", "v01"))
        XCTAssertFalse(NaturalOrder.areInIncreasingOrder("v1", "v1"))
    }
}
