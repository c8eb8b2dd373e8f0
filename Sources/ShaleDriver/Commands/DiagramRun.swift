import Foundation
import ShaleDiagram
import ShaleModel
import ShaleRender
import ShaleResolver

/// `shale diagram`: a model version's entity-relationship diagram, as Mermaid, DOT or SVG.
public struct DiagramRun: Sendable, Hashable {
    /// The model: bundle, version folder or contents file.
    public var path: String
    /// For SwiftData sources, the `SchemaMigrationPlan` that orders the versions (`--plan`).
    public var plan: String?
    /// The version to draw (default: the current one).
    public var versionName: String?
    /// The language to draw in.
    public var format: DiagramFormat = .mermaid
    /// Which entities the diagram draws, whether with attributes, and how they are grouped.
    public var view = DiagramView()
    /// The file the diagram goes to (written atomically, only when it changes); `nil` for standard output.
    public var output: String?
    /// Whether warnings about the model fail the run.
    public var warningsAsErrors = false
    /// The search path for Graphviz's `dot`; the process's `PATH` when nil.
    public var searchPath: String? = ProcessInfo.processInfo.environment["PATH"]

    /// A diagram of the model at `path`, with the defaults of `shale diagram`.
    public init(path: String) {
        self.path = path
    }

    /// Loads the version, draws it, and prints or writes it; on any error nothing is written.
    public func run() -> CommandOutput {
        var result = CommandOutput()
        let request = ModelInput.Request(path: path, versionName: versionName, plan: plan)
        guard let bundle = ModelInput.load(request, warningsAsErrors: warningsAsErrors, into: &result),
              let model = bundle.current else {
            return result
        }
        let writing = DiagnosticCollector()
        do {
            let diagram = try ERDiagram(model: model, title: bundle.name, view: view)
            let text = try diagram.rendered(as: format, path: searchPath)
            if let output {
                _ = try OutputWriter.writeFile(text, to: output, diagnostics: writing)
            } else {
                result.write(text)
            }
        } catch let DiagramError.unknownEntities(unknown) {
            return result.fail(unknown.map { Self.unknownEntity($0, path: path) }, status: CommandOutput.usage)
        } catch let error as DiagramError {
            guard error == .graphvizMissing else {
                return result.fail([.error(error.description, at: nil)], status: CommandOutput.unavailable)
            }
            return result.fail([.error(Graphviz.missingMessage(option: "--format svg"), at: nil,
                                       hint: Graphviz.installHint + ", or use --format mermaid or --format dot, "
                                           + "which need nothing installed")], status: CommandOutput.unavailable)
        } catch {
            return result.fail(error, diagnostics: writing)
        }
        return result
    }

    /// The usage error for an entity a view names that the model does not have, located at the model.
    static func unknownEntity(_ unknown: DiagramError.UnknownEntity, path: String) -> Diagnostic {
        .error(unknown.message, at: SourceLocation(file: path),
               hint: "--entity and --focus take entity names as the model spells them (shale dump lists them)")
    }
}
