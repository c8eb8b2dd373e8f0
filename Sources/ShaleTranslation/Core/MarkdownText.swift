/// Text placed in Markdown that GitHub renders.
enum MarkdownText {
    /// `text` for one cell of a Markdown table: `|` escaped so it cannot end the cell, line breaks as spaces (a
    /// row is one line), and `<` and `>` as entities so no value reads as HTML.
    static func cell(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "|": escaped += "\\|"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case _ where character.isNewline: escaped += " "
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// `text` for inline HTML in Markdown (a `<summary>`): `&`, `<`, `>` and `"` as entities, line breaks as spaces.
    static func html(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case _ where character.isNewline: escaped += " "
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
