import ShaleDiagram
import ShaleModel

/// The entity-relationship diagram of the current version: Graphviz's SVG inline, or its text form when Graphviz
/// is not installed.
enum DiagramSection {
    static func html(_ content: ReportContent) -> HTML {
        let model = content.current
        let description = self.description(of: model)
        return .element("section", ["id": "diagram", "aria-labelledby": "diagram-title"]) {
            HTML.element("h2", ["id": "diagram-title"]) { "Diagram" }
            HTML.element("figure") {
                switch content.diagram {
                case let .svg(svg):
                    // The drawing is one image, named by the caption beneath it.
                    HTML.element("div", ["class": "diagram", "role": "img", "aria-labelledby": "diagram-caption"]) {
                        HTML.trusted(svg, isBlock: true)
                    }
                    HTML.element("figcaption", ["id": "diagram-caption"]) { description }
                case let .text(text, note):
                    HTML.element("div", ["class": "diagram", "role": "region", "aria-label": "Diagram source",
                                         "tabindex": "0"]) {
                        HTML.element("pre") { text }
                    }
                    HTML.element("figcaption") { description + " " + note }
                }
            }
        }
    }

    /// The diagram in words, its text alternative: the entities, then each relationship once with its inverse.
    static func description(of model: Model) -> String {
        let diagram = ERDiagram(model: model)
        let parents = Dictionary(diagram.inheritance.map { ($0.child, $0.parent) }, uniquingKeysWith: { first, _ in first })
        let entities = diagram.entities.map { entity in
            entity.name + (entity.isAbstract ? ", abstract" : "") + (parents[entity.name].map { ", subentity of \($0)" } ?? "")
        }
        let links = diagram.links.map { link in
            "\(link.source).\(link.forward.name) to \(link.destination) (\(link.forward.cardinality))"
                + (link.inverse.map { ", inverse \($0.name) (\($0.cardinality))" } ?? "")
        }
        var text = "Entity-relationship diagram of \(ReportMarkup.quoted(model.versionName)): "
            + ReportMarkup.counted(entities.count, "entity", plural: "entities")
        if !entities.isEmpty { text += " (" + entities.joined(separator: "; ") + ")" }
        if !links.isEmpty {
            text += ", " + ReportMarkup.counted(links.count, "relationship") + ": " + links.joined(separator: "; ")
        }
        return text + "."
    }
}
