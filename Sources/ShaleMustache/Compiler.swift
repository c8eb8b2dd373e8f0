/// What compiling one template produces.
struct CompiledTemplate {
    var program: Program
    var references: [MustacheTagReference]
    var escapesByDefault: Bool
}

/// Compiles template source into a `Program` in one pass, applying the spec's standalone-line rules, partial
/// and block indentation, and collecting every error it can recover from.
struct Compiler {
    /// Sections may nest this deep in one template; deeper is an error (it bounds render recursion).
    static let maxNesting = 100

    enum FrameKind {
        case section(KeyPath)
        case inverted(KeyPath)
        case position(PositionTest, inverted: Bool)
        case parent(TemplateTarget, leading: Range<Int>?)
        case argument
        case parameter(indent: [UInt8], standalone: Bool)
    }

    /// An open section, parent or block.
    struct Frame {
        var kind: FrameKind
        var tag: RawTag
        /// Index of the section's placeholder instruction in the enclosing body.
        var opIndex = 0
        var delimiters: Delimiters
        var arguments: [String: Program] = [:]

        var describedKind: String {
            switch kind {
            case .section, .inverted, .position: return "section"
            case .parent: return "parent"
            case .argument, .parameter: return "block"
            }
        }
    }

    let scanner: SourceScanner
    let lines: LineMap
    let name: String
    var delimiters: Delimiters
    var escape: Bool
    let escapingAllowed: Bool
    var bodies: [[Instruction]] = [[]]
    var outdents: [[UInt8]] = [[]]
    /// Per body: text may merge into the previous instruction only at or after this index (a section's last
    /// body instruction must not absorb the text after the section).
    var mergeFloors: [Int] = [0]
    var frames: [Frame] = []
    var references: [MustacheTagReference] = []
    var errors: [MustacheError] = []

    /// Compiles `source`; throws every problem found. `escaping` false turns HTML escaping off whatever the
    /// template's pragmas say.
    static func compile(
        source: String, name: String, escaping: Bool, delimiters: Delimiters = .standard
    ) -> Result<CompiledTemplate, MustacheLibraryError> {
        var compiler = Compiler(source: Array(source.utf8), name: name, escaping: escaping, delimiters: delimiters)
        compiler.run()
        if !compiler.errors.isEmpty { return .failure(MustacheLibraryError(errors: compiler.errors)) }
        let program = Program(instructions: compiler.bodies[0], templateName: name)
        return .success(
            CompiledTemplate(
                program: program, references: compiler.references, escapesByDefault: compiler.escape))
    }

    init(source: [UInt8], name: String, escaping: Bool, delimiters: Delimiters) {
        scanner = SourceScanner(bytes: source)
        lines = LineMap(source)
        self.name = name
        self.delimiters = delimiters
        escape = escaping
        escapingAllowed = escaping
    }

    // MARK: - Main loop

    mutating func run() {
        var position = 0
        while let start = scanner.find(delimiters.open, from: position) {
            switch scanner.readTag(at: start, delimiters: delimiters) {
            case .unclosed(let closing):
                fail(at: start, "tag is never closed; add '\(closing)' to close it")
                return
            case .tag(let tag):
                guard handle(tag, position: &position) else { return }
            }
        }
        emitText(position..<scanner.bytes.count)
        for frame in frames.reversed() {
            let opened = lines.location(of: frame.tag.start)
            let what = frame.describedKind
            fail(
                at: frame.tag.start,
                "\(what) '\(frame.tag.content)' opened at \(opened.line):\(opened.column) is never closed; "
                    + "add {{/\(frame.tag.content)}}")
        }
    }

    /// Interprets one tag, advancing `position` past it (and past its line when standalone). Returns false on
    /// an error after which parsing cannot continue.
    mutating func handle(_ tag: RawTag, position: inout Int) -> Bool {
        let lineStart = scanner.blankLineStart(before: tag.start)
        let lineEnd = scanner.blankLineEnd(after: tag.end)
        let standalone = tag.canStandAlone && lineStart != nil && lineEnd != nil
        if tag.sigil == .close { return close(tag, lineStart: lineStart, lineEnd: lineEnd, position: &position) }
        if isDirectlyInParent, tag.sigil != .block, tag.sigil != .comment, tag.sigil != .delimiters,
            tag.sigil != .pragma
        {
            fail(
                at: tag.start,
                "\(tag.display) is directly inside parent '\(frames.last!.tag.content)', where only "
                    + "blocks ({{$name}}…{{/name}}) and comments count; move it into a block")
            position = tag.end
            return true
        }
        switch tag.sigil {
        case .parent:
            openParent(tag, lineStart: lineStart, position: &position)
            return true
        case .block:
            return openBlock(tag, lineStart: lineStart, lineEnd: lineEnd, position: &position)
        default:
            break
        }
        // Every other tag: strip its line if standalone.
        let indentation = standalone ? Array(scanner.bytes[lineStart!..<tag.start]) : nil
        emitText(position..<(standalone ? lineStart! : tag.start))
        position = standalone ? lineEnd! : tag.end
        switch tag.sigil {
        case .comment:
            return true
        case .delimiters:
            setDelimiters(tag)
            return true
        case .pragma:
            applyPragma(tag)
            return true
        case .partial:
            emitPartial(tag, indentation: indentation)
            return true
        case .section, .inverted:
            return openSection(tag)
        case nil, .unescaped, .triple:
            emitVariable(tag)
            return true
        case .close, .parent, .block:
            return true
        }
    }

    // MARK: - Text

    var isDirectlyInParent: Bool {
        if case .parent = frames.last?.kind { return true }
        return false
    }

    /// Appends source text to the current body, removing the body's outdent from each line start.
    mutating func emitText(_ range: Range<Int>) {
        guard !range.isEmpty, !isDirectlyInParent else { return }
        let outdent = outdents[outdents.count - 1]
        var text: [UInt8]
        if outdent.isEmpty {
            text = Array(scanner.bytes[range])
        } else {
            text = []
            text.reserveCapacity(range.count)
            var index = range.lowerBound
            var atLineStart = scanner.isLineStart(index)
            while index < range.upperBound {
                if atLineStart {
                    var matched = 0
                    while matched < outdent.count && index < range.upperBound
                        && scanner.bytes[index] == outdent[matched]
                    {
                        matched += 1
                        index += 1
                    }
                    atLineStart = false
                    continue
                }
                let byte = scanner.bytes[index]
                text.append(byte)
                atLineStart = byte == SourceScanner.newline
                index += 1
            }
        }
        guard !text.isEmpty else { return }
        let body = bodies.count - 1
        if bodies[body].count > mergeFloors[body], case .text(let previous)? = bodies[body].last {
            bodies[body][bodies[body].count - 1] = .text(previous + text)
        } else {
            bodies[body].append(.text(text))
        }
    }

    mutating func append(_ op: Instruction) {
        bodies[bodies.count - 1].append(op)
    }

    // MARK: - Tags

    mutating func emitVariable(_ tag: RawTag) {
        let escapes = escape && tag.sigil == nil
        if let function = function(tag, kind: .variable) {
            if function == "index" { append(.index) }
            return
        }
        guard let path = keyPath(tag) else { return }
        record(tag, .variable, path: tag.content)
        append(.variable(path, escape: escapes, site(tag)))
    }

    mutating func openSection(_ tag: RawTag) -> Bool {
        let inverted = tag.sigil == .inverted
        guard frames.count < Self.maxNesting else {
            fail(at: tag.start, "sections nest deeper than \(Self.maxNesting) levels; flatten the template")
            return false
        }
        let kind: FrameKind
        if let function = function(tag, kind: inverted ? .inverted : .section) {
            let test: PositionTest =
                switch function {
                case "first": .first
                case "last": .last
                case "even": .even
                default: .odd
                }
            kind = .position(test, inverted: inverted)
        } else {
            let path = keyPath(tag) ?? .implicit
            record(tag, inverted ? .inverted : .section, path: tag.content)
            kind = inverted ? .inverted(path) : .section(path)
        }
        frames.append(Frame(kind: kind, tag: tag, opIndex: bodies[bodies.count - 1].count, delimiters: delimiters))
        append(.index)  // placeholder, replaced when the section closes
        return true
    }

    mutating func emitPartial(_ tag: RawTag, indentation: [UInt8]?) {
        guard let target = templateTarget(tag, kind: .partial) else { return }
        let indent = indentation?.removingIndentPrefix(outdents[outdents.count - 1])
        append(.partial(target, indent: indent, site(tag)))
    }

    mutating func openParent(_ tag: RawTag, lineStart: Int?, position: inout Int) {
        let target = templateTarget(tag, kind: .parent) ?? .named("")
        if frames.count >= Self.maxNesting {
            fail(at: tag.start, "parents nest deeper than \(Self.maxNesting) levels; flatten the template")
        }
        emitText(position..<(lineStart ?? tag.start))
        position = tag.end
        let leading = lineStart.map { $0..<tag.start }
        frames.append(Frame(kind: .parent(target, leading: leading), tag: tag, delimiters: delimiters))
    }

    /// Opens a block: an argument when directly inside a parent, otherwise a parameter with default content.
    mutating func openBlock(_ tag: RawTag, lineStart: Int?, lineEnd: Int?, position: inout Int) -> Bool {
        guard !tag.content.isEmpty, !tag.content.contains(where: \.isWhitespace) else {
            fail(at: tag.start, "\(tag.display) needs a block name without spaces, such as {{$title}}")
            return false
        }
        guard frames.count < Self.maxNesting else {
            fail(at: tag.start, "blocks nest deeper than \(Self.maxNesting) levels; flatten the template")
            return false
        }
        record(tag, .block, path: tag.content)
        let kind: FrameKind
        let outdent: [UInt8]
        if isDirectlyInParent {
            // The line end after an argument's opening tag belongs to the tag; its content's intrinsic
            // indentation is removed (and the expansion site's added when it renders).
            if let lineEnd {
                position = lineEnd
                outdent = scanner.leadingBlanks(at: lineEnd)
            } else {
                position = tag.end
                outdent = lineStart.map { Array(scanner.bytes[$0..<tag.start]) } ?? []
            }
            kind = .argument
        } else {
            let standalone = lineStart != nil && lineEnd != nil
            emitText(position..<(standalone ? lineStart! : tag.start))
            if standalone {
                position = lineEnd!
                outdent = scanner.leadingBlanks(at: lineEnd!)
            } else {
                position = tag.end
                outdent = lineStart.map { Array(scanner.bytes[$0..<tag.start]) } ?? []
            }
            let indent = outdent.removingIndentPrefix(outdents[outdents.count - 1])
            kind = .parameter(indent: indent, standalone: standalone)
        }
        frames.append(Frame(kind: kind, tag: tag, delimiters: delimiters))
        bodies.append([])
        outdents.append(outdent)
        mergeFloors.append(0)
        return true
    }

    // MARK: - Closing tags

    mutating func close(_ tag: RawTag, lineStart: Int?, lineEnd: Int?, position: inout Int) -> Bool {
        guard let frame = frames.last else {
            fail(at: tag.start, "\(tag.display) closes nothing: no section, parent or block is open; remove it")
            return false
        }
        guard frame.tag.content == tag.content else {
            let opened = lines.location(of: frame.tag.start)
            fail(
                at: tag.start,
                "\(tag.display) does not match '\(frame.tag.content)' opened at "
                    + "\(opened.line):\(opened.column); close that first with {{/\(frame.tag.content)}}")
            return false
        }
        switch frame.kind {
        case .parent(let target, let leading):
            frames.removeLast()
            let standalone = leading != nil && lineEnd != nil
            var indent: [UInt8]?
            if standalone {
                indent = Array(scanner.bytes[leading!]).removingIndentPrefix(outdents[outdents.count - 1])
                position = lineEnd!
            } else {
                if let leading { emitText(leading) }
                position = tag.end
            }
            append(.parent(target, arguments: frame.arguments, indent: indent, site(frame.tag)))
        case .argument:
            emitText(position..<(lineStart ?? tag.start))
            position = tag.end
            let body = Program(instructions: bodies.removeLast(), templateName: name)
            outdents.removeLast()
            mergeFloors.removeLast()
            frames.removeLast()
            if frames[frames.count - 1].arguments.updateValue(body, forKey: frame.tag.content) != nil {
                fail(
                    at: frame.tag.start,
                    "block '\(frame.tag.content)' is passed twice to the same parent; "
                        + "remove one")
            }
        case .parameter(let indent, let standaloneOpen):
            let standalone = lineStart != nil && lineEnd != nil
            emitText(position..<(standalone ? lineStart! : tag.start))
            position = standalone ? lineEnd! : tag.end
            let body = Program(instructions: bodies.removeLast(), templateName: name)
            outdents.removeLast()
            mergeFloors.removeLast()
            frames.removeLast()
            append(.block(frame.tag.content, defaultBody: body, indent: indent, standalone: standaloneOpen))
        case .section, .inverted, .position:
            let standalone = lineStart != nil && lineEnd != nil
            emitText(position..<(standalone ? lineStart! : tag.start))
            let raw = String(decoding: scanner.bytes[frame.tag.end..<tag.start], as: UTF8.self)
            position = standalone ? lineEnd! : tag.end
            frames.removeLast()
            closeSection(frame, raw: raw)
        }
        return true
    }

    /// Replaces a section's placeholder with its instruction now that the body's end is known.
    mutating func closeSection(_ frame: Frame, raw: String) {
        let body = bodies.count - 1
        let end = bodies[body].count
        let op: Instruction
        switch frame.kind {
        case .section(let path):
            op = .section(
                path, end: end,
                SectionSource(raw: raw, delimiters: frame.delimiters, escapes: escape, site: site(frame.tag)))
        case .inverted(let path):
            op = .inverted(path, end: end)
        case .position(let test, let inverted):
            op = .position(test, inverted: inverted, end: end)
        default:
            return
        }
        bodies[body][frame.opIndex] = op
        mergeFloors[body] = end
    }

    // MARK: - Bookkeeping

    mutating func record(
        _ tag: RawTag, _ kind: MustacheTagReference.Kind, path: String, isFunction: Bool = false,
        isDynamic: Bool = false
    ) {
        let location = lines.location(of: tag.start)
        // Inside an argument block, the tag renders where the parent declares the block: only the sections
        // opened inside the argument count.
        let argument = frames.lastIndex { if case .argument = $0.kind { true } else { false } }
        var insideArgument: MustacheTagReference.Argument?
        if let argument, argument > 0, case .parent(.named(let parent), _) = frames[argument - 1].kind {
            insideArgument = .init(block: frames[argument].tag.content, parent: parent)
        }
        var enclosing: [String] = []
        for frame in frames[(argument.map { $0 + 1 } ?? 0)...] {
            if case .section = frame.kind { enclosing.append(frame.tag.content) }
        }
        var argumentOf: String?
        if kind == .block, case .parent(.named(let parent), _) = frames.last?.kind { argumentOf = parent }
        references.append(
            MustacheTagReference(
                kind: kind, path: path, isFunction: isFunction, isDynamic: isDynamic, line: location.line,
                column: location.column, enclosingSections: enclosing, argumentOf: argumentOf,
                insideArgument: insideArgument))
    }

    func site(_ tag: RawTag) -> TagSite {
        let location = lines.location(of: tag.start)
        return TagSite(name: name, line: Int32(clamping: location.line), column: Int32(clamping: location.column))
    }

    mutating func fail(at offset: Int, _ message: String) {
        let location = lines.location(of: offset)
        errors.append(MustacheError(name: name, line: location.line, column: location.column, message: message))
    }
}
