import ShaleModel

/// What one run of a command produced, in the order the command line shows it: batches of diagnostics (each
/// printed sorted, as it was found), text for standard output and standard error, and the exit status.
///
/// Every command's pipeline returns one, so the CLI only parses flags, calls one function and shows the result,
/// and tests check the same values the user would see.
public struct CommandOutput: Sendable, Hashable {
    /// One thing to show.
    public enum Event: Sendable, Hashable {
        /// Problems found by one stage, printed sorted to standard error.
        case diagnostics([Diagnostic])
        /// Text for standard output, as is.
        case standardOutput(String)
        /// Text for standard error, as is.
        case standardError(String)
        /// A mistake in the command's arguments, shown with the command's usage (exit status 64).
        case usageError(String)
    }

    /// Exit status 1: generation failed, a check found differences, or a finding crossed the threshold.
    public static let failure: Int32 = 1
    /// Exit status 64: a usage or configuration error (ArgumentParser's convention).
    public static let usage: Int32 = 64

    /// What to show, in order.
    public var events: [Event] = []
    /// The exit status: 0 for success.
    public var status: Int32 = 0

    /// An empty, successful output.
    public init() {}

    /// Adds a batch of diagnostics; an empty batch shows nothing and is not recorded.
    public mutating func report(_ diagnostics: [Diagnostic]) {
        if !diagnostics.isEmpty { events.append(.diagnostics(diagnostics)) }
    }

    /// Adds `text` for standard output (nothing when it is empty).
    public mutating func write(_ text: String) {
        if !text.isEmpty { events.append(.standardOutput(text)) }
    }

    /// Adds `text` for standard error (nothing when it is empty).
    public mutating func writeError(_ text: String) {
        if !text.isEmpty { events.append(.standardError(text)) }
    }

    /// Ends the run with `status`, after `diagnostics` (if any). - Returns: The output, for `return` chains.
    public mutating func fail(_ diagnostics: [Diagnostic] = [], status: Int32 = CommandOutput.failure) -> Self {
        report(diagnostics)
        self.status = status
        return self
    }

    /// Ends the run with a usage error: `message`, shown with the command's usage, and exit status 64.
    /// - Returns: The output, for `return` chains.
    public mutating func failUsage(_ message: String) -> Self {
        events.append(.usageError(message))
        status = CommandOutput.usage
        return self
    }

    /// Every diagnostic of the run, in the order the batches came.
    public var diagnostics: [Diagnostic] {
        events.flatMap { event -> [Diagnostic] in
            if case let .diagnostics(batch) = event { return batch }
            return []
        }
    }

    /// All the text for standard output.
    public var standardOutput: String {
        events.map { event in
            if case let .standardOutput(text) = event { return text }
            return ""
        }.joined()
    }

    /// All the text for standard error that is not a diagnostic.
    public var standardError: String {
        events.map { event in
            if case let .standardError(text) = event { return text }
            return ""
        }.joined()
    }
}

extension Array where Element == Diagnostic {
    /// Whether a run with these diagnostics fails: on any error, or on any warning when warnings count as errors.
    public func fails(warningsAsErrors: Bool) -> Bool {
        containsErrors || (warningsAsErrors && containsWarnings)
    }
}
