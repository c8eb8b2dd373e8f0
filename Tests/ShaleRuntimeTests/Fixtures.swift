import Foundation
import KitchenSinkMemory
import ShaleRuntime
import XCTest

/// A configured store and helpers that build valid kitchen-sink objects (a book needs an author and a chapter).
struct Library {
    let slate = Slate()

    init() {
        slate.configure(schema: KitchenSinkSchema.schema)
    }

    /// Adds books with the given titles and page counts, each with its own author and one chapter.
    @discardableResult
    func addBooks(_ books: [(title: String, pages: Int16)], author name: String = "Ann") async throws -> [SlateID] {
        try await slate.mutate { context in
            let author = context.create(Author.self)
            author.name = name
            return try books.enumerated().map { index, book in
                try Self.book(in: context, title: book.title, pages: book.pages, author: author, isbn: Int64(index + 1))
                    .objectID
            }
        }
    }

    static func book(in context: SlateMutateContext, title: String, pages: Int16, author: Author, isbn: Int64) throws
        -> Book
    {
        let book = context.create(Book.self)
        book.id = UUID()
        book.title = title
        book.pageCount = pages
        book.isbn13 = isbn
        book.author = author
        let chapter = context.create(Chapter.self)
        book.addToChapters(chapter)
        return book
    }

    func titles(_ configure: @escaping @Sendable (SlateQueryRequest<ImmutableBook>) -> SlateQueryRequest<ImmutableBook>)
        async throws -> [String]
    {
        try await slate.query { context in try configure(context[ImmutableBook.self]).fetch().map(\.title) }
    }
}

/// The store's own error inside a transaction error (`underlying`), if that is what `error` is.
func storeError(_ error: Error) -> SlateError? {
    guard case .underlying(let underlying) = error as? SlateTransactionError else { return nil }
    return underlying as? SlateError
}
