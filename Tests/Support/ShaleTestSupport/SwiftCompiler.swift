import Foundation
import XCTest

/// Runs `swiftc` from the toolchain the tests run with.
package enum SwiftCompiler {
    /// `swiftc`'s path: `$SWIFTC`, else the first `swiftc` on `PATH`.
    /// - Throws: `XCTSkip` when there is none, `MissingTool` (a failure) under CI (`CI=true`), which builds with
    ///   the toolchain whose `swiftc` this is.
    package static func executable(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> String
    {
        if let explicit = environment["SWIFTC"], !explicit.isEmpty { return explicit }
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw RequiredTool.missing(
            "swiftc is not on PATH and SWIFTC names none",
            provide: "the Swift toolchain it builds with",
            elsewhere: "put the Swift "
                + "toolchain's usr/bin on PATH or set SWIFTC", environment: environment)
    }

    /// Runs `swiftc -parse` on `files` (syntax only: Apple-only code parses without Core Data).
    package static func parse(_ files: [String]) throws -> ShaleProcess.Output {
        try run(["-parse"] + files)
    }

    /// Runs `swiftc` with `arguments`.
    package static func run(_ arguments: [String]) throws -> ShaleProcess.Output {
        try ShaleProcess.run(executable: URL(fileURLWithPath: try executable()), arguments)
    }
}
