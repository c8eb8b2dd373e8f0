/// Draws an `ERDiagram` in Graphviz's DOT language: each entity a table (an HTML-like label), each relationship
/// pair one edge with its cardinality at both ends, inheritance as hollow-headed edges from the parent.
///
/// Node ids are entity names when they are plain identifiers (`DiagramIDs`), else `E1`, `E2`...; every name and
/// text is in an HTML-like label with XML's characters escaped, so nothing a model says can end a statement.
public enum DOTWriter {
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
    public static func render(_ diagram: ERDiagram) -> String {
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
        let staggered = staggeredLengths(diagram)
        for (index, edge) in diagram.inheritance.enumerated() {
            let length = staggered[index].map { ", minlen=\($0)" } ?? ""
            lines.append("    \"\(ids[edge.parent])\" -> \"\(ids[edge.child])\" "
                         + "[dir=back, arrowtail=empty, arrowsize=1.2\(length)];")
        }
        for (index, link) in diagram.links.enumerated() {
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
            if let length = staggered[diagram.inheritance.count + index] { attributes.append("minlen=\(length)") }
            lines.append("    \"\(ids[link.source])\" -> \"\(ids[link.destination])\" "
                         + "[\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// How many leaves an entity must have before its edges to them are staggered.
    static let staggeredLeaves = 4

    /// The rank lengths (`minlen`) that stagger the edges from an entity to its leaves (entities with no other
    /// edge), 1, 2, 3, 1..., when it has at least `staggeredLeaves` of them, as Graphviz's `unflatten -l 3` does: a
    /// hub's leaves then fill three rows instead of one row as wide as all of them (an entity with many to-many
    /// relationships is common, and was drawn thousands of points wide). Indexed by edge: inheritance edges
    /// first, then links; `nil` for an edge left as it is.
    static func staggeredLengths(_ diagram: ERDiagram) -> [Int: Int] {
        let edges = diagram.inheritance.map { ($0.parent, $0.child) } + diagram.links.map { ($0.source, $0.destination) }
        var degree: [String: Int] = [:]
        for (one, other) in edges where one != other {
            degree[one, default: 0] += 1
            degree[other, default: 0] += 1
        }
        var leafEdges: [String: [Int]] = [:]
        for (index, (one, other)) in edges.enumerated() where one != other {
            if degree[other] == 1, degree[one, default: 0] > 1 { leafEdges[one, default: []].append(index) }
            else if degree[one] == 1, degree[other, default: 0] > 1 { leafEdges[other, default: []].append(index) }
        }
        var lengths: [Int: Int] = [:]
        for indices in leafEdges.values where indices.count >= staggeredLeaves {
            for (position, index) in indices.enumerated() { lengths[index] = 1 + position % 3 }
        }
        return lengths
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
            let sign = switch member.mark {
            case .added: "+ "
            case .removed: "− "
            case .changed: "Δ "
            case .plain, .unchanged: ""
            }
            var cells = ["\(sign)\(member.name)", member.type]
            if columns == 3 {
                cells.append(([member.flags.joined(separator: ", ")] + [member.note].compactMap { $0 })
                    .filter { !$0.isEmpty }.joined(separator: " — "))
            }
            let body = cells.map { cell in
                let text = cell.isEmpty ? " " : html(cell)
                return "<td align=\"left\">" + (color == colors.text && entity.mark == .plain ? text
                    : "<font color=\"\(color)\">\(text)</font>") + "</td>"
            }
            rows.append("<tr>\(body.joined())</tr>")
        }
        if entity.collapsedMembers > 0 {
            rows.append("<tr><td colspan=\"\(columns)\" align=\"left\"><font color=\"\(colors.text)\">"
                        + "… \(entity.collapsedMembers) unchanged</font></td></tr>")
        }
        let table = "<table border=\"0\" cellborder=\"1\" cellspacing=\"0\" cellpadding=\"4\" bgcolor=\"white\" "
            + "color=\"\(colors.line)\">\(rows.joined())</table>"
        return "\"\(ids[entity.name])\" [label=<\(table)>];"
    }

    /// `string` escaped for an HTML-like label: XML's five characters as entities, and control characters as
    /// character references.
    public static func html(_ string: String) -> String {
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
