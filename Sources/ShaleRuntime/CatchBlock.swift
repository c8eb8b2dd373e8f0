import Dispatch

/// What Slate's queue-based calls return: attach a handler for the transaction's error with `catch`. An error
/// no handler takes (except `aborted`) goes to the store's uncaught-error observers once this is released.
public final class _SlateCatchBlock: @unchecked Sendable {
    // Unchecked: every stored property is read and written with `lock` held.
    private let lock = Locked(State())
    private weak var slate: Slate?

    private struct State {
        var error: SlateTransactionError?
        var handler: ((Error) -> Void)?
        var queue: DispatchQueue?
        var handled = false
    }

    init(slate: Slate) {
        self.slate = slate
    }

    deinit {
        let uncaught = lock.withLock { state in state.handled ? nil : state.error }
        if let uncaught, !uncaught.isAborted { slate?.reportUncaught(uncaught) }
    }

    /// Calls `handler` with the transaction's error, if it fails, exactly once whichever comes first, the error or
    /// the handler: on `queue`, or at once on the thread that finds the error when `queue` is nil (the caller's,
    /// if the error is already known). The error is a `SlateTransactionError`.
    public func `catch`(on queue: DispatchQueue? = nil, _ handler: @escaping (Error) -> Void) {
        let ready = lock.withLock { state in
            state.handler = handler
            state.queue = queue
            return take(&state)
        }
        ready.map(deliver)
    }

    /// Records the transaction's error.
    func fail(_ error: Error) {
        let ready = lock.withLock { state in
            state.error = SlateTransactionError(error)
            return take(&state)
        }
        ready.map(deliver)
    }

    private typealias Delivery = (error: SlateTransactionError, handler: (Error) -> Void, queue: DispatchQueue?)

    /// The error and its handler, once both are there, marked as handled.
    private func take(_ state: inout State) -> Delivery? {
        guard !state.handled, let error = state.error, let handler = state.handler else { return nil }
        state.handled = true
        return (error, handler, state.queue)
    }

    private func deliver(_ delivery: Delivery) {
        guard let queue = delivery.queue else { return delivery.handler(delivery.error) }
        let handler = UncheckedSendable(delivery.handler)
        let error = delivery.error
        queue.async { handler.value(error) }
    }
}
