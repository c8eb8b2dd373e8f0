import AppleSDKStandIn
import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// `shale freeze`'s frozen `VersionedSchema`, type-checked against the stand-in SwiftData: alone (it names no type
/// from outside it), beside the live `@Model` classes of the same names (the `swiftdata` set's), and beside the
/// history it extends (the `swiftdata` set's `history=true` files, whose migration plan can name it).
final class FreezeTypeCheckTests: XCTestCase {
    /// The frozen schema of `path`, as `shale freeze` prints it.
    private func frozen(_ path: String, name: String? = nil, version: String = "4.0.0") throws -> String {
        let run = FreezeRun(path: path, schemaName: name, schemaVersion: version).run()
        XCTAssertEqual(run.status, 0, run.diagnostics.rendered)
        return run.standardOutput
    }

    /// The type checker's errors for `files`, generated from `path`'s current version, in one module.
    private func errors(_ files: [GeneratedCodeCheck.File], model path: String, extraSources: [String] = [])
        throws -> [String]
    {
        let model = try XCTUnwrap(ModelLoader.load(path: path).bundle?.current)
        return try GeneratedCodeCheck.errors(of: files, model: model, layout: .oneModule, extraSources: extraSources)
    }

    /// The files of `set` for `path`, with `options`.
    private func generated(_ path: String, options: [String: String] = [:]) throws -> [GeneratedCodeCheck.File] {
        let job = GenerationJob(modelPath: path, templates: "swiftdata", options: options)
        let files = try XCTUnwrap(Generator.render(job, diagnostics: DiagnosticCollector()))
        return files.map { ($0.root, $0.path, $0.contents) }
    }

    func test_frozenSchema_typeChecksAlone() throws {
        PackagePaths.enterRoot()
        for path in [
            "Golden/Models/Library.xcdatamodeld", "Golden/Models/KitchenSink.xcdatamodeld",
            "Examples/Bookshelf.xcdatamodeld",
        ] {
            let schema = try frozen(path)
            XCTAssertEqual(try errors([("models", "Frozen.swift", schema)], model: path), [], path)
        }
    }

    func test_frozenSchema_typeChecksBesideTheLiveModels_andTheHistory() throws {
        PackagePaths.enterRoot()
        let path = "Golden/Models/Library.xcdatamodeld"
        let schema = ("models", "Schemas/LibrarySchemaV4.swift", try frozen(path))
        // The live classes, top-level `Author`, `Book`, …: the frozen schema's nested classes never mean them.
        let live = try generated(path)
        let useBoth = """
            import SwiftData

            func frozenAndLive(_ frozen: LibrarySchemaV4.Book, _ live: Book) -> [any PersistentModel.Type] {
                let identifier: Schema.Version = LibrarySchemaV4.versionIdentifier
                _ = identifier
                return LibrarySchemaV4.models + [type(of: frozen), type(of: live)]
            }
            """
        XCTAssertEqual(try errors(live + [schema], model: path, extraSources: [useBoth]), [])
        // The history LibrarySchemaV1…V3 and its plan, with the frozen V4 after them in a plan of the user's.
        let history = try generated(path, options: ["history": "true"])
        let plan = """
            import SwiftData

            enum FrozenPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] {
                    [LibrarySchemaV1.self, LibrarySchemaV2.self, LibrarySchemaV3.self, LibrarySchemaV4.self]
                }
                static var stages: [MigrationStage] {
                    [.lightweight(fromVersion: LibrarySchemaV3.self, toVersion: LibrarySchemaV4.self)]
                }
            }
            """
        XCTAssertEqual(try errors(history + [schema], model: path, extraSources: [plan]), [])
    }
}
