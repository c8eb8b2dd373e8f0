import ShaleDiff
import ShaleModel

/// The pieces every section of the report is made of.
enum ReportMarkup {
    /// One cell's content.
    typealias Cell = [HTML]

    /// A table with `caption`, a header row of `columns` (`scope="col"`), and `rows` whose first cell heads its row
    /// (`scope="row"`), in a box that scrolls sideways when the screen is narrower than the table. A column empty in
    /// every row is left out.
    /// - Parameters:
    ///   - wide: The indexes of columns of prose, kept wide enough to read on a phone.
    ///   - proseRowHeaders: Whether the first cells are sentences, set in the body's weight rather than bold.
    static func table(
        _ caption: String, columns: [String], rows: [[Cell]], wide: Set<Int> = [],
        proseRowHeaders: Bool = false
    ) -> HTML {
        let shown = columns.indices.filter { index in
            index == 0 || rows.contains { row in index < row.count && row[index].contains { !$0.markup.isEmpty } }
        }
        // A scrolling box is a focusable, labelled region, so it scrolls from the keyboard and is announced.
        return .element("div", ["class": "scroll", "role": "region", "aria-label": caption, "tabindex": "0"]) {
            HTML.element("table") {
                HTML.element("caption") { caption }
                HTML.element("thead") {
                    HTML.element("tr") {
                        for index in shown { HTML.element("th", ["scope": "col"]) { columns[index] } }
                    }
                }
                HTML.element("tbody") {
                    for row in rows {
                        HTML.element("tr") {
                            for index in shown where index < row.count {
                                cell(row[index], index: index, wide: wide.contains(index), prose: proseRowHeaders)
                            }
                        }
                    }
                }
            }
        }
    }

    private static func cell(_ content: Cell, index: Int, wide: Bool, prose: Bool) -> HTML {
        guard index == 0 else { return .element("td", ["class": wide ? "wide" : nil]) { content } }
        let classes = [prose ? "prose" : nil, wide ? "wide" : nil].compactMap { $0 }.joined(separator: " ")
        return .element("th", ["scope": "row", "class": classes.isEmpty ? nil : classes]) { content }
    }

    /// A short name in a monospaced font, never broken across lines: a type, a rule, a cardinality.
    static func name(_ text: String) -> HTML {
        .element("code", ["class": "id"]) { text }
    }

    /// A short label in a class's colour, such as a migration class or a severity: the word is always there, so
    /// colour is never the only sign.
    static func badge(_ text: String, class name: String) -> HTML {
        .element("span", ["class": "badge \(name)"]) { text }
    }

    /// The badge of a migration class.
    static func badge(_ migration: MigrationClass) -> HTML {
        badge(migration.rawValue, class: migration.rawValue)
    }

    /// `text` in a monospaced font.
    static func code(_ text: String) -> HTML {
        .element("code") { text }
    }

    /// A file and position, such as `Model.xcdatamodeld/Model.xcdatamodel/contents:12:5`: monospaced, and broken
    /// after a `/` (or anywhere, if it must) so a long path fits its column.
    static func location(_ text: String) -> HTML {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return .element("code", ["class": "location"]) {
            for (index, part) in parts.enumerated() {
                if index > 0 {
                    "/"
                    HTML.element("wbr")
                }
                String(part)
            }
        }
    }

    /// A hash or checksum: monospaced, broken anywhere so it fits a phone's width.
    static func hash(_ text: String) -> HTML {
        .element("code", ["class": "hash"]) { text }
    }

    /// A version's name as the page quotes it.
    static func quoted(_ name: String) -> String {
        "“\(name)”"
    }

    /// A fragment identifier for `name` after `prefix`: the name itself when it is made of letters, digits, `_`
    /// and `-` only (so links read well), else `number`, which no such name can be.
    static func anchor(_ prefix: String, _ name: String, number: Int) -> String {
        let plain =
            name.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        return plain ? "\(prefix)-\(name)" : "\(prefix)-\(number)"
    }

    /// The link to the section of entity `name` of `model`, or its name alone when the model has no such entity.
    static func entityLink(_ name: String, in model: Model) -> HTML {
        guard let index = model.entities.firstIndex(where: { $0.name == name }) else { return .text(name) }
        return .element("a", ["href": "#" + anchor("entity", name, number: index + 1)]) { name }
    }

    /// `count` and `noun`, in the plural (`plural`, else with an `s`) unless it is one.
    static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }
}
