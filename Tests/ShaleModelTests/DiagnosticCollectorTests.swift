import ShaleModel
import XCTest

/// What stops a run travels with its problems, through the collector: `stop(_:kind:)` reports them and records the
/// kind, and `failureKind(since:)` reads the kind of the part of a run after a given count.
final class DiagnosticCollectorTests: XCTestCase {
    private let here = SourceLocation(file: "Model.xcdatamodel/contents", line: 3, column: 5)

    func test_nothingReported_stopsNothing_andAWarningStopsNothing() {
        let collector = DiagnosticCollector()
        XCTAssertNil(collector.failureKind())
        collector.report(.warning("a warning", at: here))
        XCTAssertNil(collector.failureKind())
    }

    func test_errorsWithoutAStop_areInvalidInput() {
        let collector = DiagnosticCollector()
        collector.report(.error("a model with an error", at: here))
        XCTAssertEqual(collector.failureKind(), .invalidInput)
    }

    func test_theFirstStopsKind_wins_andItsProblemsAreReported() {
        let collector = DiagnosticCollector()
        collector.report(.warning("found before", at: here))
        let stopped = collector.stop(.error("no such option", at: nil), kind: .usage)
        collector.stop(.error("cannot write", at: here), kind: .io)
        XCTAssertEqual(collector.failureKind(), .usage)
        XCTAssertEqual(collector.diagnostics.map(\.message), ["no such option", "cannot write", "found before"])
        XCTAssertTrue("\(stopped)".contains("DiagnosticCollector"), "\(stopped)")
    }

    /// One job of several that share a collector is judged by what it reported: a stop with no problems of its own
    /// (translation already reported its errors) counts from where it was made.
    func test_failureKindSince_readsOnlyThePartOfTheRunAfterTheCount() {
        let collector = DiagnosticCollector()
        collector.stop(.error("the first job's unknown set", at: nil), kind: .usage)
        let secondJob = collector.count
        XCTAssertNil(collector.failureKind(since: secondJob))
        collector.report(.error("the second job's translation error", at: here))
        XCTAssertEqual(collector.failureKind(since: secondJob), .invalidInput)
        collector.stop(kind: .io)
        XCTAssertEqual(collector.failureKind(since: secondJob), .io)
        XCTAssertEqual(collector.failureKind(), .usage)
    }

    func test_theObserver_seesWhatAStopReports() {
        let seen = DiagnosticCollector()
        let collector = DiagnosticCollector { seen.report($0) }
        collector.stop(.error("stopped", at: here), kind: .unavailable)
        XCTAssertEqual(seen.diagnostics.map(\.message), ["stopped"])
    }
}
