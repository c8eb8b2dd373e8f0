/// Contexts as JSON, for `shale generate --dump-context` and the context goldens: every key of the schema in
/// declaration order, absent optionals as `null`, two-space indentation, one final newline. The same context
/// gives the same bytes in any process.
public enum ContextJSON {
    /// `context` as a JSON object.
    public static func encode(_ context: any TemplateContext) -> String {
        var out = ""
        write(.context(context), indent: 0, into: &out)
        return out + "\n"
    }

    /// Several contexts as one JSON object, by name (for example a rendered file's path), names sorted.
    public static func encode(_ contexts: [String: any TemplateContext]) -> String {
        var out = ""
        members(contexts.keys.sorted().map { ($0, .context(contexts[$0]!)) }, indent: 0, into: &out)
        return out + "\n"
    }

    private static func write(_ field: ContextField, indent: Int, into out: inout String) {
        switch field {
        case .null: out += "null"
        case .text(let text): quote(text, into: &out)
        case .flag(let flag): out += flag ? "true" : "false"
        case .number(let number): out += String(number)
        case .texts(let texts): array(texts.map(ContextField.text), indent: indent, into: &out)
        case .options(let options):
            members(options.keys.sorted().map { ($0, .text(options[$0]!)) }, indent: indent, into: &out)
        case .context(let context): members(fields(of: context), indent: indent, into: &out)
        case .contexts(let list): array(list.contexts.map(ContextField.context), indent: indent, into: &out)
        }
    }

    private static func fields(of context: some TemplateContext) -> [(String, ContextField)] {
        type(of: context).schema.fields(of: context).map { ($0.key.name, $0.value) }
    }

    private static func members(_ members: [(String, ContextField)], indent: Int, into out: inout String) {
        guard !members.isEmpty else { return out += "{}" }
        let padding = String(repeating: "  ", count: indent + 1)
        out += "{"
        for (index, (name, value)) in members.enumerated() {
            out += (index == 0 ? "\n" : ",\n") + padding
            quote(name, into: &out)
            out += ": "
            write(value, indent: indent + 1, into: &out)
        }
        out += "\n" + String(repeating: "  ", count: indent) + "}"
    }

    private static func array(_ elements: [ContextField], indent: Int, into out: inout String) {
        guard !elements.isEmpty else { return out += "[]" }
        let padding = String(repeating: "  ", count: indent + 1)
        out += "["
        for (index, element) in elements.enumerated() {
            out += (index == 0 ? "\n" : ",\n") + padding
            write(element, indent: indent + 1, into: &out)
        }
        out += "\n" + String(repeating: "  ", count: indent) + "]"
    }

    /// Appends `text` as a JSON string (control characters as `\u00XX`).
    private static func quote(_ text: String, into out: inout String) {
        out += QuotedText.quote(text) { scalar in
            guard scalar.value < 0x20 else { return nil }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
