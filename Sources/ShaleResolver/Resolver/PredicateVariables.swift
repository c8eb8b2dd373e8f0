/// Finds the substitution variables (`$name`) of a predicate format string.
enum PredicateVariables {
    /// The variable names without `$`, in order of first use; text inside quotes is skipped.
    static func names(in predicate: String) -> [String] {
        var names: [String] = []
        var quote: Character?
        var escaped = false
        var current: String?
        func finishVariable() {
            if let name = current, !name.isEmpty, !names.contains(name) { names.append(name) }
            current = nil
        }
        for character in predicate {
            if let open = quote {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == open {
                    quote = nil
                }
                continue
            }
            if current != nil {
                let isPart = character == "_" || character.isLetter || (character.isNumber && current?.isEmpty == false)
                if isPart {
                    current?.append(character)
                    continue
                }
                finishVariable()
            }
            if character == "$" {
                current = ""
            } else if character == "\"" || character == "'" {
                quote = character
            }
        }
        finishVariable()
        return names
    }
}
