/// What Swift accepts as a type name in the shapes a model's `customClassName` takes, checked before the
/// name is copied into generated code.
package enum SwiftTypeName {
    /// How deeply `[`, `[:]` and `<>` may nest; deeper text is refused rather than walked.
    static let maximumDepth = 16

    /// The type `customClassName` names in generated code: without the leading `.` Xcode writes for "current
    /// module", and `nil` when the text names no class (empty, `.`, or a module with no class, `App.`).
    package static func customClass(_ text: String) -> String? {
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        return name.isEmpty || name.hasSuffix(".") ? nil : name
    }

    /// The user-defined type names in a type name such as `[Receipt]` or `[String: Tag]`: identifiers that are
    /// neither Swift standard types, Foundation's (`NS…`) nor the Apple types `AppleTypes` knows, in the order
    /// they appear; names qualified with a module (`App.Receipt`) are left out.
    package static func userTypeNames(in typeName: String) -> [String] {
        let words = typeName.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
        return words.map(String.init).filter { word in
            !word.contains(".") && !standardTypes.contains(word) && !word.hasPrefix("NS")
                && AppleTypes.lookup(word) == nil
        }
    }

    /// The Swift standard library's and Foundation's value types a type name may use.
    static let standardTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "Bool", "Data", "Date", "URL", "UUID", "Decimal", "Any", "AnyObject", "AnyHashable", "Set", "Array",
        "Dictionary", "Character",
    ]

    /// Whether `text` is a type name: `Name`, `Module.Name`, `[Element]`, `[Key: Value]` or
    /// `Name<Argument, ...>`, nested up to `maximumDepth`, with spaces only after `:` and `,`.
    package static func isValid(_ text: String) -> Bool {
        var parser = Parser(characters: Array(text))
        return parser.type(depth: 0) && parser.index == parser.characters.count
    }

    private struct Parser {
        let characters: [Character]
        var index = 0

        private var next: Character? { index < characters.count ? characters[index] : nil }

        private mutating func take(_ character: Character) -> Bool {
            guard next == character else { return false }
            index += 1
            return true
        }

        private mutating func skipSpaces() {
            while next == " " { index += 1 }
        }

        mutating func type(depth: Int) -> Bool {
            guard depth < SwiftTypeName.maximumDepth else { return false }
            if take("[") {
                guard type(depth: depth + 1) else { return false }
                if take(":") {
                    skipSpaces()
                    guard type(depth: depth + 1) else { return false }
                }
                return take("]")
            }
            guard path() else { return false }
            guard take("<") else { return true }
            repeat {
                skipSpaces()
                guard type(depth: depth + 1) else { return false }
            } while take(",")
            return take(">")
        }

        /// `Name` or `Module.Name`: identifiers joined by dots.
        private mutating func path() -> Bool {
            repeat {
                let start = index
                while let character = next, character == "_" || character.isLetter || character.isNumber {
                    index += 1
                }
                guard SwiftIdentifier.isValid(String(characters[start..<index])) else { return false }
            } while take(".")
            return true
        }
    }
}
