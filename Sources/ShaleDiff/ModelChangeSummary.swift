import ShaleModel

extension ModelChange {
    /// The change in words, on one line: `attribute Book.pages: type Integer 16 → String`, `entity Author added`.
    public var summary: String {
        sentence.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    private var sentence: String {
        let element = Self.words(kind).element
        let subject = property.map { "\(element) \(entity).\($0)" } ?? "\(element) \(entity)"
        return subject + (Self.words(kind).action == "changed" && field != nil ? ": " : " ") + detail
    }

    /// The change without its element: `renamed from pages`, `type Integer 16 → String`, `optional changed`,
    /// `added`; it may hold line breaks from the values.
    public var detail: String {
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
