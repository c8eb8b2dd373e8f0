/// A Swift type as written on a stored property, reduced to what SwiftData's mapping looks at: optionals,
/// collections and a named type.
indirect enum SwiftTypeShape: Equatable {
    /// A named type (`String`, `SchemaV1.Animal`, `Measurement<UnitLength>`).
    case named(String)
    /// `T?`, `T!`, `Optional<T>`.
    case optional(SwiftTypeShape)
    /// `[T]`, `Array<T>`, `Set<T>`.
    case array(SwiftTypeShape)
    /// `[K: V]`, `Dictionary<K, V>`.
    case dictionary(SwiftTypeShape, SwiftTypeShape)

    /// The shape of `text`, a type as written.
    init(_ text: String) {
        let written = text.filter { !$0.isWhitespace }
        if written.hasSuffix("?") || written.hasSuffix("!") {
            self = .optional(SwiftTypeShape(String(written.dropLast())))
        } else if written.hasPrefix("["), written.hasSuffix("]") {
            let inner = String(written.dropFirst().dropLast())
            if let colon = Self.topLevelIndex(of: ":", in: inner) {
                self = .dictionary(
                    SwiftTypeShape(String(inner[..<colon])),
                    SwiftTypeShape(String(inner[inner.index(after: colon)...])))
            } else {
                self = .array(SwiftTypeShape(inner))
            }
        } else if let (base, arguments) = Self.generic(written) {
            switch (base, arguments.count) {
            case ("Optional", 1), ("Swift.Optional", 1): self = .optional(SwiftTypeShape(arguments[0]))
            case ("Array", 1), ("Set", 1), ("Swift.Array", 1), ("Swift.Set", 1):
                self = .array(SwiftTypeShape(arguments[0]))
            case ("Dictionary", 2), ("Swift.Dictionary", 2):
                self = .dictionary(SwiftTypeShape(arguments[0]), SwiftTypeShape(arguments[1]))
            default: self = .named(written)
            }
        } else if written.hasPrefix("("), written.hasSuffix(")"), Self.topLevelIndex(of: ",", in: written) == nil {
            self = SwiftTypeShape(String(written.dropFirst().dropLast()))
        } else {
            self = .named(written)
        }
    }

    /// The shape without an outer optional, and whether there was one.
    var unwrapped: (shape: SwiftTypeShape, isOptional: Bool) {
        if case let .optional(wrapped) = self { return (wrapped.unwrapped.shape, true) }
        return (self, false)
    }

    /// `Base<A, B>` split into `Base` and its arguments.
    private static func generic(_ text: String) -> (String, [String])? {
        guard text.hasSuffix(">"), let open = text.firstIndex(of: "<") else { return nil }
        let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for character in inner {
            if character == "<" || character == "[" || character == "(" { depth += 1 }
            if character == ">" || character == "]" || character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                arguments.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        arguments.append(current)
        return (String(text[..<open]), arguments)
    }

    /// The first `character` outside brackets in `text`.
    private static func topLevelIndex(of character: Character, in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            let current = text[index]
            if current == "<" || current == "[" || current == "(" { depth += 1 }
            if current == ">" || current == "]" || current == ")" { depth -= 1 }
            if current == character, depth == 0 { return index }
        }
        return nil
    }
}
