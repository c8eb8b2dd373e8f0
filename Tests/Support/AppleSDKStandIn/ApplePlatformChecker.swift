import Foundation
import ShaleTestSupport

/// Type-checks the package's own sources on Linux as they compile for macOS and iOS: against Linux's toolchain
/// (its Foundation, Dispatch and Glibc), with Apple's declarations of exactly the APIs whose declarations differ
/// between the two, and with the Apple-only modules the sources ask `#if canImport(...)` about.
///
/// `SDK/Platform/Differences/NAME.swift` declares Apple's side of one group of differing APIs (Documentation/
/// Development.md lists what was audited); compiled into the module under check, each declaration shadows Linux's
/// of the same name. `SDK/Platform/Modules` holds Swift modules named as Apple's (`Darwin`, `ObjectiveC`,
/// `CoreData`, `AppKit`, `UIKit`), so `#if canImport(...)` takes its Apple branch and `import AppKit` brings what
/// AppKit adds that the package's code could reach; `Combine` is the stand-in SDK's own (`SDK/overlays`), which
/// needs nothing but the standard library. Built once per process.
///
/// What this does not see: availability (Linux checks none; `Differences.macOS12` marks what the plugins must not
/// use), `#if os(macOS)`/`os(iOS)` (checked as `os(Linux)`), branches that test `canImport(Glibc)` first, and
/// every Foundation, Dispatch or libc declaration not listed in `Differences`, which is checked as Linux has it.
package final class ApplePlatformChecker: @unchecked Sendable {
    /// The checker shared by a test process.
    package static let shared = ApplePlatformChecker()

    /// A group of Apple declarations that differ from Linux's: one file of `SDK/Platform/Differences`.
    package enum Differences: String, CaseIterable, Sendable {
        /// `NSSortDescriptor` as Apple's Foundation declares it (`keyPath` optional, `key` available), with the
        /// Objective-C runtime.
        case foundation = "Foundation"
        /// `autoreleasepool(invoking:)`, ObjectiveC's, which Foundation re-exports on Apple platforms.
        case objectiveC = "ObjectiveC"
        /// Darwin's `posix_spawn` types (pointers, where Glibc's are structs) and functions.
        case darwin = "Darwin"
        /// The `URL` members of macOS 13 that Linux has and macOS 12 lacks, for the plugins; the check rejects them.
        case macOS12 = "MacOS12"

        /// The file declaring them.
        package var file: String {
            AppleTypeChecker.sdk.appendingPathComponent("Platform/Differences/\(rawValue).swift").path
        }

        /// The compiler flags the check needs beyond the file: Apple's Foundation comes with the Objective-C
        /// runtime (so `#if _runtime(_ObjC)` holds; `AppleTypeChecker` drops the one false positive it brings), and
        /// macOS 12's members are rejected through their deprecation.
        var flags: [String] {
            switch self {
            case .foundation: AppleTypeChecker.objcFlags
            case .objectiveC, .darwin: []
            case .macOS12: ["-Werror", "DeprecatedDeclaration"]
            }
        }
    }

    /// The Swift modules named as Apple's that `SDK/Platform/Modules` declares.
    package static let platformModules = ["Darwin", "ObjectiveC", "CoreData", "AppKit", "UIKit"]

    private let built = BuiltOnce(named: "shale-apple-platform")
    private let lock = NSLock()
    private var packageModules: [String: Swift.Result<Void, Error>] = [:]

    /// The folder of the Apple-named modules, and of the package's modules `packageModule(_:)` builds into it.
    package func modules() throws -> URL {
        try built.folder { folder in
            let sources = AppleTypeChecker.sdk.appendingPathComponent("Platform/Modules")
            let modules =
                Self.platformModules.map { ($0, sources.appendingPathComponent("\($0).swift").path) }
                + [("Combine", AppleTypeChecker.sdk.appendingPathComponent("overlays/Combine.swift").path)]
            for (name, source) in modules {
                let output = try SwiftCompiler.run(
                    [
                        "-emit-module", "-module-name", name, "-parse-as-library", "-suppress-warnings",
                        "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path, source,
                    ])
                guard output.status == 0 else {
                    throw AppleSDKError(
                        message: "building stand-in module \(name) failed:\n\(output.stdout)\(output.stderr)")
                }
            }
        }
    }

    /// Type-checks `files` as one module for Apple platforms (see `AppleTypeChecker.typeCheck`).
    ///
    /// - Parameters:
    ///   - files: Swift source files.
    ///   - module: The module's name (the target's, so `@testable import`s and self-references resolve).
    ///   - differences: The groups of Apple's declarations to compile in.
    ///   - emitInto: When given, the module is also emitted there (built for testing).
    ///   - imports: The package's targets the files import, built for Apple platforms first (`packageModule`).
    ///   - swiftVersion: The language mode: 6, as SwiftPM compiles the targets of a 6.x package.
    /// - Throws: When a module cannot be built or `swiftc` cannot run; type errors are in the result.
    package func typeCheck(
        _ files: [String], module: String, differences: [Differences], emitInto: URL? = nil,
        imports: [String] = [], swiftVersion: Int = 6
    ) throws -> AppleTypeChecker.Result {
        for name in imports { try packageModule(name) }
        // SwiftPM names every module of a package with the package's name, for `package` access.
        let flags =
            try ["-I", modules().path, "-enable-testing", "-package-name", "shale"] + Self.systemLibraryFlags
            + differences.flatMap(\.flags)
        return try AppleTypeChecker.typeCheck(
            files + differences.map(\.file), module: module, emitInto: emitInto,
            flags: flags, swiftVersion: swiftVersion)
    }

    /// Type-checks the package's target `name` for Apple platforms: its Swift files (with `substituting`'s
    /// replacements, each a file path to the path of the text to check instead), as module `name`, after the
    /// package's targets it imports there (`packageModule`).
    package func typeCheck(
        target name: String, differences: [Differences],
        substituting: [String: String] = [:]
    ) throws -> AppleTypeChecker.Result {
        let manifest = try PackageManifest.load()
        guard let target = manifest.target(named: name) else {
            throw AppleSDKError(message: "the package has no target \(name)")
        }
        return try typeCheck(
            target.swiftFiles.map { substituting[$0] ?? $0 }, module: name, differences: differences,
            imports: Self.packageImports(of: target, in: manifest))
    }

    /// What finds the package's system libraries (`CLibXML2`, `CSQLite`): the folder of each one's module map,
    /// and the C flags pkg-config gives for it on Linux (none on Apple platforms, where the SDK has the headers).
    private static let systemLibraryFlags: [String] = {
        let systemLibraries = ((try? PackageManifest.load())?.targets ?? []).filter { $0.kind == "system" }
        return systemLibraries.flatMap { library -> [String] in
            let cflags =
                library.pkgConfig.flatMap { name in
                    try? ShaleProcess.run(
                        executable: URL(fileURLWithPath: "/usr/bin/env"),
                        ["pkg-config", "--cflags", name])
                }?.stdout.split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] } ?? []
            return ["-I", library.folder.path] + cflags
        }
    }()

    /// The targets a check of `roots` compiles: each root, and the package's targets it imports, theirs, and so on.
    package func targetsChecked(from roots: [String]) throws -> Set<String> {
        let manifest = try PackageManifest.load()
        var found = Set<String>()
        var pending = roots
        while let name = pending.popLast() {
            guard found.insert(name).inserted, let target = manifest.target(named: name) else { continue }
            pending += Self.packageImports(of: target, in: manifest)
        }
        return found
    }

    /// The package's Swift targets that `target`'s sources import and its manifest declares (`PackageDependencyTests`
    /// checks there is no other), sorted: the modules a check of it needs (system libraries come through
    /// `systemLibraryFlags`). A declared dependency none of its files imports is not built.
    private static func packageImports(of target: PackageManifest.Target, in manifest: PackageManifest) -> [String] {
        let declared = manifest.dependencyClosure(of: target.name)
        return target.importedModules.filter { name in
            declared.contains(name) && manifest.target(named: name).map { $0.kind != "system" } == true
        }.sorted()
    }

    /// Builds the package's target `name` for Apple platforms into `modules()`, after the package's targets it
    /// imports (`packageImports`), once per process: type-checked in full with `ObjectiveC`'s and `Darwin`'s
    /// differences (internal declarations, which the emitted module does not pass on; not `Foundation`'s, whose
    /// public `NSSortDescriptor` would make the name ambiguous in dependents), then emitted for testing. Throws with
    /// the errors when it does not type-check.
    package func packageModule(_ name: String) throws {
        let manifest = try PackageManifest.load()
        guard let target = manifest.target(named: name) else {
            throw AppleSDKError(message: "the package has no target \(name)")
        }
        for dependency in Self.packageImports(of: target, in: manifest) { try packageModule(dependency) }
        let folder = try modules()
        try lock.withLock {
            if packageModules[name] == nil {
                packageModules[name] = Swift.Result {
                    let result = try typeCheck(
                        target.swiftFiles, module: name, differences: [.objectiveC, .darwin],
                        emitInto: folder)
                    guard result.isClean else {
                        throw AppleSDKError(message: "\(name) does not type-check for Apple platforms:\n\(result)")
                    }
                }
            }
            try packageModules[name]!.get()
        }
    }
}
