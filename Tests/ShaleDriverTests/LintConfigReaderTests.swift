import ShaleConfiguration
import ShaleDiff
import ShaleDriver
import ShaleModel
import ShaleTestSupport
import XCTest

/// The `lint:` section of `shale.yml`.
final class LintConfigReaderTests: TemporaryFolderTestCase {
    private func problems(_ yaml: String) throws -> [String] {
        let path = try folder.write(yaml, to: "shale.yml")
        let diagnostics = DiagnosticCollector()
        _ = GenerationConfig.loadAll(path, diagnostics: diagnostics)
        // In the order the reader found them, as the list below reads.
        return diagnostics.reported(since: 0).map {
            "\($0.location.map { "\($0.line):\($0.column)" } ?? "") \($0.message)"
        }
    }

    func test_everyKey_readsIntoTheConfiguration() throws {
        let path = try folder.write(
            """
            lint:
              disable: [model-no-action-delete-rule, cloudkit]
              enable: migration-conditional
              severity:
                model-no-inverse: error
                model: info
              exceptions:
                migration-data-loss: [Book.notes, Shelf]
              custom-migrations: ["Model 2"]
            """, to: "shale.yml")
        let lint = try XCTUnwrap(GenerationConfig.loadAll(path, diagnostics: strictCollector())).lint
        XCTAssertEqual(lint.disabled, ["model-no-action-delete-rule", "cloudkit"])
        XCTAssertEqual(lint.enabled, ["migration-conditional"])
        XCTAssertEqual(lint.severities, ["model-no-inverse": .error, "model": .info])
        XCTAssertEqual(lint.exceptions, ["migration-data-loss": ["Book.notes", "Shelf"]])
        XCTAssertEqual(lint.customMigrations, ["Model 2"])
    }

    func test_aLintOnlyFile_hasNoJobs_whichOnlyGenerateRefuses() throws {
        let path = try folder.write("lint:\n  disable: [model]\n", to: "shale.yml")
        XCTAssertEqual(GenerationConfig.loadAll(path, diagnostics: strictCollector())?.jobs.count, 0)
        let collector = strictCollector(expecting: [.error("the configuration has no jobs")])
        XCTAssertNil(GenerationConfig.load(path, diagnostics: collector))
        XCTAssertEqual(collector.diagnostics.map(\.message), ["the configuration has no jobs"])
    }

    func test_everyProblem_isLocated() throws {
        XCTAssertEqual(
            try problems(
                """
                lint:
                  disable: [model-no-inverse, typo]
                  enable: [model-no-inverse]
                  severity: {model: loud}
                  exceptions: {nothing: [Book]}
                  colour: red
                """),
            [
                "2:31 'typo' is not a lint rule or family",
                "4:21 'loud' is not a severity",
                "5:16 'nothing' is not a lint rule or family",
                "6:3 unknown key 'colour' in 'lint'",
                "2:3 'model-no-inverse' is both enabled and disabled",
            ])
        XCTAssertEqual(try problems("lint: [model]\n"), ["1:7 'lint' must be a mapping"])
    }
}
