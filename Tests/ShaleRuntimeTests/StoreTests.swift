import Foundation
import ShaleRuntime
import XCTest

@testable import KitchenSinkMemory

/// The store's semantics through the generated kitchen-sink code: Slate's README examples, snapshots,
/// rollback, waiting for configuration, and readers racing a writer.
final class StoreTests: XCTestCase {
    // Written as Slate's README writes it.
    func fetchBooksWithMoreThan(pageCount: Int, in slate: Slate) async throws -> [ImmutableBook] {
        try await slate.query { readContext in
            try readContext[ImmutableBook.self]
                .filter(where: \.pageCount, .greaterThan(pageCount))
                .fetch()
        }
    }

    func updateBookPageCount(bookId: UUID, newPageCount: Int16, in slate: Slate) async throws {
        try await slate.mutate { writeContext in
            if let book = try writeContext[Book.self]
                .filter(where: \.id, .equals(bookId))
                .fetchOne()
            {
                book.pageCount = newPageCount
            }
        }
    }

    func test_slateReadmeExamples_queryAndMutate() async throws {
        let library = Library()
        try await library.addBooks([("Short", 90), ("Long", 900), ("Longer", 1_200)])
        let long = try await fetchBooksWithMoreThan(pageCount: 100, in: library.slate)
        XCTAssertEqual(long.map(\.title).sorted(), ["Long", "Longer"])
        let short = try await library.slate.query {
            try $0[ImmutableBook.self].filter(where: \.title, .equals("Short")).fetchOne()
        }
        try await updateBookPageCount(bookId: try XCTUnwrap(short).id, newPageCount: 150, in: library.slate)
        let value1 = try await fetchBooksWithMoreThan(pageCount: 100, in: library.slate).count
        XCTAssertEqual(value1, 3)
    }

    func test_callsBeforeConfiguration_waitForIt() async throws {
        let slate = Slate()
        async let count = slate.query { try $0[ImmutableAuthor.self].count() }
        try await Task.sleep(nanoseconds: 20_000_000)
        slate.configure(schema: KitchenSinkSchema.schema)
        let value = try await count
        XCTAssertEqual(value, 0)
        let second = Locked2<Error?>(nil)
        slate.configure(schema: KitchenSinkSchema.schema) { second.value = $0 }
        guard case .alreadyConfigured = second.value as? SlateConfigError else {
            return XCTFail("\(String(describing: second.value))")
        }
    }

    func test_snapshots_keepTheirValues_afterLaterMutations() async throws {
        let library = Library()
        try await library.addBooks([("Dune", 400)])
        let before = try await library.slate.query { try $0[ImmutableBook.self].fetchOne() }
        try await library.slate.mutate { context in
            try context[Book.self].fetchOne()?.title = "Dune Messiah"
        }
        XCTAssertEqual(before?.title, "Dune")
        let value2 = try await library.titles { $0 }
        XCTAssertEqual(value2, ["Dune Messiah"])
    }

    func test_aThrowingMutation_keepsNothing() async throws {
        let library = Library()
        try await library.addBooks([("Kept", 10)])
        struct Abort: Error {}
        do {
            try await library.slate.mutate { context in
                try context[Book.self].fetchOne()?.title = "Changed"
                _ = try Library.book(
                    in: context, title: "Added", pages: 1, author: context.create(Author.self), isbn: 99)
                throw Abort()
            }
            XCTFail("the mutation should throw")
        } catch {
            guard case .underlying(let underlying) = error, underlying is Abort else { return XCTFail("\(error)") }
        }
        let value3 = try await library.titles { $0 }
        XCTAssertEqual(value3, ["Kept"])
        let value4 = try await library.slate.query { try $0[ImmutableAuthor.self].count() }
        XCTAssertEqual(value4, 1)
    }

    func test_snapshotsFromValues_haveATemporaryIdentity_andStoredOnesAStableOne() async throws {
        let library = Library()
        let ids = try await library.addBooks([("Dune", 400)])
        let stored = try await library.slate.query { try $0[ImmutableBook.self].fetchOne() }
        XCTAssertEqual(stored?.slateID, ids.first)
        XCTAssertEqual(stored?.slateID.isTemporary, false)
        XCTAssertTrue(ImmutableTag(label: "x").slateID.isTemporary)
    }

    func test_readersNeverSeeHalfAMutation_underOneWriter() async throws {
        let library = Library()
        try await library.addBooks([("A", 1_000), ("B", 1_000)])
        // The writer moves pages from one book to the other; every reader must see the same total.
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for step in 0..<200 {
                    try await library.slate.mutate { context in
                        let books = try context[Book.self].sort(\.title).fetch()
                        let amount = Int16(step % 7 + 1)
                        books[0].pageCount -= amount
                        books[1].pageCount += amount
                    }
                }
            }
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<100 {
                        let pages = try await library.slate.query {
                            try $0[ImmutableBook.self].fetch().map(\.pageCount)
                        }
                        XCTAssertEqual(pages.reduce(0, +), 2_000)
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}

/// A value tests set from a `@Sendable` callback.
final class Locked2<Value>: @unchecked Sendable {
    // Safe: every access holds `lock`.
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
