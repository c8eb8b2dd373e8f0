import Foundation
import ShaleModel
import XCTest

/// Where the package's files are, found from this source file so tests work from any directory.
package enum PackagePaths {
    /// The package root (the folder holding `Package.swift`), four levels above this file
    /// (`Tests/Support/ShaleTestSupport/Golden.swift`).
    package static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// How output names `path` when its anchor is `anchor` (Documentation/Generating.md, "Paths in output"): by its
    /// last component when the two share only `/`, as a temporary folder and a checkout usually do; else relative
    /// to the anchor (a checkout under the temporary folder shares `/tmp` with it).
    package static func named(_ path: String, from anchor: String) -> String {
        let first = { (path: String) in
            URL(fileURLWithPath: path).resolvingSymlinksInPath().pathComponents.dropFirst().first
        }
        return first(path) == first(anchor)
            ? PathAnchor(folder: anchor).relative(path) : URL(fileURLWithPath: path).lastPathComponent
    }

    /// `Golden/` in the package root.
    package static let golden = root.appendingPathComponent("Golden")

    /// The official Mustache spec's JSON files, a fixture of the repository (`Tests/Fixtures/mustache-spec`).
    package static let mustacheSpec = root.appendingPathComponent("Tests/Fixtures/mustache-spec")

    /// The environment variable naming the shared folder's location instead of `../shared` (for a machine that keeps
    /// it elsewhere, and for checking what a test does without it).
    package static let sharedFolderVariable = "SHALE_SHARED_DIR"

    /// The shared folder of real models and Apple's artifacts (`corpus`, `momc-pairs`...): `SHALE_SHARED_DIR` when
    /// set, else `shared` beside the package root.
    package static var sharedFolder: URL {
        if let path = ProcessInfo.processInfo.environment[sharedFolderVariable], !path.isEmpty {
            return URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
        }
        return root.deletingLastPathComponent().appendingPathComponent("shared")
    }

    /// What a test does about a folder of the shared folder.
    package enum SharedFolderVerdict: Equatable, Sendable {
        /// The folder is there: use it.
        case found
        /// The folder is missing under CI: the test fails with this message.
        case fail(String)
        /// The folder is missing elsewhere: the test skips with this message.
        case skip(String)
    }

    /// The one decision for a test that needs `name` of the shared folder: use it when it exists; when it is
    /// missing, fail under CI (`CI=true`, where the folder must be present) and skip elsewhere.
    /// - Parameters:
    ///   - name: The folder's path in the shared folder (`corpus`, `momc-pairs/compiled`).
    ///   - location: Where it was looked for, for the message.
    ///   - exists: Whether it is there.
    ///   - environment: The process environment (`CI` is read).
    package static func sharedFolderVerdict(
        _ name: String, location: String, exists: Bool,
        environment: [String: String]
    ) -> SharedFolderVerdict {
        if exists { return .found }
        if environment["CI"] == "true" {
            return .fail(
                "\(name) of the shared folder is missing at \(location): CI runs with ../shared beside the "
                    + "project (or \(sharedFolderVariable) naming it), so a test that needs it fails instead of skipping"
            )
        }
        return .skip(
            "\(name) of the shared folder is not at \(location): put ../shared beside the project or set "
                + "\(sharedFolderVariable) to run this test (under CI=true it fails)")
    }

    /// A folder of the shared folder (`momc-pairs`, `corpus`...) that a test needs: under CI (`CI=true`) a missing
    /// folder fails the test, elsewhere it skips it with a message (see `sharedFolderVerdict`).
    /// - Throws: `XCTSkip` when the folder is missing outside CI, `MissingSharedFolder` (a failure) under CI.
    package static func shared(_ name: String) throws -> URL {
        let url = sharedFolder.appendingPathComponent(name)
        switch sharedFolderVerdict(
            name, location: url.path, exists: FileManager.default.fileExists(atPath: url.path),
            environment: ProcessInfo.processInfo.environment)
        {
        case .found: return url
        case .fail(let message): throw MissingSharedFolder(message: message)
        case .skip(let message): throw XCTSkip(message)
        }
    }

    /// Every `.xcdatamodeld` bundle under `corpus/models`, sorted, narrowed to the paths containing
    /// `SHALE_CORPUS_FILTER` when it is set (to rerun a corpus test on one model).
    /// - Throws: as `shared(_:)` when the corpus is missing.
    package static func corpusBundles() throws -> [String] {
        let root = try shared("corpus").appendingPathComponent("models")
        var found: [String] = []
        if let walker = FileManager.default.enumerator(atPath: root.path) {
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".xcdatamodeld") { found.append(root.appendingPathComponent(relative).path) }
            }
        }
        let only = ProcessInfo.processInfo.environment["SHALE_CORPUS_FILTER"]
        return found.sorted().filter { only.map($0.contains) ?? true }
    }

    /// The `<repository>/<id>` folders of a folder of artifact pairs (`momc-pairs/compiled`, `momc-pairs/stores`),
    /// sorted: each holds a model source and what Apple's tools made of it.
    /// - Throws: as `shared(_:)` when the folder is missing.
    package static func pairFolders(_ name: String) throws -> [URL] {
        let root = try shared(name)
        let files = FileManager.default
        return try files.contentsOfDirectory(atPath: root.path).sorted().flatMap { repository in
            let folder = root.appendingPathComponent(repository)
            return try files.contentsOfDirectory(atPath: folder.path).sorted().map { folder.appendingPathComponent($0) }
        }
    }

    /// Makes the package root the current directory, so paths in output are relative to it.
    /// Every test that calls this sets the same directory, so the order of tests does not matter.
    package static func enterRoot() {
        _ = FileManager.default.changeCurrentDirectoryPath(root.path)
    }
}

/// A folder of the shared folder is missing under CI: the test fails with this message.
package struct MissingSharedFolder: Error, CustomStringConvertible {
    /// What is missing and why that fails the test.
    package var message: String
    package var description: String { message }

    /// A failure saying `message`.
    package init(message: String) { self.message = message }
}

/// What fixes a stale golden or generated file.
let regenerateHint = "run Scripts/regenerate"

/// Compares `actual` with the golden file at `path` (relative to `Golden/`), byte for byte.
///
/// On a difference the failure shows a unified diff. With `SHALE_UPDATE_GOLDEN=1` in the environment the
/// golden file is rewritten instead (`Scripts/regenerate` runs the golden tests so); read `git diff Golden/` before
/// committing it. Only files under `Golden/` are written: sources generated by the project (the embedded
/// templates, `Documentation/TemplateContext.md`) are compared with `assertGenerated` and written by
/// `shale-regenerate`.
package func assertGolden(_ actual: String, _ path: String, file: StaticString = #filePath, line: UInt = #line) {
    guard !path.split(separator: "/").contains("..") else {
        XCTFail("golden path \(path) leaves Golden/: compare sources with assertGenerated", file: file, line: line)
        return
    }
    let url = PackagePaths.golden.appendingPathComponent(path)
    if ProcessInfo.processInfo.environment["SHALE_UPDATE_GOLDEN"] == "1" {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true)
            // Write only when the bytes change, so an unchanged golden keeps its timestamp.
            if FileManager.default.contents(atPath: url.path) != Data(actual.utf8) {
                try Data(actual.utf8).write(to: url)
            }
        } catch {
            XCTFail("cannot write golden file \(path): \(error)", file: file, line: line)
        }
        return
    }
    assertMatches(
        actual, PackagePaths.golden.appendingPathComponent(path), name: "Golden/\(path)",
        hint: "\(regenerateHint), or SHALE_UPDATE_GOLDEN=1 swift test --filter this test",
        file: file, line: line)
}

/// Compares `actual` with the file the project generates at `path` (relative to the package root, such as
/// `Sources/ShaleTemplates/EmbeddedTemplates.swift`), byte for byte; never writes it: `Scripts/regenerate` does.
package func assertGenerated(_ actual: String, _ path: String, file: StaticString = #filePath, line: UInt = #line) {
    assertMatches(
        actual, PackagePaths.root.appendingPathComponent(path), name: path, hint: regenerateHint,
        file: file, line: line)
}

/// Fails with a unified diff when the file at `url` is missing or differs from `actual`.
private func assertMatches(_ actual: String, _ url: URL, name: String, hint: String, file: StaticString, line: UInt) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
        XCTFail("\(name) is missing; \(hint)", file: file, line: line)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    let diff = UnifiedDiff.diff(expected, actual, oldName: name, newName: "actual")
    if !diff.isEmpty {
        XCTFail("output differs from \(name) (\(hint)):\n\(diff)", file: file, line: line)
    }
}
