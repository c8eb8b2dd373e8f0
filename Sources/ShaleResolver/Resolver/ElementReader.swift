import ShaleModel
import ShaleReader

/// Reads the XML attributes of one element by name, and warns about the ones nobody read.
///
/// Every decoder reads its element through one of these and calls `finish()`, so an attribute a newer
/// Xcode adds is reported as a warning with its location instead of being lost silently.
struct ElementReader {
    let element: XMLElement
    private var consumed: [Bool]

    init(_ element: XMLElement) {
        self.element = element
        consumed = Array(repeating: false, count: element.attributes.count)
    }

    var location: SourceLocation { element.location }

    /// The value of `name`, marking it read.
    mutating func string(_ name: String) -> String? {
        // Lengths first: most attributes differ in length, and comparing them costs nothing.
        let length = name.utf8.count
        // By index, reading each name in place: a closure over the attributes would copy each one it looks at.
        let attributes = element.attributes
        var index = 0
        while index < attributes.count, attributes[index].name.utf8.count != length || attributes[index].name != name {
            index += 1
        }
        guard index < attributes.count else { return nil }
        consumed[index] = true
        return attributes[index].value
    }

    /// The value of `name`, or an error saying the element needs it.
    mutating func required(_ name: String, _ diagnostics: DiagnosticCollector) -> String? {
        if let value = string(name), !value.isEmpty { return value }
        diagnostics.report(
            .error(
                "<\(element.name)> has no \(name) attribute",
                at: location,
                hint: "add \(name)=\"...\" to the element, or re-save the model in Xcode"
            ))
        return nil
    }

    /// A `YES`/`NO` flag (also `true`/`false`, as some tools write); `defaultValue` when absent.
    mutating func flag(_ name: String, default defaultValue: Bool = false, _ diagnostics: DiagnosticCollector) -> Bool {
        guard let text = string(name) else { return defaultValue }
        switch text {
        case "YES", "true": return true
        case "NO", "false": return false
        default:
            diagnostics.report(
                .warning(
                    "\(name)=\"\(text)\" is not YES or NO; using \(defaultValue ? "YES" : "NO")",
                    at: location, hint: "write \(name)=\"YES\" or \(name)=\"NO\""
                ))
            return defaultValue
        }
    }

    /// A non-negative integer; `defaultValue` when absent, a warning when malformed.
    mutating func count(_ name: String, default defaultValue: Int = 0, _ diagnostics: DiagnosticCollector) -> Int {
        guard let text = string(name) else { return defaultValue }
        guard let value = Int(text), value >= 0 else {
            diagnostics.report(
                .warning(
                    "\(name)=\"\(text)\" is not a whole number of 0 or more; using \(defaultValue)",
                    at: location, hint: "write a whole number such as \(name)=\"1\""
                ))
            return defaultValue
        }
        return value
    }

    /// Marks attributes as known but of no meaning to Shale (layout, legacy sync flags).
    mutating func ignore(_ names: String...) {
        for name in names { _ = string(name) }
    }

    /// Warns about every attribute that was not read.
    func finish(_ diagnostics: DiagnosticCollector) {
        for (index, attribute) in element.attributes.enumerated() where !consumed[index] {
            diagnostics.report(
                .warning(
                    "unknown attribute '\(Diagnostic.quote(attribute.name))' on <\(element.name)> is ignored",
                    at: location,
                    hint: "a newer Xcode may have written it; report it to Shale if it matters to generated code"
                ))
        }
    }
}

extension XMLElement {
    /// The children called `name`, in file order; every other child is reported as unknown.
    func onlyChildren(named name: String, _ diagnostics: DiagnosticCollector) -> [XMLElement] {
        children.filter { child in
            if child.name == name { return true }
            warnUnknownChild(child, diagnostics)
            return false
        }
    }

    /// Warns about a child element that its parent's decoder does not know.
    func warnUnknownChild(_ child: XMLElement, _ diagnostics: DiagnosticCollector) {
        diagnostics.report(
            .warning(
                "unknown element <\(Diagnostic.quote(child.name))> in <\(name)> is ignored",
                at: child.location,
                hint: "a newer Xcode may have written it; report it to Shale if it matters to generated code"
            ))
    }
}
