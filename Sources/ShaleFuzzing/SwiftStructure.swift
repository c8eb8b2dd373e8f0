/// A cheap check that generated Swift keeps its shape: brackets balance outside strings and comments,
/// every string and comment ends, and no single-line string spans a line break. Model text that broke out
/// of the literal or identifier it was placed in would break one of these; `swiftc -parse` would catch
/// more, but costs a process per input.
enum SwiftStructure {
    /// Where Swift text is while scanning it.
    private enum Scope: Equatable {
        /// Code opened by `(`, `[` or `{` (the byte), or the file's top level (`0`).
        case code(UInt8)
        /// The code of a `\(...)` interpolation inside a string.
        case interpolation
        /// A string literal: `"` or `"""`, with its raw-string `#` count.
        case string(multiline: Bool, hashes: Int)
        /// A block comment (they nest in Swift).
        case blockComment
    }

    /// The first problem in `text`, or `nil` when its structure is sound.
    static func problem(in text: String) -> String? {
        let bytes = Array(text.utf8)
        var stack: [Scope] = [.code(0)]
        var line = 1
        var index = 0
        func at(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        func starts(_ ascii: String) -> Bool {
            ascii.utf8.enumerated().allSatisfy { at($0.offset) == $0.element }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch stack.last! {
            case .code, .interpolation:
                if starts("//") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                if starts("/*") {
                    stack.append(.blockComment)
                    index += 2
                    continue
                }
                var hashes = 0
                while at(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if at(hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    let multiline = starts("\"\"\"")
                    stack.append(.string(multiline: multiline, hashes: hashes))
                    index += multiline ? 3 : 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    stack.append(.code(byte))
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    let opener: UInt8 =
                        byte == UInt8(ascii: ")")
                        ? UInt8(ascii: "(")
                        : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                    if byte == UInt8(ascii: ")"), stack.last == .interpolation {
                        stack.removeLast()
                    } else if stack.last == .code(opener) {
                        stack.removeLast()
                    } else {
                        return "an unmatched '\(Character(Unicode.Scalar(byte)))' on line \(line)"
                    }
                case UInt8(ascii: "\n"):
                    line += 1
                default:
                    break
                }
                index += 1
            case let .string(multiline, hashes):
                let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                if starts(closing) {
                    stack.removeLast()
                    index += closing.utf8.count
                    continue
                }
                let escape = "\\" + String(repeating: "#", count: hashes)
                if starts(escape) {
                    index += escape.utf8.count
                    if at(0) == UInt8(ascii: "(") {
                        stack.append(.interpolation)
                    } else if at(0) == UInt8(ascii: "\n") {
                        line += 1
                    }
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "\n") {
                    if !multiline { return "a line break inside a string literal on line \(line)" }
                    line += 1
                }
                index += 1
            case .blockComment:
                if starts("*/") {
                    stack.removeLast()
                    index += 2
                } else if starts("/*") {
                    stack.append(.blockComment)
                    index += 2
                } else {
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
            }
        }
        switch stack.last! {
        case .code(0) where stack.count == 1: return nil
        case .string: return "a string literal that never ends"
        case .blockComment: return "a comment that never ends"
        default: return "an unclosed bracket at the end"
        }
    }
}
