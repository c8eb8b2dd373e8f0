import ShaleModel

/// A failure that stops generation, carrying every problem found.
public struct GenerationError: Error, CustomStringConvertible, Sendable {
    /// What kind of mistake stopped the run: the exit status a command ends with depends on it
    /// (Documentation/CommandLine.md, "Exit codes").
    public enum Kind: Sendable, Hashable {
        /// A name or value the user gave (on the command line or in `shale.yml`) that matches nothing: an unknown
        /// template set, option or format, a value an option's type refuses.
        case usage
        /// Input that is there but invalid: a template set, model or file that does not parse or check.
        case invalidInput
        /// A file that exists but cannot be read, or one that cannot be written.
        case io
        /// A tool the run needs is not installed (Graphviz's `dot`).
        case unavailable
    }

    /// The problems, each with its location and hint.
    public var diagnostics: [Diagnostic]
    /// What kind of mistake it is.
    public var kind: Kind

    /// Creates an error from diagnostics.
    public init(_ diagnostics: [Diagnostic], kind: Kind = .invalidInput) {
        self.diagnostics = diagnostics
        self.kind = kind
    }

    public var description: String { diagnostics.rendered }
}
