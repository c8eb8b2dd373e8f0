import Foundation

// MARK: Streams
//
// Delivery guarantees, for `observe`, `updates` and the `Slate` product's `stream`:
// - The first update (`initialUpdate`, every value inserted) reflects every mutation committed before the stream
//   was registered, and none after; the stream is registered in a barrier on the access queue, after every block
//   issued before the call and before every block issued after it returns.
// - Then exactly one update per committed mutation that changes the results (values, order or a member's
//   values), in commit order, none for mutations that change nothing the request returns, none for mutations
//   that throw or fail validation. Each update is computed inside the barrier of the mutation that caused it, so
//   no later mutation can fall between a commit and its update.
// - Cancelling (or releasing the observation) stops delivery: no update of a mutation committed after `cancel`
//   returns is delivered, and the handler is released. An update already being delivered when `cancel` is called
//   on another thread may still finish.
// - A store released while streams are open ends them: `observe`'s `onEnd` is called, `updates` sequences finish,
//   Combine subscribers receive `finished`.

extension Slate {
    /// Calls `handler` with the results of a request: first with every value (`initialUpdate`, all inserted),
    /// then once after every committed mutation that changes them, in commit order, never twice for one mutation.
    /// Updates arrive on the access queue, inside the barrier of the mutation that caused them, one at a time.
    /// Cancelled or released, the observation ends and releases `handler`.
    /// - Parameters:
    ///   - request: Builds the request from one for every object of the model's entity.
    ///   - onEnd: Called once if the store is released while the observation is open.
    ///   - handler: Takes each update, or the error that ended the stream (a request that cannot be evaluated, as
    ///     `underlying`).
    public func observe<Value: SlateObject>(
        _ request: @escaping (SlateQueryRequest<Value>) -> SlateQueryRequest<Value>,
        onEnd: (() -> Void)? = nil,
        handler: @escaping (Result<StreamUpdate<Value>, SlateTransactionError>) -> Void
    ) -> SlateObservation {
        let subscriber = StreamSubscriber(
            request: request(SlateQueryRequest(entityOf: Value.self)), onEnd: onEnd,
            handler: handler)
        let key = shared.withLock { shared in
            defer { shared.nextStreamNumber += 1 }
            return shared.nextStreamNumber
        }
        let observation = SlateObservation { [weak self] in
            // Closed first: a registration that runs after this sees it closed; one that ran before is removed.
            subscriber.cancel()
            _ = self?.shared.withLock { $0.streams.removeValue(forKey: key) }
        }
        accessQueue.async(flags: .barrier) { [self] in
            // Registered inside a barrier, so no mutation falls between the first update and the next.
            guard let (schema, state) = configuredState else {
                return subscriber.fail(.noMasterContext)
            }
            let registered = shared.withLock { shared in
                guard !subscriber.isCancelled else { return false }
                shared.streams[key] = subscriber
                return true
            }
            if registered { subscriber.publish(schema: schema, state: state, cache: cache) }
        }
        return observation
    }

    /// The updates of a request's results as an asynchronous sequence, with `observe`'s guarantees: nothing is
    /// dropped (updates wait, unbounded, until the iteration asks for them). Ending the iteration, or cancelling
    /// its task, ends the observation; the sequence finishes when the store is released.
    public func updates<Value: SlateObject>(
        _ request: @escaping (SlateQueryRequest<Value>) -> SlateQueryRequest<Value>
    ) -> AsyncThrowingStream<StreamUpdate<Value>, Error> {
        let (stream, continuation) = AsyncThrowingStream<StreamUpdate<Value>, Error>.makeStream()
        let observation = observe(request, onEnd: { continuation.finish() }) { result in
            switch result {
            case .success(let update): continuation.yield(update)
            case .failure(let error): continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in observation.cancel() }
        return stream
    }

    /// How many streams the store is publishing to.
    var openStreamCount: Int { shared.withLock(\.streams.count) }
}
