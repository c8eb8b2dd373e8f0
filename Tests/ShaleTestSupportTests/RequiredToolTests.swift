import ShaleTestSupport
import XCTest

final class RequiredToolTests: XCTestCase {
    func test_missingTool_failsUnderCI_andSkipsElsewhere_namingThePackage() {
        XCTAssertThrowsError(
            try RequiredTool.find(
                "dot", package: "graphviz",
                environment: ["PATH": "/nonexistent", "CI": "true"])
        ) { error in
            XCTAssertTrue(error is MissingTool, "\(error)")
            XCTAssertTrue("\(error)".contains("apt-get install graphviz"), "\(error)")
        }
        for environment in [["PATH": "/nonexistent"], ["PATH": "/nonexistent", "CI": "1"]] {
            XCTAssertThrowsError(try RequiredTool.find("dot", package: "graphviz", environment: environment)) {
                XCTAssertTrue($0 is XCTSkip, "\($0)")
            }
        }
    }

    func test_missingRequirement_failsUnderCI_andSkipsElsewhere_sayingHowToProvideIt() {
        let failure = RequiredTool.missing(
            "python3 has no jsonschema module", provide: ".ci/run installs it",
            elsewhere: "pip install jsonschema", environment: ["CI": "true"])
        XCTAssertTrue(failure is MissingTool, "\(failure)")
        XCTAssertTrue(
            "\(failure)".contains("python3 has no jsonschema module: CI provides it (.ci/run installs it)"),
            "\(failure)")
        for environment in [[:], ["CI": "1"], ["CI": "false"]] {
            let skip = RequiredTool.missing(
                "python3 has no jsonschema module", provide: ".ci/run installs it",
                elsewhere: "pip install jsonschema", environment: environment)
            XCTAssertTrue(skip is XCTSkip, "\(skip)")
            XCTAssertTrue("\(skip)".contains("pip install jsonschema"), "\(skip)")
        }
    }

    func test_missingSwiftc_failsUnderCI_andSkipsElsewhere() {
        XCTAssertThrowsError(try SwiftCompiler.executable(environment: ["PATH": "/nonexistent", "CI": "true"])) {
            XCTAssertTrue($0 is MissingTool, "\($0)")
        }
        XCTAssertThrowsError(try SwiftCompiler.executable(environment: ["PATH": "/nonexistent"])) {
            XCTAssertTrue($0 is XCTSkip, "\($0)")
        }
        XCTAssertEqual(
            try SwiftCompiler.executable(environment: ["PATH": "/nonexistent", "SWIFTC": "/x/swiftc"]),
            "/x/swiftc")
    }

    func test_toolOnPATH_isFound() throws {
        let shell = try RequiredTool.find("sh", package: "dash", environment: ["PATH": "/nonexistent:/bin"])
        XCTAssertEqual(shell.path, "/bin/sh")
    }
}
