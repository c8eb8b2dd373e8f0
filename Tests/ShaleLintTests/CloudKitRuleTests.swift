import ShaleLint
import XCTest

/// The `cloudkit` family: when it applies, and each rule.
final class CloudKitRuleTests: LintTestCase {
    private let cloudKit = #"usedWithCloudKit="YES""#

    /// Everything CloudKit refuses, in one entity (with a partner so every relationship has a destination).
    private lazy var everything = """
        <entity name="Book">\
        \(attribute("title", #"attributeType="String""#))\
        \(attribute("blob", #"optional="YES""#))\
        \(relationship("shelf", to: "Shelf", inverse: "books", #"maxCount="1" deletionRule="Nullify""#))\
        \(relationship("pages", to: "Page", inverse: nil, #"optional="YES" toMany="YES" deletionRule="Deny" ordered="YES""#))\
        <uniquenessConstraints><uniquenessConstraint><constraint value="title"/></uniquenessConstraint></uniquenessConstraints>\
        </entity>
        <entity name="Shelf">\(attribute("label"))\(relationship("books", to: "Book", inverse: "shelf", #"optional="YES" toMany="YES" deletionRule="Nullify""#))</entity>
        <entity name="Page">\(attribute("text"))</entity>
        """

    func test_aCloudKitModel_getsEveryCloudKitRule() throws {
        XCTAssertEqual(
            try lint(everything, modelAttributes: cloudKit),
            [
                "cloudkit-unique-constraint Book error",
                "cloudkit-required-attribute Book.title error",
                "cloudkit-undefined-attribute Book.blob error",
                "model-undefined-attribute Book.blob error",
                "cloudkit-required-relationship Book.shelf error",
                "cloudkit-deny-delete-rule Book.pages error",
                "cloudkit-no-inverse Book.pages error",
                "cloudkit-ordered-relationship Book.pages error",
                "model-deny-without-inverse Book.pages warning",
            ], "cloudkit-no-inverse replaces model-no-inverse at the same relationship")
    }

    func test_withoutCloudKit_noCloudKitRuleRuns() throws {
        XCTAssertFalse(try lint(everything).contains { $0.hasPrefix("cloudkit-") })
    }

    func test_aCloudKitConfiguration_coversOnlyItsEntities() throws {
        let body =
            everything
            + #"<configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="Shelf"/></configuration>"#
        XCTAssertFalse(try lint(body).contains { $0.hasPrefix("cloudkit-") }, "Shelf meets every CloudKit rule")
        let withBook =
            everything
            + #"<configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="Book"/></configuration>"#
        XCTAssertTrue(try lint(withBook).contains("cloudkit-unique-constraint Book error"))
    }

    func test_enablingTheFamilyOrARule_appliesCloudKitRulesToEveryEntity() throws {
        var family = LintConfiguration()
        family.enabled = ["cloudkit"]
        XCTAssertTrue(
            try lint(everything, configuration: family).contains("cloudkit-required-attribute Book.title error"))
        var rule = LintConfiguration()
        rule.enabled = ["cloudkit-ordered-relationship"]
        XCTAssertTrue(
            try lint(everything, configuration: rule).contains("cloudkit-ordered-relationship Book.pages error"))
    }

    func test_defaultsAndTransientsSatisfyCloudKit() throws {
        let body =
            #"<entity name="Tag">\#(attribute("count", #"attributeType="Integer 32" defaultValueString="0""#))"#
            + #"\#(attribute("cache", #"transient="YES" attributeType="String""#))</entity>"#
        XCTAssertEqual(try lint(body, modelAttributes: cloudKit), [])
    }
}
