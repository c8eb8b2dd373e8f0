import ShaleLint
import ShaleModel
import XCTest

/// `shale lint --format junit`: a suite per model, a case per rule, failures where the run's threshold fails.
final class LintJUnitTests: XCTestCase {
    private let rules = [LintRules.noInverse, LintRules.dataLoss, LintRules.empty]

    func test_junit_isASuitePerModel_aCasePerRule_andFailsAtTheThreshold() {
        XCTAssertEqual(
            LintFormatTests.report.rendered(as: .junit, rules: rules, failingAt: .error),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="shale lint" tests="9" failures="1" errors="0">
              <testsuite name="Models/My Model.xcdatamodel" tests="3" failures="0" errors="0" skipped="0">
                <testcase name="model-no-inverse" classname="Models/My Model.xcdatamodel">
                  <system-out>Models/My Model.xcdatamodel/contents:4:9: warning: relationship 'shelf' of entity 'Book' has no inverse [model-no-inverse]
            Models/My Model.xcdatamodel/contents:4:9: note: set an inverse in Xcode: without one Core Data cannot keep the object graph consistent
            </system-out>
                </testcase>
                <testcase name="migration-data-loss" classname="Models/My Model.xcdatamodel"/>
                <testcase name="model-empty" classname="Models/My Model.xcdatamodel"/>
              </testsuite>
              <testsuite name="Other.xcdatamodel" tests="3" failures="0" errors="0" skipped="0">
                <testcase name="model-no-inverse" classname="Other.xcdatamodel"/>
                <testcase name="migration-data-loss" classname="Other.xcdatamodel"/>
                <testcase name="model-empty" classname="Other.xcdatamodel">
                  <system-out>Other.xcdatamodel/contents: info: model version "Other" has no entities [model-empty]
            Other.xcdatamodel/contents: note: add entities, or remove the version from the bundle if it never shipped
            </system-out>
                </testcase>
              </testsuite>
              <testsuite name="Models/a,b:c.xcdatamodel/contents" tests="3" failures="1" errors="0" skipped="0">
                <testcase name="model-no-inverse" classname="Models/a,b:c.xcdatamodel/contents"/>
                <testcase name="migration-data-loss" classname="Models/a,b:c.xcdatamodel/contents">
                  <failure type="migration-data-loss" message="attribute Book.notes removed drops 100% of it,&#10;say">Models/a,b:c.xcdatamodel/contents:7: error: attribute Book.notes removed drops 100% of it,\\u{A}say [migration-data-loss]
            Models/a,b:c.xcdatamodel/contents:7: note: accept it
            </failure>
                </testcase>
                <testcase name="model-empty" classname="Models/a,b:c.xcdatamodel/contents"/>
              </testsuite>
            </testsuites>

            """)
    }

    func test_junit_failsWarningsWhenTheThresholdIsWarning_andNothingWithoutOne() {
        let warning = LintFormatTests.report.junit(rules: rules, failingAt: .warning)
        XCTAssertEqual(
            warning.suites.flatMap(\.cases).filter { $0.failure != nil }.map(\.name),
            ["model-no-inverse", "migration-data-loss"])
        XCTAssertEqual(warning.suites[0].cases[0].failure?.type, "model-no-inverse")
        let never = LintFormatTests.report.junit(rules: rules, failingAt: nil)
        XCTAssertTrue(never.suites.flatMap(\.cases).allSatisfy { $0.failure == nil })
    }

    func test_junit_escapesMarkup_andDropsCharactersXMLCannotHold() {
        let report = JUnitXML(
            name: "a<b>&\"c\"",
            suites: [
                JUnitXML.Suite(
                    name: "s\u{1}",
                    cases: [
                        JUnitXML.Case(
                            name: "t\tu", classname: "c",
                            failure: JUnitXML.Failure(
                                type: "x", message: "m",
                                text: "<&>\u{0}"))
                    ])
            ]
        ).xml
        XCTAssertTrue(report.contains(#"<testsuites name="a&lt;b&gt;&amp;&quot;c&quot;""#), report)
        XCTAssertTrue(report.contains(#"<testsuite name="s\#u{FFFD}""#), report)
        XCTAssertTrue(report.contains(#"<testcase name="t&#9;u""#), report)
        XCTAssertTrue(report.contains(">&lt;&amp;&gt;\u{FFFD}</failure>"), report)
    }
}
