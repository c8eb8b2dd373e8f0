import Foundation
import KitchenSinkMemory
import ShaleRuntime
import XCTest

// Documentation/Runtime.md: begin runtime example
final class BookStore: Sendable {
    let slate = Slate()

    init() {
        slate.configure(schema: KitchenSinkSchema.schema)
    }

    func fetchBooksWithMoreThan(pageCount: Int) async throws -> [ImmutableBook] {
        try await slate.query { readContext in
            try readContext[ImmutableBook.self]
                .filter(where: \.pageCount, .greaterThan(pageCount))
                .sort(\.title)
                .fetch()
        }
    }

    func addBook(title: String, pageCount: Int16, author name: String) async throws -> UUID {
        try await slate.mutate { writeContext in
            let author = writeContext.create(Author.self)
            author.name = name
            let book = writeContext.create(Book.self)
            book.id = UUID()
            book.title = title
            book.pageCount = pageCount
            book.isbn13 = Int64.random(in: 1...Int64.max)
            book.author = author
            book.addToChapters(writeContext.create(Chapter.self))
            return book.id!
        }
    }

    func updateBookPageCount(bookId: UUID, newPageCount: Int16) async throws {
        try await slate.mutate { writeContext in
            if let book = try writeContext[Book.self]
                .filter(where: \.id, .equals(bookId))
                .fetchOne()
            {
                book.pageCount = newPageCount
            }
        }
    }
}
// Documentation/Runtime.md: end runtime example

/// The runtime example of Documentation/Runtime.md compiles, runs, and is the text that page shows.
final class ReadmeExampleTests: XCTestCase {
    func test_theReadmeExample_runs() async throws {
        let store = BookStore()
        let dune = try await store.addBook(title: "Dune", pageCount: 412, author: "Frank Herbert")
        _ = try await store.addBook(title: "Tiny", pageCount: 40, author: "Ann")
        var long = try await store.fetchBooksWithMoreThan(pageCount: 100)
        XCTAssertEqual(long.map(\.title), ["Dune"])
        try await store.updateBookPageCount(bookId: dune, newPageCount: 90)
        long = try await store.fetchBooksWithMoreThan(pageCount: 100)
        XCTAssertEqual(long.map(\.title), [])
    }

    func test_theRuntimePageShowsThisExample() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let start = try XCTUnwrap(source.range(of: "// Documentation/Runtime.md: begin runtime example\n"))
        let end = try XCTUnwrap(source.range(of: "// Documentation/Runtime.md: end runtime example"))
        let example = String(source[start.upperBound..<end.lowerBound])
        let page = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Documentation/Runtime.md"), encoding: .utf8)
        XCTAssertTrue(
            page.contains(example),
            "Documentation/Runtime.md must show the example in ReadmeExampleTests.swift verbatim"
        )
    }
}
