import Foundation
import ShaleModel
import XCTest

final class DiagnosticTests: XCTestCase {
    func test_description_isCompilerStyle_withTheHintAsANote() {
        let diagnostic = Diagnostic.error(
            "bad thing", at: SourceLocation(file: "a/contents", line: 3, column: 7),
            hint: "do this")
        XCTAssertEqual(diagnostic.description, "a/contents:3:7: error: bad thing\na/contents:3:7: note: do this")
    }

    func test_description_escapesControlCharacters_andCutsHugeMessages() {
        let hostile = Diagnostic.error(
            "name 'a\nb\u{1B}[31m' is bad", at: SourceLocation(file: "f", line: 1, column: 2),
            hint: "x\ty")
        XCTAssertEqual(hostile.description, "f:1:2: error: name 'a\\u{A}b\\u{1B}[31m' is bad\nf:1:2: note: x\\u{9}y")
        let huge = Diagnostic.error(String(repeating: "é", count: 1_000_000), at: nil).description
        XCTAssertEqual(
            huge.count, "error: ".count + Diagnostic.maximumPrintedLength + "... (cut at 2000 characters)".count)
    }

    func test_list_showsAtMostTheLimit_thenCountsTheRest() {
        XCTAssertEqual(Diagnostic.list([], limit: 3), "")
        XCTAssertEqual(Diagnostic.list(["A", "B", "C"], limit: 3), "A, B, C")
        XCTAssertEqual(Diagnostic.list(["A", "B", "C", "D"], limit: 3), "A, B, C and 1 more")
        XCTAssertEqual(Diagnostic.list(["\"V1\"", "\"V2\""], limit: 1), "\"V1\" and 1 more")
    }

    func test_quote_escapesAndShortensModelText() {
        XCTAssertEqual(Diagnostic.quote("Foo\n}\nimport Evil"), #"Foo\n}\nimport Evil"#)
        XCTAssertEqual(Diagnostic.quote(String(repeating: "a", count: 100), limit: 3), "aaa...")
    }

    func test_sorting_isByLocationThenSeverityThenMessage() {
        let late = Diagnostic.warning("w", at: SourceLocation(file: "a", line: 9, column: 1))
        let earlyWarning = Diagnostic.warning("w", at: SourceLocation(file: "a", line: 2, column: 1))
        let earlyError = Diagnostic.error("e", at: SourceLocation(file: "a", line: 2, column: 1))
        let fileless = Diagnostic.error("no file", at: nil)
        XCTAssertEqual(
            [late, earlyWarning, fileless, earlyError].sorted(), [fileless, earlyError, earlyWarning, late])
    }

    func test_rendered_dropsExactRepeats() {
        let one = Diagnostic.warning("w", at: SourceLocation(file: "a", line: 1, column: 1))
        XCTAssertEqual([one, one].rendered, "a:1:1: warning: w")
    }

    func test_location_encodesAsOneString_andDecodesPathsWithColons() throws {
        let location = SourceLocation(file: "dir:x/contents", line: 12, column: 4)
        let data = try JSONEncoder().encode([location])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["dir:x\/contents:12:4"]"#)
        XCTAssertEqual(try JSONDecoder().decode([SourceLocation].self, from: data), [location])
    }

    func test_value_roundTripsThroughJSON() throws {
        let values: [Value] = [
            .integer(-3), .double(2.5), .float(0.25), .decimal("1.10"), .boolean(true),
            .string("s"), .date(1.5), .uuid("U"), .uri("https://x"),
        ]
        let data = try JSONEncoder().encode(values)
        XCTAssertEqual(try JSONDecoder().decode([Value].self, from: data), values)
    }
}
