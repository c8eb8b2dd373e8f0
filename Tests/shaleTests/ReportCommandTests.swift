import Foundation
import ShaleTestSupport
import XCTest

/// `shale report` as a user runs it: a separate process, real exit codes.
final class ReportCommandTests: TemporaryFolderTestCase {
    func test_report_isByteIdenticalAcrossProcesses() throws {
        let first = try ShaleProcess.run(["report", "Golden/Models/KitchenSink.xcdatamodeld"])
        let second = try ShaleProcess.run(
            ["report", "Golden/Models/KitchenSink.xcdatamodeld"],
            environment: [
                "SWIFT_DETERMINISTIC_HASHING": "0", "LANG": "de_DE.UTF-8",
                "TZ": "Pacific/Auckland",
            ])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.hasPrefix("<!DOCTYPE html>\n"))
        XCTAssertEqual(first.stdout, second.stdout)
    }

    func test_output_writesThePage_andSaysSo() throws {
        let output = folder.url.appendingPathComponent("report.html").path
        let run = try ShaleProcess.run([
            "report", "Examples/Bookshelf.xcdatamodeld", "--output", output,
            "--diagram", "text",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "shale: wrote \(output)\n")
        let golden = try String(
            contentsOf: PackagePaths.golden.appendingPathComponent("Reports/Bookshelf.html"),
            encoding: .utf8)
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), golden)
    }

    func test_modelWithErrors_exitsWith65_withLocatedErrors_andNoPage() throws {
        let run = try ShaleProcess.run(["report", "Golden/Models/Bad/MergeConflict.xcdatamodel"])
        XCTAssertEqual(run.status, 65)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(
            run.stderr.hasPrefix("Golden/Models/Bad/MergeConflict.xcdatamodel/contents:5:2: error: "),
            run.stderr)
    }

    func test_modelVersion_picksTheVersionThePageIsAbout() throws {
        let run = try ShaleProcess.run([
            "report", "Golden/Models/Library.xcdatamodeld", "--model-version", "Library 2",
            "--diagram", "text",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("<h2 id=\"migrations-title\">Migrations to “Library 2”</h2>"))
    }

    func test_usageErrors_exitWith64() throws {
        XCTAssertEqual(try ShaleProcess.run(["report"]).status, 64)
        XCTAssertEqual(
            try ShaleProcess.run(["report", "--diagram", "png", "Examples/Bookshelf.xcdatamodeld"]).status,
            64)
    }

    func test_documentation_namesEveryOption_andItsScreenshotExists() throws {
        let page = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Documentation/Report.md"),
            encoding: .utf8)
        for option in ["--output", "--model-version", "--config", "--diagram auto|svg|text", "--warnings-as-errors"] {
            XCTAssertTrue(page.contains(option), "Documentation/Report.md does not name \(option)")
        }
        let image = PackagePaths.root.appendingPathComponent("Documentation/Images/report-bookshelf.png")
        XCTAssertTrue(page.contains("(Images/report-bookshelf.png)"))
        XCTAssertEqual(try Data(contentsOf: image).prefix(8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    func test_help_documentsEveryOption() throws {
        let help = try ShaleProcess.run(["report", "--help"]).stdout
        for option in [
            "--output", "--config", "--diagram", "auto|svg|text", "--model-version",
            "--warnings-as-errors", "<path>",
        ] {
            XCTAssertTrue(help.contains(option), "report --help lacks \(option):\n\(help)")
        }
        XCTAssertEqual(help.components(separatedBy: "--version").count - 1, 1, "only Shale's own --version")
    }
}
