import Foundation

/// Encodes the IR as JSON: sorted keys, two-space indentation, `"key": value`, one final newline.
///
/// Foundation's pretty printer differs between platforms and releases, so Shale asks it only for compact
/// output and lays that out itself: the same IR gives the same bytes on every machine.
package enum ModelJSON {
    /// The JSON text of `value`.
    package static func encode<Value: Encodable>(_ value: Value) throws -> String {
        prettyPrinted(try compactEncoder().encode(value))
    }

    /// The JSON text of `value`, the same bytes as `encode(value)`, with the elements of its array member `key` (the
    /// property `elements` reads and writes) encoded on all cores. Foundation's encoder runs on one core, and the
    /// comparisons of a long version history are most of `shale diff --format json`'s output (4 of 6 MB on
    /// woocommerce-ios's 117 versions).
    /// - Precondition: `key` is the name `value` encodes `elements` under, at its top level.
    package static func encode<Value: Encodable, Element: Encodable & Sendable>(
        _ value: Value, concurrently key: String, _ elements: WritableKeyPath<Value, [Element]>
    ) throws -> String {
        var shell = value
        let items = shell[keyPath: elements]
        shell[keyPath: elements] = []
        let outer = [UInt8](try compactEncoder().encode(shell))
        guard let member = topLevelMember(Array("\"\(key)\":[]".utf8), in: outer) else {
            preconditionFailure("\(Value.self) has no array \"\(key)\" at its top level")
        }
        let encoded = items.concurrentMap { item in Result { try compactEncoder().encode(item) } }
        // Between the member's brackets: the elements, separated as the encoder separates them.
        let open = member.upperBound - 1
        var spliced = Data(outer[..<open])
        for (index, element) in encoded.enumerated() {
            if index > 0 { spliced.append(UInt8(ascii: ",")) }
            spliced.append(try element.get())
        }
        spliced.append(contentsOf: outer[open...])
        return prettyPrinted(spliced)
    }

    /// The encoder both forms share: compact, keys sorted, slashes as written.
    private static func compactEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Where `pattern` (`"key":[]`) stands as a member of the top-level object of the compact JSON `bytes`: outside
    /// every string, at depth 1, so a string or a nested object holding the same text does not match.
    package static func topLevelMember(_ pattern: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        var depth = 0
        var strings = StringTracker()
        for (index, byte) in bytes.enumerated() where !strings.isInString(after: byte) {
            switch byte {
            case UInt8(ascii: "\""):
                let end = index + pattern.count
                if depth == 1, end <= bytes.count, bytes[index..<end].elementsEqual(pattern) {
                    return index..<end
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return nil
    }

    /// Which bytes of compact JSON lie in strings, fed one byte at a time.
    struct StringTracker {
        private var inString = false
        private var escaped = false

        /// Takes the next byte. - Returns: Whether it belongs to a string's text or is its closing quote; an opening
        /// quote and every byte between values return false.
        mutating func isInString(after byte: UInt8) -> Bool {
            guard inString else {
                inString = byte == UInt8(ascii: "\"")
                return false
            }
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return true
        }
    }

    /// Lays out compact JSON with one member or element per line.
    static func prettyPrinted(_ compact: Data) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(compact.count * 2)
        var depth = 0
        var strings = StringTracker()
        let bytes = [UInt8](compact)
        func newline() {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            defer { index += 1 }
            if strings.isInString(after: byte) {
                output.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                output.append(byte)
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if next == UInt8(ascii: "}") || next == UInt8(ascii: "]") {
                    output.append(next)
                    index += 1
                } else {
                    depth += 1
                    newline()
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                newline()
                output.append(byte)
            case UInt8(ascii: ","):
                output.append(byte)
                newline()
            case UInt8(ascii: ":"):
                output.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }
}
