/// One problem found in the input: what is wrong, where, and what to do about it.
///
/// Every stage reports through this one type. Diagnostics sort by location, then severity, then text,
/// so a run prints them in a stable order whatever order they were found in.
package struct Diagnostic: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// How bad a problem is.
    package enum Severity: String, Sendable, Hashable, Codable, Comparable {
        /// The input cannot be used as it is; the run fails.
        case error
        /// The input is usable, but probably not what the author meant.
        case warning
        /// Information about the run, such as how many problems of older versions were left unlisted; never fails
        /// a run, not even with `--warnings-as-errors`.
        case note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        package static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }
    }

    /// How bad the problem is.
    package var severity: Severity
    /// What is wrong, in one sentence without a trailing period.
    package var message: String
    /// Where the problem is; `nil` for problems with no file, such as a missing input path.
    package var location: SourceLocation?
    /// What the user can do about it, printed as a `note:` line after the message.
    package var hint: String?
    /// The stable identifier of the check that found it, when `shale lint` has a rule of that name
    /// (`model-no-inverse`), so the linter can report, configure and silence it like its own findings.
    package var code: String?

    /// Creates a diagnostic.
    package init(
        _ severity: Severity, _ message: String, at location: SourceLocation?, hint: String? = nil,
        code: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.hint = hint
        self.code = code
    }

    /// An error at `location`.
    package static func error(_ message: String, at location: SourceLocation?, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, hint: hint)
    }

    /// A warning at `location`.
    package static func warning(_ message: String, at location: SourceLocation?, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, hint: hint)
    }

    /// A note at `location`: information that fails nothing.
    package static func note(_ message: String, at location: SourceLocation?, hint: String? = nil) -> Diagnostic {
        Diagnostic(.note, message, at: location, hint: hint)
    }

    /// `text` as a message quotes it: control characters and quotes escaped, so the message stays on one
    /// line, and cut to `limit` characters with `...`, so a megabyte of input does not become the message.
    package static func quote(_ text: String, limit: Int = 80) -> String {
        let shown = text.count > limit ? String(text.prefix(limit)) : text
        return String(shown.debugDescription.dropFirst().dropLast()) + (shown.count < text.count ? "..." : "")
    }

    /// `items` as a message lists them: at most `limit`, separated by commas, then how many more
    /// (`A, B, C and 4 more`), so a model with hundreds of them does not become the message.
    package static func list(_ items: [String], limit: Int) -> String {
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? "\(shown) and \(items.count - limit) more" : shown
    }

    /// The compiler-style text: `path:line:column: error: message`, then `path:line:column: note: hint`.
    ///
    /// Model text inside a message cannot break this shape or reach the terminal raw: control characters
    /// are escaped, and a message over `maximumPrintedLength` characters is cut.
    package var description: String {
        let prefix = location.map { "\(Self.printable($0.description)): " } ?? ""
        var text = "\(prefix)\(severity.rawValue): \(Self.printable(message))"
        if let hint {
            text += "\n\(prefix)note: \(Self.printable(hint))"
        }
        return text
    }

    /// The most characters of a message or hint `description` prints.
    package static let maximumPrintedLength = 2000

    /// `text` with control characters (terminal escapes, line breaks) escaped as `\u{1B}`, cut to
    /// `maximumPrintedLength` characters.
    static func printable(_ text: String) -> String {
        let cut = text.unicodeScalars.count > maximumPrintedLength
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars.prefix(maximumPrintedLength) {
            if scalar.properties.generalCategory == .control {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        if cut { result.append(contentsOf: "... (cut at \(maximumPrintedLength) characters)".unicodeScalars) }
        return String(result)
    }

    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (.some(left), .some(right)) where left != right: return left < right
        default: break
        }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    package var containsErrors: Bool { contains { $0.severity == .error } }

    /// Whether any diagnostic is a warning.
    package var containsWarnings: Bool { contains { $0.severity == .warning } }

    /// The diagnostics sorted and with exact repeats removed, one per line, ready to print.
    package var rendered: String {
        var seen = Set<Diagnostic>()
        return sorted().filter { seen.insert($0).inserted }.map(\.description).joined(separator: "\n")
    }
}
