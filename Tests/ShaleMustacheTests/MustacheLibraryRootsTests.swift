import ShaleMustache
import XCTest

/// A library given roots compiles only the templates they reach through partial and parent tags.
final class MustacheLibraryRootsTests: XCTestCase {
    private let templates = [
        "page": "{{<layout}}{{$body}}{{>row}}{{/body}}{{/layout}}",
        "layout": "<{{$body}}{{/body}}>",
        "row": "[{{name}}]",
        "unused": "{{#broken}}",  // does not parse: only compiling it reports it
    ]

    func test_roots_compileWhatTheyReach_andNothingElse() throws {
        let library = try MustacheLibrary(templates: templates, roots: ["page"])
        XCTAssertEqual(library.templateNames, ["layout", "page", "row"])
        XCTAssertEqual(try library.render(["name": "x"], withTemplate: "page"), "<[x]>")
    }

    func test_withoutRoots_everyTemplateCompiles_andItsErrorsAreReported() {
        XCTAssertThrowsError(try MustacheLibrary(templates: templates)) { error in
            XCTAssertEqual((error as? MustacheLibraryError)?.errors.map(\.name), ["unused"])
        }
    }

    func test_aDynamicPartial_reachesEveryTemplate() {
        var templates = templates
        templates["page"] = "{{>*which}}"
        XCTAssertThrowsError(try MustacheLibrary(templates: templates, roots: ["page"])) { error in
            XCTAssertEqual(
                (error as? MustacheLibraryError)?.errors.map(\.name), ["unused"],
                "the dynamic name could be any template")
        }
    }
}
