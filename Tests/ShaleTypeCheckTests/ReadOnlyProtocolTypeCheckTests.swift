import AppleSDKStandIn
import Foundation
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// The `coredata` set's read-only protocols (`readonly-protocols=true`), as its golden output writes them for the
/// kitchen-sink model: code that fetches through them reads every attribute and relationship, sees a subentity as
/// its parent's protocol, and cannot change anything; the classes keep their read-write API.
final class ReadOnlyProtocolTypeCheckTests: XCTestCase {
    static let golden = "coredata-KitchenSink-readonly"
    static let model = "Golden/Models/KitchenSink.xcdatamodeld"

    func test_readingThroughTheProtocols_typeChecks() throws {
        XCTAssertEqual(
            try errors(
                of: """
                    import CoreData

                    func read(_ context: NSManagedObjectContext) throws -> [String] {
                        let books: [any BookRO] = try context.fetchBookRO()
                        let request: NSFetchRequest<Book> = Book.fetchRequest()
                        request.predicate = NSPredicate(format: "pageCount > 100")
                        let long = try context.fetchBookRO(request)
                        guard let book = (books + long).first else { return [] }
                        let item: any ItemRO = book                      // a subentity's protocol refines its parent's
                        let author: any AuthorRO = book.authorRO          // a required to-one
                        let neighbour: (any BookRO)? = book.cachedNeighbourRO
                        let chapters: [any ChapterRO] = book.chaptersRO   // ordered to-many
                        let tags: [any TagRO] = item.tagsRO               // inherited to-many
                        let pages: Int16 = book.pageCount
                        let words: Int32? = book.wordCount
                        let items: [any ItemRO] = try context.fetchItemRO()
                        _ = (neighbour, pages, words, items, author.booksRO.count)
                        return [item.title, author.name] + chapters.map { "\\($0.number)" } + tags.map(\\.label)
                    }

                    // The managed classes keep their read-write API.
                    func write(_ book: Book, _ author: Author) {
                        book.title = "Changed"
                        book.author = author
                        author.addToBooks(book)
                    }
                    """), [])
    }

    /// Assigning through a protocol does not compile: attributes, to-ones, and through a relationship.
    func test_assigningThroughTheProtocols_doesNotCompile() throws {
        let cases: [(statement: String, message: String)] = [
            ("book.title = \"Changed\"", "cannot assign to property: 'title' is a get-only property"),
            ("book.pageCount += 1", "left side of mutating operator isn't mutable: 'pageCount' is a get-only property"),
            ("book.wordCount = nil", "cannot assign to property: 'wordCount' is a get-only property"),
            ("book.authorRO.name = \"Someone\"", "cannot assign to property: 'name' is a get-only property"),
            ("book.authorRO = book.authorRO", "cannot assign to property: 'authorRO' is a get-only property"),
            ("book.chaptersRO[0].number = 2", "cannot assign to property: 'number' is a get-only property"),
        ]
        for (statement, message) in cases {
            let errors = try errors(
                of: """
                    import CoreData

                    func change(_ context: NSManagedObjectContext) throws {
                        let book = try context.fetchBookRO()[0]
                        \(statement)
                    }
                    """)
            XCTAssertEqual(errors.count, 1, "\(statement):\n\(errors.joined(separator: "\n"))")
            XCTAssertTrue(
                errors.allSatisfy { $0.contains(message) }, "\(statement):\n\(errors.joined(separator: "\n"))")
        }
    }

    /// The protocol hides the managed class and its mutators: getting the class back takes an explicit cast.
    func test_theManagedAPI_isNotReachableThroughTheProtocol() throws {
        let cases: [(statement: String, message: String)] = [
            ("let managed: Book = book", "cannot convert value of type 'any BookRO' to specified type 'Book'"),
            ("book.addToLoans(loan)", "value of type 'any BookRO' has no member 'addToLoans'"),
            ("book.author.name = \"Someone\"", "value of type 'any BookRO' has no member 'author'"),
        ]
        for (statement, message) in cases {
            let errors = try errors(
                of: """
                    import CoreData

                    func change(_ book: any BookRO, _ loan: Loan) {
                        \(statement)
                    }
                    """)
            XCTAssertEqual(errors.count, 1, "\(statement):\n\(errors.joined(separator: "\n"))")
            XCTAssertTrue(
                errors.allSatisfy { $0.contains(message) }, "\(statement):\n\(errors.joined(separator: "\n"))")
        }
    }

    /// Without the option the set writes no protocol, so the golden without it has none.
    func test_protocols_areOptIn() throws {
        PackagePaths.enterRoot()
        let plain = PackagePaths.golden.appendingPathComponent("Generated/coredata-KitchenSink/entities/Book.swift")
        let text = try String(contentsOf: plain, encoding: .utf8)
        XCTAssertFalse(text.contains("BookRO"))
        let readOnly = PackagePaths.golden.appendingPathComponent("Generated/\(Self.golden)/entities/Book.swift")
        XCTAssertTrue(try String(contentsOf: readOnly, encoding: .utf8).contains("public protocol BookRO: ItemRO {"))
    }

    /// The errors of the golden output type-checked with `client` in its module.
    private func errors(of client: String) throws -> [String] {
        PackagePaths.enterRoot()
        let model = try XCTUnwrap(ModelLoader.load(path: Self.model).bundle?.current)
        let folder = PackagePaths.golden.appendingPathComponent("Generated/\(Self.golden)")
        let paths = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(paths.isEmpty)
        let files: [GeneratedCodeCheck.File] = try paths.map { path in
            let root = path.split(separator: "/").first.map(String.init) ?? ""
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            return (root, String(path.dropFirst(root.count + 1)), text)
        }
        return try GeneratedCodeCheck.errors(of: files, model: model, layout: .oneModule, extraSources: [client])
    }
}
