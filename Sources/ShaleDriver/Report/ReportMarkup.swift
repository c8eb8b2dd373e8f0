import ShaleDiff
import ShaleModel

/// The pieces every section of the report is made of.
enum ReportMarkup {
    /// One cell's content.
    typealias Cell = [HTML]

    /// A table with `caption`, a header row of `columns` (`scope="col"`), and `rows` whose first cell heads its row
    /// (`scope="row"`), in a box that scrolls sideways when the screen is narrower than the table.
    /// - Parameter wide: The indexes of columns of prose, kept wide enough to read on a phone.
    static func table(_ caption: String, columns: [String], rows: [[Cell]], wide: Set<Int> = []) -> HTML {
        // A scrolling box is a focusable, labelled region, so it scrolls from the keyboard and is announced.
        .element("div", ["class": "scroll", "role": "region", "aria-label": caption, "tabindex": "0"]) {
            HTML.element("table") {
                HTML.element("caption") { caption }
                HTML.element("thead") {
                    HTML.element("tr") {
                        for column in columns { HTML.element("th", ["scope": "col"]) { column } }
                    }
                }
                HTML.element("tbody") {
                    for row in rows { tableRow(row, wide: wide) }
                }
            }
        }
    }

    private static func tableRow(_ cells: [Cell], wide: Set<Int>) -> HTML {
        .element("tr") {
            for (index, cell) in cells.enumerated() {
                if index == 0 {
                    HTML.element("th", ["scope": "row"]) { cell }
                } else {
                    HTML.element("td", ["class": wide.contains(index) ? "wide" : nil]) { cell }
                }
            }
        }
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
        let plain = name.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
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
