import Foundation
import Slate
import SlateConformanceEntities
import SlateConformanceModels
import Testing

/// Transactions under contention: FIFO order, catch blocks, readers beside a writer, uncaught errors and
/// configuration, each run hundreds of times with busy threads and yields at the boundaries, every wait bounded.
extension StressTests {
    @Suite struct Transactions {
        private struct Tagged: Error {
            let tag: Int
        }

        @Test func aReadAfterMutateAsync_seesIt_whileOthersRead() async {
            await stress { run, problems in
                let slate = stressStore(writers: ["Counter"])
                let readers = DispatchGroup()
                for _ in 0..<2 {
                    race(readers) {
                        for _ in 0..<5 { slate.querySync { context in _ = try context[SlateWriter.self].fetch() } }
                    }
                }
                for step in 1...5 {
                    slate.mutateAsync { context in
                        Stress.yieldSometimes()
                        try context[CoreDataWriter.self].fetchOne()?.age = Int64(step)
                    }
                    var age = -1
                    slate.querySync { context in age = try context[SlateWriter.self].fetchOne()?.age ?? -1 }
                    problems.check(age == step, "run \(run): querySync after mutateAsync \(step) read \(age)")
                    let queried = DispatchSemaphore(value: 0)
                    let asyncAge = Box(-1)
                    slate.queryAsync { context in
                        asyncAge.value = try context[SlateWriter.self].fetchOne()?.age ?? -1
                        queried.signal()
                    }
                    problems.wait(queried, "run \(run): queryAsync never ran")
                    problems.check(
                        asyncAge.value == step,
                        "run \(run): queryAsync after mutateAsync \(step) read \(asyncAge.value)")
                }
                problems.wait(readers, "run \(run): readers never finished")
            }
        }

        @Test func catchBlocks_attachedFromAnyThread_runOnceOnTheirQueue() async {
            let key = DispatchSpecificKey<Int>()
            await stress { run, problems in
                let slate = stressStore()
                let uncaught = Box(0)
                let observation = slate.observeUncaughtTransactionErrors { _ in uncaught.update { $0 += 1 } }
                let handled = Box<[Int]>([])
                let done = DispatchGroup()
                let attaching = DispatchGroup()
                for tag in 0..<4 {
                    let queue = DispatchQueue(label: "stress.catch.\(tag)")
                    queue.setSpecific(key: key, value: tag)
                    done.enter()
                    let catchBlock =
                        tag.isMultiple(of: 2)
                        ? slate.queryAsync { _ in
                            Stress.yieldSometimes()
                            throw Tagged(tag: tag)
                        }
                        : slate.mutateAsync { _ in
                            Stress.yieldSometimes()
                            throw Tagged(tag: tag)
                        }
                    race(attaching) {
                        catchBlock.catch(on: queue) { error in
                            let thrown = (error as? SlateTransactionError).flatMap { error -> Int? in
                                guard case .underlying(let underlying) = error else { return nil }
                                return (underlying as? Tagged)?.tag
                            }
                            let onQueue = DispatchQueue.getSpecific(key: key)
                            problems.check(
                                thrown == tag && onQueue == tag,
                                "run \(run): handler \(tag) got \(error) on \(String(describing: onQueue))")
                            handled.update { $0.append(tag) }
                            done.leave()
                        }
                    }
                }
                problems.wait(done, "run \(run): handlers ran \(handled.value)")
                attaching.wait()
                problems.check(handled.value.sorted() == [0, 1, 2, 3], "run \(run): handlers ran \(handled.value)")
                slate.mutateSync { _ in }
                problems.check(uncaught.value == 0, "run \(run): \(uncaught.value) caught errors reported as uncaught")
                observation.cancel()
            }
        }

        @Test func readersBesideAWriter_neverSeeHalfAMutation() async {
            await stress { run, problems in
                let slate = stressStore()
                slate.mutateSync { context in
                    for name in ["A", "B"] {
                        let writer = context.create(CoreDataWriter.self)
                        writer.name = name
                        writer.age = 500
                    }
                }
                let group = DispatchGroup()
                race(group) {
                    for _ in 0..<5 {
                        slate.mutateAsync { context in
                            let writers = try context[CoreDataWriter.self].sort(\.name).fetch()
                            writers[0].age -= 1
                            Stress.yieldSometimes()
                            writers[1].age += 1
                        }
                    }
                }
                for _ in 0..<3 {
                    race(group) {
                        for _ in 0..<5 {
                            slate.querySync { context in
                                let first = try context[SlateWriter.self].fetch().map(\.age).reduce(0, +)
                                Stress.yieldSometimes()
                                let second = try context[SlateWriter.self].fetch().map(\.age).reduce(0, +)
                                problems.check(
                                    first == 1_000 && second == 1_000,
                                    "run \(run): sums \(first), \(second)")
                            }
                        }
                    }
                }
                problems.wait(group, "run \(run): readers or writer stuck")
            }
        }

        @Test func uncaughtErrors_fromManyThreads_eachDeliveredOnce() async {
            await stress { run, problems in
                let slate = stressStore()
                let published = Box<[Int]>([])
                let cancellable = slate.uncaughtTransactionErrors.sink { error in
                    guard case .underlying(let underlying) = error, let tagged = underlying as? Tagged else { return }
                    published.update { $0.append(tagged.tag) }
                }
                let group = DispatchGroup()
                for thread in 0..<4 {
                    race(group) {
                        for index in 0..<3 {
                            let tag = thread * 10 + index
                            switch index {
                            case 0: slate.mutateSync { _ in throw Tagged(tag: tag) }
                            case 1: slate.querySync { _ in throw Tagged(tag: tag) }
                            default:
                                slate.mutateAsync { _ in
                                    Stress.yieldSometimes()
                                    throw Tagged(tag: tag)
                                }
                            }
                            slate.mutateSync { _ in throw SlateTransactionError.aborted }
                        }
                    }
                }
                problems.wait(group, "run \(run): transactions stuck")
                // The async mutations' catch blocks are released on the access queue once they ran; a barrier waits.
                slate.mutateSync { _ in }
                let expected = (0..<4).flatMap { thread in (0..<3).map { thread * 10 + $0 } }
                let tags = published.value.sorted()
                problems.check(tags == expected, "run \(run): published \(tags)")
                cancellable.cancel()
            }
        }

        @Test func concurrentConfigure_oneWins_andQueuedCallsRunAfterIt() async {
            await stress { run, problems in
                let slate = Slate()
                let results = Box<[SlateConfigError?]>([])
                let queued = DispatchSemaphore(value: 0)
                let count = Box(-1)
                slate.queryAsync { context in
                    count.value = try context[SlateWriter.self].count()
                    queued.signal()
                }
                let group = DispatchGroup()
                for _ in 0..<4 {
                    race(group) {
                        let description = NSPersistentStoreDescription()
                        description.type = NSInMemoryStoreType
                        slate.configure(managedObjectModel: conformanceModel, persistentStoreDescription: description) {
                            _, error in results.update { $0.append(error) }
                        }
                    }
                }
                problems.wait(group, "run \(run): configure stuck")
                problems.wait(queued, "run \(run): a query issued before configure never ran")
                let errors = results.value
                let succeeded = errors.filter { $0 == nil }.count
                let refused = errors.filter { if case .alreadyConfigured = $0 { true } else { false } }.count
                problems.check(succeeded == 1 && refused == 3, "run \(run): configure results \(errors)")
                problems.check(count.value == 0, "run \(run): the queued query read \(count.value)")
            }
        }

        @Test func concurrentConfigure_ofOneURL_claimsItOnce() async {
            await stress { run, problems in
                let url = URL(fileURLWithPath: "/tmp/shale-stress-\(UUID().uuidString).sqlite")
                let stores = (0..<3).map { _ in Slate() }
                let results = Box<[SlateConfigError?]>([])
                let group = DispatchGroup()
                for slate in stores {
                    race(group) {
                        let description = NSPersistentStoreDescription()
                        description.type = "SQLite"
                        description.url = url
                        slate.configure(managedObjectModel: conformanceModel, persistentStoreDescription: description) {
                            _, error in results.update { $0.append(error) }
                        }
                    }
                }
                problems.wait(group, "run \(run): configure stuck")
                let errors = results.value
                let inUse = errors.filter { if case .storageURLAlreadyInUse = $0 { true } else { false } }.count
                problems.check(errors.filter { $0 == nil }.count == 1 && inUse == 2, "run \(run): results \(errors)")
            }
        }
    }
}
