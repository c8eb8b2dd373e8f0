import Foundation
import ShaleDiagram
import ShaleModel
import ShaleReport

/// The report's drawing of a version: `shale diagram`'s SVG, made fit to inline, or its Mermaid source.
enum ReportDiagram {
    /// The note under the Mermaid source, when Graphviz did not draw the diagram.
    static let textNote =
        "Graphviz’s dot was not used, so this is the diagram’s Mermaid source (shale diagram "
        + "--format mermaid): GitHub draws it in Markdown between ```mermaid fences. Install Graphviz and run "
        + "shale report again to see it drawn here."

    /// The diagram of `model` in `style`.
    /// - Parameters:
    ///   - view: The entities drawn, with or without attributes, and their groups.
    ///   - path: The search path for Graphviz's `dot`; the process's `PATH` when nil.
    ///   - diagnostics: Where what stops the drawing is reported: an entity of `view` the model does not have (a
    ///     usage mistake), SVG required and `dot` missing or failing (unavailable).
    /// - Throws: `DiagnosticCollector.Stopped` when one was reported.
    static func draw(
        _ model: Model, title: String, style: ReportRun.DiagramStyle, view: DiagramView = DiagramView(),
        path: String? = ProcessInfo.processInfo.environment["PATH"],
        diagnostics: DiagnosticCollector
    ) throws -> ReportContent.Diagram {
        let drawsSVG =
            switch style {
            case .automatic: Graphviz.executable(path: path) != nil
            case .svg: true
            case .text: false
            }
        let drawn = try DiagramRun.draw(
            model, title: title, view: view, as: drawsSVG ? .svg : .mermaid,
            modelPath: model.sourcePath, searchPath: path, option: "--diagram svg",
            instead: "--diagram text, which needs nothing installed",
            diagnostics: diagnostics)
        return drawsSVG ? .svg(inline(drawn)) : .text(drawn, note: textNote)
    }

    /// Graphviz's SVG document as an element to put in HTML: from its `<svg>` tag on, without the XML declaration,
    /// the doctype and comments (which name the model, and have no place in the page).
    static func inline(_ svg: String) -> String {
        var text = svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? svg
        while let start = text.range(of: "<!--"),
            let end = text.range(of: "-->", range: start.upperBound..<text.endIndex)
        {
            let after = text[end.upperBound...].first == "\n" ? text.index(after: end.upperBound) : end.upperBound
            text.removeSubrange(start.lowerBound..<after)
        }
        return text.hasSuffix("\n") ? text : text + "\n"
    }
}
