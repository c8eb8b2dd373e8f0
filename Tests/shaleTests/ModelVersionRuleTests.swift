import Foundation
import ShaleTestSupport
import XCTest

/// One rule for a bundle whose `.xccurrentversion` names no version, and "did you mean" for names that match
/// nothing (Documentation/CommandLine.md, "Model versions"), through the commands a user runs.
final class ModelVersionRuleTests: TemporaryFolderTestCase {
    private let noCurrent = "Golden/Models/Bad/NoCurrentVersion.xcdatamodeld"

    /// Every command that uses a current version stops the same way; `lock` reads the bundle; the flag picks one.
    func test_aBundleWithoutACurrentVersion_stopsEveryCommandThatUsesOne_withTheVersionsAndTheFlag() throws {
        let out = folder.url.appendingPathComponent("out").path
        let commands: [[String]] = [
            ["generate", "--model", noCurrent, "--templates", "coredata", "--output", out],
            ["dump", noCurrent], ["dump", "--hashes", noCurrent], ["dump", "--all-versions", noCurrent],
            ["diagram", noCurrent], ["diff", noCurrent], ["lint", noCurrent],
            ["report", noCurrent, "--diagram", "text"],
            ["freeze", noCurrent, "--schema-version", "1.0.0"],
        ]
        for command in commands {
            let run = try ShaleProcess.run(command)
            XCTAssertEqual(run.status, 65, "\(command): \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(command)")
            XCTAssertTrue(
                run.stderr.contains(
                    "\(noCurrent): error: the bundle holds 2 versions and its "
                        + ".xccurrentversion names none as current"), "\(command): \(run.stderr)")
            let flag = command[0] == "diff" ? "--to" : "--model-version"
            XCTAssertTrue(
                run.stderr.contains(
                    "note: pass \(flag) with the version to use (the newest in version order "
                        + "is 'B')") && run.stderr.contains("the versions: 'A', 'B'"),
                "\(command): \(run.stderr)")
        }
        for command in commands {
            let flag = command[0] == "diff" ? "--to" : "--model-version"
            let picked = try ShaleProcess.run(command + [flag, "B"])
            // lint goes on to its findings (the fixture has some: exit 1); the others succeed.
            XCTAssertEqual(picked.status, command[0] == "lint" ? 1 : 0, "\(command) \(flag) B: \(picked.stderr)")
            XCTAssertFalse(picked.stderr.contains("names none as current"), "\(command)")
        }
        let lock = try ShaleProcess.run(["lock", noCurrent, "--lock-file", folder.url.appendingPathComponent("l").path])
        XCTAssertEqual(lock.status, 0, "lock records every version and judges none as current: \(lock.stderr)")
    }

    /// Habitica, a shipped app whose bundle names no current version: `diff`, `lint`, `report` and `dump --hashes`
    /// silently took the last version before, while `generate`, `dump` and `diagram` stopped.
    func test_habitica_stopsTheSameWay_underEveryCommand() throws {
        let bundle = try PackagePaths.shared("corpus/models/HabitRPG__habitica-ios/HabitRPG/Habitica.xcdatamodeld").path
        for command in [["dump", "--hashes"], ["diff"], ["lint"], ["report", "--diagram", "text"], ["diagram"]] {
            let run = try ShaleProcess.run(command + [bundle])
            XCTAssertEqual(run.status, 65, "\(command): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("names none as current"), "\(command): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("'Habitica 6'"), "\(command): \(run.stderr)")
        }
    }

    func test_aVersionName_getsTheClosestFew_notTheWholeList() throws {
        let bundle = try PackagePaths.shared(
            "corpus/models/woocommerce__woocommerce-ios/Storage/Storage/Model/WooCommerce.xcdatamodeld"
        ).path
        let run = try ShaleProcess.run(["diff", bundle, "--from", "model 116"])
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(
            run.stderr.contains(
                "error: there is no model version named 'model 116'; did you mean "
                    + "'Model 116'?"), run.stderr)
        XCTAssertFalse(run.stderr.contains("'Model 57'"), "not every one of the 117 names: \(run.stderr)")
        let typo = try ShaleProcess.run(["dump", bundle, "--model-version", "Model 11x"])
        XCTAssertEqual(typo.status, 64)
        XCTAssertTrue(
            typo.stderr.contains("did you mean 'Model 11', 'Model 1' or 'Model 10'?")
                || typo.stderr.contains("did you mean 'Model 11'"), typo.stderr)
    }

    func test_anEntityTheModelNames_getsADidYouMean() throws {
        let recipes = try PackagePaths.shared(
            "corpus/models/alhoqbani__AppleSample-iPhoneCoreDataRecipes/Recipes/Recipes.xcdatamodeld")
        let copy = folder.url.appendingPathComponent("Recipes.xcdatamodeld")
        try FileManager.default.copyItem(at: recipes, to: copy)
        let contents = copy.appendingPathComponent("Recipes.xcdatamodel/contents")
        let text = try String(contentsOf: contents, encoding: .utf8)
        try Data(
            text.replacingOccurrences(
                of: #"destinationEntity="RecipeType""#,
                with: #"destinationEntity="RecipeTyp""#
            ).utf8
        ).write(to: contents)
        let run = try ShaleProcess.run(["dump", copy.path])
        XCTAssertEqual(run.status, 65)
        XCTAssertTrue(
            run.stderr.contains(
                "names entity 'RecipeTyp', which does not exist; did you mean "
                    + "'RecipeType'?"), run.stderr)
    }

    func test_aSetAndAnOption_getADidYouMean() throws {
        let out = folder.url.appendingPathComponent("out").path
        let set = try ShaleProcess.run([
            "generate", "--model", "Golden/Models/Slate.xcdatamodel", "--output", out,
            "--templates", "swiftdat",
        ])
        XCTAssertEqual(set.status, 64)
        XCTAssertTrue(
            set.stderr.contains(
                "no built-in template set named 'swiftdat' and no folder at that path; "
                    + "did you mean 'swiftdata'?"), set.stderr)
        let option = try ShaleProcess.run([
            "generate", "--model", "Golden/Models/Slate.xcdatamodel", "--output", out,
            "--option", "intcast=false",
        ])
        XCTAssertEqual(option.status, 64)
        XCTAssertTrue(option.stderr.contains("has no option 'intcast'; did you mean 'int-cast'?"), option.stderr)
    }
}
