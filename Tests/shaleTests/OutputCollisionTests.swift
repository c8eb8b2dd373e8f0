import Foundation
import ShaleTestSupport
import XCTest

/// Two outputs that would land on one path are one located error, found before any file is touched.
final class OutputCollisionTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// A model whose classes `Item` and `item` are two files on Linux but one on macOS's default file system.
    private func caseCollidingModel() throws -> String {
        try folder.model(
            """
            <entity name="Item" representedClassName="Item" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            <entity name="LowerItem" representedClassName="item" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            """)
    }

    func test_classFilesDifferingOnlyInCase_areALocatedError_andNothingIsWritten() throws {
        let model = try caseCollidingModel()
        let output = folder.url.appendingPathComponent("out").path
        let result = try ShaleProcess.run(["generate", "--model", model, "--templates", "coredata", "--output", output])
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertTrue(result.stderr.contains("contents:6:"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "error: the files of entities 'Item' and 'LowerItem' would be written to "
                    + "entities/Item.swift and entities/item.swift"), result.stderr)
        XCTAssertTrue(result.stderr.contains("note: give one entity another class name in Xcode"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output), "a failed run must write nothing")
    }

    func test_rootsSharingAFolder_collide_whenAClassTakesAnImmutableModelsName() throws {
        let model = try folder.model(
            """
            <entity name="Book" representedClassName="SlateBook" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            """)
        let output = folder.url.appendingPathComponent("out").path
        let result = try ShaleProcess.run(["generate", "--model", model, "--output", output])
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "error: entity 'Book' would have an immutable type and a Core Data class "
                    + "both named 'SlateBook'"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func test_filesOfTwoRootsInOneFolder_collide_beforeWriting() throws {
        let model = try folder.model(
            """
            <entity name="Book" representedClassName="CoreDataBook" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            """)
        let output = folder.url.appendingPathComponent("out").path
        let result = try ShaleProcess.run([
            "generate", "--model", model, "--output", output,
            "--option", "file-transform=CoreData%@",
        ])
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "error: two files of entity 'Book' would both be written to "
                    + "\(output)/CoreDataBook.swift"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
}
