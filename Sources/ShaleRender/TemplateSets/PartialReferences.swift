import ShaleModel
import ShaleMustache

/// Checks the partials templates name (`{{> name}}`, and `{{< name}}` for a parent template) before anything
/// renders, from the tag references the template engine records when it compiles them.
///
/// The Mustache specification renders a partial it does not have as nothing, and a partial that includes itself
/// recurses until the engine's depth limit; Shale checks the names and the shape of the includes first, so a typo
/// or a cycle is an error at its tag rather than a silently missing block of code or a failed render.
enum PartialReferences {
    /// The most partial expansions one template may make, counting repeats: more is a hostile set.
    static let maximumExpansions = 100_000
    /// The deepest chain of includes checked; deeper is a hostile set.
    static let maximumDepth = 200

    /// The problems of the includes among a set's templates: partials that do not exist (reported in
    /// `ownFiles` only: a parent's were checked with the parent), cycles, and includes that multiply past
    /// `maximumExpansions`.
    ///
    /// A cycle is an error even inside a section: Shale's template context holds no recursive data, and a
    /// Mustache name not found in the current object is looked up in the enclosing ones, so the recursion
    /// never runs out of data.
    /// - Parameters:
    ///   - references: The tag references of every template that compiled, by template name.
    ///   - templates: Every template of the set, by name (those that did not compile too).
    static func problems(
        in references: [String: [MustacheTagReference]], templates: Set<String>, ownFiles: Set<String>, origin: String
    ) -> [Diagnostic] {
        // Static partial and parent tags only: a dynamic name (`{{>*name}}`) is resolved when rendering.
        let includes = references.mapValues { tags in
            tags.filter { ($0.kind == .partial || $0.kind == .parent) && !$0.isDynamic }
                .map { Reference(name: $0.path, line: $0.line, column: $0.column) }
        }
        var diagnostics: [Diagnostic] = []
        func location(_ template: String, _ reference: Reference) -> SourceLocation {
            SourceLocation(file: "\(origin)/\(template).mustache", line: reference.line, column: reference.column)
        }
        for (template, references) in includes.sorted(by: { $0.key < $1.key })
        where ownFiles.contains("\(template).mustache") {
            for reference in references where !templates.contains(reference.name) {
                diagnostics.append(
                    .error(
                        "the template includes partial '\(Diagnostic.quote(reference.name))', which the set does not have",
                        at: location(template, reference),
                        hint: "add \(reference.name).mustache to the set or its parent, or correct the name"
                    ))
            }
        }
        // Depth-first, in name order: a reference back to a template still being visited closes a cycle.
        var state: [String: Bool] = [:]  // false: being visited; true: done
        var expansions: [String: Int] = [:]
        var path: [String] = []
        func visit(_ template: String) {
            state[template] = false
            path.append(template)
            var count = 0
            var includesAnExcess = false
            for reference in includes[template] ?? [] where templates.contains(reference.name) {
                if path.count > maximumDepth, state[reference.name] == nil {
                    diagnostics.append(
                        .error(
                            "partials include each other more than \(maximumDepth) deep",
                            at: location(template, reference), hint: "flatten the includes"
                        ))
                    continue
                }
                switch state[reference.name] {
                case false?:
                    let cycle = path[path.firstIndex(of: reference.name)!...] + [reference.name]
                    diagnostics.append(
                        .error(
                            "partials include each other without end: \(cycle.joined(separator: " -> "))",
                            at: location(template, reference),
                            hint: "remove the include; Shale's template context has no recursive data to end it"
                        ))
                case true?:
                    count += 1 + expansions[reference.name]!
                case nil:
                    visit(reference.name)
                    count += 1 + expansions[reference.name]!
                }
                includesAnExcess = includesAnExcess || expansions[reference.name, default: 0] > maximumExpansions
                count = min(count, maximumExpansions + 1)
            }
            // Reported once, at the template whose own includes multiply past the limit.
            if count > maximumExpansions, !includesAnExcess {
                diagnostics.append(
                    .error(
                        "the template expands its partials more than \(maximumExpansions) times",
                        at: SourceLocation(file: "\(origin)/\(template).mustache"),
                        hint: "include each partial once and iterate with sections instead"
                    ))
            }
            expansions[template] = count
            state[template] = true
            path.removeLast()
        }
        for template in templates.sorted() where state[template] == nil {
            visit(template)
        }
        return diagnostics
    }

    /// One partial tag.
    struct Reference: Equatable {
        /// The partial's name as written, trimmed.
        var name: String
        /// The tag's 1-based line and column.
        var line: Int
        var column: Int
    }
}
