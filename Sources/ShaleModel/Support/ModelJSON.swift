import Foundation

/// Encodes the IR as JSON: sorted keys, two-space indentation, `"key": value`, one final newline.
///
/// Foundation's pretty printer differs between platforms and releases, so Shale asks it only for compact
/// output and lays that out itself: the same IR gives the same bytes on every machine.
package enum ModelJSON {
    /// The JSON text of `value`.
    package static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return prettyPrinted(try encoder.encode(value))
    }

    /// Lays out compact JSON with one member or element per line.
    static func prettyPrinted(_ compact: Data) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(compact.count * 2)
        var depth = 0
        var inString = false
        var escaped = false
        let bytes = [UInt8](compact)
        func newline() {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            defer { index += 1 }
            if inString {
                output.append(byte)
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                output.append(byte)
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
