import Foundation
import ShaleModel

/// Turns the text of defaults and limits into typed values for an attribute type.
enum ValueParser {
    /// Why a text is not a value of the type, and what Core Data makes of it anyway.
    struct Failure: Error {
        /// What the text should have been, for the diagnostic.
        var expected: String
        /// The value Core Data reads from the text all the same (as `NSString`'s `longLongValue`,
        /// `doubleValue` and `boolValue` do: a leading number, else zero or NO). With one, the problem is a
        /// warning and the fallback is used.
        var fallback: Value?
        /// Whether the text has no meaning for the type at all and is dropped with a warning.
        var isIgnored = false
    }

    /// Parses a `defaultValueString` for `type`.
    static func defaultValue(_ text: String, for type: AttributeType) -> Result<Value, Failure> {
        switch type {
        case .integer16: integer(text, in: Int64(Int16.min)...Int64(Int16.max), name: "a 16-bit integer")
        case .integer32: integer(text, in: Int64(Int32.min)...Int64(Int32.max), name: "a 32-bit integer")
        case .integer64: integer(text, in: Int64.min...Int64.max, name: "a 64-bit integer")
        case .double: double(text).map(Value.double).withFallback(finiteLeadingNumber(text).map(Value.double))
        case .float:
            float(text).map(Value.float).withFallback(
                finiteLeadingNumber(text).map(Float.init)
                    .flatMap { $0.isFinite ? Value.float($0) : nil })
        case .decimal: decimal(text).withFallback(finiteLeadingNumber(text).map { .decimal(String($0)) })
        case .boolean: boolean(text)
        case .string: .success(.string(text))
        case .uuid: uuid(text)
        case .uri: text.isEmpty ? .failure(Failure(expected: "a URI", isIgnored: true)) : .success(.uri(text))
        case .date, .binary, .transformable, .undefined, .objectID, .composite:
            .failure(
                Failure(expected: "used: \(type.rawValue) attributes take no default value string", isIgnored: true))
        }
    }

    /// Parses a `minValueString`/`maxValueString` for `type`: a value for numbers, a length for strings
    /// and binary data.
    static func limit(_ text: String, for type: AttributeType) -> Result<Value, Failure> {
        if type.hasLengthLimits {
            return integer(text, in: 0...Int64.max, name: "a length of 0 or more")
        }
        guard type.isNumeric else {
            return .failure(
                Failure(expected: "used: \(type.rawValue) attributes take no minimum or maximum", isIgnored: true))
        }
        return defaultValue(text, for: type)
    }

    /// Parses a date given as seconds since the reference date.
    static func timeInterval(_ text: String) -> Result<Value, Failure> {
        double(text).map(Value.date).mapError { _ in Failure(expected: "a number of seconds since 2001-01-01") }
    }

    /// An integer; whole numbers written with a zero fraction ("0.0", as Xcode sometimes saves) count too.
    private static func integer(_ text: String, in range: ClosedRange<Int64>, name: String) -> Result<Value, Failure> {
        let number = Int64(text) ?? wholeNumber(text)
        guard let number else {
            let leading = finiteLeadingNumber(text).flatMap { wholeNumber(String($0.rounded(.towardZero))) } ?? 0
            return .failure(Failure(expected: name, fallback: range.contains(leading) ? .integer(leading) : nil))
        }
        guard range.contains(number) else { return .failure(Failure(expected: name)) }
        return .success(.integer(number))
    }

    /// The value of a decimal text that is a whole number within ±2⁵³, where Double is exact.
    private static func wholeNumber(_ text: String) -> Int64? {
        guard isDecimalNotation(text), let number = Double(text), number.rounded() == number,
            abs(number) <= 9_007_199_254_740_992
        else { return nil }
        return Int64(number)
    }

    /// The number at the start of `text`, as `NSString.doubleValue` reads it: 0 when there is none, `nil`
    /// when it overflows (Core Data would read infinity, which no default or limit means). One pass finds the
    /// longest prefix in decimal notation (sign, digits, fraction, exponent) among the first 1,024 characters,
    /// so a malformed value of any length costs little.
    private static func finiteLeadingNumber(_ text: String) -> Double? {
        let bytes = Array(text.utf8.drop { $0 == UInt8(ascii: " ") }.prefix(1_024))
        func isDigit(_ index: Int) -> Bool { index < bytes.count && (48...57).contains(bytes[index]) }
        func isSign(_ index: Int) -> Bool {
            index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
        }
        var end = isSign(0) ? 1 : 0
        let mantissaStart = end
        while isDigit(end) { end += 1 }
        var digits = end - mantissaStart
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            end += 1
            let fractionStart = end
            while isDigit(end) { end += 1 }
            digits += end - fractionStart
        }
        guard digits > 0 else { return 0 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            var exponent = end + 1
            if isSign(exponent) { exponent += 1 }
            let exponentStart = exponent
            while isDigit(exponent) { exponent += 1 }
            if exponent > exponentStart { end = exponent }
        }
        let value = Double(String(decoding: bytes[..<end], as: UTF8.self)) ?? 0
        return value.isFinite ? value : nil
    }

    /// Plain decimal notation only: no hex floats, `nan` or `inf`, which Core Data would not read either.
    private static func isDecimalNotation(_ text: String) -> Bool {
        var sawDigit = false
        var sawExponent = false
        var previous: Character?
        for character in text {
            switch character {
            case "0"..."9": sawDigit = true
            case ".": if sawExponent { return false }
            case "e", "E":
                if sawExponent || !sawDigit { return false }
                sawExponent = true
            case "+", "-": if !(previous == nil || previous == "e" || previous == "E") { return false }
            default: return false
            }
            previous = character
        }
        return sawDigit && text.filter({ $0 == "." }).count <= 1
    }

    private static func double(_ text: String) -> Result<Double, Failure> {
        guard isDecimalNotation(text), let value = Double(text), value.isFinite else {
            return .failure(Failure(expected: "a decimal number within Double's range"))
        }
        return .success(value)
    }

    private static func float(_ text: String) -> Result<Float, Failure> {
        guard isDecimalNotation(text), let value = Float(text), value.isFinite else {
            return .failure(Failure(expected: "a decimal number within Float's range"))
        }
        return .success(value)
    }

    private static func decimal(_ text: String) -> Result<Value, Failure> {
        guard isDecimalNotation(text) else { return .failure(Failure(expected: "a decimal number")) }
        return .success(.decimal(text))
    }

    private static func boolean(_ text: String) -> Result<Value, Failure> {
        switch text {
        case "YES", "true", "1": .success(.boolean(true))
        case "NO", "false", "0": .success(.boolean(false))
        default:
            // NSString.boolValue: true when the text starts (after spaces, sign and zeros) with Y, T or 1-9.
            .failure(
                Failure(
                    expected: "YES or NO",
                    fallback: .boolean(
                        text.drop { $0 == " " || $0 == "+" || $0 == "-" || $0 == "0" }.first.map {
                            "YyTt123456789".contains($0)
                        } ?? false
                    )))
        }
    }

    private static func uuid(_ text: String) -> Result<Value, Failure> {
        guard let uuid = UUID(uuidString: text) else {
            // Xcode saves whatever is typed and Core Data drops a default it cannot read: a warning, not an error.
            return .failure(Failure(expected: "a UUID such as 00000000-0000-0000-0000-000000000000", isIgnored: true))
        }
        return .success(.uuid(uuid.uuidString))
    }
}

extension Result where Failure == ValueParser.Failure {
    /// The same result, with `fallback` as what Core Data reads when the text is not a valid value.
    fileprivate func withFallback(_ fallback: Value?) -> Self {
        mapError { failure in
            var failure = failure
            failure.fallback = fallback
            return failure
        }
    }
}
