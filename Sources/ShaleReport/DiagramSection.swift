import Foundation
import ShaleDiagram
import ShaleModel

/// The entity-relationship diagram of the current version: Graphviz's SVG inline, or its text form when Graphviz
/// is not installed.
enum DiagramSection {
    static func html(_ content: ReportContent) -> HTML {
        let model = content.current
        let description = self.description(of: model, view: content.diagramView)
        return .element("section", ["id": "diagram", "aria-labelledby": "diagram-title"]) {
            HTML.element("h2", ["id": "diagram-title"]) { "Diagram" }
            HTML.element("figure", ["id": "diagram-view"]) {
                switch content.diagram {
                case let .svg(svg):
                    // The page's script pans, zooms and searches the drawing (`DiagramScript`); it shows the tools
                    // when it runs. Without it the drawing is scaled to the page's width, and one wider than the
                    // page can be shown at its own size, in a box that scrolls both ways, by a checkbox.
                    tools
                    if (width(of: svg) ?? 0) > scaledWidth {
                        HTML.element("input", ["type": "checkbox", "id": "diagram-zoom", "class": "zoom"])
                        HTML.element("label", ["for": "diagram-zoom"]) { " Show at full size" }
                    }
                    HTML.element("div", ["class": "diagram", "tabindex": "0", "aria-describedby": "diagram-help"]) {
                        HTML.trusted(labelled(svg), isBlock: true)
                    }
                    HTML.element("figcaption", ["id": "diagram-caption"]) { description }
                    HTML.element("p", ["id": "diagram-help", "class": "diagram-help"]) {
                        "Drag or use the arrow keys to pan; the wheel, + and − zoom; 0 or Fit shows it all; the "
                            + "search box marks the entities whose names contain its text, and Enter goes to the next."
                    }
                case let .text(text, note):
                    HTML.element(
                        "div",
                        [
                            "class": "diagram", "role": "region", "aria-label": "Diagram source",
                            "tabindex": "0",
                        ]
                    ) {
                        HTML.element("pre") { text }
                    }
                    HTML.element("figcaption") { description + " " + note }
                }
            }
        }
    }

    /// The search box and zoom buttons above the drawing, hidden until the page's script runs.
    static var tools: HTML {
        .element("div", ["class": "diagram-tools", "role": "toolbar", "aria-label": "Diagram"]) {
            HTML.element(
                "input",
                [
                    "type": "search", "id": "diagram-search", "placeholder": "Find an entity",
                    "aria-label": "Find an entity", "autocomplete": "off",
                ])
            HTML.element("output", ["id": "diagram-matches", "aria-live": "polite"])
            HTML.element("button", ["type": "button", "data-action": "zoom-in", "aria-label": "Zoom in"]) { "+" }
            HTML.element("button", ["type": "button", "data-action": "zoom-out", "aria-label": "Zoom out"]) { "−" }
            HTML.element("button", ["type": "button", "data-action": "fit"]) { "Fit" }
        }
    }

    /// The width, in points, beyond which a diagram is scaled down to fit the page (72rem, 1152 pixels).
    static let scaledWidth = 864.0

    /// The width Graphviz gave `svg`, in points.
    static func width(of svg: String) -> Double? {
        guard let start = svg.range(of: "<svg width=\""),
            let end = svg.range(of: "pt\"", range: start.upperBound..<svg.endIndex)
        else { return nil }
        return Double(svg[start.upperBound..<end.lowerBound])
    }

    /// `svg` as one image, named by the figure's caption.
    static func labelled(_ svg: String) -> String {
        guard svg.hasPrefix("<svg ") else { return svg }
        return "<svg role=\"img\" aria-labelledby=\"diagram-caption\" " + svg.dropFirst("<svg ".count)
    }

    /// What a partial view draws, in words: `Message and its neighbours to depth 1; Contact`.
    static func view(_ view: DiagramView) -> String {
        let focus = view.focus.map { "\($0) and its neighbours to depth \(view.depth)" }
        return (focus + view.entities).joined(separator: "; ")
    }

    /// The most entities the text alternative names one by one; a larger model's is a count, its entities' sections
    /// list the rest.
    static let describedEntities = 12

    /// The diagram in words, its text alternative: the entities, then each relationship once with its inverse;
    /// of the entities `view` draws, saying so when it draws only some.
    static func description(of model: Model, view: DiagramView = DiagramView()) -> String {
        let diagram = (try? ERDiagram(model: model, view: view)) ?? ERDiagram(model: model)
        let name =
            ReportMarkup.quoted(model.versionName)
            + (view.isPartial
                ? " (\(ReportMarkup.counted(diagram.entities.count, "entity", plural: "entities")) of "
                    + "\(model.entities.count): \(self.view(view)))" : "")
        guard diagram.entities.count <= describedEntities else {
            return "Entity-relationship diagram of \(name): "
                + ReportMarkup.counted(diagram.entities.count, "entity", plural: "entities") + " and "
                + ReportMarkup.counted(diagram.links.count, "relationship")
                + "; each entity’s section below lists its attributes and relationships."
        }
        let parents = Dictionary(
            diagram.inheritance.map { ($0.child, $0.parent) },
            uniquingKeysWith: { first, _ in first })
        let entities = diagram.entities.map { entity in
            entity.name + (entity.isAbstract ? ", abstract" : "")
                + (parents[entity.name].map { ", subentity of \($0)" } ?? "")
        }
        let links = diagram.links.map { link in
            "\(link.source).\(link.forward.name) to \(link.destination) (\(link.forward.cardinality))"
                + (link.inverse.map { ", inverse \($0.name) (\($0.cardinality))" } ?? "")
        }
        var text =
            "Entity-relationship diagram of \(name): "
            + ReportMarkup.counted(entities.count, "entity", plural: "entities")
        if !entities.isEmpty { text += " (" + entities.joined(separator: "; ") + ")" }
        if !links.isEmpty {
            text += ", " + ReportMarkup.counted(links.count, "relationship") + ": " + links.joined(separator: "; ")
        }
        return text + "."
    }
}
