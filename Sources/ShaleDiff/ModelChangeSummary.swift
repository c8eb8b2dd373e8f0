import ShaleModel

extension ModelChange {
    /// The change in words, on one line: `attribute Book.pages: type Integer 16 → String`, `entity Author added`.
    package var summary: String {
        let text = sentence
        // Every line break Swift knows starts with one of these bytes in UTF-8 (\n, \v, \f, \r; U+0085 after 0xC2;
        // U+2028 and U+2029 after 0xE2): most summaries have none of them and need no splitting.
        guard text.utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 }) else {
            return text
        }
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    private var sentence: String {
        let words = Self.words(kind)
        let subject = property.map { "\(words.element) \(entity).\($0)" } ?? "\(words.element) \(entity)"
        return subject + (words.action == "changed" && field != nil ? ": " : " ") + detail
    }

    /// The change without its element: `renamed from pages`, `type Integer 16 → String`, `optional changed`,
    /// `added`; it may hold line breaks from the values.
    package var detail: String {
        switch Self.words(kind).action {
        case "renamed":
            return "renamed from \(before ?? "?")"
        case "changed":
            guard let field else { return "changed" }
            if before == nil, after == nil { return "\(field) changed" }
            return "\(field) \(Self.shown(before)) → \(Self.shown(after))"
        case let action:
            return action
        }
    }

    /// A before or after value as a report shows it: `none` when absent, `""` when empty.
    private static func shown(_ value: String?) -> String {
        guard let value else { return "none" }
        return value.isEmpty ? "\"\"" : value
    }

    /// The element and the action a kind names: `attributeAdded` is ("attribute", "added").
    private static func words(_ kind: Kind) -> (element: String, action: String) {
        let raw = kind.rawValue
        for action in ["Added", "Removed", "Renamed", "Changed"] where raw.hasSuffix(action) {
            let element = String(raw.dropLast(action.count))
            let spaced = element.reduce(into: "") { text, character in
                text += character.isUppercase ? " " + character.lowercased() : String(character)
            }
            return (spaced, action.lowercased())
        }
        return (raw, "")
    }
}
