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
    /// Transaction errors no catch block took (never `aborted`), to every subscriber from its subscription on.
    public var uncaughtTransactionErrors: AnyPublisher<SlateTransactionError, Never> {
        Deferred { [weak self] () -> AnyPublisher<SlateTransactionError, Never> in
            guard let self else { return Empty().eraseToAnyPublisher() }
            let subject = Shared(PassthroughSubject<SlateTransactionError, Never>())
            let observation = observeUncaughtTransactionErrors { subject.value.send($0) }
            return subject.value.handleEvents(receiveCancel: { observation.cancel() }).eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }

    /// A deferred publisher of a request's results, as Slate's `stream`: on subscription an initial update
    /// (`initialUpdate`, every value inserted), then one update per committed mutation that changes the results,
    /// delivered on the store's access queue. Cancelling the subscription (or releasing its `AnyCancellable`)
    /// stops the updates. It does not keep the store alive: subscribing after the store is gone fails with
    /// `noMasterContext`.
    public func stream<Value: SlateManagedObjectRelating>(
        _ queryFilter: @escaping (SlateQueryRequest<Value>) -> SlateQueryRequest<Value>
    ) -> AnyPublisher<StreamUpdate<Value>, SlateTransactionError> {
        let queryFilter = Shared(queryFilter)
        return Deferred { [weak self] () -> AnyPublisher<StreamUpdate<Value>, SlateTransactionError> in
            guard let self else { return Fail(error: .noMasterContext).eraseToAnyPublisher() }
            let subject = Shared(PassthroughSubject<StreamUpdate<Value>, SlateTransactionError>())
            let observation = Shared<SlateObservation?>(nil)
            // Observed once the subscriber asks for values, so the initial update cannot be sent before it is there.
            return subject.value.handleEvents(
                receiveCompletion: { _ in observation.value?.cancel() },
                receiveCancel: { observation.value?.cancel() },
                receiveRequest: { [weak self] _ in
                    guard observation.value == nil, let self else { return }
                    observation.value = observe(queryFilter.value) { result in
                        switch result {
                        case .success(let update): subject.value.send(update)
                        case .failure(let error): subject.value.send(completion: .failure(error))
                        }
                    }
                }
            )
            .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }
}

/// A reference the publishers' closures share. Subjects are thread-safe; the observation is set once, by the
/// first demand, before any update can arrive, and only cancelled afterwards (cancelling is thread-safe).
private final class Shared<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
