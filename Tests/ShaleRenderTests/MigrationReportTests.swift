import Foundation
import ShaleDiff
import ShaleModel
import ShaleRender
import ShaleResolver
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// The `migration` set's reports for the project's multi-version bundle, byte for byte, and for every
/// multi-version bundle of the corpus (of the corpus sample in the fast tier, `TestTier`).
final class MigrationReportTests: XCTestCase {
    override func setUp() {
        PackagePaths.enterRoot()
    }

    private func plan(_ path: String) throws -> MigrationPlan {
        let loaded = ModelLoader.load(path: path, scope: .allVersions)
        let bundle = try XCTUnwrap(loaded.bundle, loaded.diagnostics.rendered)
        return try XCTUnwrap(MigrationPlan.make(bundle: bundle, diagnostics: strictCollector()))
    }

    func test_libraryBundle_everyFormatMatchesItsGoldenFile() throws {
        let plan = try plan("Golden/Models/Library.xcdatamodeld")
        // Rendered from Templates/ itself; EmbeddedTemplatesTests keeps the built-in copy identical.
        let diagnostics = strictCollector()
        let set = try TemplateSetLoader.load("Templates/migration", diagnostics: diagnostics)
        let files = try Renderer.renderReports(set: set, plan: plan, diagnostics: diagnostics)
        XCTAssertEqual(files.map(\.path), ["Library migration.txt", "Library migration.md", "LibraryMigration.swift"])
        for file in files {
            assertGolden(file.contents, "Generated/migration-Library/\(file.root)/\(file.path)")
        }
        assertGolden(try ModelJSON.encode(plan), "Generated/migration-Library/reports/Library migration.json")
        // The context every report renders with: the middle golden level.
        assertGolden(ContextJSON.encode(MigrationTranslator.context(plan)), "Contexts/migration-Library/plan.json")
    }

    func test_jsonRoundTrips_andCarriesTheSchemaVersion() throws {
        let plan = try plan("Golden/Models/Library.xcdatamodeld")
        let json = try ModelJSON.encode(plan)
        let decoded = try JSONDecoder().decode(MigrationPlan.self, from: Data(json.utf8))
        XCTAssertEqual(decoded, plan)
        XCTAssertEqual(decoded.schemaVersion, MigrationPlan.currentSchemaVersion)
    }

    func test_aSetWithoutReports_isRejectedByName() throws {
        let plan = try plan("Golden/Models/Library.xcdatamodeld")
        let slate = try TemplateSetLoader.load("slate", diagnostics: strictCollector())
        let reporting = DiagnosticCollector()
        XCTAssertThrowsError(try Renderer.renderReport(set: slate, plan: plan, format: "text", diagnostics: reporting))
        XCTAssertTrue(
            reporting.diagnostics.rendered.contains("has no report format 'text'"),
            reporting.diagnostics.rendered)
        let model = Model(versionName: "V", sourcePath: "V")
        let migration = try TemplateSetLoader.load("migration", diagnostics: strictCollector())
        let rendering = DiagnosticCollector()
        XCTAssertThrowsError(
            try Renderer.render(
                set: migration, model: model, modelName: "M", sourcePath: "M",
                options: [:], diagnostics: rendering))
        XCTAssertTrue(
            rendering.diagnostics.rendered.contains("renders migration reports, not code"),
            rendering.diagnostics.rendered)
    }

    func test_everyMultiVersionCorpusBundle_rendersEveryFormat() throws {
        let corpus = try PackagePaths.shared("corpus")
        let diagnostics = strictCollector()
        let set = try TemplateSetLoader.load("migration", diagnostics: diagnostics)
        var bundles = 0
        let enumerator = FileManager.default.enumerator(atPath: corpus.appendingPathComponent("models").path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".xcdatamodeld"), try !TestTier.corpus([relative]).isEmpty else { continue }
            let path = corpus.appendingPathComponent("models/\(relative)").path
            guard let bundle = ModelLoader.load(path: path, scope: .allVersions).bundle, bundle.versions.count > 1
            else { continue }
            let plan = try XCTUnwrap(MigrationPlan.make(bundle: bundle, diagnostics: strictCollector()), relative)
            XCTAssertEqual(plan.comparisons.count, bundle.versions.count - 1, relative)
            let files = try Renderer.renderReports(set: set, plan: plan, diagnostics: diagnostics)
            for comparison in plan.comparisons {
                XCTAssertTrue(files[0].contents.contains("\"\(comparison.from)\" → \"\(comparison.to)\""), relative)
            }
            bundles += 1
        }
        print("corpus: rendered migration reports for \(bundles) bundles")
        XCTAssertGreaterThan(bundles, try TestTier.atLeast(full: 20, fast: 1))
    }
}
