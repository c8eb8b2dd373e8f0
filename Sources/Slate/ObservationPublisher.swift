import Foundation

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A publisher of what one store observation reports, with Combine's demand semantics: each subscription starts
/// its own observation once the subscriber holds the subscription, buffers what the observation sends until the
/// subscriber asks for it, delivers values one at a time in the order they were sent (never two at once, never
/// one twice), and ends the observation when it is cancelled, released or completed.
struct ObservationPublisher<Output, Failure: Error>: Publisher {
    /// Starts the observation, sending into the sink; returns it, or nil when it completed the sink at once.
    let start: (ObservationSink<Output, Failure>) -> SlateObservation?

    func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
        let subscription = ObservationSubscription(downstream: subscriber)
        subscriber.receive(subscription: subscription)
        subscription.attach(start(ObservationSink(subscription)))
    }
}

/// Where an observation sends values and its completion. It holds its subscription weakly: a subscription
/// nobody keeps (cancelled, or its subscriber released) goes away, and with it the observation.
struct ObservationSink<Output, Failure: Error>: @unchecked Sendable {
    // Unchecked: the closures only reach a subscription, which locks every access to its state.
    private let sendValue: (Output) -> Void
    private let sendCompletion: (Subscribers.Completion<Failure>) -> Void

    init<Downstream: Subscriber>(_ subscription: ObservationSubscription<Downstream>)
    where Downstream.Input == Output, Downstream.Failure == Failure {
        sendValue = { [weak subscription] in subscription?.send($0) }
        sendCompletion = { [weak subscription] in subscription?.complete($0) }
    }

    /// Queues a value for the subscriber; it is delivered now if the subscriber has demand.
    func send(_ value: Output) { sendValue(value) }

    /// Queues the completion after every value sent before it.
    func complete(_ completion: Subscribers.Completion<Failure>) { sendCompletion(completion) }
}

/// One subscriber's subscription: a FIFO of values that waits for demand, then the completion.
final class ObservationSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    // Unchecked: every stored property is read and written inside `state.withLock`; the subscriber is called
    // outside the lock, by one thread at a time (`isDelivering`).
    private let state: ObservationLock<State>

    private struct State {
        /// Nil once cancelled or completed.
        var downstream: Downstream?
        var demand = Subscribers.Demand.none
        var pending: [Downstream.Input] = []
        var pendingStart = 0
        var completion: Subscribers.Completion<Downstream.Failure>?
        /// Whether a thread is calling the subscriber; others only queue, and that thread delivers what they queued.
        var isDelivering = false
        var observation: SlateObservation?
    }

    init(downstream: Downstream) {
        state = ObservationLock(State(downstream: downstream))
    }

    /// Keeps the observation for as long as the subscription is open; ends it at once if it no longer is.
    func attach(_ observation: SlateObservation?) {
        let isOpen = state.withLock { state in
            guard state.downstream != nil else { return false }
            state.observation = observation
            return true
        }
        if !isOpen { observation?.cancel() }
    }

    func send(_ value: Downstream.Input) {
        let queued = state.withLock { state in
            guard state.downstream != nil, state.completion == nil else { return false }
            state.pending.append(value)
            return true
        }
        if queued { deliver() }
    }

    func complete(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let queued = state.withLock { state in
            guard state.downstream != nil, state.completion == nil else { return false }
            state.completion = completion
            return true
        }
        if queued { deliver() }
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.demand += demand }
        deliver()
    }

    func cancel() {
        let observation = state.withLock { state in
            defer { state = State() }
            return state.observation
        }
        observation?.cancel()
    }

    private enum Step {
        case value(Downstream, Downstream.Input)
        case completion(Downstream, Subscribers.Completion<Downstream.Failure>, SlateObservation?)
    }

    /// Delivers queued values while there is demand, then the completion once nothing is queued, unless another
    /// thread is delivering already (it will deliver what was queued here too).
    private func deliver() {
        while let step = nextStep() {
            switch step {
            case let .value(downstream, value):
                let more = downstream.receive(value)
                state.withLock { state in
                    state.demand += more
                    state.isDelivering = false
                }
            case let .completion(downstream, completion, observation):
                observation?.cancel()
                downstream.receive(completion: completion)
                return
            }
        }
    }

    /// The next thing to hand the subscriber, marking this thread as the one delivering; nil when there is none.
    private func nextStep() -> Step? {
        state.withLock { state in
            guard !state.isDelivering, let downstream = state.downstream else { return nil }
            if state.pendingStart < state.pending.count {
                guard state.demand > 0 else { return nil }
                let value = state.pending[state.pendingStart]
                state.pendingStart += 1
                if state.pendingStart == state.pending.count {
                    state.pending.removeAll(keepingCapacity: true)
                    state.pendingStart = 0
                }
                state.demand -= 1
                state.isDelivering = true
                return .value(downstream, value)
            }
            guard let completion = state.completion else { return nil }
            let observation = state.observation
            state = State()
            return .completion(downstream, completion, observation)
        }
    }
}

/// A value behind a lock (ShaleRuntime's own is internal to it).
final class ObservationLock<Value>: @unchecked Sendable {
    // Unchecked: `value` is only read or written inside `withLock`, which holds `lock`.
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) {
        self.value = value
    }

    @discardableResult
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
