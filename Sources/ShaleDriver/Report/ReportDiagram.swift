import ShaleModel

/// Draws the report's diagram (until ShaleDiagram's API is merged: the text form only).
enum ReportDiagram {
    static func draw(_ model: Model, style: ReportRun.DiagramStyle) throws -> ReportContent.Diagram {
        .text(model.entities.map(\.name).joined(separator: "\n"), note: "Install Graphviz to draw it.")
    }
}
