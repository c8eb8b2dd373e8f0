import Foundation
import ShaleDiff
import ShaleDriver
import ShaleRender
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// `TemplatesRun`, behind `shale templates list|show|export`.
final class TemplatesRunTests: TemporaryFolderTestCase {
    func test_list_namesEveryBuiltInSetWithItsSummary() throws {
        let lines = TemplatesRun.list().standardOutput.split(separator: "\n").map(String.init)
        let diagnostics = strictCollector()
        let expected = try TemplateSetLoader.builtinNames.map {
            "\($0): \(try TemplateSetLoader.load($0, diagnostics: diagnostics).manifest.summary)"
        }
        XCTAssertEqual(lines, expected)
    }

    func test_show_summarisesASet_orPrintsOneFile() throws {
        let summary = TemplatesRun.show("memory").standardOutput
        XCTAssertTrue(summary.hasPrefix("memory: "), summary)
        XCTAssertTrue(summary.contains("\nparent: slate\ntranslator: memory\noptions:\n"), summary)
        XCTAssertTrue(summary.contains("\n  int-cast (bool, default \"true\"): "), summary)
        XCTAssertTrue(summary.contains("\n  MemoryObject (entity) -> entities/{{managedClass}}.swift\n"), summary)
        XCTAssertEqual(
            TemplatesRun.show("slate", file: "manifest.yml").standardOutput,
            try TemplateSetLoader.load("slate", diagnostics: strictCollector()).files["manifest.yml"])
        let missing = TemplatesRun.show("slate", file: "Nope.mustache")
        XCTAssertEqual(missing.status, 64)
        guard case let .usageError(message) = missing.events.first else { return XCTFail("\(missing.events)") }
        XCTAssertTrue(message.hasPrefix("the set 'slate' has no file 'Nope.mustache'; it has: "), message)
    }

    func test_export_copiesEveryFile_andNeverOverwrites() throws {
        let target = folder.url.appendingPathComponent("mine").path
        let set = try TemplateSetLoader.load("memory", diagnostics: strictCollector())
        XCTAssertEqual(
            TemplatesRun.export("memory", to: target).standardOutput,
            "shale: exported \(set.files.count) files of 'memory' to \(target); "
                + "use it with --templates \(target)\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target).sorted(), set.files.keys.sorted())
        XCTAssertEqual(TemplatesRun.export("memory", to: target).status, 64)
    }

    func test_anUnknownSet_isOneError() {
        let result = TemplatesRun.list()  // the built-in sets all load
        XCTAssertEqual(result.status, 0)
        let unknown = TemplatesRun.show("no-such-set")
        XCTAssertEqual(unknown.status, CommandOutput.usage)
        XCTAssertEqual(unknown.diagnostics.count, 1)
        XCTAssertTrue(unknown.diagnostics[0].message.contains("no built-in template set named 'no-such-set'"))
    }
}
