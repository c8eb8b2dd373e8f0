/// A key path as compiled: resolved against the context stack at render time.
enum KeyPath: Sendable {
    /// `.`: the top of the context stack.
    case implicit
    /// A single key, looked up down the stack.
    case key(MustacheKey)
    /// `a.b.c`: the first key is looked up down the stack, the rest only in the previous result.
    case dotted(MustacheKey, [MustacheKey])

    init(parsing name: String) {
        if name == "." {
            self = .implicit
            return
        }
        // An ASCII name (almost every one) splits as bytes, much faster than as `Character`s.
        let parts: [MustacheKey]
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            parts = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
                .map { MustacheKey(String(Substring($0))) }
        } else {
            parts = name.split(separator: ".", omittingEmptySubsequences: false).map { MustacheKey(String($0)) }
        }
        self = parts.count == 1 ? .key(parts[0]) : .dotted(parts[0], Array(parts.dropFirst()))
    }
}

/// Which template a partial or parent tag includes.
enum TemplateTarget: Sendable {
    /// `{{>name}}`.
    case named(String)
    /// `{{>*path}}`: the value at `path` names the template.
    case dynamic(KeyPath)
    /// `{{>**path}}`: dynamic names cannot be dereferenced twice, so this never names a template.
    case none
}

/// A built-in position function inside list iteration.
enum PositionTest: Int32, Sendable {
    case first, last, even, odd

    /// Whether the element at `index` of a list of `count` passes (`even()` and `odd()` count from 0).
    func holds(at index: Int, of count: Int) -> Bool {
        switch self {
        case .first: index == 0
        case .last: index == count - 1
        case .even: index % 2 == 0
        case .odd: index % 2 == 1
        }
    }
}

/// Where a tag sits, for render-time errors.
struct TagSite: Sendable {
    let name: String
    let line: Int32
    let column: Int32

    func error(_ message: String) -> MustacheError {
        MustacheError(name: name, line: Int(line), column: Int(column), message: message)
    }
}

/// What a lambda section needs: its unprocessed source and the delimiters in force.
final class SectionSource: Sendable {
    let raw: String
    let delimiters: Delimiters
    let escapes: Bool
    let site: TagSite

    init(raw: String, delimiters: Delimiters, escapes: Bool, site: TagSite) {
        self.raw = raw
        self.delimiters = delimiters
        self.escapes = escapes
        self.site = site
    }
}

/// The tag delimiters in force while parsing.
struct Delimiters: Sendable, Equatable {
    var open: [UInt8]
    var close: [UInt8]

    static let standard = Delimiters(open: Array("{{".utf8), close: Array("}}".utf8))
}

/// One instruction as the compiler produces it. Section bodies follow their opening instruction in the same
/// array; `end` is the index just past the body, where rendering continues. `Program` lowers these into
/// trivially copyable `Op`s plus side tables, so rendering copies no payloads.
enum Instruction: Sendable {
    /// Static text, emitted as is (re-indented when inside an indented partial or block).
    case text([UInt8])
    /// `{{x}}` (escape) or `{{{x}}}` / `{{&x}}`.
    case variable(KeyPath, escape: Bool, TagSite)
    /// `{{#x}}`.
    case section(KeyPath, end: Int, SectionSource)
    /// `{{^x}}`.
    case inverted(KeyPath, end: Int)
    /// `{{#first()}}`, `{{^last()}}`, …
    case position(PositionTest, inverted: Bool, end: Int)
    /// `{{index()}}`.
    case index
    /// `{{>name}}`; `indent` is nil for an inline tag, the (possibly empty) indentation for a standalone one.
    case partial(TemplateTarget, indent: [UInt8]?, TagSite)
    /// `{{<name}}…{{/name}}` with its block arguments.
    case parent(TemplateTarget, arguments: [String: Program], indent: [UInt8]?, TagSite)
    /// `{{$name}}default{{/name}}`: a parameter. `indent` is re-added to each line of whichever body renders;
    /// `standalone` says whether the first line is at a line start (and gets it too).
    case block(String, defaultBody: Program, indent: [UInt8], standalone: Bool)
}

/// A lowered instruction: an opcode and operands indexing the program's side tables.
struct Op: Sendable {
    enum Code: UInt8, Sendable {
        /// a: text.
        case text
        /// a: path, b: site; `variableEscaped` HTML-escapes.
        case variable, variableEscaped
        /// a: path, b: end, c: section source.
        case section
        /// a: path, b: end.
        case inverted
        /// a: the `PositionTest`, b: end, c: 1 for an inverted section.
        case position
        case index
        /// a: target, b: indent (-1 inline), c: site.
        case partial
        /// a: target, b: indent (-1 inline), c: site, d: arguments.
        case parent
        /// a: block name, b: default body, c: indent, d: 1 if standalone.
        case block
    }

    let code: Code
    var a: Int32 = 0
    var b: Int32 = 0
    var c: Int32 = 0
    var d: Int32 = 0
}

/// A compiled instruction list: a template's top level, or one block body.
final class Program: Sendable {
    let ops: [Op]
    let texts: [[UInt8]]
    let paths: [KeyPath]
    let sites: [TagSite]
    let sections: [SectionSource]
    let targets: [TemplateTarget]
    let indents: [[UInt8]]
    let argumentSets: [[String: Program]]
    let blockNames: [String]
    let bodies: [Program]
    /// The template the instructions came from, for errors.
    let templateName: String

    init(instructions: [Instruction], templateName: String) {
        var tables = Tables()
        ops = instructions.map { tables.lower($0) }
        texts = tables.texts
        paths = tables.paths
        sites = tables.sites
        sections = tables.sections
        targets = tables.targets
        indents = tables.indents
        argumentSets = tables.argumentSets
        blockNames = tables.blockNames
        bodies = tables.bodies
        self.templateName = templateName
    }

    /// Collects the payloads of instructions while lowering them.
    private struct Tables {
        var texts: [[UInt8]] = []
        var paths: [KeyPath] = []
        var sites: [TagSite] = []
        var sections: [SectionSource] = []
        var targets: [TemplateTarget] = []
        var indents: [[UInt8]] = []
        var argumentSets: [[String: Program]] = []
        var blockNames: [String] = []
        var bodies: [Program] = []

        private static func add<T>(_ element: T, to table: inout [T]) -> Int32 {
            table.append(element)
            return Int32(table.count - 1)
        }

        private mutating func indent(_ indent: [UInt8]?) -> Int32 {
            guard let indent else { return -1 }
            return Self.add(indent, to: &indents)
        }

        mutating func lower(_ instruction: Instruction) -> Op {
            switch instruction {
            case .text(let bytes):
                return Op(code: .text, a: Self.add(bytes, to: &texts))
            case .variable(let path, let escape, let site):
                return Op(
                    code: escape ? .variableEscaped : .variable, a: Self.add(path, to: &paths),
                    b: Self.add(site, to: &sites))
            case .section(let path, let end, let source):
                return Op(
                    code: .section, a: Self.add(path, to: &paths), b: Int32(end),
                    c: Self.add(source, to: &sections))
            case .inverted(let path, let end):
                return Op(code: .inverted, a: Self.add(path, to: &paths), b: Int32(end))
            case .position(let test, let inverted, let end):
                return Op(code: .position, a: test.rawValue, b: Int32(end), c: inverted ? 1 : 0)
            case .index:
                return Op(code: .index)
            case .partial(let target, let indentation, let site):
                return Op(
                    code: .partial, a: Self.add(target, to: &targets), b: indent(indentation),
                    c: Self.add(site, to: &sites))
            case .parent(let target, let arguments, let indentation, let site):
                return Op(
                    code: .parent, a: Self.add(target, to: &targets), b: indent(indentation),
                    c: Self.add(site, to: &sites), d: Self.add(arguments, to: &argumentSets))
            case .block(let name, let body, let indentation, let standalone):
                return Op(
                    code: .block, a: Self.add(name, to: &blockNames), b: Self.add(body, to: &bodies),
                    c: indent(indentation), d: standalone ? 1 : 0)
            }
        }
    }
}
