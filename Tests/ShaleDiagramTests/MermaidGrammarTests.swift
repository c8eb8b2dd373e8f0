import XCTest

/// The Mermaid check the diagram tests rely on rejects what Mermaid's grammar would misread.
final class MermaidGrammarTests: XCTestCase {
    private let valid = """
        classDiagram
            direction LR
            class Book {
                title: String «indexed»
            }
            class E2["note"]
            Book "1" -- "0..*" E2 : notes (cascade) / book

        """

    func test_wellFormedDiagram_hasNoProblems() {
        XCTAssertEqual(MermaidGrammar.problems(valid), [])
    }

    func test_whatMermaidMisreads_isAProblem() {
        let broken = [
            ("title: String «indexed»", "title()"),  // a method
            ("title: String «indexed»", "list: Set~String~"),  // a generic
            ("title: String «indexed»", "price$"),  // a classifier
            ("title: String «indexed»", "say \"hi\""),  // a string
            (": notes (cascade) / book", ": notes: cascade"),  // a label ends at `:`
            ("class E2[\"note\"]", "class note"),  // a keyword prefix
            ("Book \"1\"", "Shelf \"1\""),  // an undeclared class
            ("    }\n", "\n"),  // an unclosed body
        ]
        for (original, replacement) in broken {
            let source = valid.replacingOccurrences(of: original, with: replacement)
            XCTAssertNotEqual(source, valid)
            XCTAssertNotEqual(MermaidGrammar.problems(source), [], "accepted:\n\(source)")
        }
    }
}
