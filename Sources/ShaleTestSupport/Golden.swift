import Foundation
import ShaleCore
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

    /// The (model source, compiled model) pairs beside the project (`../shared/momc-pairs/compiled`), or `nil`
    /// when absent.
    public static var momcPairs: URL? {
        let url = root.deletingLastPathComponent().appendingPathComponent("shared/momc-pairs/compiled")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// A folder of the shared material beside the project, or a skip when it is absent; under `CI=true` its absence
    /// fails the test instead, so CI cannot pass without running it.
    /// - Throws: `XCTSkip` outside CI, an error under CI, when `url` is nil.
    public static func require(_ url: URL?, _ what: String) throws -> URL {
        if let url { return url }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            throw SharedMaterialMissing(description: "\(what) is absent, and CI=true needs it: put ../shared beside "
                + "the project")
        }
        throw XCTSkip("\(what) is absent: the test needs the shared folder beside the project")
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

/// The error a test throws under CI when shared material it needs is missing.
public struct SharedMaterialMissing: Error, CustomStringConvertible {
    /// What is missing and what to do.
    public var description: String
}
