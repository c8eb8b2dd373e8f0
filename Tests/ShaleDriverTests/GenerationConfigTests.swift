import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleTestSupport
import XCTest

final class GenerationConfigTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func test_jobs_resolvePathsAgainstTheConfigurationFolder() throws {
        let path = try folder.write(
            """
            jobs:
              - model: Model.xcdatamodeld
                templates: ./my-templates
                outputs:
                  models: Sources/Models
                options:
                  name-transform: Slate%@
              - model: /abs/Other.xcdatamodel
                model-version: V2
                output: Out
            """, to: "config/shale.yml")
        let jobs = try XCTUnwrap(GenerationConfig.load(path, diagnostics: strictCollector()))
        let base = folder.url.appendingPathComponent("config").path
        XCTAssertEqual(jobs.map(\.modelPath), ["\(base)/Model.xcdatamodeld", "/abs/Other.xcdatamodel"])
        XCTAssertEqual(jobs[0].templates, "\(base)/my-templates")
        XCTAssertEqual(jobs[0].outputsByRoot, ["models": "\(base)/Sources/Models"])
        XCTAssertEqual(jobs[0].options, ["name-transform": "Slate%@"])
        XCTAssertEqual(jobs[1].templates, "slate")
        XCTAssertEqual(jobs[1].modelVersion, "V2")
        XCTAssertEqual(jobs[1].output, "\(base)/Out")
    }

    /// The file is composed without resolving scalars' tags (`Resolver.basic`): every value is read as the text it
    /// was written as, whatever YAML 1.1 would have taken it for, and anchors still expand.
    func test_valuesAreReadAsWritten_whateverTheirYAMLType() throws {
        let path = try folder.write(
            """
            jobs:
              - model: &model 2001-12-14.xcdatamodeld
                model-version: 1.10
                output: null
                options:
                  int-cast: yes
                  retroactive: ~
                  name-transform: 0x1F
              - model: *model
                output: "true"
            """, to: "shale.yml")
        let jobs = try XCTUnwrap(GenerationConfig.load(path, diagnostics: strictCollector()))
        let base = folder.url.path
        XCTAssertEqual(jobs.map(\.modelPath), ["\(base)/2001-12-14.xcdatamodeld", "\(base)/2001-12-14.xcdatamodeld"])
        XCTAssertEqual(jobs[0].modelVersion, "1.10")
        XCTAssertEqual(jobs.map(\.output), ["\(base)/null", "\(base)/true"])
        XCTAssertEqual(jobs[0].options, ["int-cast": "yes", "retroactive": "~", "name-transform": "0x1F"])
    }

    func test_unknownKeysAndWrongTypes_areAllReportedWithLocations() throws {
        let path = try folder.write(
            """
            jobs:
              - model: M.xcdatamodel
                output: Out
                colour: blue
                options: [a, b]
            extra: 1
            """, to: "shale.yml")
        let collector = strictCollector(expecting: [.error("unknown key"), .error("'options' must be a mapping")])
        XCTAssertNil(GenerationConfig.load(path, diagnostics: collector))
        let diagnostics = collector.diagnostics
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "unknown key 'colour' in a job", "'options' must be a mapping of names to values",
                "unknown key 'extra'",
            ])
        XCTAssertEqual(diagnostics.map { $0.location?.line ?? 0 }, [4, 5, 6])
        XCTAssertEqual(diagnostics.first?.location?.column, 5)
    }

    func test_malformedYAML_isALocatedError() throws {
        let path = try folder.write("jobs:\n  - model: [unclosed\n", to: "shale.yml")
        let collector = strictCollector(expecting: [.error("the configuration is not valid YAML")])
        XCTAssertNil(GenerationConfig.load(path, diagnostics: collector))
        let diagnostic = collector.diagnostics.first
        XCTAssertTrue(diagnostic?.message.hasPrefix("the configuration is not valid YAML") == true)
        XCTAssertGreaterThan(diagnostic?.location?.line ?? 0, 0)
    }
}
