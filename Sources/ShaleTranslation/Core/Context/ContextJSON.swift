/// Contexts as JSON, for `shale generate --dump-context` and the context goldens: every key of the schema in
/// declaration order, absent optionals as `null` (an empty slot is left out), two-space indentation, one final
/// newline. The same context
/// gives the same bytes in any process.
package enum ContextJSON {
    /// A JSON value as `encode` writes it: objects keep their members' order. Tools that rearrange a context's
    /// JSON work on it (the context goldens write each repeated part once) and write it with `encode(_:)`.
    package indirect enum Value: Hashable, Sendable {
        /// `null`: an absent optional.
        case null
        /// A string.
        case string(String)
        /// `true` or `false`.
        case bool(Bool)
        /// A whole number.
        case number(Int)
        /// An array.
        case array([Value])
        /// An object, its members in order.
        case object([Member])
    }

    /// A member of a JSON object.
    package struct Member: Hashable, Sendable {
        /// The member's key.
        package var name: String
        /// The member's value.
        package var value: Value

        /// The member `name: value`.
        package init(_ name: String, _ value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// `context` as a JSON object.
    package static func encode(_ context: any TemplateContext) -> String {
        encode(value(of: context))
    }

    /// Several contexts as one JSON object, by name (for example a rendered file's path), names sorted.
    package static func encode(_ contexts: [String: any TemplateContext]) -> String {
        encode(.object(contexts.keys.sorted().map { Member($0, value(of: contexts[$0]!)) }))
    }

    /// `value` as JSON text, with one final newline.
    package static func encode(_ value: Value) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        return out + "\n"
    }

    /// `context` as a JSON value: every key of its schema in declaration order, absent optionals as `null`,
    /// option dictionaries' keys sorted.
    package static func value(of context: any TemplateContext) -> Value {
        .object(fields(of: context).map { Member($0.0, value(of: $0.1)) })
    }

    private static func value(of field: ContextField) -> Value {
        switch field {
        case .null: .null
        case .text(let text): .string(text)
        case .flag(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .texts(let texts): .array(texts.map(Value.string))
        case .options(let options): .object(options.keys.sorted().map { Member($0, .string(options[$0]!)) })
        case .context(let context): value(of: context)
        case .contexts(let list): .array(list.contexts.map { value(of: $0) })
        }
    }

    private static func fields(of context: some TemplateContext) -> [(String, ContextField)] {
        // An empty slot is no key of the translator's contexts (another set's: `coreData` in a `slate` set).
        type(of: context).schema.fields(of: context).compactMap { key, value in
            if case .slot = key.kind, case .null = value { return nil }
            return (key.name, value)
        }
    }

    private static func write(_ value: Value, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .string(let text): quote(text, into: &out)
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += String(number)
        case .array(let elements): array(elements, indent: indent, into: &out)
        case .object(let members): self.members(members, indent: indent, into: &out)
        }
    }

    private static func members(_ members: [Member], indent: Int, into out: inout String) {
        guard !members.isEmpty else {
            out += "{}"
            return
        }
        let padding = String(repeating: "  ", count: indent + 1)
        out += "{"
        for (index, member) in members.enumerated() {
            out += (index == 0 ? "\n" : ",\n") + padding
            quote(member.name, into: &out)
            out += ": "
            write(member.value, indent: indent + 1, into: &out)
        }
        out += "\n" + String(repeating: "  ", count: indent) + "}"
    }

    private static func array(_ elements: [Value], indent: Int, into out: inout String) {
        guard !elements.isEmpty else {
            out += "[]"
            return
        }
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
