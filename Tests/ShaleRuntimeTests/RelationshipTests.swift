import Foundation
import KitchenSinkMemory
import ShaleRuntime
import XCTest

/// Inverses on every change, delete rules, resolution from immutable objects, and save-time validation.
final class RelationshipTests: XCTestCase {
    private var library: Library!

    override func setUp() async throws {
        library = Library()
    }

    func test_inverses_followEveryChange() async throws {
        try await library.addBooks([("One", 10), ("Two", 20)], author: "Ann")
        try await library.slate.mutate { context in
            let bob = context.create(Author.self)
            bob.name = "Bob"
            let one = try XCTUnwrap(try context[Book.self].filter(where: \.title, .equals("One")).fetchOne())
            let ann = try XCTUnwrap(try context[Author.self].filter(where: \.name, .equals("Ann")).fetchOne())
            one.author = bob
            XCTAssertEqual(ann.booksSet.map(\.title), ["Two"], "the old author lets go")
            XCTAssertEqual(bob.booksSet.map(\.title), ["One"])
            bob.removeFromBooks(one)
            XCTAssertNil(one.toOne("author") as Author?, "a required to-one reads as unset until the mutation ends")
            ann.addToBooks(one)
            XCTAssertTrue(one.author === ann)
            let tag = context.create(Tag.self)
            tag.label = "classic"
            tag.itemsSet = [one]
            XCTAssertEqual(one.tagsSet.map(\.label), ["classic"])
        }
    }

    func test_orderedToMany_keepsItsOrder() async throws {
        try await library.slate.mutate { context in
            let author = context.create(Author.self)
            let book = try Library.book(in: context, title: "Ordered", pages: 1, author: author, isbn: 1)
            let second = context.create(Chapter.self)
            second.number = 2
            let third = context.create(Chapter.self)
            third.number = 3
            book.addToChapters(third)
            book.addToChapters(second)
            XCTAssertEqual(book.chaptersArray.map(\.number), [1, 3, 2])
            book.chaptersArray = [second, third] + book.chaptersArray.filter { $0.number == 1 }
            XCTAssertEqual(book.chaptersArray.map(\.number), [2, 3, 1])
        }
        let numbers = try await library.slate.query { context -> [Int] in
            let book = try XCTUnwrap(try context[ImmutableBook.self].fetchOne())
            return context.resolve(book).chapters.map(\.number)
        }
        XCTAssertEqual(numbers, [2, 3, 1])
    }

    func test_resolvingRelationships_fromImmutableObjects() async throws {
        try await library.addBooks([("One", 10), ("Two", 20)], author: "Ann")
        let (author, titles) = try await library.slate.query { context -> (String?, [String]) in
            let book = try XCTUnwrap(try context[ImmutableBook.self].filter(where: \.title, .equals("One")).fetchOne())
            let author = context.resolve(book).author  // required to-one: not optional
            return (author.name, context.resolve(author).books.map(\.title))
        }
        XCTAssertEqual(author, "Ann")
        XCTAssertEqual(titles, ["One", "Two"])
    }

    func test_deleteRules_nullifyCascadeNoAction() async throws {
        try await library.addBooks([("One", 10), ("Two", 20)], author: "Ann")
        try await library.slate.mutate { context in
            let books = try context[Book.self].sort(\.title).fetch()
            let tag = context.create(Tag.self)
            tag.label = "t"
            tag.itemsSet = Set(books)
            books[0].cachedNeighbour = books[1]
        }
        // Nullify: deleting a tag removes it from its items.
        try await library.slate.mutate { context in try context[Tag.self].delete() }
        let tags = try await library.slate.mutate { context in try context[Book.self].fetch().map(\.tagsSet.count) }
        XCTAssertEqual(tags, [0, 0])
        // No action: the neighbour's deletion leaves a reference that reads as absent.
        try await library.slate.mutate { context in
            try context[Book.self].filter(where: \.title, .equals("Two")).delete()
        }
        let neighbour = try await library.slate.mutate { context in
            try context[Book.self].fetchOne()?.cachedNeighbour?.title
        }
        XCTAssertNil(neighbour)
        // Cascade: deleting the author deletes the book, and the book its chapters.
        try await library.slate.mutate { context in try context[Author.self].delete() }
        let counts = try await library.slate.query { context in
            (try context[ImmutableBook.self].count(), try context[ImmutableChapter.self].count())
        }
        XCTAssertEqual(counts.0, 0)
        XCTAssertEqual(counts.1, 0)
    }

    func test_denyRule_failsTheMutation_namingTheRelationship() async throws {
        try await library.addBooks([("Lent", 10)])
        try await library.slate.mutate { context in
            let loan = context.create(Loan.self)
            loan.due = Date(timeIntervalSinceReferenceDate: 800_000_000)
            loan.book = try XCTUnwrap(try context[Book.self].fetchOne())
        }
        do {
            try await library.slate.mutate { context in try context[Book.self].delete() }
            XCTFail("a book with loans cannot be deleted")
        } catch {
            guard case .validation(let errors) = try XCTUnwrap(storeError(error), "\(error)") else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(errors.map(\.property), ["loans"])
            XCTAssertEqual(errors.first?.entity, "Book")
        }
        let books = try await library.slate.query { try $0[ImmutableBook.self].count() }
        XCTAssertEqual(books, 1, "nothing of the failed mutation is kept")
    }

    func test_validation_namesEntityObjectAndProperty_andKeepsNothing() async throws {
        try await library.addBooks([("Existing", 10)])
        do {
            try await library.slate.mutate { context in
                let author = context.create(Author.self)
                author.name = "Cy"
                let book = context.create(Book.self)
                book.title = "Two\nlines"  // regular expression [^\n]+
                book.pageCount = 31_000  // maximum 30000
                book.isbn13 = 1  // the existing book's isbn13: unique constraint
                book.author = author
                // No chapters: allowed, because an optional to-many may be empty whatever its minimum count.
                let loan = context.create(Loan.self)  // due and book are required
                _ = loan
            }
            XCTFail("the mutation breaks every rule and must fail")
        } catch {
            guard case .validation(let errors) = try XCTUnwrap(storeError(error), "\(error)") else {
                return XCTFail("\(error)")
            }
            let found = Set(errors.map { "\($0.entity).\($0.property)" })
            XCTAssertEqual(found, ["Book.title", "Book.pageCount", "Book.isbn13", "Loan.due", "Loan.book"])
            let pages = try XCTUnwrap(errors.first { $0.property == "pageCount" })
            XCTAssertTrue(pages.description.contains("Book.pageCount of Book#"), pages.description)
            XCTAssertTrue(pages.message.contains("above the maximum 30000"), pages.message)
        }
        let count = try await library.slate.query { try $0[ImmutableBook.self].count() }
        XCTAssertEqual(count, 1)
    }

    func test_relationshipCounts_areChecked() async throws {
        do {
            try await library.slate.mutate { context in
                let book = try Library.book(
                    in: context, title: "Long", pages: 1, author: context.create(Author.self), isbn: 5)
                for _ in 0..<500 { book.addToChapters(context.create(Chapter.self)) }
            }
            XCTFail("501 chapters exceed the maximum of 500")
        } catch {
            guard case .validation(let errors) = try XCTUnwrap(storeError(error), "\(error)") else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(errors.map(\.property), ["chapters"])
            XCTAssertTrue(errors[0].message.contains("has 501 objects, more than the maximum 500"), errors[0].message)
        }
    }

    func test_abstractEntities_cannotBeCreated() async throws {
        do {
            try await library.slate.mutate { context in _ = try context.insert(Item.self) }
            XCTFail("Item is abstract")
        } catch {
            let error = try XCTUnwrap(storeError(error), "\(error)")
            XCTAssertEqual(error, .abstractEntity("Item"))
        }
    }
}
