import ShaleMustache
import XCTest

/// Located, actionable errors at compile, library-link and render time.
final class MustacheErrorTests: XCTestCase {
    private func compileError(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> MustacheError? {
        do {
            _ = try MustacheTemplate(source: source, name: "t")
            XCTFail("expected an error for \(source.debugDescription)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testUnclosedSectionNamesOpeningTagAndFix() throws {
        let error = try XCTUnwrap(compileError("a\nb\n    {{#items}}\n{{name}}\n"))
        XCTAssertEqual(error.name, "t")
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(error.column, 5)
        XCTAssertEqual(error.message, "section 'items' opened at 3:5 is never closed; add {{/items}}")
        XCTAssertEqual(error.description, "t:3:5: section 'items' opened at 3:5 is never closed; add {{/items}}")
    }

    func testMismatchedClose() throws {
        let error = try XCTUnwrap(compileError("{{#a}}\n{{#b}}{{/a}}"))
        XCTAssertEqual([error.line, error.column], [2, 7])
        XCTAssertTrue(error.message.contains("does not match 'b' opened at 2:1"), error.message)
        XCTAssertTrue(error.message.contains("{{/b}}"), error.message)
    }

    func testStrayCloseUnclosedTagAndEmptyTag() throws {
        XCTAssertTrue(try XCTUnwrap(compileError("x {{/a}}")).message.contains("closes nothing"))
        let unclosed = try XCTUnwrap(compileError("ab {{name"))
        XCTAssertEqual([unclosed.line, unclosed.column], [1, 4])
        XCTAssertTrue(unclosed.message.contains("add '}}'"), unclosed.message)
        XCTAssertTrue(try XCTUnwrap(compileError("{{ }}")).message.contains("empty tag"))
        XCTAssertTrue(try XCTUnwrap(compileError("{{#}}{{/}}")).message.contains("empty tag"))
    }

    func testBadDelimitersPragmaAndNames() throws {
        XCTAssertTrue(try XCTUnwrap(compileError("{{=<%=}}")).message.contains("bad delimiter change"))
        XCTAssertTrue(try XCTUnwrap(compileError("{{= a b c =}}")).message.contains("bad delimiter change"))
        let pragma = try XCTUnwrap(compileError("{{% CONTENT_TYPE: XML}}"))
        XCTAssertEqual(
            pragma.message, "unknown pragma 'CONTENT_TYPE: XML'; known: CONTENT_TYPE: TEXT, CONTENT_TYPE: HTML")
        XCTAssertTrue(try XCTUnwrap(compileError("{{a..b}}")).message.contains("not a valid dotted name"))
        XCTAssertTrue(try XCTUnwrap(compileError("{{a b}}")).message.contains("not a valid key name"))
    }

    /// Key names are checked byte by byte when ASCII and as characters otherwise: both refuse the same names.
    func testKeyNamesAreCheckedTheSameWhetherASCIIOrNot() throws {
        for source in ["{{a.}}", "{{.a}}", "{{é..b}}", "{{é.}}"] {
            XCTAssertTrue(try XCTUnwrap(compileError(source)).message.contains("not a valid dotted name"), source)
        }
        for source in ["{{a\tb}}", "{{a(b}}", "{{a)}}", "{{é b}}", "{{a\u{A0}b}}", "{{a\u{2003}b}}"] {
            XCTAssertTrue(try XCTUnwrap(compileError(source)).message.contains("not a valid key name"), source)
        }
        let data: MustacheValue = ["naïve": ["é": "yes"], "a": ["b": ["c": "abc"]]]
        XCTAssertEqual(
            try MustacheTemplate(source: "{{naïve.é}} {{a.b.c}} {{#a}}{{b.c}}{{/a}}").render(data),
            "yes abc abc")
    }

    func testUnknownAndMisusedFunctions() throws {
        let unknown = try XCTUnwrap(compileError("{{#items}}\n  {{foo()}}{{/items}}"))
        XCTAssertEqual(
            unknown.message, "'foo()' is not a known function; known: first(), last(), even(), odd(), index()")
        XCTAssertEqual([unknown.line, unknown.column], [2, 3])
        XCTAssertTrue(try XCTUnwrap(compileError("{{#index()}}x{{/index()}}")).message.contains("only be interpolated"))
        XCTAssertTrue(try XCTUnwrap(compileError("{{first()}}")).message.contains("only be used as a section"))
        XCTAssertTrue(try XCTUnwrap(compileError("{{#first(x)}}{{/first(x)}}")).message.contains("takes no argument"))
    }

    func testTagsDirectlyInsideParentAreErrors() throws {
        let error = try XCTUnwrap(compileError("{{<p}}{{x}}{{/p}}"))
        XCTAssertTrue(error.message.contains("directly inside parent 'p'"), error.message)
    }

    func testLibraryReportsAllProblemsAtOnce() {
        let templates = [
            "a": "{{#x}}never closed",
            "b": "ok {{>missing}}\n  {{<alsoMissing}}{{/alsoMissing}}",
            "c": "{{bar()}} and {{% NOPE}}",
            "d": "{{>a}} {{>*dynamic}} fine",
        ]
        XCTAssertThrowsError(try MustacheLibrary(templates: templates)) { error in
            guard let failure = error as? MustacheLibraryError else { return XCTFail("\(error)") }
            let summary = failure.errors.map { "\($0.name):\($0.line):\($0.column)" }
            XCTAssertEqual(summary, ["a:1:1", "b:1:4", "b:2:3", "c:1:1", "c:1:15"], failure.description)
            XCTAssertTrue(failure.errors[1].message.hasPrefix("{{>missing}} names no template in the library"))
            XCTAssertTrue(failure.errors[2].message.hasPrefix("{{<alsoMissing}} names no template"))
        }
        // The spec's behaviour instead: missing templates render nothing.
        XCTAssertNoThrow(try MustacheLibrary(templates: ["b": "ok {{>missing}}"], missingTemplates: .renderNothing))
    }

    func testUnboundedRecursionThrowsInsteadOfHanging() throws {
        let library = try MustacheLibrary(templates: ["loop": "x\n  {{>loop}}\n"])
        XCTAssertThrowsError(try library.render([:], withTemplate: "loop")) { error in
            guard let error = error as? MustacheError else { return XCTFail("\(error)") }
            XCTAssertEqual([error.line, error.column], [2, 3])
            XCTAssertTrue(error.message.contains("nest deeper than 64 levels"), error.message)
        }
        // Bounded recursion (the data ends) renders, even when deep.
        var node: MustacheValue = ["name": "leaf", "children": []]
        for level in 0..<40 { node = ["name": .string("n\(level)"), "children": [node]] }
        let tree = try MustacheLibrary(templates: ["node": "{{name}}{{#children}}({{>node}}){{/children}}"])
        XCTAssertTrue(
            try tree.render(node, withTemplate: "node").hasSuffix("(leaf" + String(repeating: ")", count: 40)))
        XCTAssertThrowsError(try tree.render(node, withTemplate: "nope"))
    }

    func testSectionNestingIsBounded() throws {
        let deep = String(repeating: "{{#a}}", count: 150) + String(repeating: "{{/a}}", count: 150)
        XCTAssertTrue(try XCTUnwrap(compileError(deep)).message.contains("nest deeper than 100"))
    }
}
