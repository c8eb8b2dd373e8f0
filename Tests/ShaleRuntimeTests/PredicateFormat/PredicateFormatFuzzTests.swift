import Foundation
import ShaleTestSupport
import XCTest

@testable import ShaleRuntime

/// Parses thousands of random and mutated formats with random arguments, evaluating those that parse: nothing may
/// trap, every failure must be a `PredicateFormatError` with an offset inside the format.
final class PredicateFormatFuzzTests: XCTestCase {
    let graph = FakeGraph()

    static let seeds = [
        "name == 'Ann'", "age BETWEEN {25, 33}", "ANY books.title BEGINSWITH[cd] 'swift'", "books.@sum.pageCount > 400",
        "NOT (nickname LIKE 'B*') AND publisher.name != nil", "%K IN %@", "name MATCHES '[A-Z]\\\\w+'",
        "ALL books.pageCount > 200 OR books.@count == 0", "(age > 3 || age < 2) && !(name == \"x\")",
        "age == 0x28 OR rating == -4.5e0", "%@ IN books.title", "SELF == %@", "books.@avg.price >= %f",
        "TRUEPREDICATE", "name IN {'a', 'b', nil}", "author.publisher.name CONTAINS[c] %@", "age == %d",
    ]

    static let fragments = [
        "name", "age", "books", "title", "pageCount", "publisher", "author", "nickname", "rating", "SELF", ".",
        "@count",
        "@sum", "@avg", "@min", "@max", "@foo", "==", "=", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>", "(", ")", "{",
        "}", ",", "[c]", "[cd]", "[", "]", "'", "\"", "\\", "\\u", "%@", "%K", "%d", "%f", "%s", "%", "$x", "#",
        "AND", "OR", "NOT", "!", "&&", "||", "ANY", "ALL", "NONE", "SOME", "IN", "BETWEEN", "LIKE", "MATCHES",
        "CONTAINS", "BEGINSWITH", "ENDSWITH", "0x", "0b2", "1", "-", "+", "1e999", "-9223372036854775808",
        "99999999999999999999", ".5", " ", "  ", "nil", "YES", "NO", "TRUEPREDICATE", "FALSEPREDICATE", "é", "\u{301}",
        "🙂", "SUBQUERY", "FIRST", "'a*'", "'.*'", "'('", "{1, 2}", "\n", "\0",
    ]

    func randomArguments(for format: String, _ random: inout SeededRandom) -> [Any] {
        let pool: [Any] = [
            "name", "books.@count", "publisher.name", "a..b", "(", 5, 2.5, Optional<Int>.none as Any, [1, 2],
            [graph.ann, graph.bob], graph.ann, Decimal(7), Date(), ["x": 1], NSNull(), Set(["a"]), "[", Int64.min,
            UInt64.max, Double.nan, Double.infinity, [[1, 2]], true,
        ]
        // Mostly as many arguments as the format has specifiers, sometimes a wrong count.
        let specifiers = format.filter { $0 == "%" }.count
        let count = Int.random(in: 0..<5, using: &random) == 0 ? Int.random(in: 0...3, using: &random) : specifiers
        return (0..<count).map { _ in pool.randomElement(using: &random)! }
    }

    /// A random predicate built from the grammar, so most of them parse and reach the evaluator.
    func generate(_ random: inout SeededRandom, depth: Int = 0) -> String {
        let keys = [
            "name", "age", "rating", "nickname", "books.title", "books.pageCount", "publisher.name",
            "books.@count", "books.@sum.pageCount", "books.@avg.price", "books.@max.title", "author.name",
            "author.books.@min.pageCount", "SELF", "publisher", "title", "pageCount", "%K", "books",
        ]
        let operators = [
            "==", "!=", "<", "<=", ">", ">=", "IN", "CONTAINS", "LIKE", "BEGINSWITH", "ENDSWITH",
            "MATCHES", "BETWEEN", "==[c]", "CONTAINS[cd]", "LIKE[c]", "MATCHES[d]",
        ]
        let values = [
            "'Ann'", "'S*'", "'.*e'", "''", "40", "-3", "2.5", "0x1F", "nil", "YES", "{1, 500}",
            "{'Ann', nil}", "%@", "%d", "%f", "%s", "{}", "books.title", "age", #""caf\u00e9""#,
        ]
        switch depth < 3 ? Int.random(in: 0..<8, using: &random) : 0 {
        case 5: return "(" + generate(&random, depth: depth + 1) + ")"
        case 6: return "NOT " + generate(&random, depth: depth + 1)
        case 7:
            return generate(&random, depth: depth + 1) + [" AND ", " OR ", " && "].randomElement(using: &random)!
                + generate(&random, depth: depth + 1)
        default:
            let quantifier = ["", "", "ANY ", "ALL ", "NONE "].randomElement(using: &random)!
            return quantifier + keys.randomElement(using: &random)! + " " + operators.randomElement(using: &random)!
                + " " + values.randomElement(using: &random)!
        }
    }

    func mutate(_ format: String, _ random: inout SeededRandom) -> String {
        var characters = Array(format)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = characters.isEmpty ? 0 : Int.random(in: 0..<characters.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !characters.isEmpty: characters.remove(at: position)
            case 1: characters.insert(contentsOf: Self.fragments.randomElement(using: &random)!, at: position)
            case 2 where !characters.isEmpty:
                characters[position] = Character(Unicode.Scalar(UInt8.random(in: 32...126, using: &random)))
            case 3: characters = Array(characters.prefix(position))
            default:
                characters.insert(Character(Unicode.Scalar(UInt8.random(in: 0...127, using: &random))), at: position)
            }
        }
        return String(characters)
    }

    func check(_ format: String, _ arguments: [Any], parsed: inout Int, evaluated: inout Int) {
        do {
            let predicate = try FormatPredicate(format: format, arguments: arguments)
            parsed += 1
            for object in graph.authors + graph.books {
                do {
                    _ = try predicate.evaluate(object)
                    evaluated += 1
                } catch let error as PredicateFormatError {
                    XCTAssert([.undefinedKey, .evaluation].contains(error.kind), "\(format): \(error)")
                } catch {
                    XCTFail("\(format): unexpected \(error)")
                }
            }
        } catch let error as PredicateFormatError {
            XCTAssertFalse(error.message.isEmpty)
            if let offset = error.offset {
                XCTAssert((0...format.count).contains(offset), "\(format): offset \(offset) outside the format")
            }
        } catch {
            XCTFail("\(format): unexpected \(error)")
        }
    }

    func testRandomAndMutatedFormatsNeverTrap() {
        // FUZZ_ROUNDS and FUZZ_SEED run a longer or different campaign; the default is quick and fixed.
        let environment = ProcessInfo.processInfo.environment
        let rounds = environment["FUZZ_ROUNDS"].flatMap { Int($0) } ?? 8_000
        var random = SeededRandom(seed: environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED)
        var (parsed, evaluated) = (0, 0)
        for round in 0..<rounds {
            let format: String
            switch round % 4 {
            case 3:
                let generated = generate(&random)
                format = Bool.random(using: &random) ? generated : mutate(generated, &random)
            case 0:
                format = mutate(Self.seeds.randomElement(using: &random)!, &random)
            case 1:
                format = (0..<Int.random(in: 1...12, using: &random))
                    .map { _ in Self.fragments.randomElement(using: &random)! }
                    .joined(separator: Bool.random(using: &random) ? " " : "")
            default:
                format = String(
                    (0..<Int.random(in: 0...30, using: &random)).map { _ in
                        Character(Unicode.Scalar(UInt8.random(in: 0...127, using: &random)))
                    })
            }
            check(format, randomArguments(for: format, &random), parsed: &parsed, evaluated: &evaluated)
        }
        // The generator must reach the evaluator, not just the lexer.
        XCTAssertGreaterThan(parsed, rounds / 16)
        XCTAssertGreaterThan(evaluated, rounds / 6)
        print("fuzz: \(parsed) of \(rounds) formats parsed, \(evaluated) evaluations succeeded")
    }

    func testSeedsParseWithFittingArguments() throws {
        let arguments: [String: [Any]] = [
            "%K IN %@": ["age", [25, 40]], "%@ IN books.title": ["Café Culture"], "SELF == %@": [graph.bob],
            "books.@avg.price >= %f": [10.0], "author.publisher.name CONTAINS[c] %@": ["ac"], "age == %d": [33],
        ]
        var matches = 0
        for seed in Self.seeds {
            let predicate = try FormatPredicate(format: seed, arguments: arguments[seed] ?? [])
            for object in graph.authors + graph.books {
                // Authors and books have different keys: undefined keys throw, everything else evaluates.
                do {
                    if try predicate.evaluate(object) { matches += 1 }
                } catch let error as PredicateFormatError {
                    XCTAssertEqual(error.kind, .undefinedKey, "\(seed): \(error)")
                }
            }
        }
        XCTAssertGreaterThan(matches, 10)
    }
}
