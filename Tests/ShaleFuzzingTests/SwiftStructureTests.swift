import ShaleTestSupport
import XCTest

@testable import ShaleFuzzing

/// The fuzzers' check of generated Swift accepts every golden file and rejects text that broke out of its slot.
final class SwiftStructureTests: XCTestCase {
    func test_everyGoldenSwiftFile_isSound() throws {
        let folder = PackagePaths.golden.appendingPathComponent("Generated").path
        let files = FuzzInputs.files(in: [folder]).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 20)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            XCTAssertNil(SwiftStructure.problem(in: text), file)
        }
    }

    func test_stringsCommentsAndInterpolations_areSkipped() {
        let sound = #"""
            let a = "}{)(" + #"raw "} \(not)"# // ) comment {
            /* outer /* nested } */ still comment ) */
            let b = "x \(f("y", [1, 2])) z"
            let c = """
                multi "line" } \(g(")"))
                """
            """#
        XCTAssertNil(SwiftStructure.problem(in: sound))
    }

    func test_textThatBreaksOutOfItsSlot_isCaught() {
        XCTAssertEqual(
            SwiftStructure.problem(in: "let a = \"x\nimport Evil\n\""), "a line break inside a string literal on line 1"
        )
        XCTAssertEqual(SwiftStructure.problem(in: "struct A {\n}\n}\nimport Evil"), "an unmatched '}' on line 3")
        XCTAssertEqual(SwiftStructure.problem(in: "func f() {\n  g(]\n}"), "an unmatched ']' on line 2")
        XCTAssertEqual(SwiftStructure.problem(in: "let a = \"\"\"\n x"), "a string literal that never ends")
        XCTAssertEqual(SwiftStructure.problem(in: "/* /* */"), "a comment that never ends")
        XCTAssertEqual(SwiftStructure.problem(in: "enum E {"), "an unclosed bracket at the end")
    }
}
