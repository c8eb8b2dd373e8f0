import Foundation
import ShaleTestSupport
import XCTest

/// Shale's plugins from the prebuilt binary: `Examples/ArtifactBundleExample`, whose build plugin comes from
/// `Plugins/Binary` (`ShalePlugins`), builds and passes its tests with the `shale` of an artifact bundle, and its
/// build compiles none of Shale's sources.
///
/// Runs when `SHALE_ARTIFACT_BUNDLE` names a bundle `Scripts/release` built (`.ci/run` sets it); skipped otherwise,
/// since it builds a package of its own (about a minute, most of it SwiftPM compiling the manifests and plugins),
/// except under CI (`CI=true`), where a missing variable fails it.
final class ArtifactBundleTests: XCTestCase {
    /// `swift` with `arguments` in `directory`: its status and combined output.
    private func swift(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let run = try ShaleProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments,
            in: directory, timeLimit: 600)
        return (run.status, run.stdout + run.stderr)
    }

    func test_samplePackage_runsShaleFromTheArtifactBundle_withoutCompilingShale() throws {
        guard let bundlePath = ProcessInfo.processInfo.environment["SHALE_ARTIFACT_BUNDLE"] else {
            throw RequiredTool.missing(
                "SHALE_ARTIFACT_BUNDLE names no artifact bundle",
                provide: ".ci/run packages its release shale with Scripts/release and sets it",
                elsewhere: "set SHALE_ARTIFACT_BUNDLE to a bundle Scripts/release built")
        }
        let bundle = URL(fileURLWithPath: bundlePath, relativeTo: PackagePaths.root)
        let info = try String(contentsOf: bundle.appendingPathComponent("info.json"), encoding: .utf8)
        XCTAssertTrue(info.contains(#""schemaVersion": "1.0""#), info)
        XCTAssertTrue(info.contains(#""type": "executable""#), info)

        // The sample and the plugin package, laid out as in the repository (the plugins' sources are links into
        // Plugins/), with the bundle where Plugins/Binary's manifest expects it.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = FileManager.default
        try files.copyItem(
            at: PackagePaths.root.appendingPathComponent("Plugins"),
            to: folder.url.appendingPathComponent("Plugins"))
        let binary = folder.url.appendingPathComponent("Plugins/Binary")
        try? files.removeItem(at: binary.appendingPathComponent("shale.artifactbundle"))
        try? files.removeItem(at: binary.appendingPathComponent(".build"))
        try files.copyItem(at: bundle, to: binary.appendingPathComponent("shale.artifactbundle"))
        let sample = folder.url.appendingPathComponent("Examples/ArtifactBundleExample")
        try files.createDirectory(at: sample.deletingLastPathComponent(), withIntermediateDirectories: true)
        try files.copyItem(at: PackagePaths.root.appendingPathComponent("Examples/ArtifactBundleExample"), to: sample)
        try? files.removeItem(at: sample.appendingPathComponent(".build"))

        let start = Date()
        let build = try swift(["build", "--build-tests", "-v"], in: sample)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(build.status, 0, build.output)
        // No Shale module is compiled: every compiler invocation is for the plugins' and the sample's own sources.
        let compiled = build.output.split(separator: "\n")
            .filter { $0.contains("swift-frontend") || $0.contains("swiftc") }
        let shaleSources = compiled.filter { line in
            ["ShaleDriver", "ShaleReader", "ShaleRender", "ShaleModel", "Sources/shale/"].contains { line.contains($0) }
        }
        XCTAssertEqual(shaleSources.count, 0, shaleSources.prefix(3).joined(separator: "\n"))
        XCTAssertFalse(compiled.isEmpty, "the verbose build log lists its compiler invocations:\n" + build.output)
        // The build command the plugin made runs the bundle's executable.
        XCTAssertTrue(
            build.output.contains("/Plugins/Binary/shale.artifactbundle/shale-")
                && build.output.contains("/bin/shale generate --config "), build.output)
        let generated = try XCTUnwrap(
            files.enumerator(at: sample.appendingPathComponent(".build"), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.first { $0.lastPathComponent == "Shelf+Shale.swift" },
            "the build plugin wrote Shelf+Shale.swift")
        let text = try String(contentsOf: generated, encoding: .utf8)
        XCTAssertTrue(text.contains("public struct BookRecord: Equatable, Sendable {"), text)

        let test = try swift(["test", "--skip-build"], in: sample)
        XCTAssertEqual(test.status, 0, test.output)
        print("ArtifactBundleTests: the sample built in \(Int(seconds.rounded())) s with the prebuilt shale")
    }
}
