import Foundation
import ShaleTestSupport
import XCTest

/// The one decision every test that needs the shared folder goes through: use it, or fail under CI, or skip.
final class PackagePathsTests: XCTestCase {
    func test_presentSharedFolder_isUsed_underCIAndElsewhere() {
        for environment in [["CI": "true"], [:]] {
            XCTAssertEqual(
                PackagePaths.sharedFolderVerdict(
                    "corpus", location: "/x/corpus", exists: true,
                    environment: environment), .found)
        }
    }

    func test_missingSharedFolder_failsUnderCI() {
        let verdict = PackagePaths.sharedFolderVerdict(
            "corpus", location: "/x/corpus", exists: false,
            environment: ["CI": "true"])
        guard case .fail(let message) = verdict else { return XCTFail("\(verdict)") }
        XCTAssertTrue(message.contains("corpus") && message.contains("/x/corpus") && message.contains("CI"), message)
    }

    func test_missingSharedFolder_skipsOutsideCI() {
        for environment in [[:], ["CI": "false"], ["CI": "1"]] {
            let verdict = PackagePaths.sharedFolderVerdict(
                "momc-pairs/compiled", location: "/x/momc-pairs/compiled",
                exists: false, environment: environment)
            guard case .skip(let message) = verdict else { return XCTFail("\(environment): \(verdict)") }
            XCTAssertTrue(message.contains("SHALE_SHARED_DIR"), message)
        }
    }

    /// `shared(_:)` throws the skip, or under CI the failure, for a folder that is not there.
    func test_shared_throwsForAMissingFolder() {
        let isCI = ProcessInfo.processInfo.environment["CI"] == "true"
        XCTAssertThrowsError(try PackagePaths.shared("no-such-folder-\(UUID().uuidString)")) { error in
            if isCI {
                XCTAssertTrue(error is MissingSharedFolder, "\(error)")
            } else {
                XCTAssertTrue(error is XCTSkip, "\(error)")
            }
        }
    }

    /// The Mustache spec is a fixture of the repository, so its tests never need the shared folder.
    func test_mustacheSpec_isInTheRepository() {
        for name in ["LICENSE", "README.md", "sections.json", "~inheritance.json"] {
            XCTAssertTrue(
                FileManager.default.fileExists(
                    atPath: PackagePaths.mustacheSpec.appendingPathComponent(name).path), name)
        }
    }
}
