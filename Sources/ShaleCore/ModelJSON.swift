import Foundation
import ShaleModel

/// Encodes the IR as JSON: sorted keys, two-space indentation, one final newline, byte-stable.
public enum ModelJSON {
    /// The JSON text of `value`.
    public static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
