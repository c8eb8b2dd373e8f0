import Foundation

/// Turns model names into Swift identifiers; every generated name comes from here.
public enum SwiftNamer {
    /// Swift keywords that must be escaped with backticks to be used as identifiers.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try",
    ]

    /// `name` as a Swift identifier: in backticks when it is a keyword.
    public static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Applies a transform such as `Slate%@` (every `%@` replaced by `name`).
    public static func transform(_ name: String, with pattern: String) -> String {
        pattern.replacingOccurrences(of: "%@", with: name)
    }

    /// A type name made from a bundle name such as `My Model-2` and a suffix: `MyModel2Model`. Characters
    /// that cannot appear in an identifier are dropped; a leading digit gets an underscore.
    public static func typeName(from name: String, suffix: String) -> String {
        let kept = String(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        let base = kept.first?.isNumber == true ? "_" + kept : kept
        return base + suffix
    }

    /// Whether a transform pattern is usable: it contains `%@` and yields identifiers.
    public static func isValidTransform(_ pattern: String) -> Bool {
        pattern.contains("%@") && SwiftIdentifier.isValid(transform("X", with: pattern))
    }
}
