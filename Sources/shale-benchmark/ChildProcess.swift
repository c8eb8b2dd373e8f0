import Foundation

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

// Timing and child processes, on Linux and macOS alike. The file needs nothing else of the benchmark, so
// `ApplePlatformTypeCheckTests` type-checks it with Darwin's declarations of the posix_spawn API.

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Runs a command, returning its wall time, its CPU time (user and system, all threads) and its own peak resident
/// memory in KiB; fails on a non-zero exit.
///
/// `posix_spawn` + `wait4` give the child's own usage: the process-wide RUSAGE_CHILDREN figure would also count
/// whatever ran before this process was exec'd (`swift run` compiles first, and rusage survives exec).
func runMeasured(_ executable: String, _ arguments: [String]) throws
    -> (seconds: Double, userSeconds: Double, systemSeconds: Double, peakKiB: Int)
{
    // Darwin declares `posix_spawn_file_actions_t` as a pointer its init allocates behind, Glibc as a struct.
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // The environment as Foundation reads it: Darwin's module declares no `environ`.
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    var usage = rusage()
    var status: Int32 = 0
    let elapsed = try seconds {
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else {
            throw BenchmarkError("cannot start \(executable)")
        }
        guard wait4(pid, &status, 0, &usage) == pid, status == 0 else {
            throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) failed")
        }
    }
    func cpu(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return (elapsed, cpu(usage.ru_utime), cpu(usage.ru_stime), usage.ru_maxrss / peakResidentUnitsPerKiB)
}

/// `ru_maxrss` counts bytes on Darwin (getrusage(2) of macOS: "the maximum resident set size utilized (in
/// bytes)"), KiB on Linux (getrusage(2): "in kilobytes").
private let peakResidentUnitsPerKiB: Int = {
    #if canImport(Darwin)
    return 1024
    #else
    return 1
    #endif
}()

/// Runs a command, returning its wall time; fails on a non-zero exit.
func runProcess(_ executable: String, _ arguments: [String]) throws -> Double {
    try runMeasured(executable, arguments).seconds
}
