import ShaleLint
import ShaleModel
import XCTest

/// Disabling, re-grading and excepting rules, from the configuration and from the model's userInfo.
final class LintConfigurationTests: LintTestCase {
    /// Two findings on two entities: `model-no-inverse` on Book.shelf and `model-entity-without-attributes` on Tag.
    private lazy var body =
        #"<entity name="Book">\#(attribute("title"))\#(relationship("shelf", to: "Shelf"))</entity>"#
        + #"<entity name="Shelf">\#(attribute("label"))</entity><entity name="Tag"/>"#

    private func configured(_ change: (inout LintConfiguration) -> Void) throws -> [String] {
        var configuration = LintConfiguration()
        change(&configuration)
        return try lint(body, configuration: configuration)
    }

    func test_defaults() throws {
        XCTAssertEqual(
            try lint(body), ["model-no-inverse Book.shelf warning", "model-entity-without-attributes Tag warning"])
    }

    func test_disable_byRuleOrFamily() throws {
        XCTAssertEqual(
            try configured { $0.disabled = ["model-no-inverse"] }, ["model-entity-without-attributes Tag warning"])
        XCTAssertEqual(try configured { $0.disabled = ["model"] }, [])
    }

    func test_severityOverride_byRule_winsOverFamily() throws {
        XCTAssertEqual(
            try configured { $0.severities = ["model": .info, "model-no-inverse": .error] },
            ["model-no-inverse Book.shelf error", "model-entity-without-attributes Tag info"])
    }

    func test_exceptions_byEntity_andByProperty() throws {
        XCTAssertEqual(
            try configured { $0.exceptions = ["model-no-inverse": ["Book"]] },
            ["model-entity-without-attributes Tag warning"])
        XCTAssertEqual(
            try configured { $0.exceptions = ["model-no-inverse": ["Book.shelf"]] },
            ["model-entity-without-attributes Tag warning"])
        XCTAssertEqual(
            try configured { $0.exceptions = ["model-no-inverse": ["Book.title", "Shelf"]] },
            ["model-no-inverse Book.shelf warning", "model-entity-without-attributes Tag warning"],
            "an exception for another property or entity changes nothing")
    }

    func test_userInfoKey_onAPropertyAnEntityOrTheModel() throws {
        let disable = { (rules: String) in #"<userInfo><entry key="shale.lint.disable" value="\#(rules)"/></userInfo>"#
        }
        let onProperty = body.replacingOccurrences(
            of: #"destinationEntity="Shelf"/>"#,
            with: #"destinationEntity="Shelf">\#(disable("model-no-inverse"))</relationship>"#)
        XCTAssertEqual(try lint(onProperty), ["model-entity-without-attributes Tag warning"])
        let onEntity = body.replacingOccurrences(
            of: #"<entity name="Tag"/>"#,
            with: #"<entity name="Tag">\#(disable("model-entity-without-attributes"))</entity>"#)
        XCTAssertEqual(try lint(onEntity), ["model-no-inverse Book.shelf warning"])
        XCTAssertEqual(try lint(body + disable("model-no-inverse, model-entity-without-attributes")), [])
        XCTAssertEqual(try lint(body + disable("model")), [], "a family name works too")
    }

    func test_unknownNames_areListedForTheReader() {
        var configuration = LintConfiguration()
        configuration.disabled = ["model-no-inverse", "no-such-rule"]
        configuration.severities = ["cloudkit": .warning, "typo": .error]
        XCTAssertEqual(configuration.unknownNames, ["no-such-rule", "typo"])
    }

    func test_failOn_threshold() throws {
        let report = Linter.lint([try model(body)], diagnostics: DiagnosticCollector())
        XCTAssertFalse(report.fails(at: .error))
        XCTAssertTrue(report.fails(at: .warning))
        XCTAssertFalse(report.fails(at: nil))
        XCTAssertEqual(report.summary, "shale lint: 0 errors, 2 warnings, 0 infos in 1 model")
    }
}
