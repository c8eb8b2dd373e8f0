import ShaleModel
import ShaleReader
import ShaleTestSupport
import XCTest

final class ModelReaderTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func currentVersionPlist(_ name: String?) -> String {
        let dict = name.map { "<dict><key>_XCCurrentVersionName</key><string>\($0).xcdatamodel</string></dict>" }
        return "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\(dict ?? "<dict/>")</plist>\n"
    }

    private func bundle(_ versions: [String], current: String??) throws -> String {
        for version in versions {
            try folder.write(TemporaryFolder.modelXML(""), to: "M.xcdatamodeld/\(version).xcdatamodel/contents")
        }
        if let current {
            try folder.write(currentVersionPlist(current), to: "M.xcdatamodeld/.xccurrentversion")
        }
        return folder.url.appendingPathComponent("M.xcdatamodeld").path
    }

    func test_versions_followNaturalOrder_withTheCurrentVersionLast() throws {
        let path = try bundle(["M 10", "M 2", "M", "M 1b"], current: "M 2")
        let parsed = ModelReader.read(path: path, scope: .allVersions, diagnostics: strictCollector())
        XCTAssertEqual(parsed?.versionNames, ["M", "M 1b", "M 10", "M 2"])
        XCTAssertEqual(parsed?.currentVersionName, "M 2")
    }

    func test_singleVersion_isCurrent_withoutXccurrentversion() throws {
        let path = try bundle(["Only"], current: .none)
        let parsed = ModelReader.read(path: path, diagnostics: strictCollector())
        XCTAssertEqual(parsed?.currentVersionName, "Only")
        XCTAssertEqual(parsed?.versions.map(\.versionName), ["Only"])
    }

    func test_severalVersions_withEmptyXccurrentversion_failListingThem() throws {
        let path = try bundle(["B", "A"], current: .some(nil))
        let collector = strictCollector(expecting: [.error("its .xccurrentversion names none as current")])
        let parsed = ModelReader.read(path: path, diagnostics: collector)
        let diagnostics = collector.diagnostics
        XCTAssertNil(parsed)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.hint?.contains("--model-version NAME to choose one of 'A', 'B'"), true)
    }

    func test_modelVersionOption_choosesTheCurrentVersion() throws {
        let path = try bundle(["B", "A"], current: .some(nil))
        let parsed = ModelReader.read(path: path, versionName: "A", diagnostics: strictCollector())
        XCTAssertEqual(parsed?.versions.map(\.versionName), ["A"])
    }

    func test_unknownModelVersion_isAnErrorListingTheVersions() throws {
        let path = try bundle(["A"], current: "A")
        let collector = strictCollector(expecting: [.error("there is no model version named")])
        let parsed = ModelReader.read(path: path, versionName: "Z", diagnostics: collector)
        let diagnostics = collector.diagnostics
        XCTAssertNil(parsed)
        XCTAssertEqual(diagnostics.first?.message, "there is no model version named 'Z'")
        XCTAssertEqual(diagnostics.first?.hint, "choose one of: 'A'")
    }

    func test_contentsFileAndVersionFolder_areBothAccepted() throws {
        let folderPath = try folder.model("<entity name=\"A\"/>", named: "Shop")
        for path in [folderPath, folderPath + "/contents", folderPath + "/"] {
            let parsed = ModelReader.read(path: path, diagnostics: strictCollector())
            XCTAssertEqual(parsed?.versions.first?.versionName, "Shop", path)
            XCTAssertEqual(parsed?.versions.first?.root.children.first?.name, "entity", path)
        }
    }

    func test_missingPath_isAnError() {
        let collector = strictCollector(expecting: [.error("no such file or folder")])
        let parsed = ModelReader.read(path: "/nonexistent/Model.xcdatamodeld", diagnostics: collector)
        let diagnostics = collector.diagnostics
        XCTAssertNil(parsed)
        XCTAssertEqual(diagnostics.first?.message, "no such file or folder")
    }

    func test_currentVersionNotInBundle_isAnError() throws {
        let path = try bundle(["A"], current: "Gone")
        let collector = strictCollector(expecting: [.error("is not in the bundle")])
        _ = ModelReader.read(path: path, diagnostics: collector)
        let diagnostics = collector.diagnostics
        XCTAssertEqual(diagnostics.first?.message, "the current version 'Gone.xcdatamodel' is not in the bundle")
    }
}
