import ShaleModel
import XCTest

final class NaturalOrderTests: XCTestCase {
    func test_numbersCompareByValue_andPrefixesComeFirst() {
        let names = ["Model 10", "Model", "Model 2", "Model 1.5", "Model 02", "model", "Model v3", "Model 9"]
        XCTAssertEqual(
            names.sorted(by: NaturalOrder.areInIncreasingOrder),
            ["Model", "Model 1.5", "Model 02", "Model 2", "Model 9", "Model 10", "Model v3", "model"])
    }

    func test_spacedAndUnspacedNumbers_orderByValue() {
        let names = ["Model4", "Model 2", "Model3.1", "Model", "Model 3"]
        XCTAssertEqual(
            names.sorted(by: NaturalOrder.areInIncreasingOrder),
            ["Model", "Model 2", "Model 3", "Model3.1", "Model4"])
        XCTAssertTrue(NaturalOrder.areInIncreasingOrder("Model 2.9", "Model2.10"))
    }

    func test_orderIsTotalAndStable_forEqualNumbers() {
        XCTAssertTrue(NaturalOrder.areInIncreasingOrder("v01", "v1"))
        XCTAssertFalse(NaturalOrder.areInIncreasingOrder("v1", "v01"))
        XCTAssertFalse(NaturalOrder.areInIncreasingOrder("v1", "v1"))
        XCTAssertTrue(NaturalOrder.areInIncreasingOrder("Model 2", "Model2"))
        XCTAssertFalse(NaturalOrder.areInIncreasingOrder("Model2", "Model 2"))
    }
}
