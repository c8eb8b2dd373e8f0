import ShaleDiff
import XCTest

/// A change's one-line summary: line breaks from the values become spaces, and a summary without one is kept as is.
final class ChangeSummaryTests: XCTestCase {
    func test_summary_joinsTheLinesOfMultilineValues_ofEveryKindOfLineBreak() {
        for lineBreak in ["\n", "\r\n", "\u{2028}", "\u{85}"] {
            let change = ModelChange(
                .fetchRequestChanged, entity: "All", field: "predicate",
                before: "a == 1\(lineBreak)AND b == 2", after: "a == 1", migration: .none)
            XCTAssertEqual(
                change.summary, "fetch request All: predicate a == 1 AND b == 2 → a == 1",
                "\(lineBreak.unicodeScalars.map(\.value))")
        }
    }

    func test_summary_keepsTextWithoutLineBreaks_nonASCIIIncluded() {
        let change = ModelChange(
            .attributeChanged, entity: "Book", property: "price", field: "defaultValue",
            before: "1·5 €", after: "© 2", migration: .none)
        XCTAssertEqual(change.summary, "attribute Book.price: defaultValue 1·5 € → © 2")
        XCTAssertEqual(
            ModelChange(.entityAdded, entity: "Author", migration: .lightweight).summary, "entity Author added")
    }
}
