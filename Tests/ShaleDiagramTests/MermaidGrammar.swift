import Foundation

/// A check of Mermaid class diagrams against the statements of Mermaid's grammar (`classDiagram.jison`) that
/// `MermaidWriter` writes: no renderer runs here, so every line must be one of those statements with its texts
/// escaped as the grammar needs, every class declared once, every relation between declared classes, and braces
/// balanced.
enum MermaidGrammar {
    /// A class id: a capital first letter keeps clear of Mermaid's keywords, which its lexer matches as prefixes.
    private static let id = "[A-Z][A-Za-z0-9_]*"
    /// A quoted string (`STR`: anything but a quote) whose `#` starts only an entity code.
    private static let string = ##""(?:[^"#]|#[0-9]+;)*""##
    /// A relation's label: it cannot hold `:` or `;` but as entity codes.
    private static let label = #"( : (?:[^:;#\n]|#[0-9]+;)+)"#
    private static let patterns: [(name: String, regex: NSRegularExpression)] = [
        ("direction", #"^    direction (LR|RL|TB|BT)$"#),
        ("namespace", #"^    namespace \#(id) \{$"#),
        ("class", #"^ *class \#(id)(\[\#(string)\])?( \{)?$"#),
        ("close", #"^ *\}$"#),
        // A relation: ids, cardinalities, a line, and a label that cannot hold `:` or `;` but as entity codes.
        ("relation", #"^    \#(id)( \#(string))? (<\|--|--|\.\.|-->|\.\.>)( \#(string))? \#(id)\#(label)?$"#),
        ("classDef", #"^    classDef [a-z]+ [a-z-]+:[^;\n]+$"#),
        ("cssClass", #"^    cssClass "\#(id)(,\#(id))*" [a-z]+$"#),
    ].map { ($0.0, try! NSRegularExpression(pattern: $0.1)) }

    /// A row of a class body: no brace, quote, `~`, `)`, `<` or `>`, `#` only in an entity code, no final `$` or
    /// `*`; or an annotation `<<…>>` whose text holds none of those either.
    private static let row = try! NSRegularExpression(
        pattern: #"^ +(<<(?:[^{}"~()<>#\n]|#[0-9]+;)+>>|(?:[^{}"~()<>#\n]|#[0-9]+;)+)$"#)

    /// What is wrong with `source`, one message per problem; empty when it is well formed.
    static func problems(_ source: String) -> [String] {
        var problems: [String] = []
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "classDiagram" else { return ["the first line is not classDiagram"] }
        guard lines.last == "" else { return ["the source does not end with a newline"] }
        var declared = Set<String>()
        var used: [String] = []
        var depth = 0
        var inClass = false
        for (number, line) in lines.enumerated().dropFirst().dropLast() {
            let location = "line \(number + 1): \(line)"
            if inClass {
                if matches(#"^ *\}$"#, line) {
                    inClass = false
                    depth -= 1
                } else if !matches(row, line) || line.hasSuffix("$") || line.hasSuffix("*") {
                    problems.append("\(location): not a row Mermaid reads as an attribute")
                }
                continue
            }
            guard let statement = patterns.first(where: { matches($0.regex, line) })?.name else {
                problems.append("\(location): no statement of Mermaid's class diagram")
                continue
            }
            switch statement {
            case "class":
                let name = identifiers(in: line)[1]
                if !declared.insert(name).inserted { problems.append("\(location): class \(name) declared twice") }
                if line.hasSuffix("{") {
                    inClass = true
                    depth += 1
                }
            case "namespace": depth += 1
            case "close":
                depth -= 1
                if depth < 0 { problems.append("\(location): a brace closes nothing") }
            case "relation":
                let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
                used.append(words[0])
                let beforeLabel = line.components(separatedBy: " : ")[0]
                used.append(String(beforeLabel.split(separator: " ").last ?? ""))
            case "cssClass":
                let list = line.split(separator: "\"")[1]
                used += list.split(separator: ",").map(String.init)
            default: break
            }
        }
        if depth != 0 || inClass { problems.append("unbalanced braces") }
        for name in used where !declared.contains(name) {
            problems.append("\(name) is used but not declared as a class")
        }
        return problems
    }

    private static func matches(_ pattern: String, _ line: String) -> Bool {
        matches(try! NSRegularExpression(pattern: pattern), line)
    }

    private static func matches(_ regex: NSRegularExpression, _ line: String) -> Bool {
        regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    private static func identifiers(in line: String) -> [String] {
        line.trimmingCharacters(in: .whitespaces).split(whereSeparator: { $0 == " " || $0 == "[" }).map(String.init)
    }
}
