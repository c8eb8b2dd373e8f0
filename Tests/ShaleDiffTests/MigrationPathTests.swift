import ShaleModel
import ShaleTestSupport
import XCTest

@testable import ShaleDiff

/// The consecutive path (each version against the next, as staged migration runs) against the direct one (each
/// older version straight to the target).
final class MigrationPathTests: BundleTestCase {
    private func book(_ pages: String?) -> String {
        #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String"/>"#
            + (pages.map { #"<attribute name="pages" optional="YES" attributeType="\#($0)"/>"# } ?? "") + "</entity>"
    }

    /// A: pages is Integer 16; B drops it; C adds a String pages. Each step is lightweight (a removal, an
    /// addition), but A → C changes the attribute's type.
    private func droppedAndReadded() throws -> ModelBundle {
        try bundle([("A", book("Integer 16")), ("B", book(nil)), ("C", book("String"))])
    }

    /// A: pages is a String; B makes it Integer 64; C drops it. A → C is a removal (lightweight), but the step
    /// A → B changes the type in a way inference is not known to make (custom).
    private func retypedThenDropped() throws -> ModelBundle {
        try bundle([("A", book("String")), ("B", book("Integer 64")), ("C", book(nil))])
    }

    func test_consecutive_isTheDefault() {
        XCTAssertEqual(MigrationPath.default, .consecutive)
    }

    func test_lightweightSteps_areLightweightOnTheConsecutivePath_thoughTheDirectJumpIsCustom() throws {
        let versions = try droppedAndReadded()
        let steps = try XCTUnwrap(
            MigrationPlan.make(
                bundle: versions, path: .consecutive,
                diagnostics: strictCollector()))
        XCTAssertEqual(steps.comparisons.map { "\($0.from)→\($0.to)" }, ["A→B", "B→C"])
        XCTAssertEqual(steps.comparisons.map(\.migration), [.lightweight, .lightweight])
        XCTAssertEqual(steps.overall.map(\.from), ["A", "B"])
        XCTAssertEqual(steps.overall.map(\.migration), [.lightweight, .lightweight])
        XCTAssertEqual(steps.overall.map(\.to), ["C", "C"])
        XCTAssertEqual(steps.overall[0].destructiveSteps, 1, "B drops pages")
        XCTAssertEqual(steps.stages.map(\.kind), [.lightweight, .lightweight], "one stage per step")
        XCTAssertEqual(steps.stages.map(\.versions), [["A", "B"], ["B", "C"]])

        let direct = try XCTUnwrap(MigrationPlan.make(bundle: versions, path: .direct, diagnostics: strictCollector()))
        XCTAssertEqual(direct.comparisons.map { "\($0.from)→\($0.to)" }, ["A→C", "B→C"])
        XCTAssertEqual(direct.comparisons.map(\.migration), [.custom, .lightweight])
        XCTAssertEqual(direct.overall.map(\.migration), [.custom, .lightweight])
        XCTAssertEqual(direct.comparisons[0].changes.first { $0.migration == .custom }?.field, "type")
    }

    func test_aCustomStep_isTheWholeWaysVerdict_thoughTheDirectJumpIsLightweight() throws {
        let versions = try retypedThenDropped()
        let steps = try XCTUnwrap(MigrationPlan.make(bundle: versions, diagnostics: strictCollector()))
        XCTAssertEqual(steps.path, .consecutive)
        XCTAssertEqual(steps.comparisons.map(\.migration), [.custom, .lightweight])
        XCTAssertEqual(steps.overall.map(\.migration), [.custom, .lightweight])
        XCTAssertEqual(steps.overall[0].worstStep, VersionVerdict.Step(from: "A", to: "B"))
        XCTAssertEqual(steps.overall[1].worstStep, VersionVerdict.Step(from: "B", to: "C"))
        XCTAssertEqual(steps.stages.map(\.kind), [.custom, .lightweight])
        XCTAssertEqual(steps.stages[0].customChanges.map(\.property), ["pages"])

        let direct = try XCTUnwrap(MigrationPlan.make(bundle: versions, path: .direct, diagnostics: strictCollector()))
        XCTAssertEqual(direct.comparisons.map(\.migration), [.lightweight, .lightweight])
        XCTAssertNil(direct.overall[0].worstStep)
        XCTAssertEqual(
            direct.stages.map(\.kind), [.custom, .lightweight],
            "the stages run in order on either path, so they come from the steps")
    }

    func test_from_keepsOnlyThatVersionsWay_butEveryStepOnIt() throws {
        let versions = try bundle([
            ("A", book("Integer 16")), ("B", book("Integer 64")), ("C", book("Integer 64")),
            ("D", book(nil)),
        ])
        let plan = try XCTUnwrap(MigrationPlan.make(bundle: versions, from: "B", diagnostics: strictCollector()))
        XCTAssertEqual(plan.comparisons.map(\.from), ["B", "C"])
        XCTAssertEqual(plan.overall.map(\.from), ["B"])
        XCTAssertEqual(plan.overall.map(\.migration), [.lightweight])
        XCTAssertEqual(plan.comparisons.map(\.sameStoreSchema), [true, false])
        XCTAssertEqual(plan.versions.map(\.version), ["B", "C", "D"])
    }

    func test_theWorstStep_isTheFirstOfEquallyBadOnes() {
        func step(_ from: String, _ to: String, _ migration: MigrationClass) -> VersionComparison {
            var comparison = VersionComparison(
                from: Model(versionName: from, sourcePath: "M"),
                to: Model(versionName: to, sourcePath: "M"), changes: [])
            comparison.migration = migration
            comparison.needsMigration = migration != .none
            return comparison
        }
        let steps = [
            step("1", "2", .custom), step("2", "3", .none), step("3", "4", .custom),
            step("4", "5", .lightweight),
        ]
        let verdicts = MigrationPlan.verdicts(ofWaysAlong: steps, to: "5", only: nil)
        XCTAssertEqual(verdicts.map(\.migration), [.custom, .custom, .custom, .lightweight])
        XCTAssertEqual(verdicts.map { $0.worstStep?.from }, ["1", "3", "3", "4"])
    }

    func test_unknownPathName_suggestsTheClosest() {
        XCTAssertNil(MigrationPath(name: "consecutve"))
        XCTAssertEqual(MigrationPath(name: "direct"), .direct)
        let message = MigrationPath.unknown("consecutve", in: "--path")
        XCTAssertTrue(message.contains("did you mean 'consecutive'"), message)
        XCTAssertTrue(message.contains("consecutive or direct"), message)
    }
}
