import Foundation
import ShaleTestSupport

/// Type-checks Swift written for Apple platforms on Linux, as Xcode's compiler would, against the stand-in Apple
/// SDK in `SDK/` beside this file.
///
/// The stand-in SDK is a set of clang modules (`SDK/include`: Objective-C headers declaring Apple's API from
/// its documentation, with Apple's Swift names) and Swift overlays of the same names (`SDK/overlays`), plus
/// a stand-in for Slate 2.1.3's public API as module `Slate` (`SDK/Slate`), a stand-in for Slate 3.1.0's schema
/// module `SlateSchema` (`SDK/SlateSchema`), plus SwiftData's and Slate 3's macros built into compiler plugins
/// (`SDK/SwiftDataMacros`, `SDK/SlateSchemaMacros`, see `MacroPlugin`). `SDK/README.md` lists where
/// the stand-ins differ from the real modules. Modules and plugins are built once per process, on first use.
///
/// Every check can import any of these modules, so Slate 3 schema source (`import SlateSchema`) is checked with
/// `typeCheck(_:module:…)` like any other file: name the module as the schema's model module (slate-generator's
/// `--model-module`) when the source names it, as `public typealias Genre = Models.Genre` does.
package final class AppleTypeChecker: @unchecked Sendable {
    /// The checker shared by a test process; its modules are built on first use.
    package static let shared = AppleTypeChecker()

    /// One `swiftc` run's verdict.
    package struct Result: CustomStringConvertible {
        /// Errors as `swiftc` printed them (`path:line:column: error: message`), harness false positives removed.
        package var errors: [String]
        /// Everything `swiftc` printed.
        package var output: String
        /// Whether the files type-checked without an error.
        package var isClean: Bool { errors.isEmpty }

        package var description: String { errors.isEmpty ? "clean" : errors.joined(separator: "\n") }
    }

    /// The stand-in SDK's sources.
    package static let sdk = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SDK")

    /// The Swift overlays, in build order (each imports only the ones before it). An overlay is
    /// `overlays/NAME.swift`, or every Swift file of the folder `overlays/NAME/`.
    package static let overlays = [
        "Dispatch", "ObjectiveC", "CoreGraphics", "Foundation", "CoreData", "Combine",
        "AppKit", "UIKit", "CloudKit", "SwiftData",
    ]

    /// Flags every compile takes: Objective-C interop as on Apple platforms.
    static let objcFlags = [
        "-Xfrontend", "-enable-objc-interop",
        "-Xfrontend", "-disable-objc-attr-requires-foundation-module",
    ]

    private let built = BuiltOnce(named: "shale-apple-sdk")

    /// The folder holding the built SDK modules, modules `Slate` and `SlateSchema` and the macro plugins; built on
    /// first call.
    package func modules() throws -> URL {
        try built.folder { try Self.buildModules(into: $0) }
    }

    /// The flags that load the macro plugins built into `modules()`; none when the toolchain has no swift-syntax host
    /// libraries to build them with (then `@Model` and `@SlateEntity` do not expand, and only checks that rely on
    /// their expansion fail).
    package func pluginFlags() throws -> [String] {
        let folder = try modules()
        return MacroPlugin.all.map { folder.appendingPathComponent($0.libraryName).path }
            .filter { FileManager.default.fileExists(atPath: $0) }.flatMap { ["-load-plugin-library", $0] }
    }

    private static func buildModules(into folder: URL) throws {
        let include = Self.sdk.appendingPathComponent("include").path
        for name in Self.overlays {
            let underlying = FileManager.default.fileExists(atPath: "\(include)/\(name).h")
            let flags = underlying ? ["-import-underlying-module"] : []
            try emitModule(name, sources: overlaySources(name), searchPaths: [folder], extra: flags, into: folder)
        }
        for name in ["Slate", "SlateSchema"] {
            try emitModule(
                name, sources: [Self.sdk.appendingPathComponent("\(name)/\(name).swift").path],
                searchPaths: [folder], extra: [], into: folder)
        }
        if (try? MacroPlugin.hostLibraryFolder()) != nil {
            for plugin in MacroPlugin.all { _ = try plugin.build(into: folder) }
        }
    }

    /// `overlays/NAME.swift`, or the Swift files of `overlays/NAME/` in name order.
    private static func overlaySources(_ name: String) throws -> [String] {
        let folder = Self.sdk.appendingPathComponent("overlays/\(name)")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return [folder.appendingPathExtension("swift").path]
        }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { folder.appendingPathComponent($0).path }
    }

    private static func emitModule(
        _ name: String, sources: [String], searchPaths: [URL], extra: [String],
        into folder: URL
    ) throws {
        let output = try SwiftCompiler.run(
            ["-emit-module", "-module-name", name, "-parse-as-library", "-swift-version", "5"] + Self.objcFlags
                + searchFlags(searchPaths) + extra + sources
                + [
                    "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path,
                    "-suppress-warnings", "-Xfrontend", "-experimental-skip-all-function-bodies",
                ])
        guard output.status == 0 else {
            throw AppleSDKError(message: "building stand-in module \(name) failed:\n\(output.stdout)\(output.stderr)")
        }
    }

    private static func searchFlags(_ folders: [URL]) -> [String] {
        (folders + [Self.sdk.appendingPathComponent("include")]).flatMap { ["-I", $0.path] }
    }

    /// Type-checks `files` as one module named `module`.
    ///
    /// - Parameters:
    ///   - files: Swift source files.
    ///   - module: The module's name.
    ///   - emitInto: When given, the module is also emitted there as `module.swiftmodule`, for later checks
    ///     that import it (pass the folder in `searchPaths`).
    ///   - searchPaths: Folders of other modules the files import.
    ///   - swiftVersion: The language mode.
    ///   - checksInitialization: Also runs the compiler's mandatory SIL diagnostics (`-emit-sil`), which a plain
    ///     type check skips: definite initialisation ("return from initializer without initializing all stored
    ///     properties"), `let` reassignment in initialisers, missing returns.
    /// - Throws: When the SDK cannot be built or `swiftc` cannot run; type errors are in the result.
    package func typeCheck(
        _ files: [String], module: String = "Checked", emitInto: URL? = nil,
        searchPaths: [URL] = [], swiftVersion: Int = 5,
        checksInitialization: Bool = false
    ) throws -> Result {
        let flags = try Self.objcFlags + Self.searchFlags([modules()] + searchPaths) + pluginFlags()
        return try Self.typeCheck(
            files, module: module, emitInto: emitInto, flags: flags, swiftVersion: swiftVersion,
            checksInitialization: checksInitialization)
    }

    /// Runs `swiftc -typecheck` (or `-emit-sil` when `checksInitialization`) on `files` with `flags`, then emits
    /// the module into `emitInto` when clean.
    static func typeCheck(
        _ files: [String], module: String, emitInto: URL?, flags: [String],
        swiftVersion: Int, checksInitialization: Bool = false
    ) throws -> Result {
        // One frontend job for the whole module (-wmo): several would each load the SDK modules again.
        let flags = ["-wmo", "-parse-as-library", "-module-name", module, "-swift-version", "\(swiftVersion)"] + flags
        let mode = checksInitialization ? ["-emit-sil", "-o", "/dev/null"] : ["-typecheck"]
        let output = try SwiftCompiler.run(mode + ["-diagnostic-style=llvm"] + flags + files)
        let printed = output.stdout + output.stderr
        var result = Result(errors: errors(in: printed), output: printed)
        // A failure whose only errors were the dropped false positive is clean.
        if output.status != 0, result.errors.isEmpty, !printed.contains(Self.falsePositive) {
            result.errors = ["swiftc exited with status \(output.status): \(printed)"]
        }
        if result.isClean, let emitInto {
            let emitted = try SwiftCompiler.run(
                ["-emit-module", "-suppress-warnings", "-Xfrontend", "-experimental-skip-all-function-bodies"]
                    + flags + files + [
                        "-emit-module-path", emitInto.appendingPathComponent("\(module).swiftmodule").path,
                    ])
            if emitted.status != 0 {
                result.errors = ["emitting module \(module) failed: \(emitted.stdout)\(emitted.stderr)"]
            }
        }
        return result
    }

    /// The error lines of `swiftc`'s output (clang's fatal errors included), less the harness's one known false
    /// positive: the Linux standard library lacks `AutoreleasingUnsafeMutablePointer`, so with Objective-C interop
    /// every inout-to-pointer conversion (`f(&x)`) is rejected as a "broken standard library".
    static func errors(in output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter {
            ($0.contains(": error: ") || $0.contains(": fatal error: "))
                && !$0.contains(falsePositive)
        }
    }

    /// The error Linux's standard library gives for every inout-to-pointer conversion under Objective-C interop.
    static let falsePositive = "broken standard library: cannot find intrinsic operations on"
}

/// The stand-in SDK could not be built: a defect of the SDK's declarations, not of the code under test.
package struct AppleSDKError: Error, CustomStringConvertible {
    /// What failed, with the compiler's output.
    package var message: String
    package var description: String { message }
}

/// Type-checks Swift against `ShaleRuntime`, the real module, built from `Sources/ShaleRuntime` once per process.
package final class RuntimeTypeChecker: @unchecked Sendable {
    /// The checker shared by a test process.
    package static let shared = RuntimeTypeChecker()

    private let built = BuiltOnce(named: "shale-runtime-module")

    /// The folder holding `ShaleRuntime.swiftmodule`; built on first call.
    package func modules() throws -> URL {
        try built.folder { folder in
            let files = try PackageManifest.load().target(named: "ShaleRuntime")?.swiftFiles ?? []
            let output = try SwiftCompiler.run(
                [
                    "-emit-module", "-module-name", "ShaleRuntime", "-parse-as-library", "-swift-version", "6",
                    "-suppress-warnings", "-emit-module-path",
                    folder.appendingPathComponent("ShaleRuntime.swiftmodule").path,
                ] + files)
            guard output.status == 0 else {
                throw AppleSDKError(message: "building ShaleRuntime failed:\n\(output.stdout)\(output.stderr)")
            }
        }
    }

    /// Type-checks `files` as one module importing `ShaleRuntime` (see `AppleTypeChecker.typeCheck`).
    package func typeCheck(
        _ files: [String], module: String = "Checked", emitInto: URL? = nil,
        searchPaths: [URL] = [], swiftVersion: Int = 6
    ) throws -> AppleTypeChecker.Result {
        let flags = try ([modules()] + searchPaths).flatMap { ["-I", $0.path] }
        return try AppleTypeChecker.typeCheck(
            files, module: module, emitInto: emitInto, flags: flags,
            swiftVersion: swiftVersion)
    }
}

/// A temporary folder of compiled modules, built by the first caller; later callers wait for it and get the same
/// folder, or the same error.
final class BuiltOnce: @unchecked Sendable {
    private let name: String
    private let lock = NSLock()
    private var built: Swift.Result<URL, Error>?

    /// - Parameter name: The folder name's prefix.
    init(named name: String) {
        self.name = name
    }

    /// The folder, filled by `build` on the first call.
    func folder(_ build: (URL) throws -> Void) throws -> URL {
        try lock.withLock {
            if built == nil {
                built = Swift.Result {
                    let folder = FileManager.default.temporaryDirectory
                        .appendingPathComponent("\(name)-\(UUID().uuidString)")
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try build(folder)
                    return folder
                }
            }
            return try built!.get()
        }
    }
}
