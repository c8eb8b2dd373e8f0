import Foundation
import KitchenSinkMemory
import XCTest

@testable import ShaleRuntime

/// What the store keeps for streams and snapshots: nothing once an observation ends, its snapshot cache only for
/// objects that still exist unchanged.
final class StreamLifecycleTests: XCTestCase {
    private let deadline = 5 * (ProcessInfo.processInfo.environment["SHALE_TIME_SCALE"].flatMap(Double.init) ?? 1)

    func test_cancellingAsTheStreamRegisters_leavesNothingRegistered() async throws {
        let library = Library()
        for _ in 0..<200 {
            let observation = library.slate.observe({ (request: SlateQueryRequest<ImmutableBook>) in request }) { _ in }
            if Bool.random() { sched_yield() }
            observation.cancel()
        }
        try await library.slate.mutate { _ in }
        XCTAssertEqual(library.slate.openStreamCount, 0)
    }

    func test_endingAnUpdatesIteration_endsItsObservation() async throws {
        let library = Library()
        let task = Task {
            for try await update in library.slate.updates({ (request: SlateQueryRequest<ImmutableBook>) in request })
            where !update.initialUpdate {}
        }
        let start = Date()
        while library.slate.openStreamCount == 0, Date().timeIntervalSince(start) < deadline {
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        XCTAssertEqual(library.slate.openStreamCount, 1)
        task.cancel()
        while library.slate.openStreamCount == 1, Date().timeIntervalSince(start) < deadline {
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        XCTAssertEqual(library.slate.openStreamCount, 0)
    }

    func test_theCache_holdsOnlyUnchangedLiveObjects() async throws {
        let library = Library()
        try await library.addBooks([("A", 10), ("B", 20)])
        _ = try await library.titles { $0 }
        XCTAssertEqual(library.slate.cache.count, 2)
        try await library.slate.mutate { context in
            try context[Book.self].filter(where: \.title, .equals("A")).fetchOne()?.pageCount = 11
        }
        XCTAssertEqual(library.slate.cache.count, 1, "the changed book's entry is dropped at commit")
        _ = try await library.titles { $0 }
        XCTAssertEqual(library.slate.cache.count, 2)
        // Deleting a book cascades to its chapter; deleting the author's last book leaves the author.
        try await library.slate.mutate { context in try context[Book.self].delete() }
        XCTAssertEqual(library.slate.cache.count, 0)
    }

    func test_aMutationOfObjectsNoOneRead_makesNoSnapshots() async throws {
        let library = Library()
        try await library.addBooks((0..<100).map { ("T\($0)", Int16($0 + 1)) })
        XCTAssertEqual(library.slate.cache.count, 0)
    }
}
