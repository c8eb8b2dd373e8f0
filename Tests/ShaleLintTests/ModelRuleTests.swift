import ShaleLint
import ShaleModel
import XCTest

/// The `model` family, one rule per test, each with a model it must not fire on.
final class ModelRuleTests: LintTestCase {
    private lazy var pair = """
        <entity name="Book">\(attribute("title"))\(relationship("shelf", to: "Shelf", inverse: "books"))</entity>
        <entity name="Shelf">\(attribute("label"))\(relationship("books", to: "Book", inverse: "shelf", #"optional="YES" toMany="YES" deletionRule="Nullify""#))</entity>
        """

    func test_aCleanModel_hasNoFindings() throws {
        XCTAssertEqual(try lint(pair), [])
    }

    func test_relationshipWithoutInverse_isTheResolversWarning_reportedAsARule() throws {
        let body =
            #"<entity name="Book">\#(attribute("title"))\#(relationship("shelf", to: "Shelf"))</entity>"#
            + #"<entity name="Shelf">\#(attribute("label"))</entity>"#
        XCTAssertEqual(try lint(body), ["model-no-inverse Book.shelf warning"])
    }

    func test_denyWithoutInverse_canLeaveTheRelationshipDangling() throws {
        let deny = relationship("books", to: "Book", inverse: nil, #"optional="YES" toMany="YES" deletionRule="Deny""#)
        let body =
            #"<entity name="Shelf">\#(attribute("label"))\#(deny)</entity><entity name="Book">\#(attribute("title"))</entity>"#
        XCTAssertEqual(
            try lint(body), ["model-deny-without-inverse Shelf.books warning", "model-no-inverse Shelf.books warning"])
    }

    func test_noActionDeleteRule_isAnAdvancedSetting() throws {
        let body = pair.replacingOccurrences(
            of: #"toMany="YES" deletionRule="Nullify""#, with: #"toMany="YES" deletionRule="No Action""#)
        XCTAssertEqual(try lint(body), ["model-no-action-delete-rule Shelf.books warning"])
    }

    func test_concreteEntityWithoutAttributes_butNotAnAbstractOne() throws {
        XCTAssertEqual(try lint(#"<entity name="Tag"/>"#), ["model-entity-without-attributes Tag warning"])
        XCTAssertEqual(try lint(#"<entity name="Tag" isAbstract="YES"/>"#), [])
    }

    func test_storedUndefinedAttribute_isAnError_aTransientOneIsFine() throws {
        XCTAssertEqual(
            try lint(#"<entity name="Tag">\#(attribute("cache", #"optional="YES""#))</entity>"#),
            ["model-undefined-attribute Tag.cache error"])
        XCTAssertEqual(
            try lint(#"<entity name="Tag">\#(attribute("cache", #"optional="YES" transient="YES""#))</entity>"#), [])
    }

    func test_transformableWithoutSecureTransformer() throws {
        let none =
            #"<entity name="Tag">\#(attribute("color", #"optional="YES" attributeType="Transformable""#))</entity>"#
        XCTAssertEqual(try lint(none), ["model-insecure-transformer Tag.color warning"])
        let insecure = none.replacingOccurrences(
            of: "Transformable", with: #"Transformable" valueTransformerName="NSKeyedUnarchiveFromData"#)
        XCTAssertEqual(try lint(insecure), ["model-insecure-transformer Tag.color warning"])
        let secure = none.replacingOccurrences(
            of: "Transformable", with: #"Transformable" valueTransformerName="NSSecureUnarchiveFromData"#)
        XCTAssertEqual(try lint(secure), [])
    }

    func test_nameCase_followsXcodesConvention() throws {
        XCTAssertEqual(
            try lint(#"<entity name="tag">\#(attribute("Label"))</entity>"#),
            ["model-name-case tag warning", "model-name-case tag.Label warning"])
    }

    func test_emptyModel() throws {
        XCTAssertEqual(try lint(""), ["model-empty warning"])
    }

    func test_resolverErrors_areModelInvalid_andEveryModelIsStillLinted() throws {
        let broken = try model(
            #"<entity name="Book">\#(relationship("shelf", to: "Nowhere"))\#(attribute("title"))</entity>"#,
            named: "Broken")
        let clean = try model(pair, named: "Clean")
        let report = Linter.lint([broken, clean], diagnostics: DiagnosticCollector())
        XCTAssertEqual(report.findings.map(line), ["model-invalid Book.shelf error"])
        XCTAssertEqual(report.models, [broken, clean])
        XCTAssertTrue(report.fails(at: .error))
    }
}
