import ShaleModel

extension ModelChange {
    /// The change in words, on one line: `attribute Book.pages: type Integer 16 → String`, `entity Author added`.
    public var summary: String {
        sentence.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    private var sentence: String {
        let (element, action) = Self.words(kind)
        let subject = property.map { "\(element) \(entity).\($0)" } ?? "\(element) \(entity)"
        switch action {
        case "renamed":
            return "\(subject) renamed from \(before ?? "?")"
        case "changed":
            guard let field else { return "\(subject) changed" }
            if before == nil, after == nil { return "\(subject): \(field) changed" }
            return "\(subject): \(field) \(Self.shown(before)) → \(Self.shown(after))"
        default:
            return "\(subject) \(action)"
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
