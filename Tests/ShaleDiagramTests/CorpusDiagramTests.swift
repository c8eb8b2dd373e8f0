import Foundation
import ShaleDiagram
import ShaleDiff
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// Every golden model and every version of every model of `../shared/corpus` draws as well-formed Mermaid and as
/// DOT that Graphviz lays out as SVG without a warning (the fast tier draws the corpus sample, `TestTier`).
final class CorpusDiagramTests: XCTestCase {
    func test_everyGoldenAndCorpusModel_drawsAsMermaidDOTAndSVG() throws {
        let dot = try RequiredTool.find("dot", package: "graphviz")
        let corpus = try PackagePaths.shared("corpus").appendingPathComponent("models")
        PackagePaths.enterRoot()
        let sample = try TestTier.corpus(ModelFinder.models(under: corpus.path))
        let inputs = DiagramGoldenTests.models.values.sorted() + sample
        let start = Date()
        // One input per core: each `dot` run is a process of its own, so the inputs are drawn side by side.
        let drawn = inputs.concurrentMap { input in Self.draw(input, dotFolder: dot.deletingLastPathComponent().path) }
        for problem in drawn.flatMap(\.problems) { XCTFail(problem) }
        let versions = drawn.map(\.versions).reduce(0, +)
        let entities = drawn.map(\.entities).reduce(0, +)
        print(
            String(
                format: "corpus diagrams: %d versions of %d inputs, %d entities, as Mermaid, DOT and SVG "
                    + "(and with configuration groups) in %.1f s", versions, inputs.count, entities,
                Date().timeIntervalSince(start)))
        XCTAssertGreaterThan(versions, try TestTier.atLeast(full: 300, fast: 20))
    }
}

extension CorpusDiagramTests {
    /// Every version of `input` drawn as Mermaid, DOT and SVG (and with configuration groups where it has any):
    /// how many versions and entities, and what went wrong.
    private static func draw(_ input: String, dotFolder: String)
        -> (versions: Int, entities: Int, problems: [String])
    {
        guard let bundle = ModelLoader.load(path: input, scope: .allVersions).bundle else { return (0, 0, []) }
        var problems: [String] = []
        for model in bundle.versions {
            // Configuration groups change the layout (Graphviz clusters): drawn too where there are any.
            let groupings = model.configurations.isEmpty ? [false] : [false, true]
            for options in groupings.map(DiagramOptions.init(showsConfigurations:)) {
                let diagram = ERDiagram(model: model, title: bundle.name, options: options)
                if diagram.entities.count != model.entities.count {
                    problems.append(
                        "\(model.sourcePath): \(diagram.entities.count) of \(model.entities.count) entities")
                }
                let mermaid = MermaidWriter.render(diagram)
                let grammar = MermaidGrammar.problems(mermaid)
                if !grammar.isEmpty { problems.append("\(model.sourcePath): \(grammar)\n\(mermaid)") }
                do {
                    let output = try Graphviz.svg(fromDOT: DOTWriter.render(diagram), path: dotFolder)
                    if !output.warnings.isEmpty { problems.append("\(model.sourcePath): dot: \(output.warnings)") }
                    let texts = Set(SVGText.texts(in: output.svg) ?? [])
                    for entity in model.entities where !texts.contains(entity.name) {
                        problems.append("\(model.sourcePath): \(entity.name) is not in the SVG")
                    }
                } catch {
                    problems.append("\(model.sourcePath): \(error)")
                }
            }
        }
        let entities = bundle.versions.map(\.entities.count).reduce(0, +)
        return (bundle.versions.count, entities, problems)
    }

    func test_everyMigrationOfEveryCorpusBundle_drawsAsMermaidAndDOT() throws {
        let dot = try RequiredTool.find("dot", package: "graphviz")
        let corpus = try PackagePaths.shared("corpus").appendingPathComponent("models")
        let bundles = try TestTier.corpus(ModelFinder.models(under: corpus.path))
            .filter { $0.hasSuffix(".xcdatamodeld") }
        let drawn = bundles.concurrentMap { input in
            Self.drawMigrations(of: input, dotFolder: dot.deletingLastPathComponent().path)
        }
        for problem in drawn.flatMap(\.problems) { XCTFail(problem) }
        let comparisons = drawn.map(\.comparisons).reduce(0, +)
        print("corpus migration diagrams: \(comparisons) comparisons as Mermaid and SVG")
        XCTAssertGreaterThan(comparisons, try TestTier.atLeast(full: 100, fast: 10))
    }

    /// The migration from every older version of `input` to its newest, drawn as Mermaid and laid out by `dot`:
    /// how many comparisons, and what went wrong.
    private static func drawMigrations(of input: String, dotFolder: String) -> (comparisons: Int, problems: [String]) {
        guard let bundle = ModelLoader.load(path: input, scope: .allVersions).bundle,
            let newest = bundle.versions.last, bundle.versions.count > 1
        else { return (0, []) }
        var problems: [String] = []
        for older in bundle.versions.dropLast() {
            let diagram = ERDiagram(
                migrationFrom: older, to: newest, changes: ModelDiff.changes(from: older, to: newest))
            let mermaid = MermaidWriter.render(diagram)
            let grammar = MermaidGrammar.problems(mermaid)
            if !grammar.isEmpty { problems.append("\(older.sourcePath): \(grammar)\n\(mermaid)") }
            do {
                let output = try Graphviz.svg(fromDOT: DOTWriter.render(diagram), path: dotFolder)
                if !output.warnings.isEmpty { problems.append("\(older.sourcePath): dot: \(output.warnings)") }
            } catch {
                problems.append("\(older.sourcePath): \(error)")
            }
            let drawn = Set(diagram.entities.map(\.name))
            if !drawn.isSuperset(of: newest.entities.map(\.name)) {
                problems.append("\(older.sourcePath): not every entity of the newest version is drawn")
            }
        }
        return (bundle.versions.count - 1, problems)
    }
}
