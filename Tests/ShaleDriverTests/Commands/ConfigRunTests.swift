import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleTestSupport
import XCTest

/// `ConfigRun`, behind `shale config init` and `shale config lint`.
final class ConfigRunTests: TemporaryFolderTestCase {
    func test_writeExample_writesOnce_andNeverOverwrites() throws {
        let path = folder.url.appendingPathComponent("shale.yml").path
        XCTAssertEqual(
            ConfigRun.writeExample(to: path).standardOutput,
            "shale: wrote \(path); no model was found under \(folder.url.path), so edit the model path and "
                + "outputs, then run `shale generate`\n")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), GenerationConfig.example)
        XCTAssertEqual(
            ConfigRun.writeExample(to: path).events,
            [.usageError("\(path) already exists; remove it or name another file")])
    }

    func test_lint_passesAValidFile_andLocatesEachProblem_anOptionAtItsLine() throws {
        let model = PackagePaths.root.appendingPathComponent("Golden/Models/Slate.xcdatamodel").path
        let valid = try folder.write(
            "jobs:\n  - model: \(model)\n    outputs:\n      models: M\n      entities: E\n",
            to: "ok.yml")
        XCTAssertEqual(ConfigRun.lint(valid).events, [.standardOutput("shale: \(valid) is valid (1 job)\n")])

        let wrong = try folder.write(
            "jobs:\n  - model: \(model)\n    output: Out\n    outputs:\n      model: M\n"
                + "    options:\n      colour: red\n", to: "bad.yml")
        let failed = ConfigRun.lint(wrong)
        XCTAssertEqual(failed.status, CommandOutput.usage, "as generate ends on the same file")
        XCTAssertEqual(
            failed.diagnostics.map(\.message),
            [
                "the template set 'slate' has no output root 'model'; did you mean 'models'?",
                "template set 'slate' has no option 'colour'",
            ])
        XCTAssertEqual(failed.diagnostics.map { $0.location.map { "\($0)" } }, [wrong, "\(wrong):7:15"])
    }
}
