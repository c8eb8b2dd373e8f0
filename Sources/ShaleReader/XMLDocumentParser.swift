import CLibXML2
import ShaleModel

/// Parses XML into an `XMLElement` tree with libxml2's SAX2 interface, safely.
///
/// Safe means: no network and no DTD loading; a `<!DOCTYPE>` with an internal subset stops the parse with
/// an error, so no entity (and no entity-expansion bomb) can be declared, let alone expanded. A DOCTYPE
/// that only names an external DTD, as property lists do, is allowed and its DTD ignored. Predefined entities and
/// character references are decoded. The encoding declared in the prolog (or a byte-order mark) is honoured.
/// Only the first fatal error of a document is reported: libxml2's later ones follow from it.
package enum XMLDocumentParser {
    /// The result of parsing one document.
    package struct Result: Sendable {
        /// The root element; `nil` when the document is not well-formed.
        package var root: XMLElement?
        /// The problems libxml2 reported, and the DOCTYPE refusal.
        package var diagnostics: [Diagnostic]
    }

    /// Parses `bytes`, naming `file` in every location.
    /// - Parameters:
    ///   - bytes: The document.
    ///   - file: The path to show in locations and diagnostics.
    /// - Returns: The root element, if the document is well-formed, and every problem found.
    package static func parse(_ bytes: [UInt8], file: String) -> Result {
        guard Int32(exactly: bytes.count) != nil else {
            return Result(root: nil, diagnostics: [.error("the file is too large to parse", at: .init(file: file))])
        }
        var offset = 0
        return parse(file: file) { buffer in
            let count = min(buffer.count, bytes.count - offset)
            _ = buffer.initialize(from: bytes[offset..<(offset + count)])
            offset += count
            return count
        }
    }

    /// Parses the document that `read` delivers piece by piece, naming `file` in every location. libxml2 keeps
    /// only the part of the document it is reading, so a large file is never held whole in memory.
    /// - Parameters:
    ///   - file: The path to show in locations and diagnostics.
    ///   - read: Fills the start of its buffer with the next bytes of the document; returns how many, 0 at the
    ///     end of the document, or -1 to stop the parse (the document then reads as not well-formed).
    /// - Returns: The root element, if the document is well-formed, and every problem found.
    package static func parse(file: String, read: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> Result {
        _ = libxml2Initialized
        shale_silence_generic_errors()
        let state = ParseState(file: file)
        withoutActuallyEscaping(read) { read in
            let source = InputSource(read: read)
            let sourcePointer = Unmanaged.passUnretained(source).toOpaque()
            defer { withExtendedLifetime(source) {} }
            guard
                let context = xmlCreateIOParserCtxt(
                    nil, nil, readInput, nil, sourcePointer,
                    XML_CHAR_ENCODING_NONE)
            else {
                state.diagnostics.append(.error("libxml2 could not create a parser", at: .init(file: file)))
                return
            }
            defer { xmlFreeParserCtxt(context) }
            context.pointee.sax.pointee = saxHandler
            context.pointee.userData = Unmanaged.passUnretained(state).toOpaque()
            state.context = context
            // Encoding conversion failures carry no parser context, so they reach the thread's structured
            // handler instead of the SAX one.
            let previous = (__xmlStructuredErrorContext().pointee, __xmlStructuredError().pointee)
            xmlSetStructuredErrorFunc(context.pointee.userData, errorHandler)
            defer { xmlSetStructuredErrorFunc(previous.0, previous.1) }
            // NOENT only decodes the predefined entities: an internal DTD subset, and so any declared
            // entity, stops the parse in `internalSubset` before its declarations are read.
            xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue))
            xmlParseDocument(context)
            state.context = nil
            if !state.diagnostics.containsErrors {
                // A conversion failure after the root element ends the input without a parse error.
                if let failure = state.conversionFailure {
                    state.diagnostics.append(state.encodingError(failure, at: .init(file: file)))
                } else if context.pointee.wellFormed == 0 {
                    state.diagnostics.append(.error("the file is not well-formed XML", at: .init(file: file)))
                }
            }
        }
        let wellFormed = !state.diagnostics.containsErrors
        return Result(root: wellFormed ? state.root : nil, diagnostics: state.diagnostics)
    }
}

/// The reader of one parse, reached from libxml2's read callback through its context pointer.
private final class InputSource {
    let read: (UnsafeMutableBufferPointer<UInt8>) -> Int

    init(read: @escaping (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        self.read = read
    }
}

/// libxml2's read callback: fills `buffer` from the `InputSource` in `context`.
private let readInput: xmlInputReadCallback = { context, buffer, length in
    guard let context, let buffer, length > 0 else { return 0 }
    let source = Unmanaged<InputSource>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeMutableRawPointer(buffer).bindMemory(to: UInt8.self, capacity: Int(length))
    return Int32(clamping: source.read(UnsafeMutableBufferPointer(start: bytes, count: Int(length))))
}

/// The parser's mutable state, reached from libxml2's callbacks through `userData`.
/// Lives for one `parse` call on one thread.
private final class ParseState {
    let file: String
    var context: xmlParserCtxtPtr?
    var stack: [XMLElement] = []
    var root: XMLElement?
    var diagnostics: [Diagnostic] = []
    var reportedFatalError = false
    /// What libxml2 could not convert from the declared encoding, kept for the parse error it causes.
    var conversionFailure: String?
    /// Unprefixed element and attribute names by libxml2's pointer for them: the parser keeps each name once in
    /// its dictionary for the whole parse, so each becomes one Swift string, shared by every element using it.
    var names: [UnsafeRawPointer: String] = [:]

    init(file: String) {
        self.file = file
    }

    /// The name `prefix:localName`, made once per distinct unprefixed name.
    func name(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
        guard let localName, prefix == nil else { return qualifiedName(localName, prefix) }
        if let known = names[UnsafeRawPointer(localName)] { return known }
        let made = String(cString: localName)
        names[UnsafeRawPointer(localName)] = made
        return made
    }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> ParseState {
        Unmanaged<ParseState>.fromOpaque(pointer!).takeUnretainedValue()
    }

    /// The line and column of the `<` that opens the element whose start tag the parser just read.
    ///
    /// When SAX2 reports a start tag, the input cursor stands on its closing `>` or `/>`, and libxml2
    /// promises not to discard input before the tag's `<`; `<` cannot appear inside the tag.
    func startTagLocation() -> SourceLocation {
        guard let input = context?.pointee.input?.pointee, let base = input.base, var cursor = input.cur else {
            return SourceLocation(file: file)
        }
        // libxml2 counts columns in characters; UTF-8 continuation bytes do not start one.
        func startsCharacter(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }
        var line = Int(input.line)
        var column = Int(input.col)
        var newlines = 0
        while cursor > base, cursor.pointee != UInt8(ascii: "<") {
            if startsCharacter(cursor.pointee) { column -= 1 }
            cursor -= 1
            if cursor.pointee == UInt8(ascii: "\n") { newlines += 1 }
        }
        if newlines > 0 {
            line -= newlines
            var lineStart = cursor
            column = 1
            while lineStart > base, (lineStart - 1).pointee != UInt8(ascii: "\n") {
                lineStart -= 1
                if startsCharacter(lineStart.pointee) { column += 1 }
            }
        }
        return SourceLocation(file: file, line: max(line, 1), column: max(column, 1))
    }

    /// Whether the DOCTYPE being read goes on with an internal subset (`[`), where entities are declared.
    func internalSubsetFollows() -> Bool {
        guard let input = context?.pointee.input?.pointee, var cursor = input.cur, let end = input.end else {
            return true
        }
        while cursor < end, [0x20, 0x0A, 0x0D, 0x09].contains(cursor.pointee) { cursor += 1 }
        return cursor >= end || cursor.pointee == UInt8(ascii: "[")
    }

    func report(_ error: xmlError) {
        let level = error.level
        guard level != XML_ERR_NONE else { return }
        var message = error.message.map { String(cString: $0) } ?? "XML error \(error.code)"
        message = message.trimmingTrailingWhitespace()
        if error.domain == Int32(XML_FROM_I18N.rawValue) || error.code == Int32(XML_IO_ENCODER.rawValue) {
            // Unlocated: the parse error the truncated input causes next carries the position.
            if conversionFailure == nil {
                let declared = context?.pointee.input?.pointee.encoding.map { String(cString: $0) }
                conversionFailure =
                    "the file is not valid \(declared ?? "in its declared encoding") "
                    + Self.bytes(in: message)
            }
            return
        }
        let isWarning = level == XML_ERR_WARNING
        if !isWarning {
            guard !reportedFatalError else { return }
            reportedFatalError = true
        }
        let location = SourceLocation(file: file, line: Int(error.line), column: Int(error.int2))
        if isWarning {
            diagnostics.append(.warning(message.replacingNewlines(), at: location))
        } else if let failure = conversionFailure {
            diagnostics.append(encodingError(failure, at: location))
        } else if error.code == Int32(XML_ERR_INVALID_CHAR.rawValue), message.hasPrefix("Input is not proper UTF-8") {
            diagnostics.append(encodingError("the file is not valid UTF-8 \(Self.bytes(in: message))", at: location))
        } else {
            let encodingCodes = [XML_ERR_UNSUPPORTED_ENCODING, XML_ERR_INVALID_ENCODING, XML_ERR_UNKNOWN_ENCODING]
            diagnostics.append(
                .error(
                    "malformed XML: \(message.replacingNewlines())",
                    at: location,
                    hint: encodingCodes.contains { Int32($0.rawValue) == error.code }
                        ? Self.reencodeHint
                        : "fix the file at this position (unresolved merge-conflict markers are a common cause), "
                            + "or restore it from version control"
                ))
        }
    }

    /// The error for bytes that are not valid in the encoding the XML declaration names.
    func encodingError(_ message: String, at location: SourceLocation) -> Diagnostic {
        .error(message, at: location, hint: Self.reencodeHint)
    }

    static let reencodeHint =
        "Xcode writes models as UTF-8: save the file as UTF-8 with a matching XML declaration, "
        + "or restore it from version control"

    /// "at bytes 0x82 0xFF", from the hexadecimal bytes a libxml2 encoding message lists from where it failed.
    static func bytes(in message: String) -> String {
        let words = message.split(whereSeparator: \.isWhitespace)
        let listed = words.drop { !$0.hasPrefix("0x") }.prefix { $0.hasPrefix("0x") }
        return listed.isEmpty ? "here" : "at bytes " + listed.joined(separator: " ")
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }

    /// libxml2 splits some messages over lines; a diagnostic is one line.
    func replacingNewlines() -> String {
        split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

private let libxml2Initialized: Void = xmlInitParser()

private func string(_ start: UnsafePointer<xmlChar>, _ end: UnsafePointer<xmlChar>) -> String {
    String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
}

private func qualifiedName(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
    let local = localName.map { String(cString: $0) } ?? ""
    guard let prefix else { return local }
    return String(cString: prefix) + ":" + local
}

// Safe to share: written once by its initializer, then only ever copied into parser contexts.
nonisolated(unsafe) private let saxHandler: xmlSAXHandler = {
    var handler = xmlSAXHandler()
    handler.initialized = XML_SAX2_MAGIC
    handler.startElementNs = { userData, localName, prefix, _, _, _, attributeCount, _, attributes in
        let state = ParseState.from(userData)
        var element = XMLElement(name: state.name(localName, prefix), location: state.startTagLocation())
        if let attributes, attributeCount > 0 {
            element.attributes.reserveCapacity(Int(attributeCount))
            for index in 0..<Int(attributeCount) {
                let base = index * 5
                guard let start = attributes[base + 3], let end = attributes[base + 4] else { continue }
                element.attributes.append(
                    .init(
                        name: state.name(attributes[base], attributes[base + 1]),
                        value: string(start, end)
                    ))
            }
        }
        state.stack.append(element)
    }
    handler.endElementNs = { userData, _, _, _ in
        let state = ParseState.from(userData)
        guard let element = state.stack.popLast() else { return }
        if state.stack.isEmpty {
            state.root = element
        } else {
            state.stack[state.stack.count - 1].children.append(element)
        }
    }
    let characters: charactersSAXFunc = { userData, bytes, length in
        guard let bytes, length > 0 else { return }
        let state = ParseState.from(userData)
        guard !state.stack.isEmpty else { return }
        let buffer = UnsafeBufferPointer(start: bytes, count: Int(length))
        let isBlank = buffer.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        guard !isBlank else { return }
        state.stack[state.stack.count - 1].text += String(decoding: buffer, as: UTF8.self)
    }
    handler.characters = characters
    handler.cdataBlock = characters
    handler.internalSubset = { userData, _, _, _ in
        let state = ParseState.from(userData)
        guard state.internalSubsetFollows() else { return }
        state.diagnostics.append(
            .error(
                "the file declares an internal DTD subset, which Core Data files never do",
                at: state.startTagLocation(),
                hint: "remove the [...] part of the <!DOCTYPE> declaration; Shale loads no DTDs and expands no entities"
            ))
        state.reportedFatalError = true
        if let context = state.context { xmlStopParser(context) }
    }
    handler.resolveEntity = { _, _, _ in nil }
    handler.serror = errorHandler
    return handler
}()

/// Reports a libxml2 error to the `ParseState` in `userData`, from the SAX handler or the thread's handler.
private let errorHandler: xmlStructuredErrorFunc = { userData, error in
    guard let error, let userData else { return }
    ParseState.from(userData).report(error.pointee)
}
