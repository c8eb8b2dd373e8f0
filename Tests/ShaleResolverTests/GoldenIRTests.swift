import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// Level one of the golden files: each project model → its IR as JSON, plus its diagnostics.
final class GoldenIRTests: XCTestCase {
    override func setUp() {
        PackagePaths.enterRoot()
    }

    private func assertIR(
        _ model: String, scope: ModelLoader.Scope = .currentVersion, golden name: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = ModelLoader.load(path: "Golden/Models/\(model)", scope: scope)
        XCTAssertFalse(result.diagnostics.containsErrors, result.diagnostics.rendered, file: file, line: line)
        let bundle = try XCTUnwrap(result.bundle, file: file, line: line)
        let json = try scope == .allVersions ? ModelJSON.encode(bundle) : ModelJSON.encode(bundle.versions[0])
        assertGolden(json, "IR/\(name).json", file: file, line: line)
        assertGolden(result.diagnostics.rendered + "\n", "IR/\(name).diagnostics.txt", file: file, line: line)
    }

    func test_kitchenSink_matchesGoldenIR() throws {
        try assertIR("KitchenSink.xcdatamodeld", golden: "KitchenSink")
    }

    func test_slateStyleModel_matchesGoldenIR() throws {
        try assertIR("Slate.xcdatamodel", golden: "Slate")
    }

    func test_threeVersionBundle_matchesGoldenIR() throws {
        try assertIR("Library.xcdatamodeld", scope: .allVersions, golden: "Library")
    }

    func test_kitchenSink_coversEveryAttributeTypeAndDeleteRule() throws {
        let model = try XCTUnwrap(ModelLoader.load(path: "Golden/Models/KitchenSink.xcdatamodeld").bundle?.current)
        let types = Set(model.entities.flatMap(\.attributes).map(\.type))
        XCTAssertEqual(types, Set(AttributeType.allCases))
        let rules = Set(model.entities.flatMap(\.relationships).map(\.deleteRule))
        XCTAssertEqual(rules, Set(DeleteRule.allCases))
        let results = Set(model.fetchRequests.map(\.resultType))
        XCTAssertEqual(results, Set(FetchResultType.allCases))
    }
}

/// The bad models: each one's diagnostics, in order, are pinned as text.
final class GoldenDiagnosticsTests: XCTestCase {
    override func setUp() {
        PackagePaths.enterRoot()
    }

    func test_everyBadModel_reportsItsGoldenDiagnostics() throws {
        let folder = PackagePaths.golden.appendingPathComponent("Models/Bad")
        let cases = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertGreaterThanOrEqual(cases.count, 10)
        for name in cases {
            let result = ModelLoader.load(path: "Golden/Models/Bad/\(name)")
            XCTAssertTrue(result.failed, "\(name) should fail to load")
            let stem = name.split(separator: ".").first.map(String.init) ?? name
            assertGolden(result.diagnostics.rendered + "\n", "Diagnostics/\(stem).txt")
        }
    }

    func test_everyDiagnosticOfABadModel_hasALocationAndAHint() throws {
        let folder = PackagePaths.golden.appendingPathComponent("Models/Bad")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            for diagnostic in ModelLoader.load(path: "Golden/Models/Bad/\(name)").diagnostics {
                XCTAssertNotNil(diagnostic.location, "\(name): \(diagnostic)")
                XCTAssertNotNil(diagnostic.hint, "\(name): \(diagnostic)")
            }
        }
    }
}
