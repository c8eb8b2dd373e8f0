import Dispatch
import Foundation

/// An in-memory store with Slate's API and guarantees: many concurrent readers, each on a consistent snapshot,
/// and one writer at a time whose changes become visible all at once when its block returns, or not at all
/// when it throws or fails validation.
///
/// Ordering is Slate's: every query and mutation runs on one access queue, first in, first out. Queries run
/// concurrently with each other; a mutation is a barrier that waits for earlier blocks and holds later ones back
/// until it has committed. So a query issued after `mutateAsync` (or any other write) returns sees that write, and
/// stream updates are delivered inside the barrier of the mutation that caused them (see `observe` for every
/// stream guarantee). Calls made before `configure` wait on the queue until it is configured; `configure` called
/// from several threads at once configures the store once, and every other call gets `alreadyConfigured`.
///
/// Immutable models come from a cache, as Slate's do: every fetch, resolver and stream update hands out the same
/// instance for an object that has not changed since, and a new one once it has (see `SnapshotCache`).
public final class Slate: @unchecked Sendable {
    // Unchecked: the queue is thread-safe, and everything else sits behind `Locked`.
    let accessQueue = DispatchQueue(label: "Slate.accessQueue", attributes: [.concurrent, .initiallyInactive])
    let shared = Locked(StoreShared())
    /// The immutable-object cache: one instance per unchanged object (see `SnapshotCache`).
    let cache = SnapshotCache()

    /// Every store URL a configured store uses: one store per URL, as Slate checks.
    private static let storeURLs = Locked(Set<URL>())

    /// Creates an unconfigured store.
    public init() {}

    /// Ends every open stream (Combine subscribers get `finished`, `updates` sequences end), then frees the store.
    deinit {
        let (schema, url, streams) = shared.withLock { ($0.schema, $0.storeURL, Array($0.streams.values)) }
        for stream in streams { stream.end() }
        if schema == nil { accessQueue.activate() }
        if let url { _ = Slate.storeURLs.withLock { $0.remove(url) } }
    }

    // MARK: Configuration

    /// Configures the store with the generated schema (`<Model>Schema.schema`). Queued queries and mutations run
    /// once this returns.
    /// - Parameter completion: Called with nil, or with `SlateConfigError.alreadyConfigured` on a second call.
    public func configure(schema: Schema, completion: ((Error?) -> Void)? = nil) {
        let error = install(schema, description: nil)
        completion?(error)
    }

    /// Configures the store as Slate's `configure(managedObjectModel:persistentStoreDescription:completionHandler:)`
    /// does, with the generated schema as the model. The store is always kept in memory; a description of another
    /// type must still name a URL no other store uses, as Slate requires.
    public func configure(
        managedObjectModel: Schema,
        persistentStoreDescription: SlatePersistentStoreDescription,
        completionHandler: @escaping (SlatePersistentStoreDescription, SlateConfigError?) -> Void
    ) {
        completionHandler(
            persistentStoreDescription, install(managedObjectModel, description: persistentStoreDescription))
    }

    private func install(_ schema: Schema, description: SlatePersistentStoreDescription?) -> SlateConfigError? {
        guard shared.withLock({ $0.schema == nil }) else { return .alreadyConfigured }
        var claimed: URL?
        if let description, description.type != SlatePersistentStoreDescription.inMemoryStoreType {
            guard let url = description.url else { return .storageURLRequired }
            guard Slate.storeURLs.withLock({ $0.insert(url).inserted }) else { return .storageURLAlreadyInUse }
            claimed = url
        }
        let installed = shared.withLock { shared in
            guard shared.schema == nil else { return false }
            shared.schema = schema
            shared.storeURL = claimed
            return true
        }
        guard installed else {
            if let claimed { _ = Slate.storeURLs.withLock { $0.remove(claimed) } }
            return .alreadyConfigured
        }
        accessQueue.activate()
        return nil
    }

    // MARK: Queries

    /// Runs `block` on a snapshot of the store, on the caller's thread, and returns when it has; inside another
    /// query block of this store it runs at once in that block's context. Errors go to the returned catch block.
    @discardableResult
    public func querySync(block: (SlateQueryContext) throws -> Void) -> _SlateCatchBlock {
        if let current = SlateQueryContext.current, current.slate === self {
            return transaction { try block(current) }
        }
        return transaction { try accessQueue.sync { try runQuery(block) } }
    }

    /// Runs `block` on a snapshot of the store, later, on the access queue. Errors go to the returned catch block.
    @discardableResult
    public func queryAsync(block: @escaping (SlateQueryContext) throws -> Void) -> _SlateCatchBlock {
        let block = UncheckedSendable(block)
        return enqueue(barrier: false) { [self] in try runQuery(block.value) }
    }

    /// Runs `block` on a snapshot of the store and returns what it returns. Immutable models can be created
    /// only in query blocks; they keep their values whatever later mutations do.
    /// - Throws: What the block threw, as a `SlateTransactionError` (`underlying` for other errors).
    @discardableResult
    public func query<Output: Sendable>(
        block: @escaping (SlateQueryContext) throws -> Output
    ) async throws(SlateTransactionError) -> Output {
        let block = UncheckedSendable(block)
        return try await onAccessQueue(barrier: false) { [self] in try runQuery(block.value) }
    }

    // MARK: Mutations

    /// Runs `block` as the only writer, on the caller's thread, and returns once its changes are committed (or
    /// rolled back). Errors, including failed validation, go to the returned catch block.
    @discardableResult
    public func mutateSync(block: (SlateMutateContext) throws -> Void) -> _SlateCatchBlock {
        transaction { try accessQueue.sync(flags: .barrier) { try runMutation(block) } }
    }

    /// Runs `block` as the only writer, later, on the access queue. Every query or mutation issued after this
    /// call returns runs after the block and sees its changes. Errors go to the returned catch block.
    @discardableResult
    public func mutateAsync(block: @escaping (SlateMutateContext) throws -> Void) -> _SlateCatchBlock {
        let block = UncheckedSendable(block)
        return enqueue(barrier: true) { [self] in try runMutation(block.value) }
    }

    /// Runs `block` as the only writer. Its changes are validated when it returns (Core Data's rules) and then
    /// become visible to readers all at once; if it throws, or validation fails, none of them is kept.
    /// - Throws: What the block threw, or `SlateError.validation` in `underlying`; `aborted` as itself.
    @discardableResult
    public func mutate<Output: Sendable>(
        block: @escaping (SlateMutateContext) throws -> Output
    ) async throws(SlateTransactionError) -> Output {
        let block = UncheckedSendable(block)
        return try await onAccessQueue(barrier: true) { [self] in try runMutation(block.value) }
    }

    /// Whether the current thread is running a query block.
    public static var isThreadInsideQuery: Bool { SlateQueryContext.current != nil }

    // MARK: Uncaught errors

    /// Calls `handler` with every transaction error no catch block took (`aborted` never), each once, on the thread
    /// that dropped the catch block (so several threads may call it at once). Released or cancelled, the
    /// observation ends.
    public func observeUncaughtTransactionErrors(
        _ handler: @escaping @Sendable (SlateTransactionError) -> Void
    ) -> SlateObservation {
        let key = UUID()
        shared.withLock { $0.uncaughtErrorHandlers[key] = handler }
        return SlateObservation { [weak self] in
            _ = self?.shared.withLock { $0.uncaughtErrorHandlers.removeValue(forKey: key) }
        }
    }

    func reportUncaught(_ error: SlateTransactionError) {
        for handler in shared.withLock({ Array($0.uncaughtErrorHandlers.values) }) { handler(error) }
    }

    // MARK: Running blocks

    /// The schema and the committed state; nil until the store is configured.
    var configuredState: (schema: Schema, state: StoreState)? {
        shared.withLock { shared in shared.schema.map { ($0, shared.state) } }
    }

    /// Runs `body` now; its error goes to the returned catch block.
    private func transaction(_ body: () throws -> Void) -> _SlateCatchBlock {
        let catchBlock = _SlateCatchBlock(slate: self)
        do { try body() } catch { catchBlock.fail(error) }
        return catchBlock
    }

    /// Runs `body` later on the access queue (as a barrier for writes); its error goes to the returned catch block.
    private func enqueue(barrier: Bool, _ body: @escaping @Sendable () throws -> Void) -> _SlateCatchBlock {
        let catchBlock = _SlateCatchBlock(slate: self)
        accessQueue.async(flags: barrier ? .barrier : []) {
            do { try body() } catch { catchBlock.fail(error) }
        }
        return catchBlock
    }

    private func onAccessQueue<Output: Sendable>(
        barrier: Bool, _ body: @escaping @Sendable () throws -> Output
    ) async throws(SlateTransactionError) -> Output {
        let result: Result<Output, SlateTransactionError> = await withCheckedContinuation { continuation in
            accessQueue.async(flags: barrier ? .barrier : []) {
                continuation.resume(returning: Result(catching: body).mapError(SlateTransactionError.init))
            }
        }
        return try result.get()
    }

    /// Runs a query block on the committed state, marking the thread as inside a query context.
    private func runQuery<T>(_ block: (SlateQueryContext) throws -> T) throws -> T {
        guard let (schema, state) = configuredState else {
            throw SlateTransactionError.noMasterContext
        }
        let graph = ObjectGraph(schema: schema, state: state, isWritable: false, cache: cache)
        defer { graph.close() }
        let context = SlateQueryContext(slate: self, graph: graph)
        return try context.run { try block(context) }
    }

    /// Runs a mutation block on a private copy of the state, validates and commits it, then publishes to streams.
    private func runMutation<T>(_ block: (SlateMutateContext) throws -> T) throws -> T {
        guard let (schema, state) = configuredState else {
            throw SlateTransactionError.noMasterContext
        }
        let graph = ObjectGraph(schema: schema, state: state, isWritable: true)
        defer { graph.close() }
        let result = try block(SlateMutateContext(graph: graph))
        let errors = Validation.errors(in: graph)
        guard errors.isEmpty else { throw SlateError.validation(errors) }
        let finished = graph.finishedState()
        let streams = shared.withLock { shared in
            shared.state = finished
            return shared.streams.sorted { $0.key < $1.key }.map(\.value)
        }
        cache.invalidate(graph.touchedIDs)
        for stream in streams { stream.publish(schema: schema, state: finished, cache: cache) }
        return result
    }
}

/// What the store shares between the access queue's blocks and its configuration; always accessed under its lock.
struct StoreShared {
    var schema: Schema?
    var storeURL: URL?
    var state = StoreState()
    /// Open streams by registration number: they are published to in the order they were opened.
    var streams: [Int: any StreamPublishing] = [:]
    var nextStreamNumber = 0
    var uncaughtErrorHandlers: [UUID: @Sendable (SlateTransactionError) -> Void] = [:]
}

/// A registration that ends when cancelled or released (as Combine's `AnyCancellable` does).
public final class SlateObservation: Sendable {
    private let onCancel: Locked<(() -> Void)?>

    init(onCancel: @escaping () -> Void) {
        self.onCancel = Locked(onCancel)
    }

    /// Ends the registration; later calls do nothing.
    public func cancel() {
        onCancel.withLock { action in
            defer { action = nil }
            return action
        }?()
    }

    deinit { cancel() }
}

/// Carries a value the compiler cannot prove `Sendable` to the access queue. Used for blocks handed to Slate's
/// queue-based API, which Slate documents as run there and which the caller promises may run there.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A value behind a lock.
final class Locked<Value>: @unchecked Sendable {
    // Safe: `value` is only read or written inside `withLock`, which holds `lock`.
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    func withLock<Result>(_ keyPath: KeyPath<Value, Result>) -> Result {
        withLock { $0[keyPath: keyPath] }
    }
}
