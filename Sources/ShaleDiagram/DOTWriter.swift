/// Draws an `ERDiagram` in Graphviz's DOT language: each entity a table (an HTML-like label), each relationship
/// pair one edge with its cardinality at both ends, inheritance as hollow-headed edges from the parent.
///
/// Node ids are entity names when they are plain identifiers (`DiagramIDs`), else `E1`, `E2`...; every name and
/// text is in an HTML-like label with XML's characters escaped, so nothing a model says can end a statement.
package enum DOTWriter {
    /// A mark's colours: the header's fill, the border and edges, and the text.
    struct Colors {
        var header: String
        var line: String
        var text: String
    }

    static func colors(_ mark: DiagramMark) -> Colors {
        switch mark {
        case .plain: Colors(header: "#ddf4ff", line: "#57606a", text: "#1f2328")
        case .added: Colors(header: "#dafbe1", line: "#1a7f37", text: "#0f5323")
        case .removed: Colors(header: "#ffebe9", line: "#cf222e", text: "#82071e")
        case .changed: Colors(header: "#fff8c5", line: "#9a6700", text: "#4d2d00")
        case .unchanged: Colors(header: "#f6f8fa", line: "#afb8c1", text: "#6e7781")
        }
    }

    /// The DOT source of `diagram`, ending with a newline.
    package static func render(_ diagram: ERDiagram) -> String {
        let ids = DiagramIDs(diagram.entities.map(\.name))
        var lines = [
            "digraph \"\(DiagramIDs.identifier(diagram.title, prefix: "M_"))\" {",
            "    graph [rankdir=\(diagram.isLeftToRight ? "LR" : "TB"), fontname=\"Helvetica\", nodesep=0.6, "
                + "ranksep=0.8];",
            "    node [shape=plain, fontname=\"Helvetica\", fontsize=11];",
            "    edge [fontname=\"Helvetica\", fontsize=10, color=\"#57606a\", fontcolor=\"#1f2328\"];",
        ]
        let grouped = Set(diagram.groups.flatMap(\.entities))
        let byName = diagram.entitiesByName
        for (index, group) in diagram.groups.enumerated() {
            lines.append("    subgraph \"cluster_\(index + 1)\" {")
            lines.append("        label=<\(html(group.name))>; style=\"rounded,dashed\"; color=\"#8c959f\";")
            for name in group.entities {
                if let entity = byName[name] { lines.append("        " + node(entity, ids: ids)) }
            }
            lines.append("    }")
        }
        for entity in diagram.entities where !grouped.contains(entity.name) {
            lines.append("    " + node(entity, ids: ids))
        }
        for edge in diagram.inheritance {
            lines.append(
                "    \"\(ids[edge.parent])\" -> \"\(ids[edge.child])\" "
                    + "[dir=back, arrowtail=empty, arrowsize=1.2];")
        }
        for link in diagram.links {
            let color = colors(link.mark).line
            var attributes = [
                "label=<\(html(link.label))>",
                "headlabel=<\(html(link.forward.cardinality.description))>",
            ]
            if let inverse = link.inverse {
                attributes.append("taillabel=<\(html(inverse.cardinality.description))>")
                attributes.append("dir=none")
            } else {
                attributes.append("arrowhead=vee")
            }
            if link.mark != .plain { attributes.append("color=\"\(color)\", fontcolor=\"\(color)\"") }
            if link.mark == .removed { attributes.append("style=dashed") }
            lines.append(
                "    \"\(ids[link.source])\" -> \"\(ids[link.destination])\" "
                    + "[\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One entity's node statement: a table with the name, the annotations and a row per member.
    static func node(_ entity: DiagramEntity, ids: DiagramIDs) -> String {
        let colors = colors(entity.mark)
        let columns = entity.members.contains { !$0.flags.isEmpty || $0.note != nil } ? 3 : 2
        var name = "<b>\(html(entity.name))</b>"
        if entity.isAbstract { name = "<i>\(name)</i>" }
        var annotations = entity.isAbstract ? ["abstract"] : []
        annotations += entity.notes
        if !annotations.isEmpty {
            name += "<br/><font point-size=\"9\">«\(html(annotations.joined(separator: " · ")))»</font>"
        }
        var rows = ["<tr><td colspan=\"\(columns)\" bgcolor=\"\(colors.header)\">\(name)</td></tr>"]
        for member in entity.members {
            let color = member.mark == .plain ? colors.text : Self.colors(member.mark).line
            var cells = ["\(member.mark.sign)\(member.name)", member.type]
            if columns == 3 {
                cells.append(
                    ([member.flags.joined(separator: ", ")] + [member.note].compactMap { $0 })
                        .filter { !$0.isEmpty }.joined(separator: " — "))
            }
            let body = cells.map { cell in
                let text = cell.isEmpty ? " " : html(cell)
                return "<td align=\"left\">"
                    + (color == colors.text && entity.mark == .plain
                        ? text
                        : "<font color=\"\(color)\">\(text)</font>") + "</td>"
            }
            rows.append("<tr>\(body.joined())</tr>")
        }
        if entity.collapsedMembers > 0 {
            rows.append(
                "<tr><td colspan=\"\(columns)\" align=\"left\"><font color=\"\(colors.text)\">"
                    + "… \(entity.collapsedMembers) unchanged</font></td></tr>")
        }
        let table =
            "<table border=\"0\" cellborder=\"1\" cellspacing=\"0\" cellpadding=\"4\" bgcolor=\"white\" "
            + "color=\"\(colors.line)\">\(rows.joined())</table>"
        return "\"\(ids[entity.name])\" [label=<\(table)>];"
    }

    /// `string` escaped for an HTML-like label: XML's five characters as entities, and control characters as
    /// character references.
    package static func html(_ string: String) -> String {
        var escaped = ""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += " "
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
