import Foundation
import ShaleTestSupport
import XCTest

/// `shale freeze` as a process: the golden schema on standard output, the file it writes checked by `--check` in
/// a second process (same bytes), and the exit codes of Documentation/CommandLine.md.
final class FreezeCommandTests: TemporaryFolderTestCase {
    private let library = "Golden/Models/Library.xcdatamodeld"

    func test_printsTheGoldenSchema_thenWritesAndChecksAFile() throws {
        let printed = try ShaleProcess.run(["freeze", library, "--schema-version", "4.0.0"])
        XCTAssertEqual(printed.status, 0, printed.stderr)
        // Book's required `author` is written optional, as the swiftdata set writes every to-one: a located warning.
        XCTAssertTrue(
            printed.stderr.hasPrefix(
                "\(library)/Library 10.xcdatamodel/contents:12:9: warning: "
                    + "relationship 'author' of entity 'Book' is a required to-one"), printed.stderr)
        assertGolden(printed.stdout, "Frozen/LibrarySchemaV4.swift")

        let file = folder.url.appendingPathComponent("LibrarySchemaV4.swift").path
        let check = ["freeze", library, "--schema-version", "4.0.0", "--output", file, "--check"]
        let missing = try ShaleProcess.run(check)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stdout.hasPrefix("--- /dev/null\n"), missing.stdout)
        let written = try ShaleProcess.run(["freeze", library, "--schema-version", "4.0.0", "-o", file])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertTrue(written.stderr.hasSuffix("shale: wrote \(file)\n"), written.stderr)
        let clean = try ShaleProcess.run(check)
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertEqual(clean.stdout, "")
        XCTAssertFalse(clean.stderr.contains("error"), clean.stderr)
        let moved = try ShaleProcess.run(["freeze", library, "--schema-version", "4.0.1", "--output", file, "--check"])
        XCTAssertEqual(moved.status, 1)
        XCTAssertTrue(
            moved.stdout.contains(
                "+    static var versionIdentifier: SwiftData.Schema.Version "
                    + "{ SwiftData.Schema.Version(4, 0, 1) }\n"), moved.stdout)
    }

    func test_exitCodes() throws {
        func status(_ arguments: [String]) throws -> Int32 { try ShaleProcess.run(["freeze"] + arguments).status }
        XCTAssertEqual(try status([library]), 64, "--schema-version is required")
        XCTAssertEqual(try status([library, "--schema-version", "4.0"]), 64)
        XCTAssertEqual(try status([library, "--schema-version", "4.0.0", "--schema-name", "Book"]), 64)
        XCTAssertEqual(try status([library, "--schema-version", "4.0.0", "--check"]), 64)
        XCTAssertEqual(try status(["Golden/Models/Bad/NoSuchModel.xcdatamodel", "--schema-version", "4.0.0"]), 65)
        let blocker = try folder.write("a file\n", to: "blocker")
        XCTAssertEqual(try status([library, "--schema-version", "4.0.0", "--output", blocker + "/V4.swift"]), 74)
    }
}
