import Foundation
import ShaleLint
import ShaleModel
import ShaleTestSupport
import XCTest

/// `--format sarif` output validated against the official SARIF 2.1.0 JSON schema
/// (`Tests/Fixtures/SARIF/sarif-schema-2.1.0.json`, see the README beside it) with Python's `jsonschema`.
final class SARIFSchemaTests: XCTestCase {
    private static let schema = PackagePaths.root.appendingPathComponent("Tests/Fixtures/SARIF/sarif-schema-2.1.0.json")

    /// Validates each log; URIs are checked against RFC 3986's characters too, since `jsonschema` checks the
    /// `uri` formats only with optional packages. Exit 3: jsonschema is missing.
    private static let validator = #"""
        import json, re, sys
        try:
            from jsonschema import Draft4Validator
        except ImportError:
            sys.exit(3)
        schema = json.load(open(sys.argv[1]))
        validator = Draft4Validator(schema, format_checker=Draft4Validator.FORMAT_CHECKER)
        uri = re.compile(r"([A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*")
        failed = False
        for path in sys.argv[2:]:
            log = json.load(open(path))
            for error in sorted(validator.iter_errors(log), key=str):
                failed = True
                print(path + ": " + "/".join(map(str, error.absolute_path)) + ": " + error.message)
            def walk(node, where):
                global failed
                if isinstance(node, dict):
                    for key, value in node.items():
                        if key in ("uri", "$schema") and not uri.fullmatch(value):
                            failed = True
                            print(path + ": " + where + "/" + key + ": not a URI reference: " + value)
                        walk(value, where + "/" + key)
                elif isinstance(node, list):
                    for index, value in enumerate(node):
                        walk(value, where + "/" + str(index))
            walk(log, "")
        sys.exit(1 if failed else 0)
        """#

    /// The validator's exit status and output for `logs`; skips the test when python3 or jsonschema is missing
    /// (fails it under CI).
    private func validate(_ logs: [String]) throws -> (status: Int32, output: String) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write(Self.validator, to: "validate.py")
        var paths: [String] = []
        for (index, log) in logs.enumerated() {
            paths.append(try folder.write(log, to: "log\(index).sarif"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, Self.schema.path] + paths
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            throw Self.missing("cannot run python3 (\(error))")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 127: throw Self.missing("python3 is not installed")
        case 3: throw Self.missing("python3 has no jsonschema module")
        default: return (process.terminationStatus, text)
        }
    }

    /// The check cannot run: a failure under CI (`.ci/run` installs python3 with jsonschema), a skip elsewhere.
    private static func missing(_ what: String) -> Error {
        RequiredTool.missing(
            "\(what): the SARIF schema check needs python3 with jsonschema",
            provide: ".ci/run installs python3-jsonschema",
            elsewhere: "apt-get install python3-jsonschema or pip install jsonschema")
    }

    func test_sarifOutput_isValidSARIF210() throws {
        PackagePaths.enterRoot()
        let golden = Linter.lint(
            [
                "Golden/Models/KitchenSink.xcdatamodeld", "Golden/Models/Library.xcdatamodeld",
                "Golden/Models/Slate.xcdatamodel",
            ], diagnostics: DiagnosticCollector())
        XCTAssertEqual(
            Set(golden.findings.compactMap { LintRules.rule($0.ruleID)?.family }), [.model, .cloudkit, .migration],
            "the golden models give findings of every family")
        let result = try validate([
            LintFormatTests.report.rendered(as: .sarif), golden.rendered(as: .sarif),
            LintReport(models: [], findings: []).rendered(as: .sarif),
        ])
        XCTAssertEqual(result.status, 0, result.output)
    }

    func test_theValidatorRejectsWhatTheSchemaForbids() throws {
        let valid = LintFormatTests.report.rendered(as: .sarif)
        let badLevel = valid.replacingOccurrences(of: #""level": "note""#, with: #""level": "info""#)
        let badURI = valid.replacingOccurrences(of: "My%20Model", with: "My Model")
        XCTAssertNotEqual(badLevel, valid)
        XCTAssertNotEqual(badURI, valid)
        let result = try validate([badLevel, badURI])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("'info' is not one of"), result.output)
        XCTAssertTrue(result.output.contains("not a URI reference: Models/My Model"), result.output)
    }
}
