/// What Swift accepts as an identifier, for checking model names before any code is generated.
public enum SwiftIdentifier {
    /// Whether `name` can be a Swift identifier (keywords included: generated code escapes them).
    ///
    /// The first character is a letter or `_`; the rest are letters, digits or `_`. Letters and digits
    /// include non-ASCII ones, as Swift's do.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.first, first == "_" || first.isLetter else { return false }
        return name.dropFirst().allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }
}
