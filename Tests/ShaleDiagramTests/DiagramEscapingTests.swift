import ShaleDiagram
import ShaleModel
import ShaleTestSupport
import XCTest

/// Names no Core Data model should hold but a diagram must survive: language words, quotes, braces, markup,
/// entity codes, backslashes and separators are escaped, so the diagram stays well formed and shows them as written.
final class DiagramEscapingTests: XCTestCase {
    static let hostileNames = [
        "class", "node", "graph", "end", "Weird \"Name\" {x}", "<b>Bold & co</b>", "back\\slash", "a;b:c",
        "%% comment", "List~T~", "call()", "price$", "#35;", "Ünïcödé", "E1", "Note", "order",
    ]

    /// A diagram whose every entity, row and link is named with `hostileNames`.
    static var hostileDiagram: ERDiagram {
        var diagram = ERDiagram(title: "digraph \"x\" {")
        for (index, name) in hostileNames.enumerated() {
            var entity = DiagramEntity(name: name)
            entity.isAbstract = index == 0
            entity.notes = index == 1 ? ["note <<with>> \"quotes\""] : []
            entity.members = [DiagramMember(name: name, type: "Set<\(name)>?", flags: ["unique"], note: "x) $")]
            diagram.entities.append(entity)
            if index > 0 {
                let end = DiagramEnd(name: name, cardinality: Cardinality(lower: 0, upper: nil), deleteRule: .cascade)
                diagram.links.append(
                    DiagramLink(
                        source: hostileNames[index - 1], destination: name, forward: end,
                        inverse: index.isMultiple(of: 2) ? end : nil))
            }
        }
        diagram.inheritance = [DiagramInheritance(parent: "class", child: "node")]
        diagram.groups = [DiagramGroup(name: "Cloud \"}\" <x>", entities: ["graph", "end"])]
        return diagram
    }

    func test_hostileNames_giveWellFormedMermaid_withGeneratedIDs() {
        let source = MermaidWriter.render(Self.hostileDiagram)
        XCTAssertEqual(MermaidGrammar.problems(source), [], source)
        XCTAssertTrue(source.contains(#"class E1_["class"] {"#), source)
        XCTAssertTrue(source.contains("class Note {"), "a capitalised plain name stays the id:\n\(source)")
        XCTAssertTrue(source.contains(#"class E17["order"] {"#), "a lowercase name gets an id:\n\(source)")
        XCTAssertTrue(source.contains("class E5[\"Weird #34;Name#34; #123;x#125;\"]"), source)
        XCTAssertFalse(source.contains("<b>"), source)
    }

    func test_mermaidText_escapesWhatTheGrammarReads_andKeepsTheRest() {
        XCTAssertEqual(MermaidWriter.text("title: String? «indexed»"), "title: String? «indexed»")
        XCTAssertEqual(MermaidWriter.text("f(x) {~T~} \"#\" a$"), "f#40;x#41; #123;#126;T#126;#125; #34;#35;#34; a#36;")
        XCTAssertEqual(MermaidWriter.label("a:b;c (d) *"), "a#58;b#59;c (d) *")
    }

    func test_hostileNames_giveDOTThatGraphvizReadsWithoutWarnings_showingEveryName() throws {
        _ = try RequiredTool.find("dot", package: "graphviz")
        let output = try Graphviz.svg(fromDOT: DOTWriter.render(Self.hostileDiagram))
        XCTAssertEqual(output.warnings, "")
        let texts = try XCTUnwrap(SVGText.texts(in: output.svg), "the SVG is well-formed XML")
        for name in Self.hostileNames {
            XCTAssertTrue(texts.contains(name), "\(name) is not a text of the SVG: \(texts)")
        }
        XCTAssertTrue(texts.contains("Set<Weird \"Name\" {x}>?"), "\(texts)")
    }

    func test_dotHTML_escapesMarkup() {
        XCTAssertEqual(DOTWriter.html("<b>&\"'\n"), "&lt;b&gt;&amp;&quot;&#39; ")
    }
}
