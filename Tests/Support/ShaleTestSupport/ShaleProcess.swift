import Foundation
import XCTest

/// Runs the built `shale` executable (or another of the package's executables) in a child process, as a
/// user would, within a wall-clock bound.
package enum ShaleProcess {
    /// What a run printed and how it ended.
    package struct Output {
        /// Standard output.
        package var stdout: String
        /// Standard error.
        package var stderr: String
        /// The exit status.
        package var status: Int32
        /// How long the process ran, in seconds.
        package var seconds: Double
        /// Whether the process was killed for running past its time bound.
        package var timedOut: Bool
        /// Whether the process died of a signal (a crash or a trap) rather than exiting.
        package var crashed: Bool
    }

    /// The binary of the package's executable `product` beside the test bundle in the build folder.
    /// - Throws: `XCTSkip` when it is not there, `MissingTool` (a failure) under CI (`CI=true`), whose
    ///   `swift build --build-tests` builds every executable.
    package static func executable(_ product: String = "shale") throws -> URL {
        var candidates: [URL] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = runner.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent(product))
            folder = folder.deletingLastPathComponent()
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(product))
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw RequiredTool.missing(
                "the \(product) executable was not found beside the tests",
                provide: "swift build --build-tests builds it",
                elsewhere: "build it with swift build --build-tests")
        }
        return found
    }

    /// Runs `product` (`shale` by default) with `arguments` in `directory` (the package root by default).
    /// A process still running after `timeLimit` seconds (times `timeScale`) is killed and reported as `timedOut`.
    package static func run(
        _ arguments: [String], in directory: URL = PackagePaths.root,
        environment: [String: String] = [:], product: String = "shale",
        timeLimit: Double = 600
    ) throws -> Output {
        try run(
            executable: executable(product), arguments, in: directory, environment: environment,
            timeLimit: timeLimit)
    }

    /// What time limits are multiplied by: `SHALE_TIME_SCALE` from the environment (`Scripts/sanitize` sets it,
    /// as sanitized builds run several times slower), else 1.
    package static let timeScale = ProcessInfo.processInfo.environment["SHALE_TIME_SCALE"].flatMap(Double.init) ?? 1

    /// Runs the program at `executable` with `arguments`; see `run(_:in:environment:product:timeLimit:)`.
    package static func run(
        executable: URL, _ arguments: [String], in directory: URL = PackagePaths.root,
        environment: [String: String] = [:], timeLimit: Double = 600
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        let start = DispatchTime.now()
        try process.run()
        let finished = DispatchSemaphore(value: 0)
        let killed = NSLock()
        nonisolated(unsafe) var timedOut = false
        DispatchQueue.global().async {
            if finished.wait(timeout: .now() + timeLimit * timeScale) == .timedOut, process.isRunning {
                killed.withLock { timedOut = true }
                kill(process.processIdentifier, SIGKILL)
            }
        }
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        finished.signal()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return Output(
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self),
            status: process.terminationStatus, seconds: seconds, timedOut: killed.withLock { timedOut },
            crashed: process.terminationReason == .uncaughtSignal)
    }
}
