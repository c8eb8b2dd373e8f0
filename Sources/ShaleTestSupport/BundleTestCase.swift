import Foundation
import ShaleResolver
import ShaleDiff
import ShaleModel
import XCTest

/// Writes small bundles of model versions into a temporary folder, loads them, and diffs two versions.
open class BundleTestCase: TemporaryFolderTestCase {
    /// A bundle of `versions` (the last one current), loaded without errors.
    public func bundle(_ versions: [(name: String, body: String)]) throws -> ModelBundle {
        let path = try folder.bundle(versions, named: "B\(UUID().uuidString.prefix(8))")
        let result = ModelLoader.load(path: path, scope: .allVersions)
        XCTAssertFalse(result.failed, result.diagnostics.rendered)
        return try XCTUnwrap(result.bundle)
    }

    /// The changes from a version with `old` to one with `new`.
    public func changes(_ old: String, _ new: String) throws -> [ModelChange] {
        let both = try bundle([("V1", old), ("V2", new)])
        return ModelDiff.changes(from: both.versions[0], to: both.versions[1])
    }
}
