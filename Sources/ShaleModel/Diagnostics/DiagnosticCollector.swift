import Foundation

/// The one channel every stage reports problems through: created by whoever runs the pipeline, passed down the
/// stages, read once at the end.
///
/// A stage takes a `diagnostics: DiagnosticCollector` parameter and reports into it; it neither returns diagnostics
/// beside its value nor keeps an array of its own. A recoverable problem is reported and the stage goes on (so a run
/// shows all problems at once); a stage that cannot go on reports why and returns `nil`. Only a run's entry point
/// (`ModelLoader.load`, `Generator.run`, each command's `run()`, `Linter.lint`) creates one, and reads
/// `diagnostics` once, at its end. Reporting takes a lock, so report problems, not per-element progress.
///
/// In tests, `StrictDiagnostics` (ShaleTestSupport) reads everything reported and fails the test on any warning or
/// error it did not declare as expected.
///
/// Safe to report into from several threads at once (translation runs on all cores). Diagnostics are kept in the
/// order they were reported; `diagnostics` returns them sorted, so a run prints the same text whatever the order
/// the threads finished in.
///
/// What stops a run travels the same way: a stage that cannot go on reports why with `stop(_:kind:)`, which records
/// the kind of problem (the exit status the run ends with: `failureKind(since:)`, the first stop's), and throws the
/// `Stopped` it returns, or returns `nil`. The error carries nothing: the run's entry point reads the problems and the
/// kind from the collector (`CommandOutput.stop` in ShaleDriver).
package final class DiagnosticCollector: @unchecked Sendable {
    /// What kind of problem stopped a run: the exit status a command ends with depends on it
    /// (Documentation/CommandLine.md, "Exit codes").
    package enum FailureKind: Sendable, Hashable {
        /// A name or value the user gave (on the command line or in `shale.yml`) that matches nothing: an unknown
        /// template set, option, format or version, a value an option's type refuses (64).
        case usage
        /// Input that is there but invalid: a template set, model or file that does not parse or check (65).
        case invalidInput
        /// A tool the run needs is not installed, such as Graphviz's `dot` (69).
        case unavailable
        /// A file that exists but cannot be read, or one that cannot be written (74).
        case io
        /// A warning, where warnings count as errors (`--warnings-as-errors`): a check that found something (1).
        case warningsAsErrors
    }

    /// Thrown by a stage that cannot go on, after it reported why into the collector that made it
    /// (`stop(_:kind:)`); whoever catches it reads the problems and `failureKind` from that collector.
    package struct Stopped: Error, Sendable, CustomStringConvertible {
        /// The kind the collector recorded when this stop was made, for a message only.
        let kind: FailureKind

        package var description: String { "the run stopped (\(kind)); its problems are in its DiagnosticCollector" }
    }

    // Safe: every access to `reported` and `stops` holds `lock`.
    private let lock = NSLock()
    private var reported: [Diagnostic] = []
    /// Each stop: how many problems had been reported before its own, and its kind.
    private var stops: [(position: Int, kind: FailureKind)] = []
    private let observer: (@Sendable (Diagnostic) -> Void)?

    /// An empty collector.
    /// - Parameter observer: Called with each diagnostic as it is reported, on the reporting thread (a collector
    ///   that passes on only the errors of a bundle's older versions, say).
    package init(observer: (@Sendable (Diagnostic) -> Void)? = nil) {
        self.observer = observer
    }

    /// Reports one problem.
    package func report(_ diagnostic: Diagnostic) {
        lock.withLock { reported.append(diagnostic) }
        observer?(diagnostic)
    }

    /// Reports every problem of `diagnostics`, in order.
    package func report(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { report(diagnostic) }
    }

    /// Reports `diagnostics`, the problems that stop the run, and records `kind`.
    /// - Returns: The error to throw, for a stage that unwinds rather than returning `nil`.
    @discardableResult
    package func stop(_ diagnostics: Diagnostic..., kind: FailureKind = .invalidInput) -> Stopped {
        stop(contentsOf: diagnostics, kind: kind)
    }

    /// Reports every problem of `diagnostics`, which stop the run, and records `kind` (no diagnostics: problems
    /// already reported, such as translation's errors, stop the run).
    /// - Returns: The error to throw, for a stage that unwinds rather than returning `nil`.
    @discardableResult
    package func stop(contentsOf diagnostics: some Sequence<Diagnostic>, kind: FailureKind = .invalidInput) -> Stopped {
        let diagnostics = Array(diagnostics)
        lock.withLock {
            stops.append((reported.count, kind))
            reported += diagnostics
        }
        for diagnostic in diagnostics { observer?(diagnostic) }
        return Stopped(kind: kind)
    }

    /// What kind of problem stops the run, or the part of it that reported after the first `count` problems (one
    /// job of several, given `count` from before it ran): the kind of the first `stop` since then; `invalidInput`
    /// when errors were reported without one (a model with errors); `nil` when neither happened.
    package func failureKind(since count: Int = 0) -> FailureKind? {
        lock.withLock {
            stops.first { $0.position >= count }?.kind
                ?? (reported.dropFirst(count).contains { $0.severity == .error } ? .invalidInput : nil)
        }
    }

    /// Every problem reported so far, sorted by location, severity and text.
    package var diagnostics: [Diagnostic] {
        lock.withLock { reported }.sorted()
    }

    /// Whether an error has been reported.
    package var hasErrors: Bool {
        lock.withLock { reported.contains { $0.severity == .error } }
    }

    /// How many problems have been reported: a stage compares it before and after to tell whether it found any.
    package var count: Int {
        lock.withLock { reported.count }
    }

    /// The problems reported after the first `count` of them, in the order they were reported: what one stage
    /// found, given `count` from before it ran (`Generator.run` fails a job on its own warnings this way).
    package func reported(since count: Int) -> [Diagnostic] {
        lock.withLock { Array(reported.dropFirst(count)) }
    }
}
