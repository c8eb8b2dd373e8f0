import ShaleModel

/// Double-quoted text for Swift literals and JSON strings: quotes, backslashes, newlines, returns and tabs
/// escaped as both languages write them, every other scalar as `escape` says (nil: kept as is).
enum QuotedText {
    static func quote(_ text: String, escape: (Unicode.Scalar) -> String?) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if let escaped = escape(scalar) { result += escaped } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }
}

/// Swift source text for values taken from a model: string literals escaped so that no model text can end
/// them, and typed constants for defaults and limits.
enum SwiftSource {
    /// `text` as a Swift string literal.
    static func string(_ text: String) -> String {
        // Most model text is printable ASCII with nothing to escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
            return "\"" + text + "\""
        }
        return QuotedText.quote(text) { scalar in
            let value = scalar.value
            let isInvisible =
                value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0x2028
                || value == 0x2029
            return isInvisible ? "\\u{\(String(value, radix: 16))}" : nil
        }
    }

    /// An optional string as a literal or `nil`.
    static func string(_ text: String?) -> String? {
        text.map(string)
    }

    /// userInfo entries as a Swift dictionary literal, or `nil` when there are none.
    static func dictionary(_ entries: [UserInfoEntry]) -> String? {
        guard !entries.isEmpty else { return nil }
        return "[" + entries.map { "\(string($0.key)): \(string($0.value))" }.joined(separator: ", ") + "]"
    }

    /// A value as an expression of the type Core Data stores it as (`NSNumber`, `NSDecimalNumber`, `Date`...).
    static func object(_ value: Value, type: AttributeType) -> String {
        switch value {
        case .integer(let number):
            switch type {
            case .integer16: "NSNumber(value: \(number) as Int16)"
            case .integer32: "NSNumber(value: \(number) as Int32)"
            case .string, .binary: "NSNumber(value: \(number))"
            default: "NSNumber(value: \(number) as Int64)"
            }
        case .double(let number): "NSNumber(value: \(number) as Double)"
        case .float(let number): "NSNumber(value: \(number) as Float)"
        case .decimal(let text): "NSDecimalNumber(string: \(string(text)))"
        case .boolean(let flag): "NSNumber(value: \(flag))"
        case .string(let text): string(text)
        case .date(let seconds): "Date(timeIntervalSinceReferenceDate: \(seconds))"
        case .uuid(let text): "UUID(uuidString: \(string(text)))"
        case .uri(let text): "URL(string: \(string(text)))"
        }
    }
}
