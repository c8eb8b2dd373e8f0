/// The spec's HTML escaping of interpolated values, and of the text `shale report` writes into its page.
package enum HTMLEscaping {
    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)

    /// Appends `bytes` to `out` with `&`, `<`, `>`, `"` (the spec's set) and `'` replaced by entities; runs without them are copied
    /// in one piece.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var runStart = 0
        for index in 0..<bytes.count {
            let replacement: [UInt8]
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = ampersand
            case UInt8(ascii: "<"): replacement = lessThan
            case UInt8(ascii: ">"): replacement = greaterThan
            case UInt8(ascii: "\""): replacement = quote
            case UInt8(ascii: "'"): replacement = apostrophe
            default: continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            out.append(contentsOf: replacement)
            runStart = index + 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities: safe as HTML text and as a quoted attribute
    /// value.
    package static func escaped(_ text: String) -> String {
        var text = text
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        text.withUTF8 { append($0, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }
}
