import Foundation
import ShaleTestSupport
import Slate
import SlateConformanceEntities
import SlateConformanceModels
import Testing

/// The stress suite: its scenarios run one after another (each brings its own busy threads), under a limit
/// far beyond what they need.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct StressTests {}

/// How the stress scenarios run: how often, how long a wait may take, and how they contend for the cores.
enum Stress {
    /// Runs per scenario: `SHALE_STRESS_ITERATIONS` from the environment (1,000 for a campaign by hand), else 200 in
    /// the full tier (`SHALE_TESTS=full`, as CI runs it: within a minute or two, ThreadSanitizer included) and 20 in
    /// the fast one. A misconfigured tier (which fails the tier's XCTest checks) gets the full tier's count.
    static let iterations =
        ProcessInfo.processInfo.environment["SHALE_STRESS_ITERATIONS"].flatMap(Int.init)
        ?? (((try? TestTier.current()) ?? .full) == .full ? 200 : 20)

    /// What time limits are multiplied by: `SHALE_TIME_SCALE` (`Scripts/sanitize` sets it to 10).
    static let timeScale = ProcessInfo.processInfo.environment["SHALE_TIME_SCALE"].flatMap(Double.init) ?? 1

    /// How long one wait of a scenario may take before the scenario fails instead of hanging: far beyond what a
    /// working run needs (milliseconds), short enough that CI never stalls on a hang.
    static let deadline = 5 * timeScale

    /// Gives the core away at a boundary now and then, so threads interleave in ever different ways.
    static func yieldSometimes() {
        switch Int.random(in: 0..<8) {
        case 0: sched_yield()
        case 1: usleep(UInt32.random(in: 1...50))
        case 2: for _ in 0..<Int.random(in: 1...20) { sched_yield() }
        default: break
        }
    }

    /// A deadline `Stress.deadline` seconds from now.
    static var waitLimit: DispatchTime { .now() + deadline }
}

/// What went wrong in a scenario's runs, gathered on whatever thread found it and recorded by the test.
final class Problems: @unchecked Sendable {
    // Unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var messages: [String] = []

    /// Notes `message` unless `condition` holds.
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        let text = message()
        lock.withLock { messages.append(text) }
    }

    /// Waits for `semaphore` until the deadline; notes `message` when it does not come (a hang, turned into a
    /// failure) and returns whether it came.
    @discardableResult
    func wait(_ semaphore: DispatchSemaphore, _ message: @autoclosure () -> String) -> Bool {
        let arrived = semaphore.wait(timeout: Stress.waitLimit) == .success
        check(arrived, "no progress within \(Stress.deadline) s: " + message())
        return arrived
    }

    /// Waits for `group` until the deadline, as `wait(_:_:)` waits for a semaphore.
    @discardableResult
    func wait(_ group: DispatchGroup, _ message: @autoclosure () -> String) -> Bool {
        let done = group.wait(timeout: Stress.waitLimit) == .success
        check(done, "no progress within \(Stress.deadline) s: " + message())
        return done
    }

    var all: [String] { lock.withLock { messages } }
}

/// Threads that keep every core busy (and yield now and then) while a scenario runs, as a loaded machine does.
final class Contention: @unchecked Sendable {
    // Unchecked: `running` is only read and written under `lock`.
    private let lock = NSLock()
    private var running = true
    private let finished = DispatchGroup()

    init(threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        for _ in 0..<threads {
            finished.enter()
            let thread = Thread { [self] in
                var spins = 0
                while lock.withLock({ running }) {
                    for _ in 0..<Int.random(in: 100...20_000) { spins &+= 1 }
                    if spins & 7 == 0 { sched_yield() }
                }
                finished.leave()
            }
            thread.start()
        }
    }

    /// Stops the busy threads and waits for them.
    func stop() {
        lock.withLock { running = false }
        finished.wait()
    }
}

/// Runs `scenario` for each of `iterations` runs on a thread of its own (its waits block that thread, never the
/// test's executor) while `Contention` keeps the cores busy; records every problem as an issue, and stops after
/// the first run that had any.
func stress(
    _ iterations: Int = Stress.iterations,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ scenario: @escaping @Sendable (_ run: Int, _ problems: Problems) -> Void
) async {
    let problems = Problems()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let thread = Thread {
            let contention = Contention()
            for run in 0..<iterations {
                scenario(run, problems)
                if !problems.all.isEmpty {
                    problems.check(false, "stopped at run \(run + 1) of \(iterations)")
                    break
                }
            }
            contention.stop()
            continuation.resume()
        }
        thread.stackSize = 4 << 20
        thread.start()
    }
    for message in problems.all { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
}

/// A store configured in memory (synchronously: its completion runs before `configure` returns) holding writers
/// with the given names.
func stressStore(writers: [String] = []) -> Slate {
    let slate = Slate()
    let description = NSPersistentStoreDescription()
    description.type = NSInMemoryStoreType
    slate.configure(managedObjectModel: conformanceModel, persistentStoreDescription: description) { _, _ in }
    if !writers.isEmpty {
        slate.mutateSync { context in
            for name in writers { context.create(CoreDataWriter.self).name = name }
        }
    }
    return slate
}

/// A class instance whose release a test can watch through a weak reference.
final class Token: Sendable {}

/// Runs `body` on a thread of its own after a yield: the other side of a race. A thread, not a global queue:
/// libdispatch on Linux adds workers only about once a second when its workers block (in `mutateSync`, say),
/// which would make a race a wait.
func race(_ group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
    group.enter()
    Thread {
        Stress.yieldSometimes()
        body()
        group.leave()
    }.start()
}
