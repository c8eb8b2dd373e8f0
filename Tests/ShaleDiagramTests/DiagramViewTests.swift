import ShaleDiagram
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// The views a person reviews a large model by (`DiagramView`): chosen entities, one entity and its neighbours to a
/// depth, attributes hidden, groups by inheritance tree; on the KitchenSink model (an abstract `Item` with the
/// subentities `Book` and `Magazine`, and `Author`, `Chapter`, `Loan`, `Tag` around them).
final class DiagramViewTests: XCTestCase {
    private func kitchenSink() throws -> (model: Model, title: String) {
        let bundle = try DiagramGoldenTests.load("Golden/Models/KitchenSink.xcdatamodeld")
        return (try XCTUnwrap(bundle.current), bundle.name)
    }

    private func draw(_ view: DiagramView) throws -> ERDiagram {
        let (model, title) = try kitchenSink()
        return try ERDiagram(model: model, title: title, view: view)
    }

    func test_focus_drawsTheEntityAndItsDirectNeighbours_asTheGolden() throws {
        let diagram = try draw(DiagramView(focus: ["Chapter"]))
        let whole = try draw(DiagramView())
        let expected = whole.neighbourhood(of: ["Chapter"], depth: 1)
        XCTAssertEqual(Set(diagram.entities.map(\.name)), expected)
        XCTAssertLessThan(diagram.entities.count, whole.entities.count, "a focus leaves entities out")
        XCTAssertTrue(diagram.links.allSatisfy { expected.contains($0.source) && expected.contains($0.destination) })
        XCTAssertTrue(diagram.isLeftToRight)
        assertGolden(MermaidWriter.render(diagram), "Diagrams/KitchenSink-focus-Chapter.mmd")
        assertGolden(DOTWriter.render(diagram), "Diagrams/KitchenSink-focus-Chapter.dot")
        XCTAssertEqual(MermaidGrammar.problems(MermaidWriter.render(diagram)), [])
    }

    func test_depth_widensTheFocus_stepByStep() throws {
        let sizes = try (0...3).map { try draw(DiagramView(focus: ["Chapter"], depth: $0)).entities.count }
        XCTAssertEqual(sizes[0], 1, "depth 0 is the entity alone")
        XCTAssertEqual(sizes, sizes.sorted(), "\(sizes)")
        XCTAssertGreaterThan(sizes[2], sizes[1], "\(sizes)")
    }

    func test_chosenEntities_withoutAttributes_groupedByInheritance_asTheGolden() throws {
        let diagram = try draw(
            DiagramView(
                entities: ["Item", "Book", "Magazine", "Author"], showsAttributes: false,
                grouping: .inheritance))
        XCTAssertEqual(diagram.entities.map(\.name).sorted(), ["Author", "Book", "Item", "Magazine"])
        XCTAssertTrue(diagram.entities.allSatisfy { $0.members.isEmpty && $0.collapsedMembers == 0 })
        XCTAssertEqual(
            diagram.groups,
            [
                DiagramGroup(name: "Item hierarchy", entities: ["Book", "Item", "Magazine"])
                    .sortedLike(diagram)
            ])
        let mermaid = MermaidWriter.render(diagram)
        let dot = DOTWriter.render(diagram)
        XCTAssertTrue(mermaid.contains("    namespace Item_hierarchy {\n"), mermaid)
        XCTAssertTrue(dot.contains("subgraph \"cluster_1\" {\n        label=<Item hierarchy>;"), dot)
        assertGolden(mermaid, "Diagrams/KitchenSink-inheritance-entities.mmd")
        assertGolden(dot, "Diagrams/KitchenSink-inheritance-entities.dot")
        XCTAssertEqual(MermaidGrammar.problems(mermaid), [])
    }

    func test_aPartialView_notesWhatItLeavesOut() throws {
        let diagram = try draw(DiagramView(entities: ["Book"]))
        let book = try XCTUnwrap(diagram.entity(named: "Book"))
        XCTAssertTrue(book.notes.contains("subentity of Item"), "\(book.notes)")
        XCTAssertTrue(book.notes.contains { $0.hasSuffix("outside the view") }, "\(book.notes)")
        XCTAssertTrue(
            diagram.links.allSatisfy { $0.source == "Book" && $0.destination == "Book" },
            "only its link to itself")
    }

    func test_theDefaultView_isTheWholeDiagram() throws {
        let (model, title) = try kitchenSink()
        XCTAssertEqual(
            try ERDiagram(model: model, title: title, view: DiagramView()),
            ERDiagram(
                model: model,
                title: title))
    }

    func test_unknownEntity_throwsWithTheClosestName() throws {
        XCTAssertThrowsError(try draw(DiagramView(entities: ["Book"], focus: ["Chaptr", "Nothing"]))) { error in
            guard case let DiagramError.unknownEntities(unknown) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(
                unknown.map(\.message),
                [
                    "no entity 'Chaptr' in the model; did you mean 'Chapter'?",
                    "no entity 'Nothing' in the model",
                ])
        }
    }
}

extension DiagramGroup {
    /// The group with its entities in the order `diagram` draws them.
    fileprivate func sortedLike(_ diagram: ERDiagram) -> DiagramGroup {
        let order = diagram.entities.map(\.name)
        return DiagramGroup(
            name: name,
            entities: entities.sorted {
                (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0)
            })
    }
}
