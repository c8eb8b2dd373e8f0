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
public final class DiagnosticCollector: @unchecked Sendable {
    // Safe: every access to `reported` holds `lock`.
    private let lock = NSLock()
    private var reported: [Diagnostic] = []
    private let observer: (@Sendable (Diagnostic) -> Void)?

    /// An empty collector.
    /// - Parameter observer: Called with each diagnostic as it is reported, on the reporting thread (a collector
    ///   that passes on only the errors of a bundle's older versions, say).
    public init(observer: (@Sendable (Diagnostic) -> Void)? = nil) {
        self.observer = observer
    }

    /// Reports one problem.
    public func report(_ diagnostic: Diagnostic) {
        lock.withLock { reported.append(diagnostic) }
        observer?(diagnostic)
    }

    /// Reports every problem of `diagnostics`, in order.
    public func report(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { report(diagnostic) }
    }

    /// Every problem reported so far, sorted by location, severity and text.
    public var diagnostics: [Diagnostic] {
        lock.withLock { reported }.sorted()
    }

    /// Whether an error has been reported.
    public var hasErrors: Bool {
        lock.withLock { reported.contains { $0.severity == .error } }
    }

    /// How many problems have been reported: a stage compares it before and after to tell whether it found any.
    public var count: Int {
        lock.withLock { reported.count }
    }

    /// The problems reported after the first `count` of them, in the order they were reported: what one stage
    /// found, given `count` from before it ran (`Generator.run` fails a job on its own warnings this way).
    public func reported(since count: Int) -> [Diagnostic] {
        lock.withLock { Array(reported.dropFirst(count)) }
    }
}
