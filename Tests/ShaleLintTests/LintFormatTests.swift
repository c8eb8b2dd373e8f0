import Foundation
import ShaleLint
import ShaleModel
import XCTest

/// The four output formats, on a fixed report.
final class LintFormatTests: XCTestCase {
    /// A report with an error at a line and column, a warning on a path with a space, a comma and a colon, and
    /// an info with only a file.
    static let report = LintReport(
        models: ["Models/My Model.xcdatamodel", "Other.xcdatamodel"],
        findings: [
            LintFinding(
                LintRules.noInverse, "relationship 'shelf' of entity 'Book' has no inverse",
                at: SourceLocation(file: "Models/My Model.xcdatamodel/contents", line: 4, column: 9),
                entity: "Book", property: "shelf"),
            {
                var finding = LintFinding(
                    LintRules.dataLoss, "attribute Book.notes removed drops 100% of it,\nsay",
                    at: SourceLocation(file: "Models/a,b:c.xcdatamodel/contents", line: 7, column: 0),
                    hint: "accept it", entity: "Book", property: "notes")
                finding.severity = .error
                return finding
            }(),
            {
                var finding = LintFinding(
                    LintRules.empty, "model version \"Other\" has no entities",
                    at: SourceLocation(file: "Other.xcdatamodel/contents"))
                finding.severity = .info
                return finding
            }(),
        ].sorted())

    func test_text_isCompilerStyle_withTheRuleID_andTheHintAsANote() {
        XCTAssertEqual(
            Self.report.rendered(as: .text),
            """
            Models/My Model.xcdatamodel/contents:4:9: warning: relationship 'shelf' of entity 'Book' has no inverse [model-no-inverse]
            Models/My Model.xcdatamodel/contents:4:9: note: set an inverse in Xcode: without one Core Data cannot keep the object graph consistent
            Models/a,b:c.xcdatamodel/contents:7: error: attribute Book.notes removed drops 100% of it,\\u{A}say [migration-data-loss]
            Models/a,b:c.xcdatamodel/contents:7: note: accept it
            Other.xcdatamodel/contents: info: model version "Other" has no entities [model-empty]
            Other.xcdatamodel/contents: note: add entities, or remove the version from the bundle if it never shipped

            """)
    }

    func test_github_isWorkflowCommands_withEscapedPropertiesAndData() {
        XCTAssertEqual(
            Self.report.rendered(as: .github),
            """
            ::warning file=Models/My Model.xcdatamodel/contents,line=4,col=9,title=model-no-inverse::relationship 'shelf' of entity 'Book' has no inverse%0Aset an inverse in Xcode: without one Core Data cannot keep the object graph consistent
            ::error file=Models/a%2Cb%3Ac.xcdatamodel/contents,line=7,title=migration-data-loss::attribute Book.notes removed drops 100%25 of it,%0Asay%0Aaccept it
            ::notice file=Other.xcdatamodel/contents,title=model-empty::model version "Other" has no entities%0Aadd entities, or remove the version from the bundle if it never shipped

            """)
    }

    func test_json_hasItsDocumentedShape() throws {
        let json = Self.report.rendered(as: .json)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object.keys.sorted(), ["findings", "models", "schemaVersion", "summary"])
        XCTAssertEqual(object["schemaVersion"] as? Int, 1)
        XCTAssertEqual(object["summary"] as? [String: Int], ["error": 1, "warning": 1, "info": 1])
        let first = try XCTUnwrap((object["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(first.keys.sorted(), ["entity", "hint", "location", "message", "property", "rule", "severity"])
        XCTAssertEqual(first["location"] as? String, "Models/My Model.xcdatamodel/contents:4:9")
        XCTAssertEqual(first["rule"] as? String, "model-no-inverse")
        XCTAssertEqual(json, Self.report.rendered(as: .json), "byte-stable")
    }

    func test_sarif_hasWhatGitHubCodeScanningReads() throws {
        let sarif = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(Self.report.rendered(as: .sarif).utf8))
                as? [String: Any])
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, LintRules.all.map(\.id))
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.compactMap { $0["level"] as? String }, ["warning", "error", "note"])
        for result in results {
            let id = try XCTUnwrap(result["ruleId"] as? String)
            XCTAssertEqual(rules[try XCTUnwrap(result["ruleIndex"] as? Int)]["id"] as? String, id)
        }
        let uris = results.compactMap { result -> String? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        XCTAssertEqual(
            uris,
            [
                "Models/My%20Model.xcdatamodel/contents", "Models/a%2Cb%3Ac.xcdatamodel/contents",
                "Other.xcdatamodel/contents",
            ])
    }
}
