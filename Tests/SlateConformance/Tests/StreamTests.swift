import Foundation
import Slate
import SlateConformanceEntities
import SlateConformanceModels
import Testing

#if canImport(UIKit)
import UIKit  // IndexPath(item:section:), as an app has it
#elseif canImport(AppKit)
import AppKit
#endif

/// `stream`: Slate's Combine publisher of a request's results, and the same updates as an `AsyncSequence`.
@Suite(.timeLimit(.minutes(1)))
struct StreamTests {
    let slate = Slate()

    /// The updates a subscription receives, as an async sequence the test can wait on.
    private func subscribe(
        _ request: @escaping (SlateQueryRequest<SlateWriter>) -> SlateQueryRequest<SlateWriter>,
        into cancellables: inout Set<AnyCancellable>
    ) -> AsyncStream<Slate.StreamUpdate<SlateWriter>> {
        let (updates, continuation) = AsyncStream<Slate.StreamUpdate<SlateWriter>>.makeStream()
        slate.stream(request).sink { _ in
            continuation.finish()
        } receiveValue: {
            continuation.yield($0)
        }
        .store(in: &cancellables)
        return updates
    }

    private func items(_ paths: [IndexPath]) -> [Int] { paths.map(\.item) }

    @Test func anInitialUpdate_thenOnePerChangingMutation_withIndexPaths() async throws {
        await configureInMemory(slate)
        addWriter(slate, name: "Bo", age: 20)
        addWriter(slate, name: "Dee", age: 40)
        var cancellables: Set<AnyCancellable> = []
        var updates = subscribe({ $0.filter(where: \.age, .lessThan(100)).sort(\.name) }, into: &cancellables)
            .makeAsyncIterator()

        let first = try #require(await updates.next())
        #expect(first.initialUpdate)
        #expect(first.values.map(\.name) == ["Bo", "Dee"])
        #expect(first.insertedIndexes == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(first.updatedIndexes.isEmpty && first.deletedIndexes.isEmpty && first.movedIndexes.isEmpty)

        slate.mutateAsync { context in
            context.create(CoreDataWriter.self).name = "Ann"  // inserted at 0
            try context[CoreDataWriter.self].filter(where: \.name, .equals("Bo")).fetchOne()?.age = 21  // updated
            try context[CoreDataWriter.self].filter(where: \.name, .equals("Dee")).fetchOne()?.age = 400  // leaves
        }
        let second = try #require(await updates.next())
        #expect(!second.initialUpdate)
        #expect(second.values.map(\.name) == ["Ann", "Bo"])
        #expect(items(second.insertedIndexes) == [0], "insertions at their new index")
        #expect(items(second.updatedIndexes) == [0], "updates at their old index")
        #expect(items(second.deletedIndexes) == [1], "deletions at their old index")
        #expect(second.insertedIndexes.allSatisfy { $0.section == 0 })

        // A mutation that changes nothing the request returns publishes nothing.
        slate.mutateAsync { context in
            try context[CoreDataWriter.self].filter(where: \.name, .equals("Dee")).fetchOne()?.age = 500
        }
        slate.mutateAsync { context in
            try context[CoreDataWriter.self].filter(where: \.name, .equals("Ann")).fetchOne()?.name = "Zed"
        }
        let third = try #require(await updates.next())
        #expect(third.values.map(\.name) == ["Bo", "Zed"])
        #expect(third.movedIndexes.map { [$0.0.item, $0.1.item] } == [[0, 1]], "a changed sort key moves the object")
    }

    @Test func cancelling_stopsUpdates() async throws {
        await configureInMemory(slate)
        var cancellables: Set<AnyCancellable> = []
        let received = Box(0)
        slate.stream { $0.sort(\.name) as SlateQueryRequest<SlateWriter> }
            .sink { _ in
            } receiveValue: { _ in
                received.update { $0 += 1 }
            }
            .store(in: &cancellables)
        addWriter(slate, name: "One")
        #expect(received.value == 2, "the initial update and the mutation's, both before mutateSync returns")
        cancellables.removeAll()
        addWriter(slate, name: "Two")
        #expect(received.value == 2)
    }

    @Test func theSameUpdates_asAnAsyncSequence() async throws {
        await configureInMemory(slate)
        var updates = slate.updates { (request: SlateQueryRequest<SlateWriter>) in request.sort(\.name) }
            .makeAsyncIterator()
        #expect(try await updates.next()?.values.isEmpty == true)
        addWriter(slate, name: "Ann")
        #expect(try await updates.next()?.values.map(\.name) == ["Ann"])
    }

    @Test func cancellingOrReleasing_freesTheSubscriber() async throws {
        await configureInMemory(slate)
        weak var cancelledToken: Token?
        weak var releasedToken: Token?
        var cancellable: AnyCancellable?
        var released: AnyCancellable?
        defer { withExtendedLifetime(released) {} }
        do {
            let (first, second) = (Token(), Token())
            (cancelledToken, releasedToken) = (first, second)
            cancellable = slate.stream { $0.sort(\.name) as SlateQueryRequest<SlateWriter> }
                .sink { _ in
                } receiveValue: { _ in
                    _ = first
                }
            released = slate.stream { $0.sort(\.name) as SlateQueryRequest<SlateWriter> }
                .sink { _ in
                } receiveValue: { _ in
                    _ = second
                }
        }
        addWriter(slate, name: "Ann")
        #expect(cancelledToken != nil && releasedToken != nil)
        cancellable?.cancel()
        released = nil
        addWriter(slate, name: "Bo")
        #expect(cancelledToken == nil && releasedToken == nil)
        _ = cancellable
    }

    @Test func observe_cancelled_releasesItsHandler() async {
        await configureInMemory(slate)
        weak var watched: Token?
        let observation: SlateObservation
        do {
            let token = Token()
            watched = token
            observation = slate.observe({ (request: SlateQueryRequest<SlateWriter>) in request }) { _ in _ = token }
        }
        addWriter(slate, name: "Ann")
        #expect(watched != nil)
        observation.cancel()
        #expect(watched == nil)
    }

    @Test func releasingTheStore_endsItsStreams() async throws {
        var store: Slate? = Slate()
        await configureInMemory(try #require(store))
        let completions = Box<[String]>([])
        let cancellable = store?.stream { $0.sort(\.name) as SlateQueryRequest<SlateWriter> }
            .sink { completion in
                completions.update { $0.append("\(completion)") }
            } receiveValue: { _ in
            }
        var updates = try #require(store).updates { (request: SlateQueryRequest<SlateWriter>) in request }
            .makeAsyncIterator()
        #expect(try await updates.next()?.initialUpdate == true)
        let stream = try #require(store).stream { $0.sort(\.name) as SlateQueryRequest<SlateWriter> }
        store = nil
        #expect(completions.value == ["finished"])
        #expect(try await updates.next() == nil, "the sequence ends")
        var failure: SlateTransactionError?
        _ = stream.sink {
            if case .failure(let error) = $0 { failure = error }
        } receiveValue: { _ in
        }
        guard case .noMasterContext = failure else {
            Issue.record("subscribing after the store is gone: \(String(describing: failure))")
            return
        }
        _ = cancellable
    }
}
