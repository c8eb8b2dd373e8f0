import Foundation
import ShaleDiff
import ShaleLint
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// The `migration` family: the plan's findings, the lock file and renaming identifiers.
final class MigrationRuleTests: LintTestCase {
    private lazy var v1 =
        #"<entity name="Book">\#(attribute("title"))\#(attribute("notes"))\#(attribute("pages", #"optional="YES" attributeType="Date""#))</entity>"#
    private lazy var v2 =
        #"<entity name="Book">\#(attribute("title"))\#(attribute("pages", #"optional="YES" attributeType="Integer 64""#))\#(attribute("isbn", #"attributeType="String""#))</entity>"#

    func test_aBundle_reportsEachUnsafeChangeOnce_withTheVersionsItAffects() throws {
        // V1.5 differs from V1 only by an entity's hash modifier: another store schema, the same changes to V2.
        let v15 = v1.replacingOccurrences(
            of: #"<entity name="Book">"#,
            with: #"<entity name="Book" versionHashModifier="1.5">"#)
        let path = try folder.bundle([("V1", v1), ("V1.5", v15), ("V2", v2)])
        var direct = LintConfiguration()
        direct.migrationPath = .direct
        let findings = Linter.lint([path], configuration: direct, diagnostics: DiagnosticCollector()).findings
        XCTAssertEqual(
            findings.map(line),
            [
                "migration-data-loss Book.notes error",
                "migration-not-inferable Book.pages error",
                "migration-conditional Book.isbn warning",
            ], "sorted by location: the removed attribute is in V1's file")
        XCTAssertEqual(
            findings[1].message,
            #"attribute Book.pages: type Date → Integer 64 needs a custom migration "#
                + #"for stores at "V1", "V1.5" (migrating to "V2")"#)
        XCTAssertEqual(
            findings[0].hint,
            "if the loss is intended, list it in shale.yml: "
                + #"lint: {exceptions: {migration-data-loss: ["Book.notes"]}}"#)
        XCTAssertEqual(
            findings[1].hint,
            "convert existing values in a custom migration stage; then list them in "
                + #"shale.yml: lint: {custom-migrations: ["V1", "V1.5"]}"#,
            "every version written out, as YAML to paste")
        // Step by step, V1 → V1.5 changes only a hash modifier: the type change is the step from V1.5.
        let steps = Linter.lint([path], diagnostics: DiagnosticCollector()).findings
        XCTAssertEqual(
            steps.first { $0.ruleID == "migration-not-inferable" }?.message,
            #"attribute Book.pages: type Date → Integer 64 needs a custom migration for stores at "#
                + #""V1.5" (migrating to "V2")"#)
    }

    func test_customMigrations_andExceptions_acknowledgeWhatTheTeamHandles() throws {
        var configuration = LintConfiguration()
        configuration.customMigrations = ["V1"]
        configuration.exceptions = ["migration-data-loss": ["Book.notes"], "migration-conditional": ["Book"]]
        XCTAssertEqual(try lint(bundle: [("V1", v1), ("V2", v2)], configuration: configuration), [])
        configuration.customMigrations = []
        XCTAssertEqual(
            try lint(bundle: [("V1", v1), ("V2", v2)], configuration: configuration),
            ["migration-not-inferable Book.pages error"])
    }

    func test_aMappingModelBesideTheBundle_isNamedInTheHint_butDoesNotCountUntilDeclared() throws {
        try folder.write("<model/>", to: "V1toV2.xcmappingmodel/xcmapping.xml")
        let path = try folder.bundle([("V1", v1), ("V2", v2)])
        let finding = try XCTUnwrap(
            Linter.lint([path], diagnostics: DiagnosticCollector()).findings.first {
                $0.ruleID == "migration-not-inferable"
            })
        XCTAssertEqual(
            finding.hint?.hasSuffix(
                "(beside the bundle: V1toV2.xcmappingmodel; Shale does not read mapping "
                    + "models, so list the versions they migrate)"), true, finding.hint ?? "")
    }

    func test_aLockedVersionEditedInPlace_orRemoved() throws {
        let shipped = try folder.bundle([("V1", v1)])
        let lock = VersionLock(bundle: try XCTUnwrap(ModelLoader.load(path: shipped, scope: .allVersions).bundle))
        try folder.write(try ModelJSON.encode(lock), to: "Model.xcdatamodeld.lock")
        XCTAssertEqual(try lint(bundle: [("V1", v1)]), [])
        let edited = try lint(bundle: [("V1", v1.replacingOccurrences(of: "Date", with: "Integer 32"))])
        XCTAssertEqual(edited, ["migration-locked-version-edited error"])
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Model.xcdatamodeld/V1.xcdatamodel"))
        XCTAssertEqual(try lint(bundle: [("V2", v1)]), ["migration-locked-version-removed error"])
    }

    func test_twoVersionsWithOneChecksum_areAnError() throws {
        let defaulted = v1.replacingOccurrences(
            of: #"attributeType="Date""#,
            with: #"attributeType="Date" defaultDateTimeInterval="1""#)
        XCTAssertEqual(try lint(bundle: [("V1", v1), ("V2", defaulted)]), ["migration-duplicate-checksum error"])
        let path = try folder.bundle([("V1", v1), ("V2", defaulted)])
        let finding = try XCTUnwrap(Linter.lint([path], diagnostics: DiagnosticCollector()).findings.first)
        XCTAssertTrue(finding.message.hasPrefix(#"versions "V1" and "V2" have the same checksum "#), finding.message)
    }

    func test_aTransformerChangedWithoutAHashChange_isAWarning() throws {
        func model(_ transformer: String, modifier: String = "") -> String {
            #"<entity name="Book">\#(attribute("title"))<attribute name="tags" optional="YES" "#
                + #"attributeType="Transformable" valueTransformerName="\#(transformer)"\#(modifier)/></entity>"#
        }
        XCTAssertEqual(
            try lint(bundle: [("V1", model("OldTransformer")), ("V2", model("NewTransformer"))]),
            ["migration-duplicate-checksum error", "migration-meaning-changed-same-hash Book.tags warning"])
        let bumped = model("NewTransformer", modifier: #" versionHashModifier="2""#)
        XCTAssertEqual(try lint(bundle: [("V1", model("OldTransformer")), ("V2", bumped)]), [])
    }

    func test_theDefaultTransformerGivenSecureUnarchive_orBack_isNotAMeaningChange() throws {
        // Both read keyed archives: the change Apple asks for keeps the stored values readable (woocommerce's Model
        // 35 → 36 migration test), and so does the way back.
        func model(_ transformer: String?) -> String {
            #"<entity name="Book">\#(attribute("title"))<attribute name="tags" optional="YES" "#
                + #"attributeType="Transformable""# + (transformer.map { #" valueTransformerName="\#($0)""# } ?? "")
                + #" customClassName="[String]"/></entity>"#
        }
        XCTAssertEqual(
            try lint(bundle: [("V1", model(nil)), ("V2", model("NSSecureUnarchiveFromData"))]),
            ["migration-duplicate-checksum error"])
        XCTAssertEqual(
            try lint(bundle: [("V1", model("NSSecureUnarchiveFromData")), ("V2", model(nil))]),
            ["migration-duplicate-checksum error", "model-insecure-transformer Book.tags warning"],
            "the way back is insecure, which the current version's own rule says, but loses nothing")
    }

    func test_sharedRenamingIDs_inTheNewestVersion() throws {
        let body =
            #"<entity name="Book">\#(attribute("title", #"optional="YES" attributeType="String" elementID="name""#))"#
            + #"\#(attribute("subtitle", #"optional="YES" attributeType="String" elementID="name""#))</entity>"#
            + #"<entity name="Copy" elementID="Book">\#(attribute("x"))</entity>"#
        XCTAssertEqual(
            try lint(body),
            [
                "migration-duplicate-renaming-id Book.subtitle warning",
                "migration-duplicate-renaming-id Copy warning",
            ])
    }

    func test_diffFindings_areTheLintersMigrationFindings() throws {
        let path = try folder.bundle([("V1", v1), ("V2", v2)])
        let bundle = try XCTUnwrap(ModelLoader.load(path: path, scope: .allVersions).bundle)
        let plan = try XCTUnwrap(MigrationPlan.make(bundle: bundle, diagnostics: strictCollector()))
        XCTAssertEqual(
            Linter.migrationReport(plan, bundle: bundle).findings,
            Linter.lint([path], diagnostics: DiagnosticCollector()).findings)
    }
}
