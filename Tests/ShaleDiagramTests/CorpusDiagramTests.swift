import Foundation
import ShaleDiagram
import ShaleDiff
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// Every golden model and every version of every model of `../shared/corpus` draws as well-formed Mermaid and as
/// DOT that Graphviz lays out as SVG without a warning.
final class CorpusDiagramTests: XCTestCase {
    func test_everyGoldenAndCorpusModel_drawsAsMermaidDOTAndSVG() throws {
        let dot = try RequiredTool.find("dot", package: "graphviz")
        let corpus = try PackagePaths.shared("corpus").appendingPathComponent("models")
        PackagePaths.enterRoot()
        let inputs = DiagramGoldenTests.models.values.sorted() + ModelFinder.models(under: corpus.path)
        var versions = 0
        var entities = 0
        let start = Date()
        for input in inputs {
            guard let bundle = ModelLoader.load(path: input, scope: .allVersions).bundle else { continue }
            for model in bundle.versions {
                // Configuration groups change the layout (Graphviz clusters): drawn too where there are any.
                let groupings = model.configurations.isEmpty ? [false] : [false, true]
                for options in groupings.map(DiagramOptions.init(showsConfigurations:)) {
                    let diagram = ERDiagram(model: model, title: bundle.name, options: options)
                    XCTAssertEqual(diagram.entities.count, model.entities.count, model.sourcePath)
                    let mermaid = MermaidWriter.render(diagram)
                    XCTAssertEqual(MermaidGrammar.problems(mermaid), [], "\(model.sourcePath):\n\(mermaid)")
                    let output = try Graphviz.svg(fromDOT: DOTWriter.render(diagram),
                                                  path: dot.deletingLastPathComponent().path)
                    XCTAssertEqual(output.warnings, "", model.sourcePath)
                    let texts = Set(SVGText.texts(in: output.svg) ?? [])
                    for entity in model.entities where !texts.contains(entity.name) {
                        XCTFail("\(model.sourcePath): \(entity.name) is not in the SVG")
                    }
                }
                versions += 1
                entities += model.entities.count
            }
        }
        print(String(format: "corpus diagrams: %d versions of %d inputs, %d entities, as Mermaid, DOT and SVG "
                     + "(and with configuration groups) in %.1f s", versions, inputs.count, entities,
                     Date().timeIntervalSince(start)))
        XCTAssertGreaterThan(versions, 300)
    }
}

extension CorpusDiagramTests {
    func test_everyMigrationOfEveryCorpusBundle_drawsAsMermaidAndDOT() throws {
        let dot = try RequiredTool.find("dot", package: "graphviz")
        let corpus = try PackagePaths.shared("corpus").appendingPathComponent("models")
        var comparisons = 0
        for input in ModelFinder.models(under: corpus.path) where input.hasSuffix(".xcdatamodeld") {
            guard let bundle = ModelLoader.load(path: input, scope: .allVersions).bundle,
                  let newest = bundle.versions.last, bundle.versions.count > 1 else { continue }
            for older in bundle.versions.dropLast() {
                let comparison = VersionComparison(from: older, to: newest,
                                                   changes: ModelDiff.changes(from: older, to: newest))
                let diagram = ERDiagram(migrationFrom: older, to: newest, changes: comparison.changes)
                let mermaid = MermaidWriter.render(diagram)
                XCTAssertEqual(MermaidGrammar.problems(mermaid), [], "\(older.sourcePath):\n\(mermaid)")
                let output = try Graphviz.svg(fromDOT: DOTWriter.render(diagram),
                                              path: dot.deletingLastPathComponent().path)
                XCTAssertEqual(output.warnings, "", older.sourcePath)
                let drawn = Set(diagram.entities.map(\.name))
                XCTAssertTrue(drawn.isSuperset(of: newest.entities.map(\.name)), older.sourcePath)
                comparisons += 1
            }
        }
        print("corpus migration diagrams: \(comparisons) comparisons as Mermaid and SVG")
        XCTAssertGreaterThan(comparisons, 100)
    }
}
