/// Byte-level helpers over a template's UTF-8 source: finding tags and the whitespace that makes them standalone.
struct SourceScanner {
    let bytes: [UInt8]

    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// The first offset at or after `start` where `needle` occurs.
    func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    /// The start of the line holding `offset` if only spaces and tabs precede `offset` on that line.
    func blankLineStart(before offset: Int) -> Int? {
        var index = offset
        while index > 0 {
            let byte = bytes[index - 1]
            if byte == Self.newline { return index }
            if !Self.isBlank(byte) { return nil }
            index -= 1
        }
        return 0
    }

    /// The offset just past the line end (`\n`, `\r\n` or the end of the source) if only spaces and tabs
    /// follow `offset` on its line.
    func blankLineEnd(after offset: Int) -> Int? {
        var index = offset
        while index < bytes.count && Self.isBlank(bytes[index]) { index += 1 }
        if index == bytes.count { return index }
        if bytes[index] == Self.newline { return index + 1 }
        if bytes[index] == Self.carriageReturn && index + 1 < bytes.count && bytes[index + 1] == Self.newline {
            return index + 2
        }
        return nil
    }

    /// The spaces and tabs that start the line beginning at `offset`.
    func leadingBlanks(at offset: Int) -> [UInt8] {
        var index = offset
        while index < bytes.count && Self.isBlank(bytes[index]) { index += 1 }
        return Array(bytes[offset..<index])
    }

    /// Whether `offset` is at the start of a source line.
    func isLineStart(_ offset: Int) -> Bool {
        offset == 0 || bytes[offset - 1] == Self.newline
    }

    /// `bytes[range]` with whitespace (spaces, tabs, newlines) trimmed from both ends, as a string.
    func trimmedString(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        func isSpace(_ byte: UInt8) -> Bool {
            Self.isBlank(byte) || byte == Self.newline || byte == Self.carriageReturn
        }
        while lower < upper && isSpace(bytes[lower]) { lower += 1 }
        while upper > lower && isSpace(bytes[upper - 1]) { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

extension Array where Element == UInt8 {
    /// This indentation relative to `base`: `base` (or as much of it as matches) removed from the front.
    func removingIndentPrefix(_ base: [UInt8]) -> [UInt8] {
        var count = 0
        while count < base.count && count < self.count && self[count] == base[count] { count += 1 }
        return Array(self[count...])
    }
}
