import Foundation
import ShaleDiff
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// Reads every real model in `../shared/corpus` (the corpus sample in the fast tier, `TestTier`): no crash, no error
/// on well-formed files, every version read.
final class CorpusTests: XCTestCase {
    private struct Input {
        var path: String
        var versionFolders: Int
    }

    /// Every `.xcdatamodeld` bundle, and every `.xcdatamodel` folder not inside one, with its version count.
    private func inputs(under root: URL) throws -> [Input] {
        try TestTier.corpus(ModelFinder.models(under: root.path)).map { path in
            guard path.hasSuffix(".xcdatamodeld") else { return Input(path: path, versionFolders: 1) }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let versions = entries.filter {
                $0.hasSuffix(".xcdatamodel") && FileManager.default.fileExists(atPath: "\(path)/\($0)/contents")
            }
            return Input(path: path, versionFolders: versions.count)
        }
    }

    /// The `contents` files MANIFEST.tsv tags `malformed`.
    private func malformedFiles(in corpus: URL) throws -> Set<String> {
        let manifest = try String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var files = Set<String>()
        for line in manifest.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 8, columns[5].split(separator: ",").contains("malformed") else { continue }
            files.insert(corpus.appendingPathComponent("models").appendingPathComponent(String(columns[7])).path)
        }
        return files
    }

    func test_everyCorpusModel_readsWithoutErrors_exceptTheMalformedOne() throws {
        let corpus = try PackagePaths.shared("corpus")
        let malformed = try malformedFiles(in: corpus)
        XCTAssertFalse(malformed.isEmpty, "MANIFEST.tsv should tag the merge-conflict model as malformed")
        var filesRead = 0
        var entities = 0
        let inputs = try inputs(under: corpus.appendingPathComponent("models"))
        XCTAssertGreaterThan(inputs.count, try TestTier.atLeast(full: 50, fast: 2))
        for input in inputs {
            let result = ModelLoader.load(path: input.path, scope: .allVersions)
            let errors = result.diagnostics.filter { $0.severity == .error }
            let brokenFiles = malformed.filter { $0.hasPrefix(input.path + "/") }
            if input.versionFolders == 0 {
                XCTAssertEqual(errors.map(\.message), ["the bundle holds no model versions"], input.path)
                continue
            }
            let bundle = try XCTUnwrap(result.bundle, input.path)
            if brokenFiles.isEmpty {
                XCTAssertEqual(errors, [], "\(input.path):\n\(errors.rendered)")
                XCTAssertEqual(bundle.versions.count, input.versionFolders, input.path)
            } else {
                XCTAssertEqual(errors.count, brokenFiles.count, "\(input.path):\n\(errors.rendered)")
                for error in errors {
                    XCTAssertTrue(brokenFiles.contains(error.location?.file ?? ""), error.description)
                    XCTAssertGreaterThan(error.location?.line ?? 0, 0, error.description)
                    XCTAssertGreaterThan(error.location?.column ?? 0, 0, error.description)
                }
                XCTAssertEqual(bundle.versions.count, input.versionFolders - brokenFiles.count, input.path)
            }
            filesRead += bundle.versions.count
            entities += bundle.versions.reduce(0) { $0 + $1.entities.count }
        }
        print("corpus: read \(filesRead) model files (\(entities) entities) in \(inputs.count) inputs")
        XCTAssertGreaterThan(filesRead, try TestTier.atLeast(full: 300, fast: 10))
    }

    func test_everyMultiVersionCorpusBundle_diffsEachOlderVersionAgainstTheNewest() throws {
        let corpus = try PackagePaths.shared("corpus")
        var pairs = 0
        var changes = 0
        for input in try inputs(under: corpus.appendingPathComponent("models")) where input.versionFolders > 1 {
            guard let bundle = ModelLoader.load(path: input.path, scope: .allVersions).bundle,
                let newest = bundle.versions.last
            else { continue }
            for older in bundle.versions.dropLast() {
                let found = ModelDiff.changes(from: older, to: newest)
                // Every change names its entity and carries a location in the version it comes from.
                for change in found {
                    XCTAssertFalse(change.entity.isEmpty, "\(input.path): \(change)")
                    XCTAssertTrue(change.oldLocation != nil || change.newLocation != nil, "\(input.path): \(change)")
                }
                XCTAssertEqual(ModelDiff.changes(from: older, to: older), [], "\(older.sourcePath) against itself")
                // Core Data's hashes and the classification agree: a store-level change alters a hash and nothing
                // else does, and the changes marked as altering one are exactly those. (Configurations are not part
                // of any entity's hash.)
                let sameSchema = older.versionChecksum == newest.versionChecksum
                let storeChanges = found.filter {
                    $0.migration != .none && !$0.kind.rawValue.hasPrefix("configuration")
                }
                XCTAssertEqual(sameSchema, storeChanges.isEmpty, "\(older.sourcePath): \(storeChanges.map(\.kind))")
                XCTAssertEqual(
                    sameSchema, !found.contains(where: \.changesVersionHash),
                    "\(older.sourcePath): \(found.filter(\.changesVersionHash).map(\.kind))")
                pairs += 1
                changes += found.count
            }
        }
        print("corpus: diffed \(pairs) version pairs, \(changes) changes")
        XCTAssertGreaterThan(pairs, try TestTier.atLeast(full: 100, fast: 10))
    }
}
