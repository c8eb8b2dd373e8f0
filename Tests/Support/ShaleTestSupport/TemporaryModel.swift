import Foundation
import XCTest

/// Writes model files into a fresh temporary folder for a test.
package struct TemporaryFolder {
    /// The folder.
    package let url: URL

    /// Creates an empty temporary folder.
    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("shale-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `path` inside the folder, creating intermediate folders; returns the file's path.
    @discardableResult
    package func write(_ text: String, to path: String) throws -> String {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// Writes a `<model>` holding `body` as `Name.xcdatamodel/contents`; returns the folder's path.
    package func model(_ body: String, named name: String = "Model") throws -> String {
        try write(TemporaryFolder.modelXML(body), to: "\(name).xcdatamodel/contents")
        return url.appendingPathComponent("\(name).xcdatamodel").path
    }

    /// A bundle `name.xcdatamodeld` with one version per (name, body) pair; the last is current.
    /// - Returns: The bundle's path.
    package func bundle(_ versions: [(name: String, body: String)], named name: String = "Model") throws -> String {
        for version in versions {
            try write(
                TemporaryFolder.modelXML(version.body), to: "\(name).xcdatamodeld/\(version.name).xcdatamodel/contents")
        }
        let current =
            versions.last.map { "<key>_XCCurrentVersionName</key><string>\($0.name).xcdatamodel</string>" } ?? ""
        try write(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(current)</dict></plist>\n",
            to: "\(name).xcdatamodeld/.xccurrentversion")
        return url.appendingPathComponent("\(name).xcdatamodeld").path
    }

    /// Entity elements of a one-to-one pair (`Person.passport` ↔ `Passport.owner`), for tests of what cannot hold
    /// a to-one cycle.
    package static let oneToOnePair = """
        <entity name="Person" syncable="YES">
            <relationship name="passport" optional="YES" maxCount="1" deletionRule="Nullify" \
        destinationEntity="Passport" inverseName="owner" inverseEntity="Passport"/>
        </entity>
        <entity name="Passport" syncable="YES">
            <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" \
        destinationEntity="Person" inverseName="passport" inverseEntity="Person"/>
        </entity>
        """

    /// A complete model file around `body`.
    package static func modelXML(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
        \(body)
        </model>

        """
    }

    /// Removes the folder.
    package func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// A test case with a fresh temporary folder for each test, removed afterwards.
open class TemporaryFolderTestCase: XCTestCase {
    /// The test's folder.
    package var folder: TemporaryFolder!

    override open func setUpWithError() throws {
        try super.setUpWithError()
        folder = try TemporaryFolder()
    }

    override open func tearDown() {
        folder?.remove()  // nil when a subclass's setUp skipped the test before making it
        super.tearDown()
    }
}
