import Foundation
import ShaleTestSupport

/// Builds a folder of stand-in macros in `SDK/` (`SwiftDataMacros`, `SlateSchemaMacros`) into a compiler
/// library plugin.
///
/// The toolchain ships swift-syntax as host libraries beside its own macro plugins (`usr/lib/swift/host`), so the
/// macros compile with plain `swiftc` against them, without swift-syntax in Package.swift. A library plugin needs no
/// `@main` `CompilerPlugin`: the compiler loads it in-process (`-load-plugin-library`) and finds each macro type by
/// the module and type names in the macro's `#externalMacro`, as it does for the toolchain's `libObservationMacros`.
struct MacroPlugin: Sendable {
    /// The module name the macro declarations name in `#externalMacro(module:type:)`, which is also the name of the
    /// sources' folder in `SDK/`.
    let moduleName: String

    /// SwiftData's macros (`@Model`, …), declared by the stand-in SwiftData overlay.
    static let swiftData = MacroPlugin(moduleName: "SwiftDataMacros")
    /// Slate 3's macros (`@SlateEntity`, …), declared by the stand-in `SlateSchema` module.
    static let slateSchema = MacroPlugin(moduleName: "SlateSchemaMacros")
    /// Every plugin `AppleTypeChecker` builds and loads.
    static let all = [swiftData, slateSchema]

    /// The plugin's file name on this platform.
    var libraryName: String {
        #if os(macOS)
        "lib\(moduleName).dylib"
        #else
        "lib\(moduleName).so"
        #endif
    }

    /// The swift-syntax libraries the macros link.
    static let hostLibraries = ["SwiftSyntax", "SwiftSyntaxBuilder", "SwiftSyntaxMacros", "SwiftDiagnostics"]

    /// Compiles the macros into `folder/lib<moduleName>.so` and returns its path.
    func build(into folder: URL) throws -> URL {
        let host = try Self.hostLibraryFolder().path
        let sources = AppleTypeChecker.sdk.appendingPathComponent(moduleName)
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
        let library = folder.appendingPathComponent(libraryName)
        let output = try SwiftCompiler.run(
            ["-emit-library", "-module-name", moduleName, "-swift-version", "5", "-I", host, "-L", host]
                + Self.hostLibraries.map { "-l\($0)" } + ["-Xlinker", "-rpath", "-Xlinker", host]
                + files + ["-o", library.path])
        guard output.status == 0 else {
            throw AppleSDKError(
                message: "building the macro plugin \(moduleName) failed:\n\(output.stdout)\(output.stderr)")
        }
        return library
    }

    /// The toolchain's `usr/lib/swift/host`, found from the `swiftc` the tests run (symbolic links resolved).
    static func hostLibraryFolder() throws -> URL {
        let swiftc = URL(fileURLWithPath: try SwiftCompiler.executable()).resolvingSymlinksInPath()
        let host = swiftc.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        guard FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntaxMacros.swiftmodule").path)
        else {
            throw AppleSDKError(message: "no swift-syntax host libraries beside \(swiftc.path) (expected \(host.path))")
        }
        return host
    }
}
