import Foundation
import XCTest

/// A program a test needs on `PATH` (Graphviz's `dot`, Chromium), or anything else `.ci/run` provides (a Python
/// module, a built executable, an environment variable): under CI (`CI=true`, where `.ci/run` provides it) a
/// missing one fails the test, elsewhere it skips it with a message saying what to install.
package enum RequiredTool {
    /// The program `name` on `PATH`.
    /// - Parameters:
    ///   - package: What installs it, for the message (`graphviz`).
    ///   - environment: The environment whose `PATH` is searched and whose `CI` is read (the process's).
    /// - Throws: `XCTSkip` when it is missing outside CI, `MissingTool` (a failure) under CI.
    package static func find(
        _ name: String, package: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> URL {
        let path = environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw missing(
            "\(name) is not on PATH", provide: "apt-get install \(package)",
            elsewhere: "apt-get install \(package) / brew install \(package)", environment: environment)
    }

    /// The one decision for anything a test needs that is missing: the error to throw.
    /// - Parameters:
    ///   - what: What is missing (`python3 has no jsonschema module`).
    ///   - provide: How CI provides it, for the failure's message (`.ci/run installs python3-jsonschema`).
    ///   - elsewhere: What a person does to run the test, for the skip's message (`provide` when nil).
    ///   - environment: The environment whose `CI` is read (the process's).
    /// - Returns: `MissingTool` (a failure) under CI (`CI=true`), `XCTSkip` elsewhere.
    package static func missing(
        _ what: String, provide: String, elsewhere: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Error {
        if environment["CI"] == "true" {
            return MissingTool(
                message: "\(what): CI provides it (\(provide)), so a test that needs it fails "
                    + "instead of skipping")
        }
        return XCTSkip("\(what): \(elsewhere ?? provide) to run this test (under CI=true it fails)")
    }
}

/// Something a test needs is missing under CI: the test fails with this message.
package struct MissingTool: Error, CustomStringConvertible {
    /// What is missing and why that fails the test.
    package var message: String
    package var description: String { message }
}
