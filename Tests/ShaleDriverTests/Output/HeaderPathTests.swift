import Foundation
@testable import ShaleDriver
import XCTest

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

    func test_fromTheRootFolder_anAbsolutePath_isItsName() {
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath("/"))
        XCTAssertEqual(Generator.headerPath("/work/app/Library.xcdatamodeld"), "Library.xcdatamodeld")
    }
}
