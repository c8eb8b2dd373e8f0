import Foundation
import ShaleTestSupport
import XCTest

/// `shale dump` as a user runs it: a separate process, real exit codes.
final class DumpCommandTests: XCTestCase {
    func test_dump_isByteIdenticalAcrossProcesses_andMatchesTheGoldenIR() throws {
        let first = try ShaleProcess.run(["dump", "Golden/Models/KitchenSink.xcdatamodeld"])
        let second = try ShaleProcess.run(
            ["dump", "Golden/Models/KitchenSink.xcdatamodeld"],
            environment: ["SWIFT_DETERMINISTIC_HASHING": "0", "LANG": "de_DE.UTF-8"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, second.stdout)
        let golden = try String(
            contentsOf: PackagePaths.golden.appendingPathComponent("IR/KitchenSink.json"),
            encoding: .utf8)
        XCTAssertEqual(first.stdout, golden)
    }

    func test_allVersions_printsTheBundleInMigrationOrder() throws {
        let output = try ShaleProcess.run(["dump", "--all-versions", "Golden/Models/Library.xcdatamodeld"])
        XCTAssertEqual(output.status, 0, output.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let versions = json?["versions"] as? [[String: Any]]
        XCTAssertEqual(versions?.compactMap { $0["versionName"] as? String }, ["Library", "Library 2", "Library 10"])
        XCTAssertEqual(json?["currentVersionName"] as? String, "Library 10")
    }

    func test_modelWithErrors_exitsWith65_printsLocatedDiagnostics_andNoJSON() throws {
        let output = try ShaleProcess.run(["dump", "Golden/Models/Bad/MergeConflict.xcdatamodel"])
        XCTAssertEqual(output.status, 65)
        XCTAssertEqual(output.stdout, "")
        XCTAssertTrue(
            output.stderr.hasPrefix("Golden/Models/Bad/MergeConflict.xcdatamodel/contents:5:2: error: "),
            output.stderr)
    }

    func test_warningsAsErrors_turnsWarningsIntoExitStatus1() throws {
        let lenient = try ShaleProcess.run(["dump", "Golden/Models/KitchenSink.xcdatamodeld"])
        XCTAssertEqual(lenient.status, 0)
        XCTAssertTrue(lenient.stderr.contains("warning: "), lenient.stderr)
        let strict = try ShaleProcess.run(["dump", "--warnings-as-errors", "Golden/Models/KitchenSink.xcdatamodeld"])
        XCTAssertEqual(strict.status, 1)
    }

    func test_usageErrors_exitWith64() throws {
        XCTAssertEqual(try ShaleProcess.run(["dump"]).status, 64)
        XCTAssertEqual(try ShaleProcess.run(["dump", "--no-such-flag", "x"]).status, 64)
    }

    func test_help_documentsEveryOption() throws {
        let help = try ShaleProcess.run(["dump", "--help"]).stdout
        for option in ["--model-version", "--all-versions", "--warnings-as-errors", "<path>"] {
            XCTAssertTrue(help.contains(option), "dump --help lacks \(option):\n\(help)")
        }
    }

    func test_modelVersion_selectsAnOlderVersion() throws {
        let output = try ShaleProcess.run([
            "dump", "--model-version", "Library 2", "Golden/Models/Library.xcdatamodeld",
        ])
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.contains(#""versionName": "Library 2""#))
    }
}

/// README's first command must keep working on the bundled example.
final class ExampleModelTests: XCTestCase {
    func test_bundledExample_dumpsCleanly() throws {
        let output = try ShaleProcess.run(["dump", "Examples/Bookshelf.xcdatamodeld"])
        XCTAssertEqual(output.status, 0)
        XCTAssertEqual(output.stderr, "")
        XCTAssertTrue(output.stdout.contains(#""versionName": "Bookshelf 2""#))
    }
}
