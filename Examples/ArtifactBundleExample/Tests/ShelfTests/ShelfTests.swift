import Shelf
import XCTest

/// The records the prebuilt `shale` generated before `Shelf` compiled.
final class ShelfTests: XCTestCase {
    func test_generatedRecords_haveTheModelsAttributes() {
        let book = BookRecord(pageCount: 12, title: "Dune")
        XCTAssertEqual(book.pageCount, 12)
        XCTAssertEqual(shelfLabel(ShelfRecord(label: "Fiction"), books: [book]), "Fiction: Dune")
    }
}
