import Foundation
import ShaleTestSupport

/// Type-checks package plugin sources as SwiftPM and Xcode compile them: against the toolchain's own
/// `PackagePlugin` (the module SwiftPM gives plugins, built from the same sources as Xcode's) and, when asked, the
/// stand-in `XcodeProjectPlugin` (`SDK/XcodeProjectPlugin`, declared from Apple's documentation), built against that
/// `PackagePlugin` once per process. With the stand-in on the search path, `#if canImport(XcodeProjectPlugin)`
/// branches are compiled as Xcode compiles them; without it, as SwiftPM on Linux does.
package final class PluginTypeChecker: @unchecked Sendable {
    /// The checker shared by a test process.
    package static let shared = PluginTypeChecker()

    /// The tools version the plugins are compiled for, the package's `swift-tools-version`: SwiftPM passes it as
    /// `-package-description-version`, which decides the `PackagePlugin` API a plugin sees and which of it is
    /// deprecated.
    package static let toolsVersion = "6.1"

    private let built = BuiltOnce(named: "shale-xcode-project-plugin")

    /// The toolchain's plugin API folder (`usr/lib/swift/pm/PluginAPI`, holding `PackagePlugin.swiftmodule`),
    /// found from the `swiftc` the tests run (symbolic links resolved).
    package static func pluginAPIFolder() throws -> URL {
        let swiftc = URL(fileURLWithPath: try SwiftCompiler.executable()).resolvingSymlinksInPath()
        let folder = swiftc.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/pm/PluginAPI")
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("PackagePlugin.swiftmodule").path)
        else {
            throw AppleSDKError(message: "no PackagePlugin module beside \(swiftc.path) (expected \(folder.path))")
        }
        return folder
    }

    /// The folder holding the stand-in `XcodeProjectPlugin.swiftmodule`; built on first call.
    package func modules() throws -> URL {
        try built.folder { folder in
            let source = AppleTypeChecker.sdk.appendingPathComponent("XcodeProjectPlugin/XcodeProjectPlugin.swift")
            let output = try SwiftCompiler.run(
                ["-emit-module", "-module-name", "XcodeProjectPlugin", "-parse-as-library", "-swift-version", "6"]
                    + Self.baseFlags() + [
                        source.path, "-emit-module-path",
                        folder.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
                    ])
            guard output.status == 0 else {
                throw AppleSDKError(
                    message: "building stand-in module XcodeProjectPlugin failed:\n"
                        + output.stdout + output.stderr)
            }
        }
    }

    private static func baseFlags() throws -> [String] {
        ["-package-description-version", toolsVersion, "-I", try pluginAPIFolder().path]
    }

    /// Type-checks `files`, one plugin's sources, as one module (see `AppleTypeChecker.typeCheck`).
    ///
    /// - Parameters:
    ///   - files: Swift source files.
    ///   - xcode: Whether the stand-in `XcodeProjectPlugin` can be imported, as in Xcode.
    ///   - swiftVersion: The language mode: 6, as SwiftPM compiles plugins of a 6.x package.
    ///   - differences: Apple's declarations to compile in (`ApplePlatformChecker.Differences`): `.macOS12`
    ///     checks the plugins as SwiftPM may compile them, for macOS 12.
    /// - Throws: When the stand-in cannot be built or `swiftc` cannot run; type errors are in the result.
    package func typeCheck(
        _ files: [String], xcode: Bool, swiftVersion: Int = 6,
        differences: [ApplePlatformChecker.Differences] = []
    ) throws -> AppleTypeChecker.Result {
        let flags = try Self.baseFlags() + (xcode ? ["-I", modules().path] : []) + differences.flatMap(\.flags)
        return try AppleTypeChecker.typeCheck(
            files + differences.map(\.file), module: "Plugin", emitInto: nil,
            flags: flags, swiftVersion: swiftVersion)
    }
}
