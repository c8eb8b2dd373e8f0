import ShaleTestSupport
import XCTest

final class RequiredToolTests: XCTestCase {
    func test_missingTool_failsUnderCI_andSkipsElsewhere_namingThePackage() {
        XCTAssertThrowsError(try RequiredTool.find("dot", package: "graphviz",
                                                   environment: ["PATH": "/nonexistent", "CI": "true"])) { error in
            XCTAssertTrue(error is MissingTool, "\(error)")
            XCTAssertTrue("\(error)".contains("apt-get install graphviz"), "\(error)")
        }
        for environment in [["PATH": "/nonexistent"], ["PATH": "/nonexistent", "CI": "1"]] {
            XCTAssertThrowsError(try RequiredTool.find("dot", package: "graphviz", environment: environment)) {
                XCTAssertTrue($0 is XCTSkip, "\($0)")
            }
        }
    }

    func test_toolOnPATH_isFound() throws {
        let shell = try RequiredTool.find("sh", package: "dash", environment: ["PATH": "/nonexistent:/bin"])
        XCTAssertEqual(shell.path, "/bin/sh")
    }
}
