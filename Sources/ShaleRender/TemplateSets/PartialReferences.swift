/// Finds the partials a Mustache template names (`{{> name}}`, and `{{< name}}` for a parent template), with
/// where each tag is, following `{{=<% %>=}}` delimiter changes.
///
/// swift-mustache renders a partial it does not have as nothing; Shale checks the names instead, so a typo
/// is an error at the tag rather than a silently missing block of generated code.
enum PartialReferences {
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
