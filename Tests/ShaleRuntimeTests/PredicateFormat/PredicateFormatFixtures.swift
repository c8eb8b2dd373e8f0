import Foundation

@testable import ShaleRuntime

/// A stored object of the fake graph: attributes and relationships by key; any other key is undefined.
final class FakeObject: PredicateSubject {
    let id: Int
    var attributes: [String: StoreValue]
    var toOne: [String: FakeObject?] = [:]
    var toMany: [String: [FakeObject]] = [:]

    init(_ id: Int, _ attributes: [String: StoreValue]) {
        self.id = id
        self.attributes = attributes
    }

    func predicateValue(forKey key: String) -> PredicateValue {
        if let value = attributes[key] { return .scalar(value) }
        if let related = toOne[key] { return .object(related) }
        if let related = toMany[key] { return .objects(related) }
        return .undefinedKey
    }

    var predicateIdentity: AnyHashable { id }

    var name: String {
        switch attributes["name"] ?? attributes["title"] ?? .null {
        case .string(let name): name
        default: "#\(id)"
        }
    }
}

enum FakeGenre: String { case fiction, poetry }

/// Authors Ann, bob and Cléo, their books and publishers.
///
/// | author | age | rating | salary  | nickname | active | publisher      | books (pageCount, price)                  |
/// |--------|-----|--------|---------|----------|--------|----------------|-------------------------------------------|
/// | Ann    | 40  | 4.5    | 1000.50 | nil      | true   | Acme           | Swift Basics (300, 20.0), Café Culture (150, 12.5) |
/// | bob    | 25  | 3.0    | 500     | Bobby    | false  | nil            | none                                      |
/// | Cléo   | 33  | nil    | 750     | Cle      | true   | (unnamed, id 31) | Swift Advanced (500, 45.0)              |
struct FakeGraph {
    let ann, bob, cleo: FakeObject
    let basics, cafe, advanced: FakeObject
    let acme, unnamed: FakeObject
    var authors: [FakeObject] { [ann, bob, cleo] }
    var books: [FakeObject] { [basics, cafe, advanced] }

    static let annBirthday = Date(timeIntervalSince1970: 0)
    static let annID = UUID(uuidString: "11111111-2222-3333-4444-555555555555")!

    init() {
        acme = FakeObject(30, ["name": .string("Acme")])
        unnamed = FakeObject(31, ["name": .null])
        ann = FakeObject(
            1,
            [
                "name": .string("Ann"), "age": .int(40), "rating": .double(4.5),
                "salary": .decimal(Decimal(string: "1000.50")!), "nickname": .null, "active": .bool(true),
                "birthday": .date(FakeGraph.annBirthday), "uuid": .uuid(FakeGraph.annID),
                "homepage": .url(URL(string: "https://ann.example")!), "genre": .string("fiction"),
                "photo": .data(Data([1, 2, 3])),
            ])
        bob = FakeObject(
            2,
            [
                "name": .string("bob"), "age": .int(25), "rating": .double(3.0),
                "salary": .decimal(500), "nickname": .string("Bobby"), "active": .bool(false),
                "birthday": .date(FakeGraph.annBirthday.addingTimeInterval(86_400 * 365)), "uuid": .null,
                "homepage": .null, "genre": .string("poetry"), "photo": .null,
            ])
        cleo = FakeObject(
            3,
            [
                "name": .string("Cléo"), "age": .int(33), "rating": .null,
                "salary": .decimal(750), "nickname": .string("Cle"), "active": .bool(true),
                "birthday": .null, "uuid": .null, "homepage": .null, "genre": .null, "photo": .null,
            ])
        basics = FakeObject(10, ["title": .string("Swift Basics"), "pageCount": .int(300), "price": .double(20)])
        cafe = FakeObject(11, ["title": .string("Café Culture"), "pageCount": .int(150), "price": .double(12.5)])
        advanced = FakeObject(12, ["title": .string("Swift Advanced"), "pageCount": .int(500), "price": .double(45)])
        ann.toOne["publisher"] = acme
        bob.toOne["publisher"] = .some(nil)
        cleo.toOne["publisher"] = unnamed
        ann.toMany["books"] = [basics, cafe]
        bob.toMany["books"] = []
        cleo.toMany["books"] = [advanced]
        for book in [basics, cafe] { book.toOne["author"] = ann }
        advanced.toOne["author"] = cleo
    }
}
