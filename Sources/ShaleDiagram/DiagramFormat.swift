import Foundation

/// The languages a diagram is drawn in.
package enum DiagramFormat: String, Sendable, Hashable, CaseIterable {
    /// A Mermaid `classDiagram` (GitHub renders it in Markdown; nothing to install).
    case mermaid
    /// Graphviz's DOT language.
    case dot
    /// SVG, laid out by Graphviz's `dot`, which must be on `PATH`.
    case svg
}

extension ERDiagram {
    /// The diagram drawn in `format`.
    /// - Parameter path: The search path for `dot` (SVG only); the process's `PATH` when nil.
    /// - Throws: `DiagramError` when SVG is asked for and `dot` is missing or fails.
    package func rendered(
        as format: DiagramFormat,
        path: String? = ProcessInfo.processInfo.environment["PATH"]
    ) throws -> String {
        switch format {
        case .mermaid: MermaidWriter.render(self)
        case .dot: DOTWriter.render(self)
        case .svg: try Graphviz.svg(fromDOT: DOTWriter.render(self), path: path).svg
        }
    }
}
