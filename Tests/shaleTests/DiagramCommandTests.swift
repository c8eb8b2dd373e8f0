import Foundation
import ShaleTestSupport
import XCTest

/// `shale diagram` as a user runs it: a separate process, real exit codes, real files.
final class DiagramCommandTests: TemporaryFolderTestCase {
    private let bookshelf = "Examples/Bookshelf.xcdatamodeld"

    private func golden(_ path: String) throws -> String {
        try String(contentsOf: PackagePaths.golden.appendingPathComponent(path), encoding: .utf8)
    }

    func test_mermaid_isTheDefault_isTheGolden_andTheSameInEveryProcess() throws {
        let first = try ShaleProcess.run(["diagram", bookshelf])
        let second = try ShaleProcess.run(
            ["diagram", bookshelf, "--format", "mermaid"],
            environment: ["SWIFT_DETERMINISTIC_HASHING": "0", "LANG": "de_DE.UTF-8"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stderr, "")
        XCTAssertEqual(first.stdout, try golden("Diagrams/Bookshelf.mmd"))
        XCTAssertEqual(second.stdout, first.stdout)
    }

    func test_dot_isTheGolden() throws {
        let output = try ShaleProcess.run([
            "diagram", "Golden/Models/KitchenSink.xcdatamodeld", "--format", "dot",
            "--configurations",
        ])
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stdout, try golden("Diagrams/KitchenSink-configurations.dot"))
    }

    func test_svg_isGraphvizLayout_ofEveryEntity() throws {
        _ = try RequiredTool.find("dot", package: "graphviz")
        let output = try ShaleProcess.run(["diagram", bookshelf, "--format", "svg"])
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.hasPrefix("<?xml") && output.stdout.contains("<svg"), output.stdout)
        for name in ["Author", "Book", "books (cascade) / author", "0..*"] {
            XCTAssertTrue(output.stdout.contains(">\(name)</text>"), "no \(name) in the SVG")
        }
        XCTAssertFalse(output.stdout.contains("graphviz version"))
    }

    func test_svgWithoutDot_failsNamingThePackages_andLeavesTheOutputAlone() throws {
        let existing = try folder.write("old diagram\n", to: "diagram.svg")
        let output = try ShaleProcess.run(
            ["diagram", bookshelf, "--format", "svg", "--output", existing],
            environment: ["PATH": folder.url.path])
        XCTAssertEqual(output.status, 69, "dot is not installed")
        XCTAssertEqual(output.stdout, "")
        XCTAssertEqual(
            output.stderr,
            """
            error: --format svg needs Graphviz's dot on PATH
            note: install Graphviz (apt-get install graphviz / brew install graphviz), or use --format mermaid or \
            --format dot, which need nothing installed

            """)
        XCTAssertEqual(try String(contentsOfFile: existing, encoding: .utf8), "old diagram\n")
    }

    func test_output_writesTheFile_andNothingToStandardOutput() throws {
        let path = folder.url.appendingPathComponent("bookshelf.mmd").path
        let output = try ShaleProcess.run(["diagram", bookshelf, "--output", path])
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stdout, "")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), try golden("Diagrams/Bookshelf.mmd"))
        let missingFolder = folder.url.appendingPathComponent("no/such/folder/x.mmd").path
        let failed = try ShaleProcess.run(["diagram", bookshelf, "--output", missingFolder])
        XCTAssertEqual(failed.status, 74, "cannot write")
        XCTAssertTrue(failed.stderr.hasPrefix("\(missingFolder): error: cannot write the file"), failed.stderr)
    }

    func test_badModel_printsLocatedErrors_andLeavesTheOutputAlone() throws {
        let existing = try folder.write("old diagram\n", to: "diagram.mmd")
        let output = try ShaleProcess.run([
            "diagram", "Golden/Models/Bad/MergeConflict.xcdatamodel",
            "--output", existing,
        ])
        XCTAssertEqual(output.status, 65, "XML that does not parse")
        XCTAssertEqual(output.stdout, "")
        XCTAssertTrue(
            output.stderr.hasPrefix("Golden/Models/Bad/MergeConflict.xcdatamodel/contents:5:2: error: "),
            output.stderr)
        XCTAssertEqual(try String(contentsOfFile: existing, encoding: .utf8), "old diagram\n")
    }

    func test_modelVersion_drawsAnOlderVersion() throws {
        let output = try ShaleProcess.run([
            "diagram", "Golden/Models/Library.xcdatamodeld", "--model-version",
            "Library 2",
        ])
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.contains("class Writer {"), output.stdout)
        let missing = try ShaleProcess.run([
            "diagram", "Golden/Models/Library.xcdatamodeld", "--model-version",
            "Nope",
        ])
        XCTAssertEqual(missing.status, 64, "no such version")
        XCTAssertTrue(missing.stderr.contains("error: "), missing.stderr)
    }

    func test_warningsAsErrors_failsOnTheModelsWarnings() throws {
        let kitchenSink = "Golden/Models/KitchenSink.xcdatamodeld"
        XCTAssertEqual(try ShaleProcess.run(["diagram", kitchenSink]).status, 0)
        let strict = try ShaleProcess.run(["diagram", kitchenSink, "--warnings-as-errors"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.stdout, "")
    }

    func test_usageErrors_exitWith64() throws {
        XCTAssertEqual(try ShaleProcess.run(["diagram"]).status, 64)
        let format = try ShaleProcess.run(["diagram", bookshelf, "--format", "png"])
        XCTAssertEqual(format.status, 64)
        XCTAssertTrue(format.stderr.contains("'mermaid', 'dot' or 'svg'"), format.stderr)
    }

    func test_unknownEntity_isAUsageError_withDidYouMean_andWritesNothing() throws {
        let output = folder.url.appendingPathComponent("view.mmd")
        let run = try ShaleProcess.run([
            "diagram", "Golden/Models/KitchenSink.xcdatamodeld", "--focus", "Chaptr",
            "--output", output.path,
        ])
        XCTAssertEqual(run.status, 64, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(
            run.stderr.contains(
                "Golden/Models/KitchenSink.xcdatamodeld: error: no entity 'Chaptr' in the "
                    + "model; did you mean 'Chapter'?"), run.stderr)
        XCTAssertTrue(run.stderr.contains("note: --entity and --focus take entity names"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        let report = try ShaleProcess.run([
            "report", "Golden/Models/KitchenSink.xcdatamodeld", "--entity", "Bok",
            "--diagram", "text",
        ])
        XCTAssertEqual(report.status, 64, report.stderr)
        XCTAssertTrue(report.stderr.contains("no entity 'Bok' in the model; did you mean 'Book'?"), report.stderr)
        let depth = try ShaleProcess.run(["diagram", bookshelf, "--focus", "Book", "--depth", "-1"])
        XCTAssertEqual(depth.status, 64, depth.stderr)
    }

    func test_focusView_isTheGolden() throws {
        let run = try ShaleProcess.run([
            "diagram", "Golden/Models/KitchenSink.xcdatamodeld", "--focus", "Chapter",
            "--format", "dot",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, try golden("Diagrams/KitchenSink-focus-Chapter.dot"))
        let grouped = try ShaleProcess.run([
            "diagram", "Golden/Models/KitchenSink.xcdatamodeld", "--entity", "Item",
            "--entity", "Book", "--entity", "Magazine", "--entity", "Author",
            "--no-attributes", "--group-by", "inheritance",
        ])
        XCTAssertEqual(grouped.status, 0, grouped.stderr)
        XCTAssertEqual(grouped.stdout, try golden("Diagrams/KitchenSink-inheritance-entities.mmd"))
    }

    func test_help_documentsEveryOption() throws {
        let help = try ShaleProcess.run(["diagram", "--help"]).stdout
        for option in [
            "--model-version", "--format", "--output", "--configurations", "--warnings-as-errors",
            "--entity", "--focus", "--depth", "--no-attributes", "--group-by", "<path>",
        ] {
            XCTAssertTrue(help.contains(option), "diagram --help lacks \(option):\n\(help)")
        }
        let versions = help.components(separatedBy: "--version").count - 1
        XCTAssertEqual(versions, 1, "--version means one thing, Shale's version:\n\(help)")
        XCTAssertTrue(try ShaleProcess.run(["--help"]).stdout.contains("diagram"))
    }

    func test_diffMarkdown_drawsTheGoldenDiagrams_andMermaidDrawsOnePair() throws {
        let markdown = try ShaleProcess.run(["diff", bookshelf, "--format", "markdown"])
        XCTAssertEqual(markdown.status, 0, markdown.stderr)
        XCTAssertEqual(markdown.stdout, try golden("Diffs/Bookshelf.md"))
        let mermaid = try ShaleProcess.run([
            "diff", "Golden/Models/Library.xcdatamodeld", "--format", "mermaid",
            "--from", "Library", "--to", "Library 2",
        ])
        XCTAssertEqual(mermaid.status, 0, mermaid.stderr)
        XCTAssertTrue(
            mermaid.stdout.hasPrefix("classDiagram\n") && mermaid.stdout.contains("− notes: String?"),
            mermaid.stdout)
    }
}
