/// Tag contents the compiler interprets: delimiter changes, pragmas, function names, key paths and template names.
extension Compiler {
    // MARK: - Delimiters and pragmas

    mutating func setDelimiters(_ tag: RawTag) {
        let parts = tag.content.split(whereSeparator: \.isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            fail(
                at: tag.start,
                "bad delimiter change \(tag.display); write two delimiters separated by a space, "
                    + "without '=', such as {{=<% %>=}}")
            return
        }
        delimiters = Delimiters(open: Array(parts[0].utf8), close: Array(parts[1].utf8))
    }

    mutating func applyPragma(_ tag: RawTag) {
        let parts = tag.content.split(separator: ":", maxSplits: 1).map {
            $0.trimmed(of: " \t")
        }
        if parts.count == 2, parts[0] == "CONTENT_TYPE", parts[1] == "TEXT" || parts[1] == "HTML" {
            escape = escapingAllowed && parts[1] == "HTML"
            return
        }
        fail(at: tag.start, "unknown pragma '\(tag.content)'; known: CONTENT_TYPE: TEXT, CONTENT_TYPE: HTML")
    }

    // MARK: - Names

    /// The built-in function a tag names (`first`, `last`, `even`, `odd`, `index`), nil if it names no function; reports
    /// unknown functions and misuse.
    mutating func function(_ tag: RawTag, kind: MustacheTagReference.Kind) -> String? {
        let content = tag.content
        guard let open = content.firstIndex(of: "("), content.hasSuffix(")") else { return nil }
        let functionName = String(content[..<open])
        let argument = content[content.index(after: open)..<content.index(before: content.endIndex)]
        record(tag, kind, path: content, isFunction: true)
        guard ["first", "last", "even", "odd", "index"].contains(functionName) else {
            fail(at: tag.start, "'\(content)' is not a known function; known: first(), last(), even(), odd(), index()")
            return ""
        }
        guard argument.allSatisfy(\.isWhitespace) else {
            fail(at: tag.start, "'\(content)': \(functionName)() takes no argument; write \(functionName)()")
            return ""
        }
        let isIndex = functionName == "index"
        if isIndex != (kind == .variable) {
            fail(
                at: tag.start,
                isIndex
                    ? "'index()' can only be interpolated: write {{index()}}"
                    : "'\(content)' can only be used as a section: write {{#\(content)}} or {{^\(content)}}")
            return ""
        }
        return functionName
    }

    /// The key path a tag names, or nil after reporting an invalid name.
    mutating func keyPath(_ tag: RawTag) -> KeyPath? {
        let content = tag.content
        if content.isEmpty {
            fail(at: tag.start, "empty tag \(tag.display); write a key name, such as {{name}}")
            return nil
        }
        if Self.hasSpaceOrParenthesis(content) {
            fail(at: tag.start, "'\(content)' is not a valid key name; names have no spaces or parentheses")
            return nil
        }
        if content != "." && Self.hasEmptyDottedPart(content) {
            fail(
                at: tag.start,
                "'\(content)' is not a valid dotted name; write keys separated by single dots, "
                    + "such as a.b, or . alone")
            return nil
        }
        return KeyPath(parsing: content)
    }

    /// Whether `content` holds whitespace or a parenthesis. Key names are almost always ASCII, checked byte by byte
    /// here: a set's templates have thousands of tags, and walking each name as `Character`s cost more than the rest
    /// of compiling them.
    static func hasSpaceOrParenthesis(_ content: String) -> Bool {
        guard content.utf8.allSatisfy({ $0 < 0x80 }) else {
            return content.contains { $0.isWhitespace || $0 == "(" || $0 == ")" }
        }
        // ASCII's Unicode whitespace: tab, line feed, vertical tab, form feed, carriage return and space.
        return content.utf8.contains { (byte: UInt8) -> Bool in
            switch byte {
            case 0x09...0x0D, 0x20, 0x28, 0x29: true
            default: false
            }
        }
    }

    /// Whether `content`, split at dots, has an empty part (`a..b`, `.a`, `a.`).
    static func hasEmptyDottedPart(_ content: String) -> Bool {
        guard content.utf8.allSatisfy({ $0 < 0x80 }) else {
            return content.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        }
        var previous = UInt8(ascii: ".")
        for byte in content.utf8 {
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { return true }
            previous = byte
        }
        return previous == UInt8(ascii: ".")
    }

    mutating func templateTarget(_ tag: RawTag, kind: MustacheTagReference.Kind) -> TemplateTarget? {
        var content = tag.content
        let isDynamic = content.hasPrefix("*")
        if isDynamic { content = content.dropFirst().trimmed(of: " \t") }
        guard !content.isEmpty, !content.contains(where: \.isWhitespace) else {
            fail(at: tag.start, "\(tag.display) needs a template name without spaces, such as {{>header}}")
            return nil
        }
        record(tag, kind, path: content, isDynamic: isDynamic)
        guard isDynamic else { return .named(content) }
        guard !content.hasPrefix("*") else { return TemplateTarget.none }  // spec: no double dereferencing
        if content != "." && content.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        {
            fail(at: tag.start, "'*\(content)' is not a valid dynamic name; write *key or *a.b")
            return nil
        }
        return .dynamic(KeyPath(parsing: content))
    }
}

extension StringProtocol {
    /// The string without leading and trailing characters from `set`.
    func trimmed(of set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
