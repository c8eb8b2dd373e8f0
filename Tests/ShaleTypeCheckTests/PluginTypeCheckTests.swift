import AppleSDKStandIn
import Foundation
import ShaleTestSupport
import XCTest

/// Both plugins compile as SwiftPM compiles them on Linux (the toolchain's `PackagePlugin`) and as Xcode compiles
/// them (with the stand-in `XcodeProjectPlugin`, so their `#if canImport(XcodeProjectPlugin)` branches are checked
/// too), without a warning; and the stand-in rejects what Apple's module rejects.
final class PluginTypeCheckTests: XCTestCase {
    static let plugins = ["ShaleGenerate", "ShaleGenerateCommand"]

    func test_plugins_typeCheckWithAndWithoutXcodeProjectPlugin() throws {
        for plugin in Self.plugins {
            for xcode in [false, true] {
                let result = try PluginTypeChecker.shared.typeCheck(try Self.sources(of: plugin), xcode: xcode)
                XCTAssertTrue(result.isClean, "\(plugin), xcode: \(xcode):\n\(result.output)")
                XCTAssertFalse(result.output.contains("warning:"), "\(plugin), xcode: \(xcode):\n\(result.output)")
            }
        }
    }

    /// The Xcode branch is compiled only with the stand-in: an error put into it is found then, and not without.
    func test_xcodeBranch_isCompiledOnlyWithTheStandIn() throws {
        for plugin in Self.plugins {
            let sources = try Self.sources(of: plugin)
            let main = try String(contentsOfFile: sources[0], encoding: .utf8)
            let xcodeBranch = try XCTUnwrap(main.range(of: "#if canImport(XcodeProjectPlugin)"), plugin)
            let broken = main.replacingOccurrences(
                of: "displayName", with: "name", range: xcodeBranch.lowerBound..<main.endIndex)
            XCTAssertNotEqual(broken, main, plugin)
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let files = [try folder.write(broken, to: "\(plugin).swift")] + sources.dropFirst()
            XCTAssertTrue(try PluginTypeChecker.shared.typeCheck(files, xcode: false).isClean, plugin)
            let result = try PluginTypeChecker.shared.typeCheck(files, xcode: true)
            XCTAssertFalse(result.errors.isEmpty, plugin)
            XCTAssertTrue(result.errors.allSatisfy { $0.contains("has no member 'name'") }, result.output)
        }
    }

    // MARK: - The stand-in XcodeProjectPlugin

    /// A build tool and a command plugin using every member the plugins use, and the rest of the documented API.
    func test_documentedAPI_typeChecks() throws {
        try assertClean(
            """
            struct Tool: XcodeBuildToolPlugin {
                func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
                    let project: XcodeProject = context.xcodeProject
                    let names: [String] = project.targets.map(\\.displayName) + [project.displayName, project.id]
                    let folder: URL = project.directoryURL
                    let inputs: [URL] = target.inputFiles.map(\\.url) + [folder]
                    let kind: XcodeProduct.Kind? = target.product?.kind
                    if case .other(let identifier)? = kind { print(identifier) }
                    let id: XcodeTarget.ID = target.id
                    _ = (names, id, project.filePaths.map { $0 })
                    return [.buildCommand(displayName: target.displayName,
                                          executable: try context.tool(named: "shale").url,
                                          arguments: [id], inputFiles: inputs,
                                          outputFiles: [context.pluginWorkDirectoryURL.appending(path: "out.swift")])]
                }
            }

            struct Run: XcodeCommandPlugin {
                func performCommand(context: XcodePluginContext, arguments: [String]) throws {
                    for target in context.xcodeProject.targets where target.product?.name != nil {
                        Diagnostics.remark(target.displayName)
                    }
                }
            }
            """)
    }

    func test_wrongMemberName_isRejected() throws {
        try assertRejected(
            """
            func name(of target: XcodeTarget) -> String { target.name }
            """, with: "value of type 'XcodeTarget' has no member 'name'")
        try assertRejected(
            """
            func files(of context: XcodePluginContext) -> [XcodeTarget] { context.package.targets }
            """, with: "value of type 'XcodePluginContext' has no member 'package'")
    }

    func test_wrongTypes_areRejected() throws {
        try assertRejected(
            """
            func folder(of project: XcodeProject) -> String { project.directoryURL }
            """, with: "cannot convert return expression of type 'URL' to return type 'String'")
        try assertRejected(
            """
            func files(of target: XcodeTarget) -> [File] { target.inputFiles }
            """, with: "cannot convert return expression of type 'FileList' to return type '[File]'")
    }

    func test_missingOrMismatchedRequirement_isRejected() throws {
        try assertRejected(
            """
            struct Tool: XcodeBuildToolPlugin {}
            """, with: ["does not conform to protocol 'XcodeBuildToolPlugin'", "add stubs for conformance"], count: 1)
        // The requirements are synchronous: an `async` implementation does not satisfy them.
        try assertRejected(
            """
            struct Run: XcodeCommandPlugin {
                func performCommand(context: XcodePluginContext, arguments: [String]) async throws {}
            }
            """, with: ["does not conform to protocol 'XcodeCommandPlugin'", "add stubs for conformance"], count: 1)
        // SwiftPM's own context is not Xcode's.
        try assertRejected(
            """
            struct Tool: XcodeBuildToolPlugin {
                func createBuildCommands(context: PluginContext, target: XcodeTarget) throws -> [Command] { [] }
            }
            """, with: ["does not conform to protocol 'XcodeBuildToolPlugin'", "add stubs for conformance"], count: 1)
    }

    /// Xcode makes the values; a plugin cannot.
    func test_valuesHaveNoPublicInitializer() throws {
        try assertRejected(
            """
            func target(of files: FileList) -> XcodeTarget {
                XcodeTarget(id: "", displayName: "", product: nil, inputFiles: files)
            }
            """, with: "initializer is inaccessible due to 'internal' protection level")
    }

    // MARK: - Helpers

    /// The Swift files SwiftPM compiles for `plugin`: those of its folder, through the `Shared` link to the sources
    /// both plugins share; the plugin's own file first.
    static func sources(of plugin: String) throws -> [String] {
        let folder = PackagePaths.root.appendingPathComponent("Plugins/\(plugin)")
        let shared = folder.appendingPathComponent("Shared").resolvingSymlinksInPath()
        XCTAssertEqual(shared.lastPathComponent, "Shared")
        let sharedFiles = try FileManager.default.contentsOfDirectory(atPath: shared.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { shared.appendingPathComponent($0).path }
        XCTAssertFalse(sharedFiles.isEmpty)
        return [folder.appendingPathComponent("\(plugin).swift").path] + sharedFiles
    }

    /// `body` after the imports an Xcode plugin has, checked with the stand-in.
    private func check(_ body: String) throws -> AppleTypeChecker.Result {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = "import Foundation\nimport PackagePlugin\nimport XcodeProjectPlugin\n\n" + body + "\n"
        return try PluginTypeChecker.shared.typeCheck([folder.write(source, to: "Snippet.swift")], xcode: true)
    }

    private func assertClean(_ body: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try check(body)
        XCTAssertTrue(result.isClean, result.output, file: file, line: line)
        XCTAssertFalse(result.output.contains("warning:"), result.output, file: file, line: line)
    }

    private func assertRejected(
        _ body: String, with message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try assertRejected(body, with: [message], count: 1, file: file, line: line)
    }

    /// `body` fails with `count` errors, each containing one of `messages`.
    private func assertRejected(
        _ body: String, with messages: [String], count: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try check(body)
        XCTAssertEqual(result.errors.count, count, result.output, file: file, line: line)
        XCTAssertTrue(
            result.errors.allSatisfy { error in messages.contains { error.contains($0) } },
            "expected errors containing one of \(messages):\n\(result.output)", file: file, line: line)
    }
}
