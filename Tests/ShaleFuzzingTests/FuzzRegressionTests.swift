import ShaleTestSupport
import XCTest

/// Every input the fuzzers found a problem with stays fixed: each file under `Tests/Fuzz/Regressions/TARGET`
/// runs through the target that found it, in its own process, within a time bound. The golden models run
/// through both, so the invariants are known to hold on valid input.
final class FuzzRegressionTests: XCTestCase {
    private func replay(_ target: String, _ folders: [String], file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let paths = folders.map { PackagePaths.root.appendingPathComponent($0).path }
        let run = try ShaleProcess.run(paths, product: "shale-fuzz-\(target)", timeLimit: 120)
        XCTAssertFalse(run.timedOut, "\(target) ran past 120 s", file: file, line: line)
        XCTAssertFalse(run.crashed, "\(target) crashed:\n\(run.stderr)", file: file, line: line)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr, file: file, line: line)
        XCTAssertTrue(run.stdout.contains("no invariant broke"), run.stdout, file: file, line: line)
    }

    func test_readerRegressions_andGoldenModels_holdEveryInvariant() throws {
        try replay("reader", ["Tests/Fuzz/Regressions/reader", "Golden/Models"])
    }

    func test_pipelineRegressions_andGoldenModels_holdEveryInvariant() throws {
        try replay("pipeline", ["Tests/Fuzz/Regressions/pipeline", "Golden/Models"])
    }
}
