import Foundation
import ShaleDiff
import ShaleModel
import ShaleResolver
import XCTest

/// Where the package's files are, found from this source file so tests work from any directory.
public enum PackagePaths {
    /// The package root (the folder holding `Package.swift`).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Golden/` in the package root.
    public static let golden = root.appendingPathComponent("Golden")

    /// The official Mustache spec's JSON files beside the project (`../shared/mustache-spec`), or `nil` when absent.
    public static var mustacheSpec: URL? {
        let url = root.deletingLastPathComponent().appendingPathComponent("shared/mustache-spec")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("sections.json").path) ? url : nil
    }

    /// The shared corpus of real models beside the project, or `nil` when it is absent.
    public static var corpus: URL? {
        let url = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// A folder of `../shared` (`momc-pairs`, `corpus`...) that a test needs: under CI (`CI=true`) a missing
    /// folder fails the test, elsewhere it skips it with a message.
    /// - Throws: `XCTSkip` when the folder is missing outside CI.
    public static func shared(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let url = root.deletingLastPathComponent().appendingPathComponent("shared").appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail("../shared/\(name) is missing: CI runs with ../shared beside the project", file: file, line: line)
        }
        throw XCTSkip("../shared/\(name) is not beside the project")
    }

    /// The `<repository>/<id>` folders of a folder of artifact pairs (`momc-pairs/compiled`, `momc-pairs/stores`),
    /// sorted: each holds a model source and what Apple's tools made of it.
    /// - Throws: as `shared(_:)` when the folder is missing.
    public static func pairFolders(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [URL] {
        let root = try shared(name, file: file, line: line)
        let files = FileManager.default
        return try files.contentsOfDirectory(atPath: root.path).sorted().flatMap { repository in
            let folder = root.appendingPathComponent(repository)
            return try files.contentsOfDirectory(atPath: folder.path).sorted().map { folder.appendingPathComponent($0) }
        }
    }

    /// Makes the package root the current directory, so paths in output are relative to it.
    /// Every test that calls this sets the same directory, so the order of tests does not matter.
    public static func enterRoot() {
        _ = FileManager.default.changeCurrentDirectoryPath(root.path)
    }
}

/// Compares `actual` with the golden file at `path` (relative to `Golden/`), byte for byte.
///
/// On a difference the failure shows a unified diff. With `SHALE_UPDATE_GOLDEN=1` in the environment the
/// golden file is rewritten instead; read `git diff Golden/` before committing it.
public func assertGolden(_ actual: String, _ path: String, file: StaticString = #filePath, line: UInt = #line) {
    let url = PackagePaths.golden.appendingPathComponent(path)
    if ProcessInfo.processInfo.environment["SHALE_UPDATE_GOLDEN"] == "1" {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        } catch {
            XCTFail("cannot write golden file \(path): \(error)", file: file, line: line)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        XCTFail("golden file Golden/\(path) is missing; run SHALE_UPDATE_GOLDEN=1 swift test", file: file, line: line)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    let diff = UnifiedDiff.diff(expected, actual, oldName: "Golden/\(path)", newName: "actual")
    if !diff.isEmpty {
        XCTFail("output differs from Golden/\(path) (SHALE_UPDATE_GOLDEN=1 swift test rewrites it):\n\(diff)",
                file: file, line: line)
    }
}
