/// Draws an `ERDiagram` as a Mermaid `classDiagram`, which GitHub renders in Markdown.
///
/// A class diagram rather than an `erDiagram`: it draws inheritance (`<|--`) and abstract entities
/// (`<<abstract>>`), takes any cardinality text at both ends of a link (`"1..*"`, `"0..* ordered"`, `"2..5"`),
/// where an `erDiagram` knows only four crow's-foot ends and no inheritance, and its rows take free text for the
/// markers. Class ids are the entity names when they are plain identifiers with a capital first letter, else `E1`,
/// `E2`... with the name as the class's label (`DiagramIDs`); every text is escaped with Mermaid's entity codes
/// (`#35;`) where its grammar (`classDiagram.jison`) would read it, so no name can end a statement.
package enum MermaidWriter {
    /// The styles migration marks draw with, as `classDef` lines.
    static let styles: [DiagramMark: String] = [
        .added: "fill:#dafbe1,stroke:#1a7f37,color:#0f5323",
        .removed: "fill:#ffebe9,stroke:#cf222e,color:#82071e",
        .changed: "fill:#fff8c5,stroke:#9a6700,color:#4d2d00",
        .unchanged: "fill:#f6f8fa,stroke:#afb8c1,color:#6e7781",
    ]

    /// The Mermaid source of `diagram`, ending with a newline.
    package static func render(_ diagram: ERDiagram) -> String {
        let ids = DiagramIDs(diagram.entities.map(\.name))
        var lines = ["classDiagram", "    direction LR"]
        let grouped = Set(diagram.groups.flatMap(\.entities))
        let byName = diagram.entitiesByName
        for group in diagram.groups {
            lines.append("    namespace \(DiagramIDs.identifier(group.name, prefix: "C_")) {")
            for name in group.entities {
                if let entity = byName[name] { lines += box(entity, ids: ids, indent: "        ") }
            }
            lines.append("    }")
        }
        for entity in diagram.entities where !grouped.contains(entity.name) {
            lines += box(entity, ids: ids, indent: "    ")
        }
        for edge in diagram.inheritance {
            lines.append("    \(ids[edge.parent]) <|-- \(ids[edge.child])")
        }
        for link in diagram.links {
            let line = link.mark == .removed ? ".." : "--"
            let arrow = link.inverse == nil ? ">" : ""
            let tail = link.inverse.map { "\"\(label($0.cardinality.description))\" " } ?? ""
            var text = link.label
            if link.mark == .added || link.mark == .removed || link.mark == .changed {
                text = "\(link.mark.rawValue) · \(text)"
            }
            let head = "\"\(label(link.forward.cardinality.description))\""
            lines.append(
                "    \(ids[link.source]) \(tail)\(line)\(arrow) \(head) \(ids[link.destination]) : \(label(text))")
        }
        let marked = DiagramMark.allCases.filter { mark in
            mark != .plain && diagram.entities.contains { $0.mark == mark }
        }
        for mark in marked {
            lines.append("    classDef \(mark.rawValue) \(styles[mark]!)")
        }
        for mark in marked {
            let members = diagram.entities.filter { $0.mark == mark }.map { ids[$0.name] }
            lines.append("    cssClass \"\(members.joined(separator: ","))\" \(mark.rawValue)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of one class: its header, the annotation and rows in braces.
    static func box(_ entity: DiagramEntity, ids: DiagramIDs, indent: String) -> [String] {
        let id = ids[entity.name]
        let header = id == entity.name ? "class \(id)" : "class \(id)[\"\(text(entity.name))\"]"
        var annotations = entity.isAbstract ? ["abstract"] : []
        annotations += entity.notes
        var rows = annotations.isEmpty ? [] : ["<<\(text(annotations.joined(separator: " · ")))>>"]
        rows += entity.members.map(row)
        if entity.collapsedMembers > 0 {
            rows.append(text("… \(entity.collapsedMembers) unchanged"))
        }
        guard !rows.isEmpty else { return [indent + header] }
        return [indent + header + " {"] + rows.map { indent + "    " + $0 } + [indent + "}"]
    }

    /// One row: `title: String? «indexed, unique»`, with a change's sign and note in migration diagrams.
    static func row(_ member: DiagramMember) -> String {
        var row = member.type.isEmpty ? member.name : "\(member.name): \(member.type)"
        if !member.flags.isEmpty { row += " «\(member.flags.joined(separator: ", "))»" }
        if let note = member.note { row += " — \(note)" }
        return text(member.mark.sign + row)
    }

    /// `string` for a row, an annotation or a class label (Mermaid's grammar, `classDiagram.jison`: a row runs to
    /// the line's end or a brace, a quote starts a string, `~` a generic type, a `)` makes the row a method and a
    /// final `$` or `*` a classifier; `<`, `>` and `&` could read as HTML): those characters, `#` (which starts an
    /// entity code), `%`, `;`, `\\`, and control characters are written as entity codes (`#40;`).
    package static func text(_ string: String) -> String {
        escape(string, ["\"", "{", "}", "(", ")", "~", "$", "*", "<", ">", "&", "`", "\\", "#", "%", ";"])
    }

    /// `string` for a quoted cardinality or a link's label, which ends at a quote, a `:` or a `;`: those, `#`,
    /// `%`, `~`, `\\`, a backtick, HTML's `<`, `>` and `&`, and control characters as entity codes.
    package static func label(_ string: String) -> String {
        escape(string, ["\"", ":", ";", "~", "<", ">", "&", "`", "\\", "#", "%"])
    }

    private static func escape(_ string: String, _ special: Set<Unicode.Scalar>) -> String {
        var escaped = ""
        for scalar in string.unicodeScalars {
            let category = scalar.properties.generalCategory
            if special.contains(scalar) || category == .control || category == .format
                || category == .lineSeparator || category == .paragraphSeparator
            {
                escaped += "#\(scalar.value);"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
