import Foundation
import XCTest

/// Runs `swiftc` from the toolchain the tests run with.
public enum SwiftCompiler {
    /// `swiftc`'s path: `$SWIFTC`, else the first `swiftc` on `PATH`.
    public static func executable() throws -> String {
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"] { return explicit }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw XCTSkip("swiftc is not on PATH")
    }

    /// Runs `swiftc -parse` on `files` (syntax only: Apple-only code parses without Core Data).
    public static func parse(_ files: [String]) throws -> ShaleProcess.Output {
        try run(["-parse"] + files)
    }

    /// Runs `swiftc` with `arguments`.
    public static func run(_ arguments: [String]) throws -> ShaleProcess.Output {
        try ShaleProcess.run(executable: URL(fileURLWithPath: try executable()), arguments)
    }
}
