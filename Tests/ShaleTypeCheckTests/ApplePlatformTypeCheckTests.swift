import AppleSDKStandIn
import Foundation
import ShaleTestSupport
import XCTest

/// The package's own sources type-check for macOS and iOS: on Linux, with Apple's declarations of the APIs whose
/// declarations differ (`ApplePlatformChecker`, Documentation/Development.md, "Apple platforms"); and each break
/// issue 35 found on Apple's SDKs is rejected when it comes back.
final class ApplePlatformTypeCheckTests: XCTestCase {
    override func setUpWithError() throws {
        try TestTier.requireFull("the package's own sources type-checked for Apple platforms")
    }

    private let checker = ApplePlatformChecker.shared

    // MARK: - The runtime and what builds on it

    func test_shaleRuntime_typeChecksWithApplesFoundation() throws {
        let result = try checker.typeCheck(target: "ShaleRuntime", differences: [.foundation, .objectiveC, .darwin])
        XCTAssertTrue(result.isClean, result.description)
    }

    /// Apple's `NSSortDescriptor.keyPath` is `AnyKeyPath?`, Linux's `AnyKeyPath`: the code before the fix compiled
    /// on Linux only.
    func test_sortDescriptorKeyPath_usedAsNonOptional_isRejected() throws {
        let requests = try sourcePath("Sources/ShaleRuntime/Requests.swift")
        let broken = try replacingBody(
            of: "public func sort(_ descriptor: NSSortDescriptor) -> Self {", in: requests,
            with: "spec.sort(descriptor.keyPath, ascending: descriptor.ascending)\n        return self")
        defer { broken.folder.remove() }
        let result = try checker.typeCheck(
            target: "ShaleRuntime", differences: [.foundation, .objectiveC, .darwin],
            substituting: [requests: broken.path])
        XCTAssertEqual(result.errors.count, 1, result.output)
        XCTAssertTrue(
            result.errors.allSatisfy {
                $0.contains("Requests.swift") && $0.contains("value of optional type 'AnyKeyPath?' must be unwrapped")
            }, result.output)
    }

    /// Slate and the memory set's generated code build on the runtime as built for Apple platforms; Slate with
    /// Combine (the stand-in SDK's, declared from Apple's documentation) where Linux has OpenCombine.
    func test_slateAndGeneratedMemoryCode_typeCheck() throws {
        for target in [
            "Slate", "KitchenSinkMemory", "SlateConformanceEnums", "SlateConformanceModels",
            "SlateConformanceEntities",
        ] {
            XCTAssertNoThrow(try checker.packageModule(target), target)
        }
    }

    func test_runtimeTests_typeCheck() throws {
        for target in ["ShaleRuntimeTests", "SlateConformanceTests"] {
            let result = try checker.typeCheck(target: target, differences: [.objectiveC, .darwin])
            XCTAssertTrue(result.isClean, "\(target):\n\(result)")
        }
    }

    /// `IndexPath(item:section:)` is UIKit's and AppKit's on Apple platforms, ShaleRuntime's only where neither
    /// exists: a test using it without importing either compiled on Linux only.
    func test_indexPathItemSection_withoutUIKitOrAppKit_isRejected() throws {
        let streams = try sourcePath("Tests/ShaleRuntimeTests/StreamTests.swift")
        let broken = try replacingBody(
            of: "private func paths(_ items: Int...) -> [IndexPath] {", in: streams,
            with: "items.map { IndexPath(item: $0, section: 0) }")
        defer { broken.folder.remove() }
        let result = try checker.typeCheck(
            target: "ShaleRuntimeTests", differences: [.objectiveC, .darwin],
            substituting: [streams: broken.path])
        XCTAssertFalse(result.errors.isEmpty, result.output)
        XCTAssertTrue(result.errors.allSatisfy { $0.contains("StreamTests.swift") }, result.output)
    }

    // MARK: - The benchmark's child processes

    func test_benchmarkChildProcess_typeChecksWithDarwin() throws {
        let result = try checker.typeCheck(
            [try sourcePath("Sources/shale-benchmark/ChildProcess.swift")],
            module: "ChildProcess", differences: [.darwin])
        XCTAssertTrue(result.isClean, result.description)
    }

    /// Darwin's `posix_spawn_file_actions_t` is a pointer, Glibc's a struct: the code before the fix made one as
    /// Glibc's on every platform (the six errors Apple's SDK gave).
    func test_glibcFileActions_onDarwin_areRejected() throws {
        let path = try sourcePath("Sources/shale-benchmark/ChildProcess.swift")
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let fork = """
                #if canImport(Darwin)
                var actions: posix_spawn_file_actions_t?
                #else
                var actions = posix_spawn_file_actions_t()
                #endif

            """
        XCTAssertTrue(source.contains(fork))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let broken = try folder.write(
            source.replacingOccurrences(
                of: fork, with: "    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()\n"),
            to: "ChildProcess.swift")
        let result = try checker.typeCheck([broken], module: "ChildProcess", differences: [.darwin])
        XCTAssertEqual(result.errors.count, 6, result.output)
        XCTAssertTrue(
            result.errors.contains { $0.contains("missing argument for parameter #1 in call") },
            result.output)
        XCTAssertTrue(
            try checker.typeCheck([broken], module: "ChildProcess", differences: []).isClean,
            "the same code type-checks with Glibc's declarations")
    }

    // MARK: - The plugins

    /// SwiftPM may compile plugins for macOS 12: they type-check without the `URL` API of macOS 13.
    func test_plugins_typeCheckForMacOS12() throws {
        for plugin in PluginTypeCheckTests.plugins {
            for xcode in [false, true] {
                let result = try PluginTypeChecker.shared.typeCheck(
                    try PluginTypeCheckTests.sources(of: plugin),
                    xcode: xcode, differences: [.macOS12])
                XCTAssertTrue(result.isClean, "\(plugin), xcode: \(xcode):\n\(result.output)")
            }
        }
    }

    func test_urlAppendingPath_inPlugins_isRejected() throws {
        let sources = try PluginTypeCheckTests.sources(of: "ShaleGenerate")
        let shared = try XCTUnwrap(sources.first { $0.hasSuffix("/ShaleTarget.swift") })
        let text = try String(contentsOfFile: shared, encoding: .utf8)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let appendingPath = text.replacingOccurrences(of: ".appendingPathComponent(", with: ".appending(path: ")
        let broken = try folder.write(appendingPath, to: "ShaleTarget.swift")
        let files = sources.map { $0 == shared ? broken : $0 }
        let result = try PluginTypeChecker.shared.typeCheck(files, xcode: false, differences: [.macOS12])
        XCTAssertEqual(result.errors.count, 4, result.output)
        XCTAssertTrue(
            result.errors.allSatisfy {
                $0.contains(
                    "'appending(path:directoryHint:)' is deprecated: "
                        + "introduced in macOS 13.0")
            }, result.output)
        XCTAssertTrue(
            try PluginTypeChecker.shared.typeCheck(files, xcode: false).isClean,
            "the same code type-checks with Linux's declarations")
    }

    // MARK: - Where the differing APIs are used

    /// The targets the runtime checks above compile; the targets they import are compiled with them.
    static let checkedRoots = ["ShaleRuntime", "Slate", "ShaleRuntimeTests", "SlateConformanceTests"]

    /// Every use of an API whose Apple declaration differs from Linux's (the names `Differences` and the Apple-named
    /// modules declare at top level, and `ru_maxrss`, whose unit differs) is in a file a check above compiles: a
    /// new use anywhere else fails here, until its target is checked too.
    func test_differingAPIs_areUsedOnlyInCheckedFiles() throws {
        let manifest = try PackageManifest.load()
        let checkedTargets = try checker.targetsChecked(from: Self.checkedRoots)
        let checked = Set(manifest.targets.filter { checkedTargets.contains($0.name) }.flatMap(\.swiftFiles))
            .union([try sourcePath("Sources/shale-benchmark/ChildProcess.swift")])
        let names = try Self.differingNames()
        XCTAssertTrue(names.isSuperset(of: ["NSSortDescriptor", "autoreleasepool", "posix_spawn", "IndexPath"]))
        var uses: [String] = []
        for target in manifest.targets where target.kind != "plugin" {
            for file in target.swiftFiles where !checked.contains(file) {
                for line in PackageManifest.codeLines(of: try String(contentsOfFile: file, encoding: .utf8)) {
                    let used = Set(Self.identifiers(in: Self.code(line.text))).intersection(names)
                    uses += used.sorted().map { "\(file):\(line.number): \($0)" }
                }
            }
        }
        XCTAssertEqual(uses, [], "uses of APIs Apple declares otherwise, outside the files these checks compile")
    }

    /// The names declared at the top level of `SDK/Platform/Differences` (but `MacOS12`, the plugins' concern) and
    /// `SDK/Platform/Modules`, and `ru_maxrss`.
    static func differingNames() throws -> Set<String> {
        let platform = AppleTypeChecker.sdk.appendingPathComponent("Platform")
        let files =
            ApplePlatformChecker.Differences.allCases.filter { $0 != .macOS12 }.map(\.file)
            + ApplePlatformChecker.platformModules.map { platform.appendingPathComponent("Modules/\($0).swift").path }
        var names: Set<String> = ["ru_maxrss"]
        for file in files {
            for line in try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
            where !line.hasPrefix(" ") && !line.hasPrefix("//") {
                let words = identifiers(in: line).drop { ["public", "open", "final"].contains($0) }
                if let kind = words.first,
                    ["class", "struct", "func", "typealias", "var", "let", "extension"]
                        .contains(kind), words.count > 1
                {
                    names.insert(words[words.startIndex + 1])
                }
            }
        }
        return names
    }

    /// `line` without its string literals' text and its comment.
    private static func code(_ line: Substring) -> Substring {
        var code = ""
        var inString = false
        var escaped = false
        for (offset, character) in zip(line.indices, line) {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "\"" { inString = true }
            if character == "/", line[offset...].hasPrefix("//") { break }
            code.append(character)
        }
        return Substring(code)
    }

    private static func identifiers(in line: Substring) -> [String] {
        line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    // MARK: - Helpers

    private func sourcePath(_ relative: String) throws -> String {
        let path = PackagePaths.root.appendingPathComponent(relative).path
        XCTAssertTrue(FileManager.default.fileExists(atPath: path), relative)
        return path
    }

    /// A copy of the file at `path` in a new temporary folder, the body of the function declared by `signature`
    /// (which must open its body) replaced with `body`.
    private func replacingBody(of signature: String, in path: String, with body: String) throws
        -> (folder: TemporaryFolder, path: String)
    {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let start = try XCTUnwrap(source.range(of: signature), "\(signature) in \(path)")
        let end = try XCTUnwrap(source.range(of: "\n    }\n", range: start.upperBound..<source.endIndex))
        let replaced = source.replacingCharacters(in: start.upperBound..<end.lowerBound, with: "\n        \(body)")
        let folder = try TemporaryFolder()
        let copy = try folder.write(replaced, to: URL(fileURLWithPath: path).lastPathComponent)
        return (folder, copy)
    }
}
