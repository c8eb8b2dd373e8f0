import Foundation
import ShaleRender
import ShaleTestSupport
import XCTest

/// `Templates/` is the source of truth; the embedded copy must match it byte for byte (`Scripts/regenerate`
/// rewrites it, the test only compares).
final class EmbeddedTemplatesTests: XCTestCase {
    func test_embeddedTemplates_matchTemplatesFolder() throws {
        let sets = try EmbeddedTemplatesFile.readSets(
            in: PackagePaths.root.appendingPathComponent("Templates").path,
            diagnostics: strictCollector())
        XCTAssertFalse(sets.isEmpty)
        assertGenerated(EmbeddedTemplatesFile.render(sets), EmbeddedTemplatesFile.path)
    }

    func test_everyBuiltinSet_loads() throws {
        for name in TemplateSetLoader.builtinNames {
            let set = try TemplateSetLoader.load(name, diagnostics: strictCollector())
            XCTAssertEqual(set.manifest.name, name)
        }
    }
}
