import ShaleDriver
import ShaleModel
import XCTest

/// `CommandOutput`: what a command shows, in order, and its exit status.
final class CommandOutputTests: XCTestCase {
    func test_emptyBatchesAndTexts_areNotRecorded() {
        var output = CommandOutput()
        output.report([])
        output.write("")
        output.writeError("")
        XCTAssertEqual(output, CommandOutput())
    }

    func test_eventsKeepTheirOrder_andTheAccessorsJoinEachKind() {
        var output = CommandOutput()
        let warning = Diagnostic.warning("w", at: SourceLocation(file: "b"))
        let error = Diagnostic.error("e", at: SourceLocation(file: "a"))
        output.report([warning])
        output.write("one\n")
        output.writeError("note\n")
        output.write("two\n")
        let failed = output.fail([error], status: CommandOutput.failure)
        XCTAssertEqual(
            failed.events,
            [
                .diagnostics([warning]), .standardOutput("one\n"), .standardError("note\n"),
                .standardOutput("two\n"), .diagnostics([error]),
            ])
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(output, failed)
        XCTAssertEqual(failed.diagnostics, [warning, error])
        XCTAssertEqual(failed.standardOutput, "one\ntwo\n")
        XCTAssertEqual(failed.standardError, "note\n")
    }

    func test_failUsage_isStatus64() {
        var output = CommandOutput()
        XCTAssertEqual(output.failUsage("pass a model").events, [.usageError("pass a model")])
        XCTAssertEqual(output.status, 64)
    }

    func test_fails_onErrors_andOnWarningsOnlyWhenAsked() {
        let warnings = [Diagnostic.warning("w", at: nil)]
        XCTAssertFalse(warnings.fails(warningsAsErrors: false))
        XCTAssertTrue(warnings.fails(warningsAsErrors: true))
        XCTAssertTrue([Diagnostic.error("e", at: nil)].fails(warningsAsErrors: false))
        XCTAssertFalse([Diagnostic]().fails(warningsAsErrors: true))
    }
}
