import AppleSDKStandIn
import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// The `swiftdata` history's custom stages, split between the generated plan and the file the user finishes: the
/// file as Shale writes it compiles with the plan and throws when a stage runs unwritten; the same file once the
/// user has written the stage compiles too. Checked against the stand-in SwiftData.
final class SwiftDataUserStageTypeCheckTests: XCTestCase {
    private let modelPath = "Golden/Models/Library.xcdatamodeld"
    private let stageFile = "LibraryMigrationPlan+V2toV3.swift"

    /// The Library history's files, the user's stage file replaced by `userFile` when given.
    private func errors(userFile: String? = nil, extraSources: [String] = []) throws -> [String] {
        PackagePaths.enterRoot()
        let job = GenerationJob(modelPath: modelPath, templates: "swiftdata", options: ["history": "true"])
        var files = try XCTUnwrap(Generator.render(job, diagnostics: DiagnosticCollector()))
        XCTAssertTrue(files.contains { $0.path == stageFile && $0.isUserOwned })
        if let userFile {
            for index in files.indices where files[index].path == stageFile {
                files[index].contents = userFile
            }
        }
        let model = try XCTUnwrap(ModelLoader.load(path: modelPath).bundle?.current)
        return try GeneratedCodeCheck.errors(
            of: files.map { ($0.root, $0.path, $0.contents) }, model: model,
            layout: .oneModule, extraSources: extraSources)
    }

    func test_unwrittenStage_compiles_andThrowsADescriptiveError() throws {
        let caller = """
            import SwiftData

            func runUnwrittenStage(_ context: ModelContext) -> String? {
                let stage: SwiftData.MigrationStage = LibraryMigrationPlan.migrateV2toV3
                _ = stage
                do {
                    try LibraryMigrationPlan.willMigrateV2toV3(context)
                    return nil
                } catch let error as LibraryMigrationPlan.UnwrittenStage {
                    let failure: any Error = error
                    _ = failure
                    return error.description + error.stage + error.file
                } catch {
                    return nil
                }
            }
            """
        XCTAssertEqual(try errors(extraSources: [caller]), [])
    }

    func test_writtenStage_compilesWithThePlan() throws {
        let written = """
            import SwiftData

            extension LibraryMigrationPlan {
                static func willMigrateV2toV3(_ context: ModelContext) throws {
                    let books = try context.fetch(FetchDescriptor<LibrarySchemaV2.Book>())
                    for book in books { book.title = book.title }
                    try context.save()
                }

                static func didMigrateV2toV3(_ context: ModelContext) throws {
                }
            }
            """
        XCTAssertEqual(try errors(userFile: written), [])
    }

    func test_missingStageFunction_doesNotCompile() throws {
        // The plan calls into the user's file: without it the build fails, it never migrates silently.
        let errors = try errors(userFile: "import SwiftData\n")
        XCTAssertTrue(errors.contains { $0.contains("willMigrateV2toV3") }, "\(errors)")
    }
}
