import ShaleDiagram
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// The Mermaid and DOT diagrams of the golden models and the Bookshelf example, byte for byte
/// (`Golden/Diagrams/`; `Scripts/regenerate` rewrites them).
final class DiagramGoldenTests: XCTestCase {
    /// The models drawn, by golden name.
    static let models = [
        "KitchenSink": "Golden/Models/KitchenSink.xcdatamodeld",
        "Library": "Golden/Models/Library.xcdatamodeld",
        "Slate": "Golden/Models/Slate.xcdatamodel",
        "Conformance": "Golden/Models/Conformance.xcdatamodel",
        "Bookshelf": "Examples/Bookshelf.xcdatamodeld",
    ]

    /// The current version of the model at `path` (relative to the package root), which must load without errors.
    static func load(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> ModelBundle {
        PackagePaths.enterRoot()
        let result = ModelLoader.load(path: path)
        XCTAssertFalse(result.diagnostics.containsErrors, result.diagnostics.rendered, file: file, line: line)
        return try XCTUnwrap(result.bundle, file: file, line: line)
    }

    func test_goldenModels_drawAsTheGoldenMermaidAndDOT() throws {
        for (name, path) in Self.models.sorted(by: { $0.key < $1.key }) {
            let bundle = try Self.load(path)
            let diagram = ERDiagram(model: try XCTUnwrap(bundle.current), title: bundle.name)
            assertGolden(MermaidWriter.render(diagram), "Diagrams/\(name).mmd")
            assertGolden(DOTWriter.render(diagram), "Diagrams/\(name).dot")
        }
    }

    func test_configurations_drawAsGroups() throws {
        let bundle = try Self.load("Golden/Models/KitchenSink.xcdatamodeld")
        let diagram = ERDiagram(
            model: try XCTUnwrap(bundle.current), title: bundle.name,
            options: DiagramOptions(showsConfigurations: true))
        XCTAssertEqual(diagram.groups.map(\.name), ["Cloud", "Local"])
        assertGolden(MermaidWriter.render(diagram), "Diagrams/KitchenSink-configurations.mmd")
        assertGolden(DOTWriter.render(diagram), "Diagrams/KitchenSink-configurations.dot")
    }

    func test_everyGoldenDiagram_isWellFormedMermaid() throws {
        for (name, path) in Self.models.sorted(by: { $0.key < $1.key }) {
            let bundle = try Self.load(path)
            for options in [DiagramOptions(), DiagramOptions(showsConfigurations: true)] {
                let source = MermaidWriter.render(ERDiagram(model: try XCTUnwrap(bundle.current), options: options))
                XCTAssertEqual(MermaidGrammar.problems(source), [], "\(name):\n\(source)")
            }
        }
    }
}
