import Foundation
import XCTest

/// Runs the built `shale` executable in a child process, as a user would.
public enum ShaleProcess {
    /// What a run printed and how it ended.
    public struct Output {
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
        /// The exit status.
        public var status: Int32
    }

    /// The `shale` binary beside the test bundle in the build folder.
    public static func executable() throws -> URL {
        var candidates: [URL] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = runner.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("shale"))
            folder = folder.deletingLastPathComponent()
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("shale"))
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("the shale executable was not found beside the tests; build it with swift build")
        }
        return found
    }

    /// Runs `shale` with `arguments` in `directory` (the package root by default).
    public static func run(_ arguments: [String], in directory: URL = PackagePaths.root,
                           environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
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
        return Output(stdout: String(decoding: outputData, as: UTF8.self),
                      stderr: String(decoding: errorData, as: UTF8.self),
                      status: process.terminationStatus)
    }
}
