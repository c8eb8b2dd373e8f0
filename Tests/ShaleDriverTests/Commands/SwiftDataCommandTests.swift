import Foundation
import ShaleDriver
import ShaleModel
import ShaleStore
import ShaleTestSupport
import XCTest

/// Every command on SwiftData schemas written in Swift: FreezeRay's sources against the stores they wrote, and
/// small schemas written here for the SwiftData lint rules and the plan checks.
final class SwiftDataCommandTests: TemporaryFolderTestCase {
    static let freezeRay = PackagePaths.root.appendingPathComponent("Tests/Fixtures/SwiftDataStores/FreezeRay")

    private func store(_ name: String) -> String {
        Self.freezeRay.appendingPathComponent("Stores/\(name)").path
    }

    /// FreezeRay's sources copied to the test's folder, to edit.
    private func freezeRayCopy() throws -> String {
        let copy = folder.url.appendingPathComponent("Models")
        try FileManager.default.copyItem(at: Self.freezeRay.appendingPathComponent("Sources"), to: copy)
        return copy.path
    }

    func testStoreNamesTheVersionedSchemaThatWroteEachRealStore() throws {
        let sources = Self.freezeRay.appendingPathComponent("Sources").path
        for (file, schema) in [("App-1_0_0.sqlite", "AppSchemaV1"), ("App-2_0_0.sqlite", "AppSchemaV2")] {
            let metadata = try StoreReader.metadata(at: store(file))
            let run = StoreRun(storePath: store(file), modelPath: sources).run()
            XCTAssertEqual(run.status, 0, run.standardError)
            XCTAssertTrue(
                run.standardOutput.contains("written with version \"\(schema)\" of AppMigrations"),
                run.standardOutput)
            // `dump --hashes` prints the hashes the store recorded.
            let dump = DumpRun(path: sources, hashes: true).run()
            for hash in metadata.entityHashes.values { XCTAssertTrue(dump.standardOutput.contains(hash), hash) }
            XCTAssertTrue(dump.standardOutput.contains(try XCTUnwrap(metadata.versionChecksum)))
        }
    }

    func testStoreMatchesRetroviewsRealStores() throws {
        let root = PackagePaths.root.appendingPathComponent("Tests/Fixtures/SwiftDataStores/Retroview")
        for (commit, store) in [("832367b", "MyStereoviews.store"), ("3c5e686", "preview.store")] {
            let run = StoreRun(
                storePath: root.appendingPathComponent("\(commit)/\(store)").path,
                modelPath: root.appendingPathComponent("\(commit)/Models").path
            ).run()
            XCTAssertEqual(run.status, 0, run.standardError)
            XCTAssertTrue(run.standardOutput.contains("written with version \"TitleSchemaV1\""), run.standardOutput)
        }
    }

    func testAStoreNoSchemaWroteGetsThe134504Diagnosis() throws {
        let sources = try freezeRayCopy()
        let models = sources + "/Models.swift"
        let text = try String(contentsOfFile: models, encoding: .utf8)
        // Edit the shipped V1 class in place: the store written by 1.0.0 no longer matches.
        try text.replacingOccurrences(
            of: "        var createdAt: Date?\n\n        init(name: String? = nil, createdAt",
            with: "        var createdAt: Date?\n        var edited: Int?\n\n        "
                + "init(name: String? = nil, createdAt"
        )
        .write(toFile: models, atomically: true, encoding: .utf8)
        let run = StoreRun(storePath: store("App-1_0_0.sqlite"), modelPath: sources).run()
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardOutput.contains("NSCocoaErrorDomain 134504"), run.standardOutput)
        XCTAssertTrue(
            run.standardOutput.contains("version identifier 1.0.0, which AppSchemaV1 declares"),
            run.standardOutput)
    }

    /// A schema where a historical version lists the live class, with a plan to check.
    private func writeSchemas(
        stages: String, schemas: String = "[V1.self, V2.self]", v2Identifier: String = "2, 0, 0",
        v2Name: String = "String"
    ) throws -> String {
        _ = try folder.write(
            """
            import SwiftData
            enum V1: VersionedSchema {
                static let versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Trip.self, Shared.self] }
                @Model final class Trip {
                    var name: String?
                    init() {}
                }
            }
            enum V2: VersionedSchema {
                static let versionIdentifier = Schema.Version(\(v2Identifier))
                static var models: [any PersistentModel.Type] { [Trip.self, Shared.self] }
                @Model final class Trip {
                    var name: \(v2Name)?
                    init() {}
                }
            }
            @Model final class Shared {
                var title: String?
                init() {}
            }
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { \(schemas) }
                static var stages: [MigrationStage] { \(stages) }
            }
            """, to: "Schemas/Schema.swift")
        return folder.url.appendingPathComponent("Schemas").path
    }

    private func lintRules(_ path: String) -> (ids: [String], output: String, status: Int32) {
        var lint = LintRun(models: [path])
        lint.configPath = nil
        let run = lint.run()
        let ids = run.standardOutput.split(separator: "\n").compactMap { line -> String? in
            guard let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
        return (ids, run.standardOutput, run.status)
    }

    func testLintFindsALiveTypeInAHistoricalSchema() throws {
        let path = try writeSchemas(stages: "[.lightweight(fromVersion: V1.self, toVersion: V2.self)]")
        let lint = lintRules(path)
        XCTAssertTrue(lint.ids.contains("swiftdata-live-type-in-history"), lint.output)
        XCTAssertTrue(lint.output.contains("Schema.swift:18:20:"), lint.output)
        // Trip gained nothing Core Data hashes: V2 equals V1.
        XCTAssertTrue(lint.ids.contains("swiftdata-unchanged-schema"), lint.output)
    }

    func testLintChecksThePlanAgainstTheDiff() throws {
        // String? to Int? cannot be inferred: a .lightweight stage for it is an error at the stage.
        let notInferable = try writeSchemas(
            stages: "[.lightweight(fromVersion: V1.self, toVersion: V2.self)]",
            v2Name: "Int")
        let first = lintRules(notInferable)
        XCTAssertTrue(first.ids.contains("swiftdata-plan-lightweight-not-inferable"), first.output)
        XCTAssertTrue(first.output.contains("Schema.swift:24:44: error:"), first.output)
        XCTAssertEqual(first.status, 1)
        let missing = try writeSchemas(stages: "[]", v2Name: "Int")
        XCTAssertTrue(lintRules(missing).ids.contains("swiftdata-plan-missing-stage"))
        let backwards = try writeSchemas(
            stages: "[.custom(fromVersion: V2.self, toVersion: V1.self, "
                + "willMigrate: nil, didMigrate: nil)]", v2Name: "Int")
        XCTAssertTrue(lintRules(backwards).ids.contains("swiftdata-plan-stage-order"))
        let unlisted = try writeSchemas(
            stages: "[.lightweight(fromVersion: V1.self, toVersion: V2.self)]",
            schemas: "[V1.self]", v2Name: "Int")
        XCTAssertTrue(lintRules(unlisted).ids.contains("swiftdata-plan-schema-not-listed"))
        let duplicate = try writeSchemas(
            stages: "[.lightweight(fromVersion: V1.self, toVersion: V2.self)]",
            v2Identifier: "1, 0, 0")
        XCTAssertTrue(lintRules(duplicate).ids.contains("swiftdata-duplicate-version-identifier"))
    }

    func testDiffReportsPlanProblemsAsLocatedErrors() throws {
        let path = try writeSchemas(stages: "[.lightweight(fromVersion: V1.self, toVersion: V2.self)]", v2Name: "Int")
        var diff = DiffRun(path: path)
        diff.lintConfigPath = nil
        let run = diff.run()
        XCTAssertEqual(run.status, 1)
        let error = try XCTUnwrap(run.diagnostics.first { $0.code == "swiftdata-plan-lightweight-not-inferable" })
        XCTAssertEqual(error.severity, .error)
        XCTAssertEqual(error.location?.line, 24)
    }

    func testLockCheckSaysWhyAShippedSchemaMoved() throws {
        let path = try writeSchemas(stages: "[.lightweight(fromVersion: V1.self, toVersion: V2.self)]", v2Name: "Int")
        XCTAssertEqual(LockRun(path: path).run().status, 0)
        XCTAssertEqual(LockRun(path: path, check: true).run().status, 0)
        let file = path + "/Schema.swift"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "var title: String?", with: "var title: String?\n    var body: String?")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let check = LockRun(path: path, check: true).run()
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.diagnostics.contains { $0.message.contains("locked version \"V1\" was edited in place") })
        XCTAssertTrue(
            check.diagnostics.contains {
                $0.severity == .note
                    && $0.message.contains("historical schema V1 uses the model class of entity 'Shared'")
            }, check.diagnostics.rendered)
    }

    func testAShaleYmlJobReadsSwiftSourcesWithItsPlan() throws {
        let path = try writeSchemas(stages: "[]")
        _ = try folder.write(
            """
            enum Other: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [V2.self] }
                static var stages: [MigrationStage] { [] }
            }
            """, to: "Schemas/Other.swift")
        let config = try folder.write(
            """
            jobs:
              - model: Schemas
                plan: Plan
                templates: coredata
                output: Generated
            """, to: "shale.yml")
        let run = GenerateRun(jobs: .config(config)).run()
        XCTAssertEqual(run.status, 0, run.diagnostics.rendered)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + "/../Generated/Trip.swift"))
        // `shale lint` of the configuration's models orders them by the job's plan too (two plans: else 65).
        var lint = LintRun(models: [])
        lint.configPath = config
        let linted = lint.run()
        XCTAssertFalse(linted.diagnostics.rendered.contains("--plan"), linted.diagnostics.rendered)
        XCTAssertEqual(linted.status, 1, "the fixture's V2 hashes equal V1's: a finding, read through Plan")
        XCTAssertTrue(linted.standardOutput.contains("[swiftdata-unchanged-schema]"), linted.standardOutput)
    }

    func testUsageMistakesAre64WithSuggestions() throws {
        let path = try writeSchemas(stages: "[]")
        var dump = DumpRun(path: path, hashes: true)
        dump.plan = "Plam"
        let run = dump.run()
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.diagnostics.rendered.contains("did you mean 'Plan'"), run.diagnostics.rendered)
        _ = try folder.write(
            """
            enum Second: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [V1.self] }
                static var stages: [MigrationStage] { [] }
            }
            """, to: "Schemas/Second.swift")
        let unnamed = DumpRun(path: path, hashes: true).run()
        XCTAssertEqual(unnamed.status, 65)
        XCTAssertTrue(
            unnamed.diagnostics.rendered.contains("pass --plan with one of: 'Plan', 'Second'"),
            unnamed.diagnostics.rendered)
        var named = DumpRun(path: path, versionName: "V3")
        named.plan = "Plan"
        let version = named.run()
        XCTAssertEqual(version.status, 64)
        XCTAssertTrue(version.diagnostics.rendered.contains("pass --model-version one of: 'V1', 'V2'"))
        var diagram = DiagramRun(path: path)
        diagram.plan = "Second"
        XCTAssertEqual(diagram.run().status, 0)
        // The page's lint findings are read through the same plan: none says the plan is missing.
        var report = ReportRun(path: path)
        report.plan = "Plan"
        report.diagram = .text
        let page = report.run()
        XCTAssertEqual(page.status, 0, page.diagnostics.rendered)
        XCTAssertFalse(page.standardOutput.contains("model-invalid"), page.standardOutput)
        var lint = LintRun(models: [path])
        lint.plan = "Plan"
        let linted = lint.run()
        XCTAssertFalse(linted.standardOutput.contains("model-invalid"), linted.standardOutput)
    }

    /// As for a bundle's older versions: an older schema's warnings are one note that says how to list them, and do
    /// not fail `--warnings-as-errors`; the current schema's are listed.
    func testAnOlderSchemasWarningsAreCountedInOneNote() throws {
        for (name, version, initial) in [("V1", "1, 0, 0", "Date.now.description"), ("V2", "2, 0, 0", "\"b\"")] {
            _ = try folder.write(
                """
                import SwiftData
                enum \(name): VersionedSchema {
                    static let versionIdentifier = Schema.Version(\(version))
                    static var models: [any PersistentModel.Type] { [Trip.self] }
                    @Model final class Trip {
                        var name: String = \(initial)
                        init() {}
                    }
                }
                """, to: "Schemas/\(name).swift")
        }
        _ = try folder.write(
            """
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [V1.self, V2.self] }
                static var stages: [MigrationStage] { [] }
            }
            """, to: "Schemas/Plan.swift")
        let path = folder.url.appendingPathComponent("Schemas").path
        var diff = DiffRun(path: path)
        diff.warningsAsErrors = true
        let run = diff.run()
        XCTAssertEqual(run.status, 0, run.diagnostics.rendered)
        XCTAssertFalse(run.diagnostics.contains { $0.severity == .warning }, run.diagnostics.rendered)
        XCTAssertTrue(
            run.diagnostics.contains {
                $0.severity == .note && $0.message.hasPrefix("1 warning in 1 older version not listed")
            }, run.diagnostics.rendered)
        var lint = LintRun(models: [path])
        lint.configPath = nil
        lint.allVersions = true
        XCTAssertTrue(lint.run().standardOutput.contains("V1.swift:6:"), "--all-versions lists it")
    }
}
