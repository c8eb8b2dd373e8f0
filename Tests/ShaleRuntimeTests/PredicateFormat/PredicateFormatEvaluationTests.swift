import Foundation
import XCTest

@testable import ShaleRuntime

final class PredicateFormatEvaluationTests: XCTestCase {
    let graph = FakeGraph()

    /// The names of the authors the predicate selects, in graph order.
    func authors(
        _ format: String, _ arguments: Any?..., file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> [String] {
        let predicate = try FormatPredicate(format: format, arguments: arguments.map { $0 as Any })
        return try graph.authors.filter { try predicate.evaluate($0) }.map(\.name)
    }

    func books(_ format: String, _ arguments: Any?...) throws -> [String] {
        let predicate = try FormatPredicate(format: format, arguments: arguments.map { $0 as Any })
        return try graph.books.filter { try predicate.evaluate($0) }.map(\.name)
    }

    // MARK: Equality and ordering

    func testEquality() throws {
        XCTAssertEqual(try authors("name == 'Ann'"), ["Ann"])
        XCTAssertEqual(try authors("name = \"bob\""), ["bob"])
        XCTAssertEqual(try authors("name != 'Ann'"), ["bob", "Cléo"])
        XCTAssertEqual(try authors("name <> 'Ann'"), ["bob", "Cléo"])
        XCTAssertEqual(try authors("age == 40"), ["Ann"])
        XCTAssertEqual(try authors("40 == age"), ["Ann"])
        XCTAssertEqual(try authors("name == 'ann'"), [])
    }

    func testOrdering() throws {
        XCTAssertEqual(try authors("age < 33"), ["bob"])
        XCTAssertEqual(try authors("age <= 33"), ["bob", "Cléo"])
        XCTAssertEqual(try authors("age =< 33"), ["bob", "Cléo"])
        XCTAssertEqual(try authors("age > 33"), ["Ann"])
        XCTAssertEqual(try authors("age >= 33"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("age => 33"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("33 < age"), ["Ann"])
        XCTAssertEqual(try authors("name < 'C'"), ["Ann"])  // "bob" sorts after "C" by code point
    }

    func testNumbersCompareAcrossKinds() throws {
        XCTAssertEqual(try authors("age == 40.0"), ["Ann"])
        XCTAssertEqual(try authors("age < 33.5"), ["bob", "Cléo"])
        XCTAssertEqual(try authors("rating == 3"), ["bob"])
        XCTAssertEqual(try authors("rating > 4"), ["Ann"])
        XCTAssertEqual(try authors("salary == 1000.5"), ["Ann"])
        XCTAssertEqual(try authors("salary > %@", Decimal(700)), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("salary < %@", NSNumber(value: 600)), ["bob"])
        XCTAssertEqual(try authors("active == 1"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("active == YES"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("active == FALSE"), ["bob"])
        XCTAssertEqual(try authors("active == %@", true), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("age < 1e300"), ["Ann", "bob", "Cléo"])
        XCTAssertEqual(try authors("age == 1e300"), [])
        XCTAssertEqual(try authors("age > -1e300"), ["Ann", "bob", "Cléo"])
        XCTAssertEqual(try authors("age == '40'"), [])  // a string is not a number
    }

    func testNumberLiterals() throws {
        XCTAssertEqual(try authors("age == 0x28"), ["Ann"])
        XCTAssertEqual(try authors("age == 0o50"), ["Ann"])
        XCTAssertEqual(try authors("age == 0b101000"), ["Ann"])
        XCTAssertEqual(try authors("age > -5"), ["Ann", "bob", "Cléo"])
        XCTAssertEqual(try authors("-5 < age"), ["Ann", "bob", "Cléo"])
        XCTAssertEqual(try authors("rating == 4.5e0"), ["Ann"])
        XCTAssertEqual(try authors("rating < .5e1"), ["Ann", "bob"])
        XCTAssertEqual(try authors("age < 9223372036854775807 AND age > -9223372036854775808"), ["Ann", "bob", "Cléo"])
        XCTAssertEqual(try authors("age < 99999999999999999999"), ["Ann", "bob", "Cléo"])
    }

    func testOtherValueKinds() throws {
        XCTAssertEqual(try authors("birthday == %@", FakeGraph.annBirthday), ["Ann"])
        XCTAssertEqual(try authors("birthday > %@", FakeGraph.annBirthday), ["bob"])
        XCTAssertEqual(
            try authors("birthday BETWEEN %@", [FakeGraph.annBirthday, Date(timeIntervalSince1970: 10)]),
            ["Ann"])
        XCTAssertEqual(try authors("uuid == %@", FakeGraph.annID), ["Ann"])
        XCTAssertEqual(try authors("homepage == %@", URL(string: "https://ann.example")!), ["Ann"])
        XCTAssertEqual(try authors("photo == %@", Data([1, 2, 3])), ["Ann"])
        XCTAssertEqual(try authors("genre == %@", FakeGenre.poetry), ["bob"])
        XCTAssertEqual(try authors("genre IN %@", [FakeGenre.poetry, FakeGenre.fiction]), ["Ann", "bob"])
    }

    // MARK: String operators and modifiers

    func testStringModifiers() throws {
        XCTAssertEqual(try authors("name ==[c] 'ANN'"), ["Ann"])
        XCTAssertEqual(try authors("name ==[d] 'Cleo'"), ["Cléo"])
        XCTAssertEqual(try authors("name ==[cd] 'CLEO'"), ["Cléo"])
        XCTAssertEqual(try authors("name ==[c] 'CLEO'"), [])
        XCTAssertEqual(try authors("name ==[n] 'Ann'"), ["Ann"])
        XCTAssertEqual(try authors("name !=[c] 'BOB'"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("name <[c] 'C'"), ["Ann", "bob"])
        XCTAssertEqual(try authors("name IN[c] {'ANN', 'BOB'}"), ["Ann", "bob"])
        XCTAssertEqual(try authors("name ==[CD] 'cleo'"), ["Cléo"])
    }

    func testContainsBeginsEnds() throws {
        XCTAssertEqual(try books("title CONTAINS 'Swift'"), ["Swift Basics", "Swift Advanced"])
        XCTAssertEqual(try books("title CONTAINS 'swift'"), [])
        XCTAssertEqual(try books("title CONTAINS[c] 'swift'"), ["Swift Basics", "Swift Advanced"])
        XCTAssertEqual(try books("title CONTAINS[cd] 'CAFE'"), ["Café Culture"])
        XCTAssertEqual(try books("title contains ''"), ["Swift Basics", "Café Culture", "Swift Advanced"])
        XCTAssertEqual(try books("title BEGINSWITH 'Swift'"), ["Swift Basics", "Swift Advanced"])
        XCTAssertEqual(try books("title beginswith[c] 'CAF'"), ["Café Culture"])
        XCTAssertEqual(try books("title ENDSWITH 'ics'"), ["Swift Basics"])
        XCTAssertEqual(try books("title ENDSWITH[c] 'CED'"), ["Swift Advanced"])
        XCTAssertEqual(try authors("'Annabel' CONTAINS name"), ["Ann"])
        XCTAssertEqual(try authors("name IN 'Annabel'"), ["Ann"])
    }

    func testLike() throws {
        XCTAssertEqual(try books("title LIKE 'Swift*'"), ["Swift Basics", "Swift Advanced"])
        XCTAssertEqual(try books("title LIKE '*Cult?re'"), ["Café Culture"])
        XCTAssertEqual(try books("title LIKE 'Swift'"), [])
        XCTAssertEqual(try books("title LIKE[c] 'swift *'"), ["Swift Basics", "Swift Advanced"])
        XCTAssertEqual(try books("title LIKE[cd] 'cafe*'"), ["Café Culture"])
        XCTAssertEqual(try authors("name LIKE '???'"), ["Ann", "bob"])
    }

    func testMatches() throws {
        XCTAssertEqual(try books("title MATCHES 'Swift [A-Z][a-z]+'"), ["Swift Basics", "Swift Advanced"])
        XCTAssertEqual(try books("title MATCHES 'Swift'"), [])  // the whole string must match
        XCTAssertEqual(try books("title MATCHES[c] 'swift b.*'"), ["Swift Basics"])
        XCTAssertEqual(try books("title MATCHES[d] 'Cafe.*'"), ["Café Culture"])
        XCTAssertEqual(try books("title MATCHES %@", ".*e$"), ["Café Culture"])
        XCTAssertThrowsError(try books("title MATCHES %@", "(unclosed")) {  // checked once, when parsed
            XCTAssertEqual("\($0)", "MATCHES has an invalid regular expression '(unclosed' at offset 14")
        }
        XCTAssertEqual(try books("title MATCHES title"), ["Swift Basics", "Café Culture", "Swift Advanced"])
        XCTAssertEqual(try authors("name MATCHES '\\\\w{3}'"), ["Ann", "bob"])
    }

    func testEscapesInStrings() throws {
        let predicate = try FormatPredicate(format: #"name == 'it\'s' OR name == "say \"hi\"" OR name == 'a\u00e9\n'"#)
        let object = FakeObject(99, ["name": .string("it's")])
        XCTAssertTrue(try predicate.evaluate(object))
        object.attributes["name"] = .string("say \"hi\"")
        XCTAssertTrue(try predicate.evaluate(object))
        object.attributes["name"] = .string("aé\n")
        XCTAssertTrue(try predicate.evaluate(object))
        object.attributes["name"] = .string("other")
        XCTAssertFalse(try predicate.evaluate(object))
    }

    // MARK: IN and BETWEEN

    func testIn() throws {
        XCTAssertEqual(try authors("age IN {25, 33}"), ["bob", "Cléo"])
        XCTAssertEqual(try authors("age IN %@", [40, 33]), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("age IN %@", Set([25])), ["bob"])
        XCTAssertEqual(try authors("age IN %@", NSArray(array: [40])), ["Ann"])
        XCTAssertEqual(try authors("name IN {'Ann', 'bob'}"), ["Ann", "bob"])
        XCTAssertEqual(try authors("age IN {}"), [])
        XCTAssertEqual(try authors("NOT age IN {25}"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("nickname IN {nil}"), ["Ann"])
        XCTAssertEqual(try authors("age IN {20 , 30 , age}"), ["Ann", "bob", "Cléo"])  // non-constant members
    }

    func testBetween() throws {
        XCTAssertEqual(try authors("age BETWEEN {25, 33}"), ["bob", "Cléo"])
        XCTAssertEqual(try authors("age BETWEEN %@", [26, 40]), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("rating BETWEEN {3, 4.5}"), ["Ann", "bob"])  // nil rating is not between
        XCTAssertEqual(try authors("NOT rating BETWEEN {3, 4}"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("name BETWEEN {'A', 'C'}"), ["Ann"])
        XCTAssertEqual(try books("ANY author.age BETWEEN {30, 35}"), ["Swift Advanced"])
    }

    // MARK: nil

    func testNil() throws {
        XCTAssertEqual(try authors("nickname == nil"), ["Ann"])
        XCTAssertEqual(try authors("nickname = NULL"), ["Ann"])
        XCTAssertEqual(try authors("nil == nickname"), ["Ann"])
        XCTAssertEqual(try authors("nickname != nil"), ["bob", "Cléo"])
        XCTAssertEqual(try authors("nickname != 'Bobby'"), ["Ann", "Cléo"])  // nil != 'Bobby' is true
        XCTAssertEqual(try authors("nickname == %@", nil), ["Ann"])
        XCTAssertEqual(try authors("nickname == %@", NSNull()), ["Ann"])
        XCTAssertEqual(try authors("nickname == %@", Optional<String>.none), ["Ann"])
        XCTAssertEqual(try authors("nickname < 'Z'"), ["bob", "Cléo"])  // ordering with nil is false
        XCTAssertEqual(try authors("nickname >= ''"), ["bob", "Cléo"])
        XCTAssertEqual(try authors("nickname LIKE 'B*'"), ["bob"])
        XCTAssertEqual(try authors("NOT (nickname LIKE 'B*')"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("NOT nickname CONTAINS 'x'"), ["Ann", "bob", "Cléo"])
        XCTAssertEqual(try authors("nickname BEGINSWITH ''"), ["bob", "Cléo"])
        XCTAssertEqual(try authors("rating > 0 OR rating == nil"), ["Ann", "bob", "Cléo"])
    }

    // MARK: Key paths and relationships

    func testToOneKeyPaths() throws {
        XCTAssertEqual(try authors("publisher.name == 'Acme'"), ["Ann"])
        XCTAssertEqual(try authors("publisher.name == nil"), ["bob", "Cléo"])  // nil publisher yields nil
        XCTAssertEqual(try authors("publisher == nil"), ["bob"])
        XCTAssertEqual(try authors("publisher != nil"), ["Ann", "Cléo"])
        XCTAssertEqual(try books("author.name == 'Ann'"), ["Swift Basics", "Café Culture"])
        XCTAssertEqual(try books("author.publisher.name BEGINSWITH 'Ac'"), ["Swift Basics", "Café Culture"])
        XCTAssertEqual(try books("SELF.author.age > 35"), ["Swift Basics", "Café Culture"])
    }

    func testObjectArguments() throws {
        XCTAssertEqual(try books("author == %@", graph.cleo), ["Swift Advanced"])
        XCTAssertEqual(try books("author != %@", graph.cleo), ["Swift Basics", "Café Culture"])
        XCTAssertEqual(try books("author IN %@", [graph.ann, graph.bob]), ["Swift Basics", "Café Culture"])
        XCTAssertEqual(try authors("SELF == %@", graph.bob), ["bob"])
        XCTAssertEqual(try authors("SELF IN %@", [graph.bob, graph.cleo]), ["bob", "Cléo"])
        XCTAssertEqual(try authors("%@ IN books", graph.cafe), ["Ann"])
        XCTAssertEqual(try authors("books CONTAINS %@", graph.advanced), ["Cléo"])
        XCTAssertEqual(try authors("ANY books == %@", graph.advanced), ["Cléo"])
        XCTAssertEqual(try authors("publisher == %@", graph.acme), ["Ann"])
        XCTAssertEqual(try authors("publisher == %@", nil), ["bob"])
    }

    func testToManyQuantifiers() throws {
        XCTAssertEqual(try authors("ANY books.title == 'Swift Basics'"), ["Ann"])
        XCTAssertEqual(try authors("SOME books.title BEGINSWITH 'Swift'"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("ALL books.pageCount > 200"), ["bob", "Cléo"])  // ALL of nothing is true
        XCTAssertEqual(try authors("NONE books.pageCount > 200"), ["bob"])
        XCTAssertEqual(try authors("NOT ANY books.pageCount > 400"), ["Ann", "bob"])
        XCTAssertEqual(try authors("any books.price < 15"), ["Ann"])
        XCTAssertEqual(try authors("ANY books.title CONTAINS[c] 'culture'"), ["Ann"])
        XCTAssertEqual(try authors("ANY books.author.name == 'Cléo'"), ["Cléo"])
        XCTAssertEqual(try authors("ALL books.author == SELF"), ["Ann", "bob", "Cléo"])
        XCTAssertEqual(try authors("ANY books.pageCount IN {150, 999}"), ["Ann"])
    }

    func testImplicitAny() throws {
        XCTAssertEqual(try authors("books.title == 'Swift Advanced'"), ["Cléo"])
        XCTAssertEqual(try authors("books.pageCount > 250"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("books.title BEGINSWITH[c] 'caf'"), ["Ann"])
        XCTAssertEqual(try authors("books.pageCount IN {500}"), ["Cléo"])
        XCTAssertEqual(try authors("books.pageCount BETWEEN {100, 200}"), ["Ann"])
        XCTAssertEqual(try authors("'Café Culture' IN books.title"), ["Ann"])
        XCTAssertEqual(try authors("%@ IN books.title", "Swift Advanced"), ["Cléo"])
        // A collection CONTAINS a member (not a substring of one).
        XCTAssertEqual(try authors("books.title CONTAINS 'Swift Basics'"), ["Ann"])
        XCTAssertEqual(try authors("books.title CONTAINS 'Swift'"), [])
        XCTAssertEqual(try authors("books.title CONTAINS[c] 'swift basics'"), ["Ann"])
        // To-many, to-one, to-many: the values are flattened into one collection.
        XCTAssertEqual(try authors("books.author.books.title == 'Café Culture'"), ["Ann"])
        XCTAssertEqual(try authors("ANY books.author.books.pageCount == 500"), ["Cléo"])
        XCTAssertEqual(try books("author.books.title == 'Swift Basics'"), ["Swift Basics", "Café Culture"])
        XCTAssertEqual(try authors("books.title LIKE %@", "*Advanced"), ["Cléo"])
    }

    func testCollectionOperators() throws {
        XCTAssertEqual(try authors("books.@count == 2"), ["Ann"])
        XCTAssertEqual(try authors("books.@count > 0"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("books.@count == 0"), ["bob"])
        XCTAssertEqual(try authors("books.@sum.pageCount == 450"), ["Ann"])
        XCTAssertEqual(try authors("books.@sum.pageCount > 400"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("books.@sum.pageCount == 0"), ["bob"])
        XCTAssertEqual(try authors("books.@avg.pageCount == 225"), ["Ann"])
        XCTAssertEqual(try authors("books.@avg.pageCount > 0"), ["Ann", "Cléo"])  // no average of nothing
        XCTAssertEqual(try authors("books.@min.pageCount == 150"), ["Ann"])
        XCTAssertEqual(try authors("books.@max.pageCount == 500"), ["Cléo"])
        XCTAssertEqual(try authors("books.@sum.price == 32.5"), ["Ann"])
        XCTAssertEqual(try authors("books.@max.title == 'Swift Basics'"), ["Ann"])
        XCTAssertEqual(try authors("%K > 1", "books.@count"), ["Ann"])
        XCTAssertEqual(try books("author.books.@count == 1"), ["Swift Advanced"])
    }

    // MARK: Compound predicates

    func testCompounds() throws {
        XCTAssertEqual(try authors("age > 30 AND active == YES"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("age > 30 && name BEGINSWITH 'C'"), ["Cléo"])
        XCTAssertEqual(try authors("age < 30 OR name == 'Ann'"), ["Ann", "bob"])
        XCTAssertEqual(try authors("age < 30 || name == 'Ann'"), ["Ann", "bob"])
        XCTAssertEqual(try authors("NOT age < 30"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("! (age < 30)"), ["Ann", "Cléo"])
        XCTAssertEqual(try authors("!(age < 30) AND !(age > 35)"), ["Cléo"])
        XCTAssertEqual(try authors("age > 30 OR age < 30 AND name == 'x'"), ["Ann", "Cléo"])  // AND binds tighter
        XCTAssertEqual(try authors("(age > 30 OR age < 30) AND name == 'bob'"), ["bob"])
        XCTAssertEqual(try authors("TRUEPREDICATE"), ["Ann", "bob", "Cléo"])
        XCTAssertEqual(try authors("FALSEPREDICATE"), [])
        XCTAssertEqual(try authors("truepredicate AND NOT falsepredicate"), ["Ann", "bob", "Cléo"])
        XCTAssertEqual(try authors("name == 'Ann' and age == 40 or name == 'bob'"), ["Ann", "bob"])
    }

    // MARK: Arguments

    func testArgumentKinds() throws {
        XCTAssertEqual(try authors("age == %@", 40), ["Ann"])
        XCTAssertEqual(try authors("age == %@", Int16(25)), ["bob"])
        XCTAssertEqual(try authors("age == %@", Int32(33)), ["Cléo"])
        XCTAssertEqual(try authors("age == %@", Int64(40)), ["Ann"])
        XCTAssertEqual(try authors("age == %@", UInt(40)), ["Ann"])
        XCTAssertEqual(try authors("age == %@", UInt64.max), [])
        XCTAssertEqual(try authors("rating == %@", 4.5), ["Ann"])
        XCTAssertEqual(try authors("rating == %@", Float(4.5)), ["Ann"])
        XCTAssertEqual(try authors("age == %@", NSNumber(value: 25)), ["bob"])
        XCTAssertEqual(try authors("name == %@", "Ann" as NSString), ["Ann"])
        XCTAssertEqual(try authors("name == %@", "xAnnx".dropFirst().dropLast()), ["Ann"])
        XCTAssertEqual(try authors("age == %@", Optional(25)), ["bob"])
        XCTAssertEqual(try authors("age == %@", StoreValue.int(33)), ["Cléo"])
        XCTAssertEqual(try authors("age == %d", 40), ["Ann"])
        XCTAssertEqual(try authors("age == %i", 40), ["Ann"])
        XCTAssertEqual(try authors("age > %ld AND age < %lld", 20, 30), ["bob"])
        XCTAssertEqual(try authors("age == %u", UInt32(33)), ["Cléo"])
        XCTAssertEqual(try authors("rating == %f", 4.5), ["Ann"])
        XCTAssertEqual(try authors("rating < %lf", 4), ["bob"])
        XCTAssertEqual(try authors("name == %s", "bob"), ["bob"])
    }

    func testKeyArguments() throws {
        XCTAssertEqual(try authors("%K == %@", "name", "Ann"), ["Ann"])
        XCTAssertEqual(try authors("%K == %@", "publisher.name", "Acme"), ["Ann"])
        XCTAssertEqual(try authors("%K.name == %@", "publisher", "Acme"), ["Ann"])
        XCTAssertEqual(try authors("ANY %K == %@", "books.pageCount", 500), ["Cléo"])
        XCTAssertEqual(try authors("%K == nil", "nickname"), ["Ann"])
        XCTAssertEqual(try authors("%K == %K", "name", "name"), ["Ann", "bob", "Cléo"])
        // A %K key is never a keyword: here it is a key the authors lack.
        XCTAssertThrowsError(try authors("%K == 'x'", "AND")) {
            XCTAssertEqual(($0 as? PredicateFormatError)?.key, "AND")
        }
    }

    func testEscapedKeywordKey() throws {
        let object = FakeObject(5, ["size": .int(3), "and": .string("x")])
        XCTAssertTrue(try FormatPredicate(format: "#size == 3 AND #and == 'x'").evaluate(object))
        XCTAssertTrue(try FormatPredicate(format: "SELF.size == 3").evaluate(object))
    }

    func testVariadicAndArrayInitialisersAgree() throws {
        let variadic = try FormatPredicate(format: "age > %@ AND name != %@", 30, "Ann")
        let array = try FormatPredicate(format: "age > %@ AND name != %@", arguments: [30, "Ann"])
        for author in graph.authors {
            XCTAssertEqual(try variadic.evaluate(author), try array.evaluate(author))
        }
        XCTAssertEqual(try graph.authors.filter { try variadic.evaluate($0) }.map(\.name), ["Cléo"])
        XCTAssertEqual(variadic.keyPaths, ["age", "name"])
        XCTAssertEqual(variadic.description, "age > %@ AND name != %@")
    }

    func testObjectIDArgumentMatchesIdentity() throws {
        final class Identified: PredicateSubject {
            let id: SlateID
            init(_ id: SlateID) { self.id = id }
            func predicateValue(forKey key: String) -> PredicateValue { key == "me" ? .object(self) : .undefinedKey }
            var predicateIdentity: AnyHashable { id }
        }
        let object = Identified(SlateID(entity: "Author", number: 7))
        XCTAssertTrue(try FormatPredicate(format: "SELF == %@", SlateID(entity: "Author", number: 7)).evaluate(object))
        XCTAssertTrue(try FormatPredicate(format: "me == %@", SlateID(entity: "Author", number: 7)).evaluate(object))
        XCTAssertFalse(try FormatPredicate(format: "SELF == %@", SlateID(entity: "Author", number: 8)).evaluate(object))
    }
}
