import ShaleModel
import ShaleOutput

/// What one run of a command produced, in the order the command line shows it: batches of diagnostics (each
/// printed sorted, as it was found), text for standard output and standard error, and the exit status.
///
/// Every command's pipeline returns one, so the CLI only parses flags, calls one function and shows the result,
/// and tests check the same values the user would see.
package struct CommandOutput: Sendable, Hashable {
    /// One thing to show.
    package enum Event: Sendable, Hashable {
        /// Problems found by one stage, printed sorted to standard error.
        case diagnostics([Diagnostic])
        /// Text for standard output, as is.
        case standardOutput(String)
        /// Text for standard error, as is.
        case standardError(String)
        /// A mistake in the command's arguments, shown with the command's usage (exit status 64).
        case usageError(String)
    }

    // The exit statuses, the same for every command (Documentation/CommandLine.md, "Exit codes"; sysexits.h's
    // numbers, which ArgumentParser's `ExitCode.validationFailure`, 64, already follows).

    /// Exit status 0: the command did what it was asked and found nothing.
    package static let success: Int32 = 0
    /// Exit status 1: the check found something: stale generated files, lint findings at the threshold, a
    /// `--fail-on` migration, an edited lock, a store no version matches, `diff --exit-code` differences, a
    /// warning under `--warnings-as-errors`.
    package static let failure: Int32 = 1
    /// Exit status 64: a usage mistake: an unknown flag, option, template set, format or version name, a value
    /// an option refuses, an invalid `shale.yml` key or value.
    package static let usage: Int32 = 64
    /// Exit status 65: input that cannot be read as what it should be: a model or lock file that does not exist or
    /// parse, a model with errors, a store that is not a Core Data store, a template set that does not load.
    package static let invalidInput: Int32 = 65
    /// Exit status 69: a tool the command needs is not installed (Graphviz's `dot` for SVG).
    package static let unavailable: Int32 = 69
    /// Exit status 74: an I/O error: a file that exists cannot be read, or output cannot be written.
    package static let ioError: Int32 = 74

    /// The exit status of a run stopped by a problem of `kind` (`DiagnosticCollector.failureKind(since:)`).
    package static func status(_ kind: DiagnosticCollector.FailureKind) -> Int32 {
        switch kind {
        case .usage: usage
        case .invalidInput: invalidInput
        case .unavailable: unavailable
        case .io: ioError
        case .warningsAsErrors: failure
        }
    }

    /// What to show, in order.
    package var events: [Event] = []
    /// The exit status: 0 for success.
    package var status: Int32 = 0

    /// An empty, successful output.
    package init() {}

    /// Adds a batch of diagnostics; an empty batch shows nothing and is not recorded.
    package mutating func report(_ diagnostics: [Diagnostic]) {
        if !diagnostics.isEmpty { events.append(.diagnostics(diagnostics)) }
    }

    /// Adds `text` for standard output (nothing when it is empty).
    package mutating func write(_ text: String) {
        if !text.isEmpty { events.append(.standardOutput(text)) }
    }

    /// Adds `text` for standard error (nothing when it is empty).
    package mutating func writeError(_ text: String) {
        if !text.isEmpty { events.append(.standardError(text)) }
    }

    /// Writes `text` to the file `path` (`OutputWriter.writeFile`: atomically, only when its bytes change) and says
    /// so on standard error (`shale: wrote PATH`, or `unchanged`); a file that cannot be written ends the run with an
    /// I/O error located at it. - Returns: The output, for `return` chains.
    mutating func writeFile(_ text: String, to path: String) -> Self {
        let writing = DiagnosticCollector()
        do {
            let written = try OutputWriter.writeFile(text, to: path, diagnostics: writing)
            writeError("shale: \(written ? "wrote" : "unchanged") \(path)\n")
            return self
        } catch {
            return fail(error, diagnostics: writing, at: SourceLocation(file: path))
        }
    }

    /// Ends the run with `status`, after `diagnostics` (if any). - Returns: The output, for `return` chains.
    package mutating func fail(_ diagnostics: [Diagnostic] = [], status: Int32) -> Self {
        report(diagnostics)
        self.status = status
        return self
    }

    /// Ends the run with an I/O error: `error`, from the file system (Foundation), located at `location`.
    /// - Returns: The output, for `return` chains.
    package mutating func fail(_ error: any Error, at location: SourceLocation? = nil) -> Self {
        fail([.error("\(error)", at: location)], status: CommandOutput.ioError)
    }

    /// Ends the run after a stage threw `error`. A stage that stops (`DiagnosticCollector.Stopped`) has reported why
    /// to `diagnostics`: the problems reported there after its first `count` are shown, and the status is that of
    /// the collector's `failureKind(since: count)`. Any other error is an I/O error, as `fail(_:at:)`.
    /// - Returns: The output, for `return` chains.
    package mutating func fail(
        _ error: any Error, diagnostics: DiagnosticCollector, since count: Int = 0,
        at location: SourceLocation? = nil
    ) -> Self {
        guard error is DiagnosticCollector.Stopped else { return fail(error, at: location) }
        return stop(diagnostics, since: count)
    }

    /// Ends the run with what `diagnostics` holds: the problems reported there after its first `count`, and the
    /// status of its `failureKind(since: count)` (`invalidInput` when it has none).
    /// - Returns: The output, for `return` chains.
    package mutating func stop(_ diagnostics: DiagnosticCollector, since count: Int = 0) -> Self {
        fail(diagnostics.reported(since: count).sorted(), status: Self.status(diagnostics, since: count))
    }

    /// The exit status of the part of a run that reported to `diagnostics` after its first `count` problems: that of
    /// its `failureKind(since:)`; `invalidInput` when it has none.
    package static func status(_ diagnostics: DiagnosticCollector, since count: Int = 0) -> Int32 {
        status(diagnostics.failureKind(since: count) ?? .invalidInput)
    }

    /// Ends the run with a usage error: `message`, shown with the command's usage, and exit status 64.
    /// - Returns: The output, for `return` chains.
    package mutating func failUsage(_ message: String) -> Self {
        events.append(.usageError(message))
        status = CommandOutput.usage
        return self
    }

    /// Every diagnostic of the run, in the order the batches came.
    package var diagnostics: [Diagnostic] {
        events.flatMap { event -> [Diagnostic] in
            if case let .diagnostics(batch) = event { return batch }
            return []
        }
    }

    /// All the text for standard output.
    package var standardOutput: String {
        events.map { event in
            if case let .standardOutput(text) = event { return text }
            return ""
        }.joined()
    }

    /// All the text for standard error that is not a diagnostic.
    package var standardError: String {
        events.map { event in
            if case let .standardError(text) = event { return text }
            return ""
        }.joined()
    }
}

extension Array where Element == Diagnostic {
    /// Whether a run with these diagnostics fails: on any error, or on any warning when warnings count as errors.
    package func fails(warningsAsErrors: Bool) -> Bool {
        containsErrors || (warningsAsErrors && containsWarnings)
    }
}
