import ShaleModel
import ShaleTestSupport
import XCTest

@testable import ShaleDiff
@testable import ShaleTranslation

/// The `migration` translator on two small versions: the report context `shale diff` renders.
final class MigrationSnippetTests: BundleTestCase {
    private static func book(_ extra: String) -> String {
        #"<entity name="Book" syncable="YES"><attribute name="title" attributeType="String"/>\#(extra)</entity>"#
    }

    func test_addedOptionalAttribute_isOneLightweightStep() throws {
        let added = #"<attribute name="subtitle" optional="YES" attributeType="String"/>"#
        let history = try bundle([("V1", Self.book("")), ("V2", Self.book(added))])
        let plan = try XCTUnwrap(MigrationPlan.make(bundle: history, diagnostics: strictCollector()))
        let context = MigrationTranslator.context(plan)
        XCTAssertEqual(context.values.target, "V2")
        XCTAssertEqual(context.values.comparisons.count, 1)
        XCTAssertFalse(context.values.hasCustomStages)
    }

    func test_migrationSets_haveNoCodeTranslator_andReadNoOptions() {
        XCTAssertNil(TranslatorKind.migration.translatorType)
        XCTAssertEqual(TranslatorKind.migration.options, [])
    }
}
