import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A browser started with `--remote-debugging-pipe`, spoken to in the Chrome DevTools protocol: JSON messages,
/// each ended by a NUL byte, written to the browser's file descriptor 3 and read from its descriptor 4.
///
/// A pipe rather than a port: nothing listens on the machine (parallel test runs cannot collide and no other
/// process can reach the browser), and no WebSocket client is needed. Every wait has a deadline, so a browser that
/// hangs fails the test instead of stalling the run.
package final class DevToolsPipe: @unchecked Sendable {
    /// A JSON object of the protocol.
    package typealias Message = [String: Any]

    /// What went wrong while driving the browser.
    package struct Failure: Error, CustomStringConvertible {
        /// What happened.
        package var description: String
    }

    private let process: pid_t
    private let commands: Int32
    private let replies: Int32
    private let condition = NSCondition()
    private var responses: [Int: Message] = [:]
    private var events: [Message] = []
    private var closed = false
    private var nextID = 1
    private let deadline: Date

    /// Starts `executable` with `arguments`, its descriptors 3 and 4 connected to this object.
    /// - Parameter deadline: When every wait of this session gives up.
    package init(executable: String, arguments: [String], deadline: Date) throws {
        // A write to a browser that has died must fail with EPIPE, not kill the test process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            throw Failure(description: "cannot create pipes: \(String(cString: strerror(errno)))")
        }
        for descriptor in toBrowser + fromBrowser { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        // Darwin declares `posix_spawn_file_actions_t` as a pointer its init allocates behind, Glibc as a struct.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The child's ends become descriptors 3 and 4 (dup2 clears close-on-exec; the originals close on exec).
        // Taken to descriptors above 4 first, so neither can be overwritten by the other's move.
        let childRead = fcntl(toBrowser[0], F_DUPFD_CLOEXEC, 10)
        let childWrite = fcntl(fromBrowser[1], F_DUPFD_CLOEXEC, 10)
        posix_spawn_file_actions_adddup2(&actions, childRead, 3)
        posix_spawn_file_actions_adddup2(&actions, childWrite, 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        for descriptor in [toBrowser[0], fromBrowser[1], childRead, childWrite] { close(descriptor) }
        guard status == 0 else {
            close(toBrowser[1])
            close(fromBrowser[0])
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        process = pid
        commands = toBrowser[1]
        replies = fromBrowser[0]
        self.deadline = deadline
        let reader = Thread { [self] in readReplies() }
        reader.start()
    }

    deinit {
        close(commands)
        close(replies)
    }

    /// Sends `method` with `params` (to the page attached as `session`, else to the browser) and waits for its
    /// result. - Throws: `Failure` when the browser reports an error, closes the pipe or misses the deadline.
    @discardableResult
    package func send(_ method: String, _ params: Message = [:], session: String? = nil) throws -> Message {
        condition.lock()
        let id = nextID
        nextID += 1
        condition.unlock()
        var message: Message = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the browser closed its pipe before \(method)") }
            offset += count
        }
        let reply = try wait("the reply to \(method)") { responses.removeValue(forKey: id) }
        if let error = reply["error"] as? Message {
            throw Failure(description: "\(method) failed: \(error["message"] as? String ?? "\(error)")")
        }
        return reply["result"] as? Message ?? [:]
    }

    /// Waits for the first event named `method` (of `session`, when given) from the `after`th event on that
    /// `matches`. - Returns: Its place among `allEvents` and its parameters.
    @discardableResult
    package func waitForEvent(
        _ method: String, session: String? = nil, after first: Int = 0,
        matching matches: (Message) -> Bool = { _ in true }
    ) throws -> (index: Int, params: Message) {
        var checked = first
        return try wait("the event \(method)") {
            defer { checked = max(checked, events.count) }
            guard checked < events.count else { return nil }
            return events.indices[checked...].first { index in
                let event = events[index]
                return event["method"] as? String == method
                    && (session == nil || event["sessionId"] as? String == session)
                    && matches(event["params"] as? Message ?? [:])
            }.map { ($0, events[$0]["params"] as? Message ?? [:]) }
        }
    }

    /// Every event received so far, in order.
    package var allEvents: [Message] {
        condition.lock()
        defer { condition.unlock() }
        return events
    }

    /// Asks the browser to quit, and kills it if it has not within `grace` seconds.
    package func quit(grace: TimeInterval = 5) {
        _ = try? send("Browser.close")
        let limit = Date().addingTimeInterval(grace)
        var status: Int32 = 0
        while waitpid(process, &status, WNOHANG) == 0 {
            if Date() > limit {
                kill(process, SIGKILL)
                waitpid(process, &status, 0)
                return
            }
            usleep(50_000)
        }
    }

    /// Waits, until the deadline, for `found` to return something; `found` runs with the lock held.
    private func wait<T>(_ what: String, _ found: () -> T?) throws -> T {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = found() { return result }
            if closed { throw Failure(description: "the browser quit while waiting for \(what)") }
            if !condition.wait(until: deadline) {
                throw Failure(description: "the browser did not answer in time: waiting for \(what)")
            }
        }
    }

    /// Reads NUL-ended messages until the browser closes its end: replies by id, everything else as events.
    private func readReplies() {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            pending += buffer[..<count]
            while let end = pending.firstIndex(of: 0) {
                let data = Data(pending[..<end])
                pending.removeSubrange(...end)
                guard let message = try? JSONSerialization.jsonObject(with: data) as? Message else { continue }
                condition.lock()
                if let id = message["id"] as? Int { responses[id] = message } else { events.append(message) }
                condition.broadcast()
                condition.unlock()
            }
        }
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }
}
