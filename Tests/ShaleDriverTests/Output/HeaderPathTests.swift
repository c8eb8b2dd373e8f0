import Foundation
import XCTest

@testable import ShaleConfiguration
@testable import ShaleDriver

/// Generated headers name the model without a machine's absolute path, whatever the working directory, even `/`
/// (a plugin's build command may run there).
final class HeaderPathTests: XCTestCase {
    private var saved = ""

    override func setUp() {
        super.setUp()
        saved = FileManager.default.currentDirectoryPath
    }

    override func tearDown() {
        _ = FileManager.default.changeCurrentDirectoryPath(saved)
        super.tearDown()
    }

    func test_aPathInsideTheWorkingDirectory_isRelative_andOneOutside_isItsName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shale-header-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        let inside = FileManager.default.currentDirectoryPath + "/Models/Library.xcdatamodeld"
        XCTAssertEqual(Generator.headerPath(inside), "Models/Library.xcdatamodeld")
        XCTAssertEqual(Generator.headerPath("/elsewhere/Library.xcdatamodeld"), "Library.xcdatamodeld")
        XCTAssertEqual(Generator.headerPath("Models/Library.xcdatamodeld"), "Models/Library.xcdatamodeld")
    }

    func test_aJobsAnchor_namesTheModelFromIt_whateverTheWorkingDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shale-anchor-\(UUID())")
        let app = folder.appendingPathComponent("app")
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var job = GenerationJob(modelPath: app.path + "/Models/Library.xcdatamodeld")
        job.anchor = app.path
        for directory in [folder.path, app.path, app.path + "/sub", "/"] {
            XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory))
            XCTAssertEqual(Generator.headerPath(of: job), "Models/Library.xcdatamodeld", directory)
        }
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(app.path + "/sub"))
        job = GenerationJob(modelPath: "../Models/Library.xcdatamodeld", output: "../Generated/Swift")
        job.anchor = job.outputFolder
        XCTAssertEqual(Generator.headerPath(of: job), "../../Models/Library.xcdatamodeld", "up from the output folder")
        job.anchor = "/elsewhere"
        XCTAssertEqual(Generator.headerPath(of: job), "Library.xcdatamodeld", "only / in common: the name alone")
    }

    func test_theOutputFolder_ofSeveralRoots_isTheFolderHoldingThemAll() {
        let job = GenerationJob(
            modelPath: "M.xcdatamodel",
            outputsByRoot: ["models": "/p/Sources/Models", "entities": "/p/Sources/Store/Entities"])
        XCTAssertEqual(job.outputFolder, "/p/Sources")
    }

    func test_fromTheRootFolder_anAbsolutePath_isItsName() {
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath("/"))
        XCTAssertEqual(Generator.headerPath("/work/app/Library.xcdatamodeld"), "Library.xcdatamodeld")
    }
}
