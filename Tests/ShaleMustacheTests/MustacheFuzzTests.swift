import ShaleMustache
import ShaleTestSupport
import XCTest

/// Thousands of random and mutated templates must compile or fail with a located error, and render (or
/// throw) without crashing. Seeded, so every run checks the same inputs.
final class MustacheFuzzTests: XCTestCase {
    private static let fragments = [
        "{{", "}}", "{{{", "}}}", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{#list}}", "{{/list}}", "{{.}}", "{{a.b}}",
        "{{>p}}", "{{>q}}", "{{<p}}", "{{/p}}", "{{$blk}}", "{{/blk}}", "{{!c}}", "{{=<% %>=}}", "<%a%>", "<%={{ }}=%>",
        "{{&a}}", "{{{a}}}", "{{#first()}}", "{{/first()}}", "{{^last()}}", "{{/last()}}", "{{index()}}", "{{>*name}}",
        "{{% CONTENT_TYPE: TEXT}}", "{{%X}}", "{{lambda}}", "{{#lambda}}", "{{/lambda}}", "{{foo()}}", "{{=", "=}}",
        "\n", "\r\n", "  ", "\t", "text", "é", "{", "}", "#", "/", "{{ }}", "{{#}}", "{{a..b}}", "{{*}}",
    ]

    nonisolated(unsafe) private static let data: MustacheValue = [
        "a": ["b": "<x>", "a": [1, 2]], "b": false, "list": [1, "two", ["a": 3], []], "name": "p",
        "lambda": .lambda(MustacheLambda { text in text + "{{a.b}}" }),
    ]

    private static let partials = [
        "p": "[{{$blk}}d{{/blk}}{{#list}}{{.}}{{/list}}]\n", "q": "  {{>q}}\n", "r": "{{#a}}{{>r}}{{/a}}",
    ]

    func testRandomTemplatesNeverCrash() {
        var random = SeededRandom(seed: 2024)
        var compiled = 0
        for _ in 0..<4000 {
            let count = 1 + random.below(24)
            let source = (0..<count).map { _ in random.pick(Self.fragments) }.joined()
            compiled += exercise(source) ? 1 : 0
        }
        XCTAssertGreaterThan(compiled, 200, "too few random templates compiled to exercise rendering")
    }

    func testMutatedTemplatesNeverCrash() {
        var random = SeededRandom(seed: 7)
        let seeds =
            Array(Self.partials.values) + [
                "{{#list}}\n  {{.}}{{^last()}},{{/last()}}\n{{/list}}\n", "{{<p}}{{$blk}}\n  x\n{{/blk}}{{/p}}\n",
                "{{=| |=}}|#a||b||/a|", "a {{>q}} b\n  {{>p}}\n",
            ]
        for _ in 0..<4000 {
            var bytes = Array(random.pick(seeds).utf8)
            for _ in 0..<(1 + random.below(4)) {
                let position = bytes.isEmpty ? 0 : random.below(bytes.count + 1)
                switch random.below(3) {
                case 0 where !bytes.isEmpty && position < bytes.count: bytes.remove(at: position)
                case 1: bytes.insert(contentsOf: Array(random.pick(Self.fragments).utf8), at: position)
                default: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
                }
            }
            _ = exercise(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Compiles `source` alone and in a library with partials, renders it, and checks determinism and that
    /// errors are located inside the source.
    private func exercise(_ source: String) -> Bool {
        var templates = Self.partials
        templates["main"] = source
        do {
            let library = try MustacheLibrary(templates: templates, missingTemplates: .renderNothing, maxDepth: 16)
            let first = try? library.render(Self.data, withTemplate: "main")
            let second = try? library.render(Self.data, withTemplate: "main")
            XCTAssertEqual(first, second, "non-deterministic output for \(source.debugDescription)")
            return true
        } catch {
            for problem in error.errors {
                let lineCount = source.utf8.filter { $0 == UInt8(ascii: "\n") }.count + 1
                XCTAssertTrue(
                    (1...max(1, lineCount)).contains(problem.line) && problem.column >= 1,
                    "badly located \(problem) in \(source.debugDescription)")
                XCTAssertFalse(problem.message.isEmpty)
            }
            return false
        }
    }
}
