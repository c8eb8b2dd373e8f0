/// Orders version names the way people number them: "Model 2" before "Model 10".
///
/// Names are compared run by run; runs of ASCII digits compare by numeric value, other runs by Unicode
/// scalar values, so the order is the same in every locale. White space only separates runs: Xcode names a
/// bundle's second version `Model 2` while people type `Model3.1` and `Model4` by hand, and all of them must
/// order by their numbers (`Model`, `Model 2`, `Model3.1`, `Model4`), not by whether a space precedes the
/// number. Dotted numbers compare part by part (`2.9` before `2.10`). A name that is a prefix of another comes
/// first ("Model" before "Model 2"). Names equal in that order ("v01", "v1", "Model 2", "Model2") fall back to
/// plain comparison.
package enum NaturalOrder {
    /// Whether `lhs` sorts before `rhs`.
    package static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = runs(lhs)
        let right = runs(rhs)
        for (a, b) in zip(left, right) where a != b {
            return a < b
        }
        if left.count != right.count { return left.count < right.count }
        return Array(lhs.unicodeScalars.map(\.value)).lexicographicallyPrecedes(rhs.unicodeScalars.map(\.value))
    }

    private enum Run: Comparable {
        // Numbers sort before text, so "2" < "a".
        case number(digits: [UInt8])
        case text([UInt32])

        static func < (lhs: Run, rhs: Run) -> Bool {
            switch (lhs, rhs) {
            case let (.number(a), .number(b)):
                return a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
            case let (.text(a), .text(b)):
                return a.lexicographicallyPrecedes(b)
            case (.number, .text):
                return true
            case (.text, .number):
                return false
            }
        }
    }

    private static func runs(_ name: String) -> [Run] {
        var result: [Run] = []
        var digits: [UInt8] = []
        var text: [UInt32] = []
        func flushDigits() {
            guard !digits.isEmpty else { return }
            let significant = Array(digits.drop { $0 == UInt8(ascii: "0") })
            result.append(.number(digits: significant))
            digits = []
        }
        func flushText() {
            guard !text.isEmpty else { return }
            result.append(.text(text))
            text = []
        }
        for scalar in name.unicodeScalars {
            if scalar.properties.isWhitespace {
                flushDigits()
                flushText()
            } else if scalar.isASCII, let byte = UInt8(exactly: scalar.value), (48...57).contains(byte) {
                flushText()
                digits.append(byte)
            } else {
                flushDigits()
                text.append(scalar.value)
            }
        }
        flushDigits()
        flushText()
        return result
    }
}
