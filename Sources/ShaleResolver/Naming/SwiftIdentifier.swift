/// What Swift accepts as an identifier, for checking model names before any code is generated.
package enum SwiftIdentifier {
    /// Whether `name` can be a Swift identifier (keywords included: generated code escapes them).
    ///
    /// The first character is a letter or `_`; the rest are letters, digits or `_`. Letters and digits
    /// include non-ASCII ones, as Swift's do.
    package static func isValid(_ name: String) -> Bool {
        if let ascii = isValidASCII(name.utf8) { return ascii }
        guard let first = name.first, first == "_" || first.isLetter else { return false }
        return name.dropFirst().allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// The same test on ASCII bytes alone, without decoding characters (most model names): nil when `bytes`
    /// hold a non-ASCII byte.
    private static func isValidASCII(_ bytes: String.UTF8View) -> Bool? {
        var valid = !bytes.isEmpty
        for (index, byte) in bytes.enumerated() {
            guard byte < 0x80 else { return nil }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if !(isLetter || byte == UInt8(ascii: "_") || (isDigit && index > 0)) { valid = false }
        }
        return valid
    }
}
