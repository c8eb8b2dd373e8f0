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

/// Streams under contention: starting and cancelling races writes, and neither the first update nor any later
/// one is lost or delivered twice. Every wait has a deadline, so a hang fails the test instead of stalling it.
extension StressTests {
    @Suite struct Streams {
        private typealias Update = Slate.StreamUpdate<SlateWriter>

        /// Names of each update's values.
        private static func names(_ updates: [Update]) -> [[String]] { updates.map { $0.values.map(\.name) } }

        /// Checks a stream that started while "BBB" was being added to ["AAA", "CCC"]: an initial update with or
        /// without BBB, then (only without) one update inserting it at 1; nothing else.
        private static func checkStartRace(_ updates: [Update], _ problems: Problems, _ run: Int) {
            let seen = names(updates)
            let expected: [[[String]]] = [[["AAA", "CCC"], ["AAA", "BBB", "CCC"]], [["AAA", "BBB", "CCC"]]]
            problems.check(expected.contains(seen), "run \(run): updates \(seen)")
            problems.check(
                updates.first?.initialUpdate == true && updates.dropFirst().allSatisfy { !$0.initialUpdate },
                "run \(run): one initial update, first")
            if updates.count == 2 {
                problems.check(
                    updates[1].insertedIndexes == [IndexPath(item: 1, section: 0)],
                    "run \(run): BBB inserted at 1, got \(updates[1].insertedIndexes)")
            }
        }

        @Test func streamStart_racingAWrite_losesNoUpdate() async {
            await stress { run, problems in
                let slate = stressStore(writers: ["AAA", "CCC"])
                let updates = Box<[Update]>([])
                let complete = DispatchSemaphore(value: 0)
                let group = DispatchGroup()
                race(group) {
                    slate.mutateAsync { context in
                        Stress.yieldSometimes()
                        context.create(CoreDataWriter.self).name = "BBB"
                    }
                }
                Stress.yieldSometimes()
                var cancellable: AnyCancellable? = slate.stream { $0.sort(\.name) as SlateQueryRequest<SlateWriter> }
                    .sink { _ in
                    } receiveValue: { update in
                        Stress.yieldSometimes()
                        updates.update { $0.append(update) }
                        if update.values.count == 3 { complete.signal() }
                    }
                let got = { Self.names(updates.value) }
                guard problems.wait(complete, "run \(run): BBB never reached the stream; got \(got())")
                else { return }
                group.wait()
                Self.checkStartRace(updates.value, problems, run)
                // With demand outstanding, the next update arrives inside the mutation's barrier.
                slate.mutateSync { context in context.create(CoreDataWriter.self).name = "DDD" }
                problems.check(
                    updates.value.last?.values.count == 4,
                    "run \(run): DDD not delivered before mutateSync returned")
                _ = cancellable
                cancellable = nil
            }
        }

        /// Slate's own `BasicStreamTest` and `StreamCancellationTest` (whose first update was lost now and then),
        /// with a writer for the author, yields for its 0.1 s sleep, and deadlines for its continuations.
        @Test func slatesStreamTests_initialUpdateThenTheWrite_thenNothingAfterCancel() async {
            await stress { run, problems in
                let slate = stressStore(writers: ["TestNameAAA", "TestNameCCC"])
                let stream = slate.stream { request -> SlateQueryRequest<SlateWriter> in request.sort(\.name) }
                let results = Box<[Update]>([])
                let two = DispatchSemaphore(value: 0)
                var cancellables: Set<AnyCancellable> = []
                stream.sink { _ in
                } receiveValue: { value in
                    results.update { $0.append(value) }
                    if results.value.count == 2 { two.signal() }
                }
                .store(in: &cancellables)
                Stress.yieldSometimes()
                slate.mutateAsync { context in context.create(CoreDataWriter.self).name = "TestNameBBB" }
                guard problems.wait(two, "run \(run): got \(Self.names(results.value))") else { return }
                cancellables = []
                let after = DispatchSemaphore(value: 0)
                slate.mutateAsync { context in context.create(CoreDataWriter.self).name = "TestNameDDD" }
                slate.mutateAsync { _ in after.signal() }
                problems.wait(after, "run \(run): mutations after cancel never ran")
                let updates = results.value
                let expected = [["TestNameAAA", "TestNameCCC"], ["TestNameAAA", "TestNameBBB", "TestNameCCC"]]
                problems.check(
                    Self.names(updates) == expected,
                    "run \(run): \(Self.names(updates))")
                guard updates.count == 2 else { return }
                let paths = { (items: [Int]) in items.map { IndexPath(item: $0, section: 0) } }
                problems.check(
                    updates[0].initialUpdate && updates[0].insertedIndexes == paths([0, 1])
                        && updates[0].updatedIndexes.isEmpty && updates[0].deletedIndexes.isEmpty
                        && updates[0].movedIndexes.isEmpty, "run \(run): first update \(updates[0])")
                problems.check(
                    !updates[1].initialUpdate && updates[1].insertedIndexes == paths([1])
                        && updates[1].updatedIndexes.isEmpty && updates[1].deletedIndexes.isEmpty
                        && updates[1].movedIndexes.isEmpty, "run \(run): second update \(updates[1])")
            }
        }

        @Test func streamCancel_racingAWrite_stopsDelivery_andFreesTheSubscriber() async {
            await stress { run, problems in
                let slate = stressStore(writers: ["AAA"])
                let received = Box(0)
                let initial = DispatchSemaphore(value: 0)
                weak var watched: Token?
                var cancellable: AnyCancellable?
                do {
                    let token = Token()
                    watched = token
                    cancellable = slate.stream { $0.sort(\.name) as SlateQueryRequest<SlateWriter> }
                        .sink { _ in
                        } receiveValue: { _ in
                            _ = token
                            received.update { $0 += 1 }
                            initial.signal()
                        }
                }
                guard problems.wait(initial, "run \(run): no initial update") else { return }
                let group = DispatchGroup()
                race(group) { slate.mutateAsync { context in context.create(CoreDataWriter.self).name = "BBB" } }
                Stress.yieldSometimes()
                cancellable?.cancel()
                cancellable = nil
                let atCancel = received.value
                problems.wait(group, "run \(run): the write never ran")
                slate.mutateSync { context in context.create(CoreDataWriter.self).name = "CCC" }
                problems.check(
                    received.value <= atCancel + 1 && received.value <= 2,
                    "run \(run): \(received.value) updates; \(atCancel) when cancel returned")
                problems.check(watched == nil, "run \(run): the cancelled subscriber is still alive")
            }
        }

        @Test func updatesSequence_racingAWrite_losesNoUpdate() async {
            await stress { run, problems in
                let slate = stressStore(writers: ["AAA", "CCC"])
                let updates = Box<[Update]>([])
                let complete = DispatchSemaphore(value: 0)
                let group = DispatchGroup()
                race(group) { slate.mutateAsync { context in context.create(CoreDataWriter.self).name = "BBB" } }
                let sequence = slate.updates { (request: SlateQueryRequest<SlateWriter>) in request.sort(\.name) }
                let task = Task {
                    for try await update in sequence {
                        updates.update { $0.append(update) }
                        if update.values.count == 3 { break }
                    }
                    complete.signal()
                }
                let got = { Self.names(updates.value) }
                guard problems.wait(complete, "run \(run): BBB never reached the sequence; got \(got())")
                else { return task.cancel() }
                group.wait()
                Self.checkStartRace(updates.value, problems, run)
            }
        }

        @Test func observeHandler_racingWritesAndCancel_deliversEachCommitOnceInOrder() async {
            await stress { run, problems in
                let slate = stressStore(writers: ["W"])
                let ages = Box<[Int]>([])
                let group = DispatchGroup()
                for age in 1...5 {
                    race(group) {
                        slate.mutateAsync { context in
                            let writer = try context[CoreDataWriter.self].fetchOne()
                            writer?.age = max(writer?.age ?? 0, Int64(age)) + 100
                        }
                    }
                }
                let observation = slate.observe({ (request: SlateQueryRequest<SlateWriter>) in request }) { result in
                    if case .success(let update) = result { ages.update { $0.append(update.values[0].age) } }
                }
                problems.wait(group, "run \(run): writes never ran")
                slate.mutateSync { context in try context[CoreDataWriter.self].fetchOne()?.age = 10_000 }
                observation.cancel()
                slate.mutateSync { context in try context[CoreDataWriter.self].fetchOne()?.age = 20_000 }
                let seen = ages.value
                problems.check(
                    seen.last == 10_000 && zip(seen, seen.dropFirst()).allSatisfy { $0 < $1 },
                    "run \(run): ages \(seen): each commit once, in order, none after cancel")
            }
        }

        @Test func aStoreReleasedWithOpenStreams_endsThem() async {
            await stress { run, problems in
                var slate: Slate? = stressStore(writers: ["AAA"])
                let finished = DispatchSemaphore(value: 0)
                let events = Box<[String]>([])
                let cancellable = slate?.stream { $0.sort(\.name) as SlateQueryRequest<SlateWriter> }
                    .sink { completion in
                        events.update { $0.append("\(completion)") }
                        finished.signal()
                    } receiveValue: { update in
                        events.update { $0.append("\(update.values.count)") }
                    }
                slate?.mutateAsync { context in context.create(CoreDataWriter.self).name = "BBB" }
                Stress.yieldSometimes()
                slate = nil
                guard problems.wait(finished, "run \(run): the stream never ended; got \(events.value)") else { return }
                problems.check(events.value == ["1", "2", "finished"], "run \(run): \(events.value)")
                _ = cancellable
            }
        }

        @Test func demand_isHonoured_valuesWaitForIt() async {
            await stress(max(Stress.iterations / 4, 20)) { run, problems in
                let slate = stressStore(writers: ["A"])
                let subscriber = DemandingSubscriber()
                slate.stream { $0.sort(\.name) as SlateQueryRequest<SlateWriter> }.subscribe(subscriber)
                for name in ["B", "C", "D"] {
                    Stress.yieldSometimes()
                    slate.mutateSync { context in context.create(CoreDataWriter.self).name = name }
                }
                problems.check(subscriber.counts.isEmpty, "run \(run): values before any demand: \(subscriber.counts)")
                for expected in 1...4 {
                    subscriber.request(1)
                    problems.check(subscriber.counts == Array(1...expected), "run \(run): \(subscriber.counts)")
                }
                subscriber.cancel()
            }
        }
    }
}

/// A subscriber that asks for values one at a time, when the test says so.
private final class DemandingSubscriber: Subscriber, @unchecked Sendable {
    // Unchecked: every access holds `lock`.
    typealias Input = Slate.StreamUpdate<SlateWriter>
    typealias Failure = SlateTransactionError
    private let lock = NSLock()
    private var subscription: Subscription?
    private var received: [Int] = []

    var counts: [Int] { lock.withLock { received } }

    func receive(subscription: Subscription) { lock.withLock { self.subscription = subscription } }

    func receive(_ input: Input) -> Subscribers.Demand {
        // A value before the subscription would be recorded as 0 values, which no check accepts.
        lock.withLock { received.append(subscription == nil ? 0 : input.values.count) }
        return .none
    }

    func receive(completion: Subscribers.Completion<SlateTransactionError>) {}

    func request(_ demand: Int) { lock.withLock { subscription }?.request(.max(demand)) }

    func cancel() { lock.withLock { subscription }?.cancel() }
}
