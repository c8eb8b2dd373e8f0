// Slate 2.1.3's API for code written against Slate: ShaleRuntime, and Slate's Combine publishers (OpenCombine
// where Apple's Combine does not exist). A Slate user's `import Slate` compiles unchanged; `import Combine`
// becomes unnecessary, since this module re-exports it.
@_exported import ShaleRuntime

#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
#endif

extension Slate {
    /// Transaction errors no catch block took (never `aborted`), to every subscriber from its subscription on,
    /// each once, in the order they were reported; errors wait for the subscriber's demand. Subscribing after the
    /// store is gone finishes at once.
    public var uncaughtTransactionErrors: AnyPublisher<SlateTransactionError, Never> {
        ObservationPublisher { [weak self] sink in
            guard let self else {
                sink.complete(.finished)
                return nil
            }
            return observeUncaughtTransactionErrors { sink.send($0) }
        }
        .eraseToAnyPublisher()
    }

    /// A deferred publisher of a request's results, as Slate's `stream`, with Combine's demand semantics and
    /// `observe`'s guarantees: each subscription gets an initial update (`initialUpdate`, every value inserted)
    /// and then one update per committed mutation that changes the results, each exactly once, in commit order,
    /// whatever the threads' timing. Nothing is sent before the subscriber holds its subscription; updates wait
    /// (unbounded) for demand. With demand outstanding, an update is delivered on the store's access queue inside
    /// the barrier of the mutation that caused it (so before `mutateSync` returns). Cancelling the subscription
    /// (or releasing its `AnyCancellable`) stops the updates and frees the subscriber. It does not keep the store
    /// alive: subscribing after the store is gone fails with `noMasterContext`, and releasing the store finishes
    /// its open subscriptions.
    public func stream<Value: SlateManagedObjectRelating>(
        _ queryFilter: @escaping (SlateQueryRequest<Value>) -> SlateQueryRequest<Value>
    ) -> AnyPublisher<StreamUpdate<Value>, SlateTransactionError> {
        ObservationPublisher { [weak self] sink in
            guard let self else {
                sink.complete(.failure(.noMasterContext))
                return nil
            }
            return observe(queryFilter, onEnd: { sink.complete(.finished) }) { result in
                switch result {
                case .success(let update): sink.send(update)
                case .failure(let error): sink.complete(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
