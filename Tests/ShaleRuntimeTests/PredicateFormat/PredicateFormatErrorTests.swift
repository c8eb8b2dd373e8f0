import Foundation
import XCTest

@testable import ShaleRuntime

final class PredicateFormatErrorTests: XCTestCase {
    let graph = FakeGraph()

    /// The error parsing `format` with `arguments` throws.
    func parseError(
        _ format: String, _ arguments: Any?..., file: StaticString = #filePath,
        line: UInt = #line
    ) -> PredicateFormatError? {
        do {
            _ = try FormatPredicate(format: format, arguments: arguments.map { $0 as Any })
            XCTFail("'\(format)' parsed", file: file, line: line)
            return nil
        } catch let error as PredicateFormatError {
            return error
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    /// The description of the error parsing `format` with `arguments` throws, or "parsed".
    func message(_ format: String, _ arguments: Any?...) -> String {
        do {
            _ = try FormatPredicate(format: format, arguments: arguments.map { $0 as Any })
            return "parsed"
        } catch {
            return "\(error)"
        }
    }

    func testSyntaxErrorsNameTheExpectationAndOffset() {
        XCTAssertEqual(message("name 'x'"), "expected a comparison operator after 'name', found ''x'' at offset 5")
        XCTAssertEqual(
            message("name"), "expected a comparison operator after 'name', found 'the end of the format' at offset 4")
        XCTAssertEqual(
            message("publisher.name =="),
            "expected a value or key path after '==', found 'the end of the format' at offset 17")
        XCTAssertEqual(message("age > 3 AND"), "expected a predicate, found the end of the format at offset 11")
        XCTAssertEqual(
            message("(age > 3"), "expected ')' to close the '(' at offset 0, found 'the end of the format' at offset 8")
        XCTAssertEqual(message("age > 3)"), "expected AND, OR or the end of the format, found ')' at offset 7")
        XCTAssertEqual(message("name == 'abc"), "unterminated string starting at offset 8")
        XCTAssertEqual(message("name == ^"), "unexpected character '^' at offset 8")
        XCTAssertEqual(message("name ==[x] 'a'"), "unknown comparison option 'x' (expected c, d or n) at offset 8")
        XCTAssertEqual(message("name ==[c 'a'"), "expected ']' after the comparison options, found ''a'' at offset 10")
        XCTAssertEqual(
            message("age IN {1, 2"),
            "expected ',' or '}' in the list opened at offset 7, found 'the end of the format' at offset 12")
        XCTAssertEqual(message("age == 12ab"), "unexpected character 'a' in the number starting at offset 7")
        XCTAssertEqual(message("age == 0x"), "expected digits after '0x' at offset 9")
        XCTAssertEqual(
            message("age == 0xFFFFFFFFFFFFFFFFFF"), "the number '0xFFFFFFFFFFFFFFFFFF' is too large at offset 7")
        XCTAssertEqual(
            message("name == AND"),
            "expected a value or key path after '==', found the keyword 'AND' (escape a key named so as '#AND') at offset 8"
        )
        XCTAssertEqual(
            message("age BETWEEN {1}"),
            "BETWEEN needs two values on its right ('{low, high}' or a two-element array) at offset 12")
        XCTAssertEqual(
            message("age BETWEEN %@", [1, 2, 3]),
            "BETWEEN needs two values on its right ('{low, high}' or a two-element array) at offset 12")
        XCTAssertEqual(
            message("age BETWEEN {1, age, 3}"), "BETWEEN needs two values on its right ('{low, high}') at offset 12")
        XCTAssertEqual(message("name MATCHES '[a-'"), "MATCHES has an invalid regular expression '[a-' at offset 13")
        XCTAssertEqual(
            message("name == 'a\\u12'"),
            "expected four hexadecimal digits of a valid character after '\\u' at offset 10")
        XCTAssertEqual(message("name == %y"), "unknown format specifier '%y' at offset 8")
        XCTAssertEqual(
            message("@count > 1"),
            "a collection operator such as '@count' must follow a to-many key path ('books.@count') at offset 0")
        XCTAssertEqual(message("books. == 1"), "expected a key after 'books.', found '==' at offset 7")
        XCTAssertEqual(parseError("name ~ 'a'")?.kind, .syntax)
        XCTAssertEqual(parseError("")?.offset, 0)
    }

    func testRefusedFeatures() {
        XCTAssertEqual(
            message("SUBQUERY(books, $b, $b.pageCount > 100).@count > 0"), "SUBQUERY is not supported at offset 0")
        XCTAssertEqual(
            message("name == $NAME"),
            "variables such as '$NAME' are not supported; pass the value as a %@ argument at offset 8")
        XCTAssertEqual(message("age + 1 > 3"), "arithmetic ('+') is not supported at offset 4")
        XCTAssertEqual(message("age > 3 - age"), "expected AND, OR or the end of the format, found '-' at offset 8")
        XCTAssertEqual(message("age > -age"), "arithmetic ('-') is not supported at offset 6")
        XCTAssertEqual(
            message("books[FIRST].title == 'x'"), "subscripts such as '[FIRST]' or '[0]' are not supported at offset 5")
        XCTAssertEqual(message("FUNCTION(name, 'uppercaseString') == 'A'"), "FUNCTION is not supported at offset 0")
        XCTAssertEqual(
            message("lowercase(name) == 'a'"), "function calls such as 'lowercase(…)' are not supported at offset 0")
        XCTAssertEqual(
            message("books.@distinctUnionOfObjects.title == 'a'"),
            "the collection operator '@distinctUnionOfObjects' is not supported (supported: @count, @sum, @avg, @min, @max) at offset 6"
        )
        XCTAssertEqual(
            message("name == %1$@", "a"),
            "positional or width format specifiers ('%1$@', '%5d') are not supported at offset 8")
        XCTAssertEqual(
            message("name == %c", "a"),
            "the format specifier '%c' is not supported (use %@, %K, %d, %f or %s) at offset 8")
        XCTAssertEqual(parseError("name == $NAME")?.kind, .unsupported)
    }

    func testArgumentErrors() {
        XCTAssertEqual(message("name == %@"), "the format needs an argument for '%@' but only 0 were given at offset 8")
        XCTAssertEqual(
            message("name == %@ OR age == %d", "a"),
            "the format needs an argument for '%d' but only 1 were given at offset 21")
        XCTAssertEqual(message("name == 'a'", "extra"), "the format uses 0 argument(s) but 1 were given")
        XCTAssertEqual(message("name == %@", "a", "b"), "the format uses 1 argument(s) but 2 were given")
        XCTAssertEqual(message("%K == 1", 5), "argument 1 for '%K' must be a key path string, got Int at offset 0")
        XCTAssertEqual(
            message("%K == 1", "a..b"), "argument 1 for '%K' must be a key path string, got String at offset 0")
        XCTAssertEqual(
            message("%K == 1", "@count"), "argument 1 for '%K' must be a key path string, got String at offset 0")
        XCTAssertEqual(message("age == %d", 2.5), "argument 1 for '%d' must be an integer, got Double at offset 7")
        XCTAssertEqual(message("age == %f", "x"), "argument 1 for '%f' must be a number, got String at offset 7")
        XCTAssertEqual(message("age == %s", 5), "argument 1 for '%s' must be a string, got Int at offset 7")
        XCTAssertEqual(
            message("age == %@", ["a": 1]),
            "argument 1 for '%@' must be a value, an object or an array of them, got Dictionary<String, Int> at offset 7"
        )
        XCTAssertEqual(parseError("name == %@")?.kind, .argument)
    }

    func testEvaluationErrorsNameTheKey() throws {
        let predicate = try FormatPredicate(format: "age > 3 AND publisher.books.@count == 0")
        XCTAssertTrue(try predicate.evaluate(graph.bob))  // nil publisher: the path stops before the missing key
        XCTAssertThrowsError(try predicate.evaluate(graph.ann)) { error in
            let error = error as? PredicateFormatError
            XCTAssertEqual(error?.kind, .undefinedKey)
            XCTAssertEqual(error?.key, "books")
            XCTAssertEqual(
                error?.description, "the object has no key 'books' (key path 'publisher.books.@count') at offset 12")
        }
        XCTAssertThrowsError(try FormatPredicate(format: "colour == 'red'").evaluate(graph.ann)) {
            XCTAssertEqual(($0 as? PredicateFormatError)?.key, "colour")
        }
        XCTAssertThrowsError(try FormatPredicate(format: "ANY books.isbn == 'x'").evaluate(graph.ann)) {
            XCTAssertEqual(($0 as? PredicateFormatError)?.key, "isbn")
        }
        XCTAssertThrowsError(try FormatPredicate(format: "name.length == 3").evaluate(graph.ann)) {
            XCTAssertEqual(($0 as? PredicateFormatError)?.kind, .evaluation)
        }
        XCTAssertThrowsError(try FormatPredicate(format: "books.@sum.title == 3").evaluate(graph.ann)) {
            XCTAssertEqual("\($0)", "@sum (key path 'books.@sum.title') needs numbers at offset 0")
        }
        XCTAssertThrowsError(try FormatPredicate(format: "age.@count == 3").evaluate(graph.ann)) {
            XCTAssertEqual("\($0)", "@count (key path 'age.@count') needs a to-many value at offset 0")
        }
        // Short-circuiting: the right side is never read when the left decides.
        XCTAssertFalse(try FormatPredicate(format: "age > 100 AND colour == 'red'").evaluate(graph.ann))
        XCTAssertEqual(try FormatPredicate(format: "colour == 1 OR age == nil").keyPaths, ["colour", "age"])
    }

    func testDeepNestingIsRefusedNotCrashing() {
        let deep = String(repeating: "(", count: 5_000) + "age > 1" + String(repeating: ")", count: 5_000)
        XCTAssertEqual(parseError(deep)?.message, "the predicate nests deeper than 100 levels")
        let nots = String(repeating: "NOT ", count: 5_000) + "age > 1"
        XCTAssertEqual(parseError(nots)?.kind, .syntax)
        let lists = "age IN " + String(repeating: "{", count: 5_000)
        XCTAssertEqual(parseError(lists)?.kind, .syntax)
        XCTAssertNoThrow(
            try FormatPredicate(
                format: String(repeating: "(", count: 50) + "age > 1"
                    + String(repeating: ")", count: 50)))
    }
}
