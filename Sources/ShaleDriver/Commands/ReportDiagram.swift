import Foundation
import ShaleDiagram
import ShaleModel
import ShaleRender
import ShaleReport

/// The report's drawing of a version: `shale diagram`'s SVG, made fit to inline, or its Mermaid source.
enum ReportDiagram {
    /// The note under the Mermaid source, when Graphviz did not draw the diagram.
    static let textNote = "Graphviz’s dot was not used, so this is the diagram’s Mermaid source (shale diagram "
        + "--format mermaid): GitHub draws it in Markdown between ```mermaid fences. Install Graphviz and run "
        + "shale report again to see it drawn here."

    /// The diagram of `model` in `style`.
    /// - Parameter path: The search path for Graphviz's `dot`; the process's `PATH` when nil.
    /// - Throws: `GenerationError` when SVG is required and `dot` is missing, or when `dot` fails.
    /// - Parameter view: The entities drawn, with or without attributes, and their groups.
    /// - Throws: `GenerationError` of kind `usage` when `view` names an entity the model does not have.
    static func draw(_ model: Model, title: String, style: ReportRun.DiagramStyle, view: DiagramView = DiagramView(),
                     path: String? = ProcessInfo.processInfo.environment["PATH"]) throws -> ReportContent.Diagram {
        let drawsSVG = switch style {
        case .automatic: Graphviz.executable(path: path) != nil
        case .svg: true
        case .text: false
        }
        let drawn = try DiagramRun.draw(model, title: title, view: view, as: drawsSVG ? .svg : .mermaid,
                                        modelPath: model.sourcePath, searchPath: path, option: "--diagram svg",
                                        instead: "--diagram text, which needs nothing installed")
        return drawsSVG ? .svg(inline(drawn)) : .text(drawn, note: textNote)
    }

    /// Graphviz's SVG document as an element to put in HTML: from its `<svg>` tag on, without the XML declaration,
    /// the doctype and comments (which name the model, and have no place in the page).
    static func inline(_ svg: String) -> String {
        var text = svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? svg
        while let start = text.range(of: "<!--"),
              let end = text.range(of: "-->", range: start.upperBound..<text.endIndex) {
            let after = text[end.upperBound...].first == "\n" ? text.index(after: end.upperBound) : end.upperBound
            text.removeSubrange(start.lowerBound..<after)
        }
        return text.hasSuffix("\n") ? text : text + "\n"
    }
}
