import Dispatch
import Foundation
import Slate
import SlateConformanceEntities
import SlateConformanceModels
import Testing

/// Configuration, and the four ways to run a transaction with their error handling.
@Suite(.timeLimit(.minutes(1)))
struct TransactionTests {
    let slate = Slate()

    @Test func configureTwice_reportsAlreadyConfigured() async {
        await configureInMemory(slate)
        let error: SlateConfigError? = await withCheckedContinuation { continuation in
            slate.configure(
                managedObjectModel: conformanceModel,
                persistentStoreDescription: NSPersistentStoreDescription()
            ) { _, error in
                continuation.resume(returning: error)
            }
        }
        guard case .alreadyConfigured = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
    }

    @Test func storesOtherThanInMemory_needAURL_thatNoOtherStoreUses() {
        func configure(_ slate: Slate, _ description: NSPersistentStoreDescription) -> SlateConfigError? {
            var result: SlateConfigError?
            slate.configure(managedObjectModel: conformanceModel, persistentStoreDescription: description) { _, error in
                result = error
            }
            return result
        }
        let noURL = NSPersistentStoreDescription()
        noURL.type = NSSQLiteStoreType
        guard case .storageURLRequired = configure(Slate(), noURL) else {
            Issue.record("a URL is required")
            return
        }
        let url = URL(fileURLWithPath: "/conformance/\(UUID().uuidString).sqlite")
        let first = Slate()
        #expect(configure(first, NSPersistentStoreDescription(url: url)) == nil)
        guard case .storageURLAlreadyInUse = configure(Slate(), NSPersistentStoreDescription(url: url)) else {
            Issue.record("one store per URL")
            return
        }
        withExtendedLifetime(first) {}
    }

    @Test func callsMadeBeforeConfiguration_waitForIt() async {
        let names = Box<[String]?>(nil)
        slate.queryAsync { context in
            names.value = try context[SlateWriter.self].fetch().map(\.name)
        }
        slate.mutateAsync { context in
            context.create(CoreDataWriter.self).name = "Early"
        }
        #expect(names.value == nil, "nothing runs before the store is configured")
        await configureInMemory(slate)
        #expect(writerNames(slate) == ["Early"])
        #expect(names.value == [], "the query queued first ran first, before the mutation")
    }

    @Test func querySync_runsOnTheCallersThread_andNestsInline() async {
        await configureInMemory(slate)
        addWriter(slate, name: "Ada")
        var inside = false
        var nestedCount = -1
        #expect(!Slate.isThreadInsideQuery)
        slate.querySync { context in
            inside = Slate.isThreadInsideQuery
            // A query inside a query runs at once, in the same context (Slate's reentrancy).
            slate.querySync { nested in
                nestedCount = try nested.query(SlateWriter.self).count()
            }
        }
        #expect(inside)
        #expect(nestedCount == 1)
        #expect(!Slate.isThreadInsideQuery)
    }

    @Test func asyncQueryAndMutate_returnValues_andThrowTransactionErrors() async throws {
        await configureInMemory(slate)
        let answer = try await slate.mutate { context in
            context.create(CoreDataWriter.self).name = "Bea"
            return 42
        }
        #expect(answer == 42)
        let count = try await slate.query { context in try context[SlateWriter.self].count() }
        #expect(count == 1)

        struct Oops: Error {}
        do {
            try await slate.mutate { context in
                context.create(CoreDataWriter.self).name = "Kept out"
                throw Oops()
            }
            Issue.record("the mutation should throw")
        } catch {
            guard case .underlying(let underlying) = error, underlying is Oops else {
                Issue.record("\(error)")
                return
            }
        }
        do {
            _ = try await slate.query { _ in throw SlateTransactionError.aborted }
            Issue.record("the query should throw")
        } catch {
            #expect(error.isAborted, "a thrown transaction error comes back as itself")
        }
        #expect(writerNames(slate) == ["Bea"], "a throwing mutation keeps nothing")
    }

    @Test func catchBlocks_takeErrors_onTheirQueue_orAtOnce() async {
        await configureInMemory(slate)
        struct Oops: Error {}
        var caught: Error?
        slate.mutateSync { _ in throw Oops() }.catch { caught = $0 }
        guard case .underlying(let underlying) = caught as? SlateTransactionError, underlying is Oops else {
            Issue.record("\(String(describing: caught))")
            return
        }

        let queue = DispatchQueue(label: "conformance.catch")
        queue.setSpecific(key: queueKey, value: "catch")
        let onQueue: Bool = await withCheckedContinuation { continuation in
            slate.queryAsync { _ in throw Oops() }.catch(on: queue) { _ in
                continuation.resume(returning: DispatchQueue.getSpecific(key: queueKey) == "catch")
            }
        }
        #expect(onQueue, "the handler runs on the queue it was given")

        var validation: Error?
        slate.mutateSync { context in _ = context.create(CoreDataNovel.self) }.catch { validation = $0 }
        #expect(!validationErrors(validation).isEmpty, "a failed save reaches the catch block")
    }

    @Test func abortedMutations_rollBackQuietly() async {
        await configureInMemory(slate)
        let uncaught = Box<[SlateTransactionError]>([])
        var cancellables: Set<AnyCancellable> = []
        slate.uncaughtTransactionErrors.sink { error in uncaught.update { $0.append(error) } }.store(in: &cancellables)
        var caught: Error?
        slate.mutateSync { context in
            context.create(CoreDataWriter.self).name = "Never"
            throw SlateTransactionError.aborted
        }.catch { caught = $0 }
        slate.mutateSync { _ in throw SlateTransactionError.aborted }
        #expect((caught as? SlateTransactionError)?.isAborted == true, "a catch block still sees the abort")
        #expect(writerNames(slate) == [])
        #expect(uncaught.value.isEmpty, "aborted never reaches the uncaught errors")
    }

    @Test func uncaughtErrors_arePublished_caughtOnesAreNot() async {
        await configureInMemory(slate)
        struct Oops: Error {}
        let uncaught = Box<[SlateTransactionError]>([])
        var cancellables: Set<AnyCancellable> = []
        slate.uncaughtTransactionErrors.sink { error in uncaught.update { $0.append(error) } }.store(in: &cancellables)
        slate.mutateSync { _ in throw Oops() }.catch { _ in }
        slate.mutateSync { _ in throw Oops() }
        slate.querySync { _ in throw SlateTransactionError.queryInvalidCast }
        await withCheckedContinuation { continuation in
            slate.mutateAsync { _ in throw Oops() }
            slate.queryAsync { _ in continuation.resume() }
        }
        // The async mutation's catch block is released on the access queue once its error is known.
        for _ in 0..<100 where uncaught.value.count < 3 { try? await Task.sleep(nanoseconds: 10_000_000) }
        #expect(uncaught.value.count == 3)
        cancellables.removeAll()
        slate.mutateSync { _ in throw Oops() }
        #expect(uncaught.value.count == 3, "a cancelled subscription hears nothing more")
    }

    @Test func requestsFetchedOutsideTheirQuery_throwQueryOutsideScope() async throws {
        await configureInMemory(slate)
        var escaped: SlateQueryRequest<SlateWriter>?
        slate.querySync { context in escaped = context[SlateWriter.self] }
        let request = try #require(escaped, "the query block hands its request out")
        let errors = [
            #expect(throws: SlateTransactionError.self, "fetch") { _ = try request.fetch() },
            #expect(throws: SlateTransactionError.self, "count") { _ = try request.count() },
        ]
        for error in errors {
            guard case .queryOutsideScope? = error else {
                Issue.record("expected queryOutsideScope, got \(String(describing: error))")
                continue
            }
        }
    }
}

private let queueKey = DispatchSpecificKey<String>()
