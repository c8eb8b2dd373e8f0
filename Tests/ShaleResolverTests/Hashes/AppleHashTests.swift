import Foundation
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// Core Data's hashes computed by Shale against the ones Apple's model compiler wrote: every `VersionInfo.plist`
/// in `../shared/momc-pairs/compiled`, each beside the model source it was compiled from.
final class AppleHashTests: XCTestCase {
    func test_everyCompiledPair_hashesAsMomcDid() throws {
        var entities = (agree: 0, total: 0)
        var checksums = (agree: 0, total: 0)
        var differences: [String] = []
        for pair in try PackagePaths.pairFolders("momc-pairs/compiled") {
            let files = try FileManager.default.contentsOfDirectory(atPath: pair.path)
            guard let source = files.first(where: { $0.hasSuffix(".xcdatamodel") }) else { continue }
            let version = String(source.dropLast(".xcdatamodel".count))
            let info = try CompiledVersionInfo(contentsOf: pair.appendingPathComponent("VersionInfo.plist"))
            let recorded = try XCTUnwrap(info.versionHashes[version], "\(pair.path): no hashes for \(version)")
            let loaded = ModelLoader.load(path: pair.appendingPathComponent(source).path)
            let model = try XCTUnwrap(loaded.bundle?.versions.first, loaded.diagnostics.rendered)
            XCTAssertEqual(Set(model.entities.map(\.name)), Set(recorded.keys), pair.path)
            for entity in model.entities {
                entities.total += 1
                if recorded[entity.name].map({ VersionHash.hex([UInt8]($0)) }) == entity.versionHash {
                    entities.agree += 1
                } else {
                    differences.append("\(pair.lastPathComponent) \(entity.name)")
                }
            }
            if let checksum = info.versionChecksums[version] {
                checksums.total += 1
                if checksum == model.versionChecksum {
                    checksums.agree += 1
                } else {
                    differences.append("\(pair.lastPathComponent) checksum")
                }
            }
        }
        print(
            "momc hashes: \(entities.agree)/\(entities.total) entity hashes, "
                + "\(checksums.agree)/\(checksums.total) checksums agree")
        XCTAssertGreaterThan(entities.total, 300)
        XCTAssertGreaterThan(checksums.total, 10)
        XCTAssertEqual(differences, [], "hashes that differ from momc's")
    }
}
