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
                    HTML.element("div", ["class": "diagram", "role": "img", "aria-label": description]) {
                        HTML.trusted(svg, isBlock: true)
                    }
                    HTML.element("figcaption") { description }
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

    /// The diagram in words, its text alternative: the entities, and each relationship once per inverse pair.
    static func description(of model: Model) -> String {
        var pairs: [String] = []
        var seen: Set<String> = []
        for entity in model.entities {
            for relationship in entity.declaredRelationships {
                let end = "\(entity.name).\(relationship.name)"
                guard seen.insert(end).inserted else { continue }
                var pair = "\(end) to \(relationship.destinationEntity)"
                if let inverse = relationship.inverseName {
                    seen.insert("\(relationship.inverseEntity ?? relationship.destinationEntity).\(inverse)")
                    pair += " (inverse \(inverse))"
                }
                pairs.append(pair)
            }
        }
        let entities = model.entities.map { $0.name + ($0.parentEntity.map { " (a \($0))" } ?? "") }
        var text = "Entity-relationship diagram of \(ReportMarkup.quoted(model.versionName)): "
            + ReportMarkup.counted(entities.count, "entity", plural: "entities")
        if !entities.isEmpty { text += " (" + entities.joined(separator: ", ") + ")" }
        text += pairs.isEmpty ? "." : "; " + ReportMarkup.counted(pairs.count, "relationship") + ": "
            + pairs.joined(separator: ", ") + "."
        return text
    }
}
