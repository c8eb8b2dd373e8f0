import ShaleModel

/// Finds the partials a Mustache template names (`{{> name}}`, and `{{< name}}` for a parent template), with
/// where each tag is, following `{{=<% %>=}}` delimiter changes.
///
/// swift-mustache renders a partial it does not have as nothing, and recurses without end into a partial that
/// includes itself; Shale checks the names and the shape of the includes first, so a typo or a cycle is an
/// error at its tag rather than a silently missing block of code or a crash.
enum PartialReferences {
    /// The most partial expansions one template may make, counting repeats: more is a hostile set.
    static let maximumExpansions = 100_000
    /// The deepest chain of includes checked; deeper is a hostile set.
    static let maximumDepth = 200

    /// The problems of the includes among `files` (file name → text; only `.mustache` files are read):
    /// partials that do not exist (reported in `ownFiles` only: a parent's were checked with the parent),
    /// cycles, and includes that multiply past `maximumExpansions`.
    ///
    /// A cycle is an error even inside a section: Shale's template context holds no recursive data, and a
    /// Mustache name not found in the current object is looked up in the enclosing ones, so the recursion
    /// never runs out of data.
    static func problems(in files: [String: String], ownFiles: Set<String>, origin: String) -> [Diagnostic] {
        var includes: [String: [Reference]] = [:]
        for (file, text) in files where file.hasSuffix(".mustache") {
            includes[String(file.dropLast(".mustache".count))] = find(in: text)
        }
        var diagnostics: [Diagnostic] = []
        func location(_ template: String, _ reference: Reference) -> SourceLocation {
            SourceLocation(file: "\(origin)/\(template).mustache", line: reference.line, column: reference.column)
        }
        for (template, references) in includes.sorted(by: { $0.key < $1.key }) where ownFiles.contains("\(template).mustache") {
            for reference in references where includes[reference.name] == nil {
                diagnostics.append(.error(
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
            for reference in includes[template] ?? [] where includes[reference.name] != nil {
                if path.count > maximumDepth, state[reference.name] == nil {
                    diagnostics.append(.error(
                        "partials include each other more than \(maximumDepth) deep",
                        at: location(template, reference), hint: "flatten the includes"
                    ))
                    continue
                }
                switch state[reference.name] {
                case false?:
                    let cycle = path[path.firstIndex(of: reference.name)!...] + [reference.name]
                    diagnostics.append(.error(
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
                diagnostics.append(.error(
                    "the template expands its partials more than \(maximumExpansions) times",
                    at: SourceLocation(file: "\(origin)/\(template).mustache"),
                    hint: "include each partial once and iterate with sections instead"
                ))
            }
            expansions[template] = count
            state[template] = true
            path.removeLast()
        }
        for template in includes.keys.sorted() where state[template] == nil {
            visit(template)
        }
        return diagnostics
    }

    /// One partial tag.
    struct Reference: Equatable {
        /// The partial's name as written, trimmed.
        var name: String
        /// The tag's 1-based line and column (in characters).
        var line: Int
        var column: Int
    }

    /// The partial tags of `text` that name a partial statically (dynamic `{{>*name}}` ones are skipped).
    static func find(in text: String) -> [Reference] {
        let characters = Array(text)
        var open = Array("{{")
        var close = Array("}}")
        var references: [Reference] = []
        var index = 0
        var line = 1
        var lineStart = 0
        func matches(_ token: [Character], at position: Int) -> Bool {
            position + token.count <= characters.count
                && characters[position..<position + token.count].elementsEqual(token)
        }
        while index < characters.count {
            if characters[index] == "\n" {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard matches(open, at: index) else {
                index += 1
                continue
            }
            let tagLine = line
            let tagColumn = index - lineStart + 1
            let contentStart = index + open.count
            var end = contentStart
            while end < characters.count, !matches(close, at: end) {
                if characters[end] == "\n" {
                    line += 1
                    lineStart = end + 1
                }
                end += 1
            }
            guard end < characters.count else { break }
            let content = String(characters[contentStart..<end])
            index = end + close.count
            let trimmed = content.trimming(" \t\r\n")
            if trimmed.hasPrefix("="), trimmed.hasSuffix("="), trimmed.count > 2 {
                // `{{=<% %>=}}`: the new opening and closing delimiters, separated by spaces.
                let parts = trimmed.dropFirst().dropLast().split(whereSeparator: { $0 == " " || $0 == "\t" })
                if parts.count == 2 {
                    open = Array(parts[0])
                    close = Array(parts[1])
                }
            } else if let first = trimmed.first, first == ">" || first == "<" {
                let name = String(trimmed.dropFirst()).trimming(" \t\r\n")
                if !name.hasPrefix("*") {
                    references.append(Reference(name: name, line: tagLine, column: tagColumn))
                }
            }
        }
        return references
    }
}

extension String {
    /// The string without leading and trailing characters from `set`.
    fileprivate func trimming(_ set: String) -> String {
        let trimmedStart = drop { set.contains($0) }
        return String(trimmedStart.reversed().drop { set.contains($0) }.reversed())
    }
}
