import Foundation
import Slate
import SlateConformanceEntities
import SlateConformanceModels
import Testing

/// Smaller behaviours of Slate 2.1.3 read from its source: where a thread is, what `fetchOne` leaves behind, and
/// how a stream of a request that cannot be evaluated ends.
@Suite(.timeLimit(.minutes(1)))
struct SlateBehaviourTests {
    let slate = Slate()

    @Test func isThreadInsideQuery_onlyInQueryBlocks() async throws {
        await configureInMemory(slate)
        #expect(!Slate.isThreadInsideQuery)
        var inQuery = false
        var inMutation = true
        slate.querySync { _ in inQuery = Slate.isThreadInsideQuery }
        slate.mutateSync { _ in inMutation = Slate.isThreadInsideQuery }
        let inAsyncQuery = try await slate.query { _ in Slate.isThreadInsideQuery }
        #expect(inQuery && inAsyncQuery && !inMutation)
    }

    @Test func fetchOne_keepsTheRequestsLimit() async {
        await configureInMemory(slate)
        for name in ["Ann", "Bo", "Cy"] { addWriter(slate, name: name) }
        var names: [String] = []
        slate.querySync { context in
            let request = context[SlateWriter.self].sort(\.name).limit(2)
            _ = try request.fetchOne()
            names = try request.fetch().map(\.name)
        }
        #expect(names == ["Ann", "Bo"])
    }

    @Test func aStreamOfARequestThatCannotBeEvaluated_failsWithTheError() async {
        await configureInMemory(slate)
        addWriter(slate, name: "Ann")
        let failed = Box<SlateTransactionError?>(nil)
        let cancellable = slate.stream { $0.sort("novels.title") as SlateQueryRequest<SlateWriter> }
            .sink {
                if case .failure(let error) = $0 { failed.value = error }
            } receiveValue: { _ in
            }
        slate.mutateSync { _ in }  // The stream starts in a barrier before this one; its failure is delivered there.
        _ = cancellable
        let failure = failed.value
        guard case .unsupportedKeyPath = storeError(failure) else {
            Issue.record("\(String(describing: failure))")
            return
        }
    }
}
