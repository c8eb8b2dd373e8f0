import Foundation
import XCTest

/// A program a test needs on `PATH` (Graphviz's `dot`, Chromium): under CI (`CI=true`, where `.ci/run` installs
/// it) a missing program fails the test, elsewhere it skips it with a message saying what to install.
public enum RequiredTool {
    /// The program `name` on `PATH`.
    /// - Parameters:
    ///   - package: What installs it, for the message (`graphviz`).
    ///   - environment: The environment whose `PATH` is searched and whose `CI` is read (the process's).
    /// - Throws: `XCTSkip` when it is missing outside CI, `MissingTool` (a failure) under CI.
    public static func find(_ name: String, package: String,
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        let path = environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        if environment["CI"] == "true" {
            throw MissingTool(message: "\(name) is not on PATH: CI installs it (apt-get install \(package)), so a "
                + "test that needs it fails instead of skipping")
        }
        throw XCTSkip("\(name) is not on PATH: install it (apt-get install \(package) / brew install \(package)) to "
            + "run this test (under CI=true it fails)")
    }
}

/// A program a test needs is missing under CI: the test fails with this message.
public struct MissingTool: Error, CustomStringConvertible {
    /// What is missing and why that fails the test.
    public var message: String
    public var description: String { message }
}
