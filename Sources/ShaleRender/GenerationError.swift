import ShaleModel

/// A failure that stops generation, carrying every problem found.
public struct GenerationError: Error, CustomStringConvertible, Sendable {
    /// The problems, each with its location and hint.
    public var diagnostics: [Diagnostic]

    /// Creates an error from diagnostics.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String { diagnostics.rendered }
}
