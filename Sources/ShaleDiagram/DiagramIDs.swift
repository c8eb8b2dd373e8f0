/// The node ids a drawing language names a diagram's entities by: the name itself when it is an ASCII identifier
/// that starts with a capital letter (as Xcode requires of entity names), else `E` and the entity's position, made
/// unique against every name; the names themselves are shown through escaped labels.
///
/// A capital first letter keeps clear of Mermaid's keywords, which are all lower case and which its lexer matches
/// as prefixes (`note`, `link`, `class`... and `o`, an aggregation: `order` would read as `o` + `rder`).
struct DiagramIDs {
    private var ids: [String: String] = [:]

    /// The ids of `names`, in order.
    init(_ names: [String]) {
        let taken = Set(names)
        var used = Set<String>()
        for (index, name) in names.enumerated() {
            var id = name
            if !Self.isPlainIdentifier(name) || used.contains(name) {
                id = "E\(index + 1)"
                while taken.contains(id) || used.contains(id) { id += "_" }
            }
            used.insert(id)
            ids[name] = id
        }
    }

    /// The id of the entity named `name`. The builders draw links and edges only between drawn entities; any
    /// other name gets an id of its ASCII letters and digits.
    subscript(name: String) -> String {
        ids[name] ?? Self.identifier(name, prefix: "X_")
    }

    /// `name` with everything but ASCII letters, digits and `_` as `_`, after `prefix` unless it starts with a
    /// capital letter.
    static func identifier(_ name: String, prefix: String) -> String {
        let id = String(
            name.unicodeScalars.map { scalar -> Character in
                isIdentifierCharacter(scalar) ? Character(scalar) : "_"
            })
        return isPlainIdentifier(String(id.prefix(1))) ? id : prefix + id
    }

    /// Whether `scalar` is an ASCII letter, digit or `_`.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_": true
        default: false
        }
    }

    /// Whether `name` is an ASCII identifier with a capital first letter: `A`-`Z`, then letters, digits and `_`.
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(isIdentifierCharacter)
    }
}
