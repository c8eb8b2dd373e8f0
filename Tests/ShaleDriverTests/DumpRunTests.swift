import ShaleDriver
import ShaleModel
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// `DumpRun`, behind `shale dump`: the golden IR on standard output, nothing there when the model has errors.
final class DumpRunTests: XCTestCase {
    override func setUp() {
        PackagePaths.enterRoot()
    }

    func test_currentVersion_andAllVersions_areTheGoldenIR() throws {
        let slate = try String(contentsOf: PackagePaths.golden.appendingPathComponent("IR/Slate.json"), encoding: .utf8)
        XCTAssertEqual(DumpRun(path: "Golden/Models/Slate.xcdatamodel").run().events, [.standardOutput(slate)])
        let library = try String(
            contentsOf: PackagePaths.golden.appendingPathComponent("IR/Library.json"),
            encoding: .utf8)
        XCTAssertEqual(
            DumpRun(path: "Golden/Models/Library.xcdatamodeld", allVersions: true).run().standardOutput,
            library)
    }

    func test_aModelWithErrors_printsOnlyItsDiagnostics() {
        let result = DumpRun(path: "Golden/Models/Bad/DuplicateNames.xcdatamodel").run()
        XCTAssertEqual(result.status, CommandOutput.invalidInput)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.diagnostics.containsErrors)
        XCTAssertEqual(result.events.count, 1, "one batch of diagnostics")
    }

    func test_warningsAsErrors_failsOnWarnings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let model = try folder.model(#"<entity name="Book" representedClassName="Book"><unknownThing/></entity>"#)
        let lenient = DumpRun(path: model).run()
        XCTAssertTrue(lenient.diagnostics.containsWarnings, "\(lenient.diagnostics)")
        XCTAssertEqual(lenient.status, 0)
        XCTAssertEqual(DumpRun(path: model, warningsAsErrors: true).run().status, 1)
    }
}
