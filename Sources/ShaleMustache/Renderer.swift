/// The templates partial and parent tags can name, shared by every template of a library.
final class TemplateTable: Sendable {
    let programs: [String: Program]
    let escaping: Bool
    let maxDepth: Int

    init(programs: [String: Program], escaping: Bool, maxDepth: Int) {
        self.programs = programs
        self.escaping = escaping
        self.maxDepth = maxDepth
    }

    static let empty = TemplateTable(programs: [:], escaping: true, maxDepth: 64)
}

/// Renders compiled programs into one byte buffer. A value type so that its state is accessed without
/// runtime exclusivity checks; one renderer serves one render call.
struct Renderer {
    var out: [UInt8]
    private var stack: [MustacheValue]
    /// The object of each level of `stack` (`NoObject` for other values), kept beside it so that a lookup calls
    /// each level's object in place: matching `.object` out of a `MustacheValue`, which holds existentials,
    /// copies the whole value first, and lookups far outnumber pushes.
    private var objects: [any MustacheObject]
    private let table: TemplateTable
    /// Indentation added at each line start of static text (standalone partials, blocks).
    private var indent: [UInt8] = []
    /// With a non-empty `indent`: the output is at a line start and the indentation is not written yet.
    private var atLineStart = true
    /// Block arguments of the parents being rendered, outermost first.
    private var overrides: [[String: Program]] = []
    private var depth = 0
    /// Position in the innermost list being iterated, for first(), last(), even(), odd(), index(); -1 outside lists.
    private var listIndex = -1
    private var listCount = 0

    init(root: MustacheValue, table: TemplateTable, buffer: [UInt8]) {
        out = buffer
        stack = [root]
        stack.reserveCapacity(16)
        objects = [root.object]
        objects.reserveCapacity(16)
        self.table = table
    }

    /// Renders a whole program.
    mutating func render(_ program: Program) throws(MustacheError) {
        try run(program, 0, program.ops.count)
    }

    // MARK: - Instructions

    private mutating func run(_ program: Program, _ start: Int, _ end: Int) throws(MustacheError) {
        let ops = program.ops
        var index = start
        while index < end {
            let op = ops[index]
            index += 1
            switch op.code {
            case .text:
                if indent.isEmpty {
                    out.append(contentsOf: program.texts[Int(op.a)])
                } else {
                    appendIndented(program.texts[Int(op.a)])
                }
            case .variable, .variableEscaped:
                try interpolate(
                    resolve(program.paths[Int(op.a)]), escape: op.code == .variableEscaped,
                    site: program.sites[Int(op.b)])
            case .section:
                try section(resolve(program.paths[Int(op.a)]), program, index, Int(op.b), op.c)
                index = Int(op.b)
            case .inverted:
                let value = resolve(program.paths[Int(op.a)])
                if case .lambda = value {} else if !value.isTruthy { try run(program, index, Int(op.b)) }
                index = Int(op.b)
            case .position:
                let holds =
                    listIndex >= 0
                    && PositionTest(rawValue: op.a).map { $0.holds(at: listIndex, of: listCount) } == true
                if holds != (op.c != 0) { try run(program, index, Int(op.b)) }
                index = Int(op.b)
            case .index:
                if listIndex >= 0 { appendString(String(listIndex), escape: false) }
            case .partial:
                try include(
                    program.targets[Int(op.a)], indentation: op.b < 0 ? nil : program.indents[Int(op.b)],
                    site: program.sites[Int(op.c)])
            case .parent:
                overrides.append(program.argumentSets[Int(op.d)])
                try include(
                    program.targets[Int(op.a)], indentation: op.b < 0 ? nil : program.indents[Int(op.b)],
                    site: program.sites[Int(op.c)])
                overrides.removeLast()
            case .block:
                let name = program.blockNames[Int(op.a)]
                var body = program.bodies[Int(op.b)]
                for arguments in overrides {
                    if let argument = arguments[name] {
                        body = argument
                        break
                    }
                }
                try renderIndented(body, by: program.indents[Int(op.c)], standalone: op.d != 0, inheritIndent: true)
            }
        }
    }

    private mutating func section(
        _ value: consuming MustacheValue, _ program: Program, _ start: Int, _ end: Int, _ source: Int32
    ) throws(MustacheError) {
        // Consumed, as in `interpolate`; the last case takes the value whole.
        switch consume value {
        case .null, .bool(false):
            return
        case .list(let elements):
            try iterate(elements.count, program, start, end) { elements[$0] }
        case .sequence(let elements):
            try iterate(elements.count, program, start, end, elements.element(at:))
        case .lambda(let lambda):
            let source = program.sections[Int(source)]
            let result = lambda.body(source.raw)
            try renderSource(result, delimiters: source.delimiters, escaping: source.escapes, site: source.site)
        case let other:
            push(other)
            try run(program, start, end)
            pop()
        }
    }

    /// Renders the section once per element, each pushed in turn, with the position functions set.
    @inline(__always)
    private mutating func iterate(
        _ count: Int, _ program: Program, _ start: Int, _ end: Int, _ element: (Int) -> MustacheValue
    ) throws(MustacheError) {
        let savedIndex = listIndex
        let savedCount = listCount
        listCount = count
        for position in 0..<count {
            listIndex = position
            push(element(position))
            try run(program, start, end)
            pop()
        }
        listIndex = savedIndex
        listCount = savedCount
    }

    // MARK: - Lookup

    @inline(__always)
    private func lookup(_ key: MustacheKey) -> MustacheValue? {
        var level = objects.count - 1
        while level >= 0 {
            if let value = objects[level].mustacheValue(forKey: key) { return value }
            level -= 1
        }
        return nil
    }

    @inline(__always)
    private mutating func push(_ value: MustacheValue) {
        objects.append(value.object)
        stack.append(value)
    }

    @inline(__always)
    private mutating func pop() {
        objects.removeLast()
        stack.removeLast()
    }

    private func resolve(_ path: KeyPath) -> MustacheValue {
        switch path {
        case .implicit:
            return stack[stack.count - 1]
        case .key(let key):
            return lookup(key) ?? .null
        case .dotted(let first, let rest):
            guard var value = lookup(first) else { return .null }
            for key in rest {
                guard let next = value.member(key) else { return .null }
                value = next
            }
            return value
        }
    }

    // MARK: - Output

    private mutating func interpolate(_ value: consuming MustacheValue, escape: Bool, site: TagSite)
        throws(MustacheError)
    {
        // Consumed: matching a borrowed value that holds existentials would copy it whole first.
        switch consume value {
        case .string(let string): appendString(string, escape: escape)
        case .int(let int): appendString(String(int), escape: false)
        case .double(let double): appendString(String(double), escape: false)
        case .bool(let flag): appendString(flag ? "true" : "false", escape: false)
        case .null, .list, .sequence, .object: return
        case .lambda(let lambda):
            let source = lambda.body("")
            var nested = Renderer(root: .null, table: table, buffer: [])
            nested.stack = stack
            nested.objects = objects
            nested.depth = depth
            nested.listIndex = listIndex
            nested.listCount = listCount
            // Rendered unescaped, then escaped once as a whole like any interpolation.
            try nested.renderSource(source, delimiters: .standard, escaping: false, site: site)
            appendString(String(decoding: nested.out, as: UTF8.self), escape: escape)
        }
    }

    /// Writes the pending indentation, if any, before output on a line.
    @inline(__always)
    private mutating func flushIndent() {
        if atLineStart && !indent.isEmpty {
            out.append(contentsOf: indent)
            atLineStart = false
        }
    }

    private mutating func appendString(_ string: String, escape: Bool) {
        flushIndent()
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            if escape { HTMLEscaping.append(bytes, to: &out) } else { out.append(contentsOf: bytes) }
        }
        if done == nil {  // a bridged or foreign string: make it native once
            var native = string
            native.withUTF8 { bytes in
                if escape { HTMLEscaping.append(bytes, to: &out) } else { out.append(contentsOf: bytes) }
            }
        }
    }

    /// Static text under indentation: the indentation goes before each line that has content after it.
    private mutating func appendIndented(_ bytes: [UInt8]) {
        var lineStart = 0
        for index in bytes.indices where bytes[index] == SourceScanner.newline {
            flushIndent()
            out.append(contentsOf: bytes[lineStart...index])
            atLineStart = true
            lineStart = index + 1
        }
        if lineStart < bytes.count {
            flushIndent()
            out.append(contentsOf: bytes[lineStart...])
        }
    }

    // MARK: - Partials, parents, blocks

    private mutating func include(
        _ target: TemplateTarget, indentation: [UInt8]?, site: TagSite
    ) throws(MustacheError) {
        let name: String
        switch target {
        case .named(let named): name = named
        case .dynamic(let path):
            guard case .string(let named) = resolve(path) else { return }
            name = named
        case .none: return
        }
        guard let program = table.programs[name] else { return }
        guard depth < table.maxDepth else {
            throw site.error(
                "templates nest deeper than \(table.maxDepth) levels at '\(name)'; a recursive partial "
                    + "or parent never stops: guard the recursion with a section that becomes empty")
        }
        depth += 1
        defer { depth -= 1 }
        try renderIndented(
            program, by: indentation ?? [], standalone: indentation != nil, inheritIndent: indentation != nil)
    }

    /// Renders `program` with `extra` indentation added to the current one (or replacing it when
    /// `inheritIndent` is false: inline partials are not indented). A standalone site starts at a line start.
    private mutating func renderIndented(
        _ program: Program, by extra: [UInt8], standalone: Bool, inheritIndent: Bool
    ) throws(MustacheError) {
        if extra.isEmpty && (inheritIndent || indent.isEmpty) {
            try render(program)
            return
        }
        let saved = indent
        if standalone {
            atLineStart = true
        } else {
            flushIndent()
            atLineStart = false
        }
        indent = inheritIndent ? saved + extra : []
        try render(program)
        indent = saved
        if !inheritIndent { atLineStart = out.last == SourceScanner.newline }
    }

    /// Compiles and renders template source produced at render time (lambda results) in the current context.
    private mutating func renderSource(
        _ source: String, delimiters: Delimiters, escaping: Bool, site: TagSite
    ) throws(MustacheError) {
        guard depth < table.maxDepth else {
            throw site.error("lambdas nest deeper than \(table.maxDepth) levels; a lambda keeps returning itself")
        }
        switch Compiler.compile(
            source: source, name: site.name + " (lambda result)", escaping: escaping,
            delimiters: delimiters)
        {
        case .failure(let failure):
            throw site.error("the lambda's result is not a valid template: \(failure.errors[0].message)")
        case .success(let compiled):
            depth += 1
            defer { depth -= 1 }
            try render(compiled.program)
        }
    }
}

extension MustacheValue {
    /// The value of `key` if this is an object that has it.
    @inline(__always)
    fileprivate func member(_ key: MustacheKey) -> MustacheValue? {
        if case .object(let object) = self { return object.mustacheValue(forKey: key) }
        return nil
    }

    /// The object this value is, else one that has no keys: the stack level lookups ask.
    fileprivate var object: any MustacheObject {
        if case .object(let object) = self { return object }
        return NoObject()
    }
}

/// The object of a stack level that holds no object: it has no keys.
private struct NoObject: MustacheObject {
    func mustacheValue(forKey key: String) -> MustacheValue? { nil }
    func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { nil }
}
