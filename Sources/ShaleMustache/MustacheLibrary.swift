/// A set of named templates whose partial (`{{>name}}`) and parent (`{{<name}}`) tags resolve to each other.
///
/// The templates compile when the library is created (all of them, or those its roots reach), and every problem in
/// any of them is reported at once.
package struct MustacheLibrary: Sendable {
    /// How partial or parent tags naming a template the library lacks are treated.
    package enum MissingTemplates: Sendable {
        /// A located error when the library is created (the default: catches typos at load time).
        case error
        /// Render nothing, as the spec says for templates that cannot be found.
        case renderNothing
    }

    /// How deep partials, parents and lambda results may nest before rendering throws (bounds recursion).
    package static let defaultMaxDepth = 64

    private let templates: [String: MustacheTemplate]

    /// Compiles every template (or every one `roots` reach) and checks every static partial and parent name.
    /// - Parameters:
    ///   - templates: template source by name; partial and parent tags use these names.
    ///   - roots: When given, only these templates and those their partial and parent tags reach, transitively, are
    ///     compiled (all of them as soon as one tag names its template dynamically): a library that renders only
    ///     some of its templates does not pay for the others. Nil compiles and checks every template.
    ///   - escaping: false turns HTML escaping off for every template, whatever their pragmas say.
    ///   - missingTemplates: whether naming an absent template is an error or renders nothing.
    ///   - maxDepth: nesting limit for partials, parents and lambda results at render time.
    /// - Throws: `MustacheLibraryError` listing every problem, ordered by template name, then position.
    package init(
        templates: [String: String], escaping: Bool = true, missingTemplates: MissingTemplates = .error,
        maxDepth: Int = MustacheLibrary.defaultMaxDepth, roots: Set<String>? = nil
    ) throws(MustacheLibraryError) {
        var errors: [MustacheError] = []
        var compiled: [String: CompiledTemplate] = [:]
        var pending = (roots.map { Array($0) } ?? Array(templates.keys)).sorted()
        var seen = Set(pending)
        while let name = pending.popLast() {
            guard let source = templates[name] else { continue }
            switch Compiler.compile(source: source, name: name, escaping: escaping) {
            case .failure(let failure): errors += failure.errors
            case .success(let template):
                compiled[name] = template
                guard roots != nil else { continue }
                for reference in template.references where reference.kind == .partial || reference.kind == .parent {
                    // A name known only when rendering could be any template: compile them all.
                    let reached = reference.isDynamic ? Array(templates.keys) : [reference.path]
                    for next in reached.sorted() where seen.insert(next).inserted { pending.append(next) }
                }
            }
        }
        if missingTemplates == .error {
            for name in compiled.keys.sorted() {
                for reference in compiled[name]!.references
                where (reference.kind == .partial || reference.kind == .parent) && !reference.isDynamic
                    && templates[reference.path] == nil
                {
                    let tag = reference.kind == .partial ? "{{>\(reference.path)}}" : "{{<\(reference.path)}}"
                    errors.append(
                        MustacheError(
                            name: name, line: reference.line, column: reference.column,
                            message: "\(tag) names no template in the library; add a template named "
                                + "'\(reference.path)' or fix the name (known: \(templates.keys.sorted().joined(separator: ", ")))"
                        ))
                }
            }
        }
        guard errors.isEmpty else {
            throw MustacheLibraryError(
                errors: errors.sorted { ($0.name, $0.line, $0.column) < ($1.name, $1.line, $1.column) },
                compiledReferences: compiled.mapValues(\.references))
        }
        let table = TemplateTable(
            programs: compiled.mapValues(\.program), escaping: escaping, maxDepth: maxDepth)
        self.templates = compiled.reduce(into: [:]) { result, entry in
            result[entry.key] = MustacheTemplate(
                name: entry.key, compiled: entry.value, table: table, escaping: escaping)
        }
    }

    /// The names of the templates, sorted.
    package var templateNames: [String] { templates.keys.sorted() }

    /// The compiled template named `name`; it renders with this library's partials.
    package subscript(name: String) -> MustacheTemplate? { templates[name] }

    /// Renders the template named `name` with `value` as the root context.
    /// - Throws: `MustacheError` if there is no such template (line and column 0), or as `MustacheTemplate.render`.
    package func render(_ value: MustacheValue, withTemplate name: String) throws(MustacheError) -> String {
        guard let template = templates[name] else {
            throw MustacheError(
                name: name, line: 0, column: 0,
                message: "no template named '\(name)'; known: "
                    + templateNames.joined(separator: ", "))
        }
        return try template.render(value)
    }
}
