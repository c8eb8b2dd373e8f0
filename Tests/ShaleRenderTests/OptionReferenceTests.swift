import ShaleRender
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// Documentation/TemplateOptions.md is generated from the translators' option declarations (`Scripts/regenerate`
/// writes it, the test only compares), so the docs table cannot drift from what `templates show` and `--help` say.
final class OptionReferenceTests: XCTestCase {
    func test_optionsPage_isTheOneTheDeclarationsWrite() throws {
        assertGenerated(try OptionReference.markdown(), "Documentation/TemplateOptions.md")
    }

    func test_optionsPage_listsEachSetsOptionsFromTheirDeclaration() throws {
        let page = try OptionReference.markdown()
        XCTAssertTrue(
            page.contains("| `retroactive` | `bool` | `false` | " + SlateOptions.retroactive.declaration.summary),
            page)
        XCTAssertTrue(page.contains("| `xcode-version` | choice: `7`, `8`, `8.3`"), page)
        XCTAssertTrue(
            page.contains(
                "also reads, at their defaults here (a custom set on it may expose them): "
                    + "`runtime` (`coredata`)"), page)
    }
}
