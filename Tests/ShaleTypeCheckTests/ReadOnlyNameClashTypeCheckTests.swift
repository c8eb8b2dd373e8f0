import AppleSDKStandIn
import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// A model that uses every name the `coredata` set's read-only protocols would add (`readonly-protocols=true`):
/// the set numbers each clashing name, warns, and the output type-checks against the stand-in SDK with code that
/// reads through the renamed protocols, bridges and fetches.
final class ReadOnlyNameClashTypeCheckTests: XCTestCase {
    /// Every clash: an entity named like another's protocol (`BookRO`), classes and attribute types named like
    /// protocols (`TagRO`, `ShelfRO`, `PersonRO`), attributes and relationships named like bridges, inherited
    /// (`Item.authorRO`) and in a subclass (`Novel.ownerRO`), a fetched property named like a bridge, and
    /// relationships named like `NSManagedObject` members.
    static let model = """
        <entity name="Item" representedClassName="Item" isAbstract="YES" syncable="YES">
            <attribute name="authorRO" optional="YES" attributeType="String"/>
            <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="items" inverseEntity="Person"/>
        </entity>
        <entity name="Book" representedClassName="Book" parentEntity="Item" syncable="YES">
            <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="books" inverseEntity="Person"/>
            <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="books" inverseEntity="Tag"/>
            <relationship name="tagsRO" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="readOnlyBooks" inverseEntity="Tag"/>
            <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
            <fetchedProperty name="shelfRO" optional="YES">
                <fetchRequest name="fetchedPropertyFetchRequest" entity="Shelf"/>
            </fetchedProperty>
        </entity>
        <entity name="Novel" representedClassName="Novel" parentEntity="Book" syncable="YES">
            <attribute name="ownerRO" optional="YES" attributeType="String"/>
        </entity>
        <entity name="BookRO" representedClassName="BookRO" syncable="YES">
            <relationship name="book" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Book"/>
        </entity>
        <entity name="Person" representedClassName="Person" syncable="YES">
            <attribute name="status" optional="YES" attributeType="String">
                <userInfo><entry key="enum" value="PersonRO"/></userInfo>
            </attribute>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
            <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="owner" inverseEntity="Item"/>
        </entity>
        <entity name="Tag" representedClassName="TagRO" syncable="YES">
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="tags" inverseEntity="Book"/>
            <relationship name="readOnlyBooks" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="tagsRO" inverseEntity="Book"/>
        </entity>
        <entity name="Shelf" representedClassName="Shelf" syncable="YES">
            <attribute name="colour" optional="YES" attributeType="Transformable" customClassName=".ShelfRO"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
            <relationship name="entity" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf"/>
            <relationship name="description" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf"/>
        </entity>
        """

    /// Code that reads through every renamed name, and sees the model's own members keep theirs.
    static let client = """
        import CoreData

        func read(_ context: NSManagedObjectContext) throws -> [String?] {
            let books: [any BookRO2] = try context.fetchBookRO2()
            let others: [any BookRORO] = try context.fetchBookRORO()
            let novels: [any NovelRO] = try context.fetchNovelRO()
            guard let book = books.first, let novel = novels.first else { return [] }
            let author: (any PersonRO2)? = book.authorRO2        // Item's attribute keeps `authorRO`
            let owner: (any PersonRO2)? = book.ownerRO2          // Novel's attribute keeps `ownerRO`
            let tags: [any TagRO2] = book.tagsRO2 + book.tagsRORO
            let shelf: (any ShelfRO2)? = book.shelfRO2
            let status: PersonRO? = author?.status
            let colour: ShelfRO? = shelf?.colour
            let same: (any ShelfRO2)? = shelf?.entityRO ?? shelf?.descriptionRO
            let item: any ItemRO = novel
            let fetched: [Shelf] = (book as? Book)?.shelfRO ?? []
            _ = (others.first?.bookRO, owner, tags, status, colour, same, item, fetched)
            return [book.authorRO, novel.ownerRO, item.authorRO]
        }
        """

    func test_everyClash_isRenamed_warnedAbout_andTypeChecks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.model(Self.model)
        let collector = DiagnosticCollector()
        var job = GenerationJob(modelPath: path, templates: "coredata")
        job.options = ["readonly-protocols": "true"]
        let rendered = try XCTUnwrap(Generator.render(job, diagnostics: collector), collector.diagnostics.rendered)
        let warnings = collector.diagnostics.filter { $0.message.contains("read-only") }
        XCTAssertEqual(
            warnings.map { $0.message.components(separatedBy: " is named ").last ?? "" },
            [
                "'ownerRO2', as 'ownerRO' is attribute 'ownerRO' of entity 'Novel'",
                "'BookRO2', and its fetch 'fetchBookRO2', as 'BookRO' is the class of entity 'BookRO'",
                "'authorRO2', as 'authorRO' is attribute 'authorRO' of entity 'Item'",
                "'tagsRO2', as 'tagsRO' is relationship 'tagsRO' of entity 'Book'",
                "'shelfRO2', as 'shelfRO' is fetched property 'shelfRO' of entity 'Book'",
                "'PersonRO2', and its fetch 'fetchPersonRO2', as 'PersonRO' is the type of attribute 'status' of "
                    + "entity 'Person'",
                "'TagRO2', and its fetch 'fetchTagRO2', as 'TagRO' is the class of entity 'Tag'",
                "'ShelfRO2', and its fetch 'fetchShelfRO2', as 'ShelfRO' is the type of attribute 'colour' of entity "
                    + "'Shelf'",
            ])
        XCTAssertTrue(warnings.allSatisfy { $0.severity == .warning && ($0.location?.line ?? 0) > 0 })
        XCTAssertFalse(collector.diagnostics.containsErrors, collector.diagnostics.rendered)

        let model = try XCTUnwrap(ModelLoader.load(path: path).bundle?.current)
        let files = rendered.map { ($0.root, $0.path, $0.contents) }
        XCTAssertEqual(
            try GeneratedCodeCheck.errors(
                of: files, model: model, layout: .oneModule,
                extraSources: [Self.client]), [])
        // The type checker does see the clashes' other side: the attributes, not the bridges, own the plain names.
        let misread = try GeneratedCodeCheck.errors(
            of: files, model: model, layout: .oneModule,
            extraSources: [
                "func misread(_ book: any BookRO2) -> (any PersonRO2)? { book.authorRO }"
            ])
        XCTAssertEqual(misread.count, 1, misread.joined(separator: "\n"))
        XCTAssertTrue(
            misread.allSatisfy { $0.contains("cannot convert return expression of type 'String?'") },
            misread.joined(separator: "\n"))
    }
}
