import Bookshelf
import Foundation
import ShaleRuntime
import XCTest

/// The plugin-generated data layer, run on ShaleRuntime.
final class BookshelfTests: XCTestCase {
    func test_generatedCode_storesAndQueriesBooks() async throws {
        let slate = Slate()
        slate.configure(schema: BookshelfSchema.schema)
        try await slate.mutate { context in
            let author = context.create(CoreDataAuthor.self)
            author.id = UUID()
            author.name = "Ursula K. Le Guin"
            for (title, pages) in [("The Dispossessed", 387), ("The Lathe of Heaven", 184)] {
                let book = context.create(CoreDataBook.self)
                book.id = UUID()
                book.title = title
                book.pageCount = Int32(pages)
                book.genre = Genre.fiction.rawValue
                book.author = author
            }
        }
        let long = try await slate.query { context in
            try context[Book.self].filter(where: \.pageCount, .greaterThan(200)).fetch()
        }
        XCTAssertEqual(long.map(\.title), ["The Dispossessed"])
        XCTAssertEqual(long.first?.genre, .fiction)
    }
}
