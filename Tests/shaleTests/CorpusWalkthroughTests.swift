import Foundation
import ShaleTestSupport
import XCTest

/// A team's first day on a real app's model (Threema's 55 versions, from `../shared/corpus`): the README's CI recipe
/// (lint, diff, lock --check, generate --check) passes once today's findings are recorded as baselines, and a
/// breaking change in a new version fails exactly that finding, with exit 1.
final class CorpusWalkthroughTests: TemporaryFolderTestCase {
    private let model = "App/ThreemaData.xcdatamodeld"

    /// The README's "In CI" steps, with the baselines a team records on day one.
    private var recipe: [(name: String, arguments: [String])] {
        [
            ("lint", ["lint", model, "--format", "github"]),
            (
                "diff",
                [
                    "diff", model, "--format", "github", "--fail-on", "destructive", "--fail-on", "custom",
                    "--baseline", "diff-baseline.json",
                ]
            ),
            ("lock", ["lock", "--check", model]),
            ("generate", ["generate", "--model", model, "--output", "App/Generated", "--check"]),
        ]
    }

    override func setUpWithError() throws {
        try TestTier.requireFull("every command on Threema's 55 and WooCommerce's 117 versions")
        try super.setUpWithError()
    }

    private func shale(_ arguments: [String]) throws -> ShaleProcess.Output {
        try ShaleProcess.run(arguments, in: folder.url)
    }

    func test_ciRecipe_passesAfterBaselines_andFailsOnExactlyANewBreakingChange() throws {
        let repository = try PackagePaths.shared("corpus/models/threema-ch__threema-ios")
        let source = repository.appendingPathComponent(
            "ThreemaFramework/Persistence/Model/ThreemaData/ThreemaData.xcdatamodeld")
        let bundle = folder.url.appendingPathComponent(model)
        try FileManager.default.createDirectory(
            at: bundle.deletingLastPathComponent(),
            withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: bundle)
        try folder.write(
            "jobs:\n  - model: \(model)\n    output: App/Generated\n"
                + "lint:\n  baseline: lint-baseline.json\n", to: "shale.yml")

        // Day one: lock the shipped versions, generate, and record today's findings.
        for setup in [
            ["lock", model], ["generate", "--model", model, "--output", "App/Generated"],
            ["lint", model, "--write-baseline", "lint-baseline.json"],
            [
                "diff", model, "--fail-on", "destructive", "--fail-on", "custom",
                "--write-baseline", "diff-baseline.json",
            ],
        ] {
            let run = try shale(setup)
            XCTAssertEqual(run.status, 0, "\(setup): \(run.stderr)")
        }
        for step in recipe {
            let run = try shale(step.arguments)
            XCTAssertEqual(run.status, 0, "\(step.name) on the unedited model: \(run.stdout)\(run.stderr)")
            XCTAssertEqual(run.stdout.components(separatedBy: "::error").count - 1, 0, step.name)
        }

        // A new current version that removes AudioMessage.audioSize; the developer regenerates, as the PR would.
        let current = bundle.appendingPathComponent("ThreemaDataV55.xcdatamodel/contents")
        let lines = try String(contentsOf: current, encoding: .utf8).components(separatedBy: "\n")
        let edited = lines.filter { !$0.contains(#"<attribute name="audioSize""#) }
        XCTAssertEqual(lines.count - edited.count, 1)
        try folder.write(edited.joined(separator: "\n"), to: "\(model)/ThreemaDataV56.xcdatamodel/contents")
        let plist = bundle.appendingPathComponent(".xccurrentversion")
        try String(contentsOf: plist, encoding: .utf8)
            .replacingOccurrences(of: "ThreemaDataV55.xcdatamodel", with: "ThreemaDataV56.xcdatamodel")
            .write(to: plist, atomically: true, encoding: .utf8)
        XCTAssertEqual(try shale(["generate", "--model", model, "--output", "App/Generated"]).status, 0)

        var statuses: [String: Int32] = [:]
        for step in recipe {
            let run = try shale(step.arguments)
            statuses[step.name] = run.status
            let annotations = run.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("::error") }
            switch step.name {
            case "lint", "diff":
                XCTAssertEqual(annotations.count, 1, "\(step.name): \(run.stdout)")
                let expected =
                    "title=migration-data-loss::attribute AudioMessage.audioSize removed drops the "
                    + "stored data"
                XCTAssertTrue(annotations.first?.contains(expected) == true, "\(step.name): \(annotations)")
            default:
                XCTAssertEqual(annotations, [], step.name)
            }
        }
        XCTAssertEqual(statuses, ["lint": 1, "diff": 1, "lock": 0, "generate": 0])
        let diff = try shale(recipe[1].arguments)
        let errors = diff.stderr.components(separatedBy: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, diff.stderr)
        XCTAssertTrue(diff.stderr.contains("the first is attribute AudioMessage.audioSize removed"), diff.stderr)
    }

    /// woocommerce-ios's current version carries one warning, and versions 112-116 (shipped, locked) the same one:
    /// once the current version is fixed, `--warnings-as-errors` passes, with and without the history.
    func test_fixingTheCurrentVersion_isEnoughForWarningsAsErrors() throws {
        let repository = try PackagePaths.shared("corpus/models/woocommerce__woocommerce-ios")
        let bundle = folder.url.appendingPathComponent("WooCommerce.xcdatamodeld")
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("Storage/Storage/Model/WooCommerce.xcdatamodeld"), to: bundle)
        let arguments = [
            "generate", "--model", "WooCommerce.xcdatamodeld", "--templates", "swiftdata",
            "--output", "Generated", "--warnings-as-errors",
        ]
        let warned = try shale(arguments)
        XCTAssertEqual(warned.status, 1)
        XCTAssertEqual(warned.stderr.components(separatedBy: ": warning: ").count - 1, 1, warned.stderr)

        let current = bundle.appendingPathComponent("Model 117.xcdatamodel/contents")
        let text = try String(contentsOf: current, encoding: .utf8)
        let wrong = #"<attribute name="visibility" attributeType="Integer 64" defaultValueString="NO""#
        XCTAssertTrue(text.contains(wrong))
        try text.replacingOccurrences(of: wrong, with: #"<attribute name="visibility" attributeType="Integer 64""#)
            .write(to: current, atomically: true, encoding: .utf8)
        let fixed = try shale(arguments)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertFalse(fixed.stderr.contains("Model 116"), "the current version only is read: \(fixed.stderr)")
        let history = try shale(arguments + ["--option", "history=true"])
        XCTAssertEqual(history.status, 0, history.stderr)
        XCTAssertTrue(history.stderr.contains(": note: 5 warnings in 5 older versions not listed"), history.stderr)
    }
}
