import Foundation
import ShaleTestSupport
import XCTest

/// A team's first day (issue 34 §5): `shale config init` finds the models, each job of a `shale.yml` says which
/// counts are its own, and a run that writes nothing says why.
final class FirstDayTests: TemporaryFolderTestCase {
    private func copy(_ model: String, to path: String) throws {
        let target = folder.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(model), to: target)
    }

    func test_configInit_writesAJobForEachModelFound_skippingDependencies() throws {
        try copy("Golden/Models/Library.xcdatamodeld", to: "App/Models/Library.xcdatamodeld")
        try copy("Golden/Models/Slate.xcdatamodel", to: "Kit/Sources/Slate.xcdatamodel")
        try copy("Golden/Models/Slate.xcdatamodel", to: "Pods/Vendor/Vendor.xcdatamodel")
        try copy("Golden/Models/Slate.xcdatamodel", to: ".build/checkouts/Dep.xcdatamodel")
        let initialized = try ShaleProcess.run(["config", "init"], in: folder.url)
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        XCTAssertTrue(
            initialized.stdout.contains(
                "with a job for each of 2 models found under .: "
                    + "App/Models/Library.xcdatamodeld, Kit/Sources/Slate.xcdatamodel"),
            initialized.stdout)
        let config = try String(contentsOf: folder.url.appendingPathComponent("shale.yml"), encoding: .utf8)
        XCTAssertTrue(config.contains("  - model: \"App/Models/Library.xcdatamodeld\"\n"), config)
        XCTAssertTrue(config.contains("    output: \"Kit/Sources/Generated/Slate\"\n"), config)
        XCTAssertFalse(config.contains("Vendor") || config.contains("Dep.xcdatamodel"), "dependencies are skipped")
        XCTAssertEqual(try ShaleProcess.run(["config", "lint"], in: folder.url).status, 0)
        let generated = try ShaleProcess.run(["generate"], in: folder.url)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: folder.url.appendingPathComponent("App/Models/Generated/Library/Book.swift").path))
    }

    func test_eachJob_printsItsNameWithItsCounts() throws {
        try copy("Golden/Models/Library.xcdatamodeld", to: "Models/Library.xcdatamodeld")
        try copy("Golden/Models/Slate.xcdatamodel", to: "Models/Slate.xcdatamodel")
        try folder.write(
            """
            jobs:
              - model: Models/Library.xcdatamodeld
                templates: coredata
                output: Generated/Library
              - name: Immutable models
                model: Models/Slate.xcdatamodel
                templates: memory
                output: Generated/Slate
            """, to: "shale.yml")
        let run = try ShaleProcess.run(["generate"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, run.stderr)
        XCTAssertTrue(lines[0].hasPrefix("shale: Models/Library.xcdatamodeld (coredata): "), lines[0])
        XCTAssertTrue(lines[0].hasSuffix(" written, 0 unchanged, 0 removed"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("shale: Immutable models: "), lines[1])
        let check = try ShaleProcess.run(["generate", "--check"], in: folder.url)
        XCTAssertTrue(check.stderr.contains("shale: Immutable models: 0 would be written, "), check.stderr)
    }

    func test_aRunThatWritesNothing_saysWhy_andNamesTheOption() throws {
        let out = folder.url.appendingPathComponent("out").path
        let model = "Golden/Models/Slate.xcdatamodel"  // every entity's Codegen is Manual/None
        let run = try ShaleProcess.run(["generate", "--model", model, "--templates", "xcode", "--output", out])
        XCTAssertEqual(run.status, 0, "a warning, not an error: " + run.stderr)
        XCTAssertTrue(
            run.stderr.contains(
                "\(model)/contents: warning: every entity's Codegen is Manual/None, so the "
                    + "xcode set writes no file for this model"), run.stderr)
        XCTAssertTrue(run.stderr.contains("note: pass --option include-manual=true"), run.stderr)
        XCTAssertTrue(run.stderr.contains("shale: 0 written, 0 unchanged, 0 removed"), run.stderr)
        let strict = try ShaleProcess.run([
            "generate", "--model", model, "--templates", "xcode", "--output", out,
            "--warnings-as-errors",
        ])
        XCTAssertEqual(strict.status, 1, "a CI job that generates nothing fails under --warnings-as-errors")
        let included = try ShaleProcess.run([
            "generate", "--model", model, "--templates", "xcode", "--output", out,
            "--option", "include-manual=true",
        ])
        XCTAssertEqual(included.status, 0, included.stderr)
        XCTAssertFalse(included.stderr.contains("warning:"), included.stderr)
    }
}
