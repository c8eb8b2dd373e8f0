import Foundation
import ShaleDiff
import ShaleModel
import ShaleReader
import ShaleResolver
import XCTest

/// Writes small bundles of model versions into a temporary folder, loads them, and diffs two versions.
open class BundleTestCase: TemporaryFolderTestCase {
    /// A bundle of `versions` (the last one current), loaded through a strict collector: the test fails on any
    /// warning or error of any version that `expected` does not match (older versions' warnings are listed, not
    /// summarized in a note).
    package func bundle(
        _ versions: [(name: String, body: String)],
        expecting expected: [ExpectedDiagnostic] = [],
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> ModelBundle {
        let path = try folder.bundle(versions, named: "B\(UUID().uuidString.prefix(8))")
        let diagnostics = strictCollector(expecting: expected, file: file, line: line)
        return try XCTUnwrap(
            ModelLoader.load(
                path: path, scope: .allVersions, olderVersions: .listed,
                diagnostics: diagnostics),
            file: file, line: line)
    }

    /// The changes from a version with `old` to one with `new`.
    package func changes(
        _ old: String, _ new: String, expecting expected: [ExpectedDiagnostic] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [ModelChange] {
        let both = try bundle([("V1", old), ("V2", new)], expecting: expected, file: file, line: line)
        return ModelDiff.changes(from: both.versions[0], to: both.versions[1])
    }
}
