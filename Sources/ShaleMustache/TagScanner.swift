/// One tag found in the source, before interpretation.
struct RawTag {
    /// The byte after the opening delimiter that selects the tag type, or nil for a plain variable.
    enum Sigil: UInt8 {
        case section = 35  // #
        case inverted = 94  // ^
        case close = 47  // /
        case partial = 62  // >
        case parent = 60  // <
        case block = 36  // $
        case comment = 33  // !
        case delimiters = 61  // =
        case unescaped = 38  // &
        case triple = 123  // {
        case pragma = 37  // %
    }

    let sigil: Sigil?
    /// Offset of the opening delimiter.
    let start: Int
    /// Offset just past the closing delimiter.
    let end: Int
    /// The content between sigil and closing delimiter, trimmed.
    let content: String

    /// Whether the tag produces no output of its own and so may stand alone on a line.
    var canStandAlone: Bool {
        switch sigil {
        case nil, .unescaped, .triple: return false
        default: return true
        }
    }

    /// The tag as written with standard delimiters, for messages.
    var display: String {
        switch sigil {
        case nil: return "{{\(content)}}"
        case .triple: return "{{{\(content)}}}"
        case .delimiters: return "{{=\(content)=}}"
        case let sigil?: return "{{\(Character(Unicode.Scalar(sigil.rawValue)))\(content)}}"
        }
    }
}

/// The outcome of reading a tag: the tag, or the closing text that is missing.
enum TagRead {
    case tag(RawTag)
    case unclosed(String)
}

extension SourceScanner {
    /// Reads the tag whose opening delimiter is at `start`, or returns the closing text that is missing.
    func readTag(at start: Int, delimiters: Delimiters) -> TagRead {
        let afterOpen = start + delimiters.open.count
        let sigil = afterOpen < bytes.count ? RawTag.Sigil(rawValue: bytes[afterOpen]) : nil
        let contentStart = sigil == nil ? afterOpen : afterOpen + 1
        var terminator = delimiters.close
        if sigil == .triple { terminator = [UInt8(ascii: "}")] + delimiters.close }
        if sigil == .delimiters { terminator = [UInt8(ascii: "=")] + delimiters.close }
        let closeText = String(decoding: terminator, as: UTF8.self)
        guard contentStart <= bytes.count, let contentEnd = find(terminator, from: contentStart) else {
            return .unclosed(closeText)
        }
        let content = trimmedString(contentStart..<contentEnd)
        return .tag(RawTag(sigil: sigil, start: start, end: contentEnd + terminator.count, content: content))
    }
}
