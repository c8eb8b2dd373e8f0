import Foundation
import ShaleDiagram
import ShaleModel
import ShaleOutput
import ShaleRender

/// `shale diagram`: a model version's entity-relationship diagram, as Mermaid, DOT or SVG.
package struct DiagramRun: Sendable, Hashable {
    /// The model: bundle, version folder or contents file.
    package var path: String
    /// For SwiftData sources, the `SchemaMigrationPlan` that orders the versions (`--plan`).
    package var plan: String?
    /// The version to draw (default: the current one).
    package var versionName: String?
    /// The language to draw in.
    package var format: DiagramFormat = .mermaid
    /// Which entities the diagram draws, whether with attributes, and how they are grouped.
    package var view = DiagramView()
    /// The file the diagram goes to (written atomically, only when it changes); `nil` for standard output.
    package var output: String?
    /// Whether warnings about the model fail the run.
    package var warningsAsErrors = false
    /// The search path for Graphviz's `dot`; the process's `PATH` when nil.
    package var searchPath: String? = ProcessInfo.processInfo.environment["PATH"]

    /// A diagram of the model at `path`, with the defaults of `shale diagram`.
    package init(path: String) {
        self.path = path
    }

    /// Loads the version, draws it, and prints or writes it; on any error nothing is written.
    package func run() -> CommandOutput {
        var result = CommandOutput()
        let request = ModelInput.Request(path: path, versionName: versionName, plan: plan)
        guard let bundle = ModelInput.load(request, warningsAsErrors: warningsAsErrors, into: &result),
            let model = bundle.current
        else {
            return result
        }
        let writing = DiagnosticCollector()
        do {
            let text = try Self.draw(
                model, title: bundle.name, view: view, as: format, modelPath: path,
                searchPath: searchPath, option: "--format svg",
                instead: "--format mermaid or --format dot, which need nothing installed",
                diagnostics: writing)
            if let output {
                _ = try OutputWriter.writeFile(text, to: output, diagnostics: writing)
            } else {
                result.write(text)
            }
        } catch {
            return result.fail(error, diagnostics: writing)
        }
        return result
    }

    /// `view` of `model` drawn as `format`: the one drawing of `shale diagram` and of `shale report`'s page.
    /// - Parameters:
    ///   - modelPath: Where an entity `view` names but the model lacks is reported.
    ///   - searchPath: The search path for Graphviz's `dot`; the process's `PATH` when nil.
    ///   - option: The flag that asked for SVG (`--format svg`, `--diagram svg`), named when `dot` is missing.
    ///   - instead: What to use instead of that flag, for the hint when `dot` is missing.
    ///   - diagnostics: Where what stops the drawing is reported: an entity of `view` the model does not have (a
    ///     usage mistake), Graphviz's `dot` missing or failing (unavailable).
    /// - Throws: `DiagnosticCollector.Stopped` when one was reported.
    static func draw(
        _ model: Model, title: String, view: DiagramView, as format: DiagramFormat, modelPath: String,
        searchPath: String?, option: String, instead: String,
        diagnostics: DiagnosticCollector
    ) throws -> String {
        do {
            return try ERDiagram(model: model, title: title, view: view).rendered(as: format, path: searchPath)
        } catch let DiagramError.unknownEntities(unknown) {
            throw diagnostics.stop(contentsOf: unknown.map { unknownEntity($0, path: modelPath) }, kind: .usage)
        } catch let error as DiagramError {
            guard error == .graphvizMissing else {
                throw diagnostics.stop(.error(error.description, at: nil), kind: .unavailable)
            }
            throw diagnostics.stop(
                .error(
                    Graphviz.missingMessage(option: option), at: nil,
                    hint: Graphviz.installHint + ", or use " + instead), kind: .unavailable)
        }
    }

    /// The usage error for an entity a view names that the model does not have, located at the model.
    static func unknownEntity(_ unknown: DiagramError.UnknownEntity, path: String) -> Diagnostic {
        .error(
            unknown.message, at: SourceLocation(file: path),
            hint: "--entity and --focus take entity names as the model spells them (shale dump lists them)")
    }
}
