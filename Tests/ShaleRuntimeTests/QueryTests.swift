import Foundation
import KitchenSinkMemory
import ShaleRuntime
import XCTest

/// Every operator of the query DSL, combinations, sorting, windows, counts, deletes and bad key paths.
final class QueryTests: XCTestCase {
    private var library: Library!

    override func setUp() async throws {
        library = Library()
        try await library.addBooks([
            ("Émile", 300), ("emily", 120), ("Dune", 412), ("Dune Messiah", 256), ("Zebra", 120),
        ])
    }

    private func titles(
        _ configure: @escaping @Sendable (SlateQueryRequest<ImmutableBook>) -> SlateQueryRequest<ImmutableBook>
    ) async throws -> [String] {
        try await library.titles { configure($0).sort(\.title) }
    }

    func test_comparisons() async throws {
        var result = try await titles { $0.filter(where: \.pageCount, .equals(120)) }
        XCTAssertEqual(result, ["Zebra", "emily"])
        result = try await titles { $0.filter(where: \.pageCount, .notEquals(120)) }
        XCTAssertEqual(result, ["Dune", "Dune Messiah", "Émile"])
        result = try await titles { $0.filter(where: \.pageCount, .lessThan(256)) }
        XCTAssertEqual(result, ["Zebra", "emily"])
        result = try await titles { $0.filter(where: \.pageCount, .lessThanOrEqualTo(256)) }
        XCTAssertEqual(result, ["Dune Messiah", "Zebra", "emily"])
        result = try await titles { $0.filter(where: \.pageCount, .greaterThan(300)) }
        XCTAssertEqual(result, ["Dune"])
        result = try await titles { $0.filter(where: \.pageCount, .greaterThanOrEqualTo(300)) }
        XCTAssertEqual(result, ["Dune", "Émile"])
        result = try await titles { $0.filter(where: \.pageCount, .between(256, 300)) }
        XCTAssertEqual(result, ["Dune Messiah", "Émile"])
        result = try await titles { $0.filter(where: \.pageCount, .notBetween(256, 300)) }
        XCTAssertEqual(result, ["Dune", "Zebra", "emily"])
        result = try await titles { $0.filter(where: \.pageCount, .in([412, 300])) }
        XCTAssertEqual(result, ["Dune", "Émile"])
        result = try await titles { $0.filter(where: \.pageCount, .notIn([412, 300])) }
        XCTAssertEqual(result, ["Dune Messiah", "Zebra", "emily"])
    }

    func test_stringOperators_withCaseAndDiacriticOptions() async throws {
        var result = try await titles { $0.filter(where: \.title, .beginsWith("Dune")) }
        XCTAssertEqual(result, ["Dune", "Dune Messiah"])
        result = try await titles { $0.filter(where: \.title, .endsWith("ah")) }
        XCTAssertEqual(result, ["Dune Messiah"])
        result = try await titles { $0.filter(where: \.title, .contains("ssi")) }
        XCTAssertEqual(result, ["Dune Messiah"])
        result = try await titles { $0.filter(where: \.title, .notContains("e")) }
        XCTAssertEqual(result, [])
        result = try await titles { $0.filter(where: \.title, .like("D?ne*")) }
        XCTAssertEqual(result, ["Dune", "Dune Messiah"])
        result = try await titles { $0.filter(where: \.title, .notLike("*e*")) }
        XCTAssertEqual(result, [])
        result = try await titles { $0.filter(where: \.title, .matches("[A-Z][a-z]+")) }
        XCTAssertEqual(result, ["Dune", "Zebra"])
        result = try await titles {
            $0.filter(where: \.title, .equals("emile", [.caseInsensitive, .diacriticInsensitive]))
        }
        XCTAssertEqual(result, ["Émile"])
        result = try await titles { $0.filter(where: \.title, .beginsWith("EMI", "c")) }
        XCTAssertEqual(result, ["emily"])
        result = try await titles { $0.filter(where: \.title, .beginsWith("EMI", "cd")) }
        XCTAssertEqual(result, ["emily", "Émile"].sorted())
        result = try await titles { $0.filter(where: \.title, .matches("dune.*", "c")) }
        XCTAssertEqual(result, ["Dune", "Dune Messiah"])
    }

    func test_optionalValues_andNil() async throws {
        try await library.slate.mutate { context in
            try context[Book.self].filter(where: \.title, .equals("Dune")).fetchOne()?.summary = "Spice"
        }
        var result = try await titles { $0.filter(where: \.summary, .equals(nil)) }
        XCTAssertEqual(result.count, 4)
        result = try await titles { $0.filter(where: \.summary, .notEquals(nil)) }
        XCTAssertEqual(result, ["Dune"])
        result = try await titles { $0.filter(where: \.summary, .equals("Spice")) }
        XCTAssertEqual(result, ["Dune"])
        result = try await titles { $0.filter(where: \.wordCount, .greaterThan(0)) }
        XCTAssertEqual(result, [], "nil never compares greater")
    }

    func test_andOr_andCompoundPredicates() async throws {
        var result = try await titles {
            $0.filter(where: \.pageCount, .lessThan(200)).and(where: \.title, .beginsWith("Z"))
        }
        XCTAssertEqual(result, ["Zebra"])
        result = try await titles { $0.filter(where: \.title, .equals("Dune")).or(where: \.pageCount, .equals(300)) }
        XCTAssertEqual(result, ["Dune", "Émile"])
        result = try await titles { $0.filter(.where(\.pageCount, .equals(120)) && !.where(\.title, .equals("Zebra"))) }
        XCTAssertEqual(result, ["emily"])
        result = try await titles { $0.where(\.pageCount, .greaterThan(400)) }
        XCTAssertEqual(result, ["Dune"])
    }

    func test_multiKeySort_limitOffset_count() async throws {
        let sorted = try await library.titles { $0.sort(\.pageCount, ascending: false).sort(\.title) }
        XCTAssertEqual(sorted, ["Dune", "Émile", "Dune Messiah", "Zebra", "emily"])
        let window = try await library.titles { $0.sort(\.pageCount).sort(\.title).offset(1).limit(2) }
        XCTAssertEqual(window, ["emily", "Dune Messiah"])
        let count = try await library.slate.query {
            try $0[ImmutableBook.self].filter(where: \.pageCount, .equals(120)).count()
        }
        XCTAssertEqual(count, 2)
    }

    func test_unsupportedKeyPath_isAThrownError() async throws {
        do {
            _ = try await library.slate.query {
                try $0[ImmutableBook.self].filter(where: \.slateID, .equals(SlateID())).fetch()
            }
            XCTFail("filtering by a key path that is not stored should throw")
        } catch {
            let error = try XCTUnwrap(storeError(error), "\(error)")
            XCTAssertTrue(error.description.contains("not a stored attribute"), error.description)
        }
        do {
            _ = try await library.slate.query { try $0[ImmutableBook.self].sort(\.slateID).fetch() }
            XCTFail("sorting by a key path that is not stored should throw")
        } catch {
            XCTAssertEqual(storeError(error), .unsupportedKeyPath("\\ImmutableBook.slateID"))
        }
    }

    func test_aRequestFetchedAfterItsQueryEnded_throws() async throws {
        let request = try await library.slate.query {
            $0[ImmutableBook.self].filter(where: \.pageCount, .greaterThan(0))
        }
        XCTAssertThrowsError(try request.fetch()) { error in
            guard case .queryOutsideScope = error as? SlateTransactionError else { return XCTFail("\(error)") }
        }
    }

    func test_mutableRequests_fetchAndDelete() async throws {
        let deleted = try await library.slate.mutate { context in
            try context[Book.self].filter(where: \.pageCount, .equals(120)).delete()
        }
        XCTAssertEqual(deleted, 2)
        let value1 = try await library.titles { $0.sort(\.title) }
        XCTAssertEqual(value1, ["Dune", "Dune Messiah", "Émile"])
        let inherited = try await library.slate.query { try $0[ImmutableItem.self].count() }
        XCTAssertEqual(inherited, 3, "a request for a parent entity includes its subentities")
    }
}
