import Foundation

/// An in-memory store with Slate's API: many concurrent readers, each on a consistent snapshot, and one writer
/// at a time whose changes become visible all at once when its block returns, or not at all when it throws.
///
/// Calls made before `configure` finishes wait for it, as Slate documents.
public final class Slate: Sendable {
    private let shared = Locked(Shared())
    private let writer = WriterQueue()

    /// Creates an unconfigured store.
    public init() {}

    /// Configures the store with the generated schema (`<Model>Schema.schema`). Queued queries and mutations run
    /// once this returns.
    /// - Parameter completion: Called with nil, or with `SlateError.alreadyConfigured` on a second call.
    public func configure(schema: Schema, completion: (@Sendable (Error?) -> Void)? = nil) {
        let waiters: [CheckedContinuation<Void, Never>]? = shared.withLock { shared in
            guard shared.schema == nil else { return nil }
            shared.schema = schema
            defer { shared.waiters = [] }
            return shared.waiters
        }
        guard let waiters else {
            completion?(SlateError.alreadyConfigured)
            return
        }
        for waiter in waiters { waiter.resume() }
        completion?(nil)
    }

    /// Runs `block` on a snapshot of the store and returns what it returns. Immutable models can be created
    /// only here; they keep their values whatever later mutations do.
    public func query<T: Sendable>(_ block: @Sendable (SlateReadContext) throws -> T) async throws -> T {
        let (schema, state) = await snapshot()
        return try Self.runQuery(ObjectGraph(schema: schema, state: state, isWritable: false), block)
    }

    /// Runs `block` as the only writer. Its changes are validated when it returns and then become visible to
    /// readers all at once; if it throws, or validation fails (`SlateError.validation`), none of them is kept.
    @discardableResult
    public func mutate<T: Sendable>(_ block: @Sendable (SlateWriteContext) throws -> T) async throws -> T {
        let (schema, _) = await snapshot()
        return try await writer.run { [shared] in
            let graph = ObjectGraph(schema: schema, state: shared.withLock(\.state), isWritable: true)
            defer { graph.close() }
            let result = try block(SlateWriteContext(graph: graph))
            let errors = Validation.errors(in: graph)
            guard errors.isEmpty else { throw SlateError.validation(errors) }
            let state = graph.finishedState()
            let streams = shared.withLock { shared in
                shared.state = state
                return Array(shared.streams.values)
            }
            for stream in streams { stream.publish(schema: schema, state: state) }
            return result
        }
    }

    /// Updates of a request's results: the first with the current values, then one after every mutation that
    /// changes them, with the inserted, deleted, updated and moved indexes since the previous update.
    public func stream<T: SlateObject>(
        _ configure: @escaping @Sendable (SlateQueryRequest<T>) -> SlateQueryRequest<T>
    ) -> AsyncThrowingStream<SlateStreamUpdate<T>, Error> {
        let (stream, continuation) = AsyncThrowingStream<SlateStreamUpdate<T>, Error>.makeStream()
        let key = UUID()
        let subscriber = StreamSubscriber(request: configure(SlateQueryRequest(graph: nil)), continuation: continuation)
        continuation.onTermination = { [shared] _ in
            shared.withLock { $0.streams[key] = nil }
        }
        Task { [self, shared, writer] in
            let (schema, _) = await snapshot()
            // Registered by the writer queue, so no mutation falls between the first update and the next.
            await writer.run {
                let state = shared.withLock { shared in
                    shared.streams[key] = subscriber
                    return shared.state
                }
                subscriber.publish(schema: schema, state: state)
            }
        }
        return stream
    }

    /// The schema and current state, once configured.
    private func snapshot() async -> (Schema, StoreState) {
        if let ready = shared.withLock({ shared in shared.schema.map { ($0, shared.state) } }) { return ready }
        await withCheckedContinuation { continuation in
            let ready = shared.withLock { shared in
                if shared.schema == nil { shared.waiters.append(continuation) }
                return shared.schema != nil
            }
            if ready { continuation.resume() }
        }
        return shared.withLock { ($0.schema!, $0.state) }
    }

    /// Runs a query block synchronously, marking the thread as a query context (immutable models check it).
    private static func runQuery<T>(_ graph: ObjectGraph, _ block: (SlateReadContext) throws -> T) throws -> T {
        defer { graph.close() }
        return try SlateQueryContextMarker.run { try block(SlateReadContext(graph: graph)) }
    }

    /// The thread-dictionary key Slate's generated immutable models look for.
    static let queryContextKey = "kThreadKeySlateQueryContext"
}

/// Immutable models check this before they snapshot a mutable object, as Slate's do; `SlateReadContext`
/// sets it while a query block runs. Tests that build snapshots by hand can set it with this.
public enum SlateQueryContextMarker {
    /// Runs `body` as if inside a query context.
    public static func run<T>(_ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[Slate.queryContextKey]
        dictionary[Slate.queryContextKey] = true
        defer { dictionary[Slate.queryContextKey] = previous }
        return try body()
    }
}

/// What the store shares between readers, the writer and streams; always accessed under its lock.
private struct Shared {
    var schema: Schema?
    var state = StoreState()
    var waiters: [CheckedContinuation<Void, Never>] = []
    var streams: [UUID: any StreamPublishing] = [:]
}

/// One writer at a time: mutation blocks are synchronous, so the actor runs each to its end before the next.
private actor WriterQueue {
    func run<T: Sendable>(_ body: @Sendable () throws -> T) throws -> T {
        try body()
    }

    func run(_ body: @Sendable () -> Void) {
        body()
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
