import Foundation
import ShaleTestSupport
import XCTest

/// `DevToolsPipe`'s bounds: a browser that hangs or dies fails the test that drives it, in time.
final class DevToolsPipeTests: XCTestCase {
    func test_aBrowserThatNeverAnswers_failsAtTheDeadline() throws {
        let pipe = try DevToolsPipe(
            executable: "/bin/sh", arguments: ["-c", "sleep 30"],
            deadline: Date().addingTimeInterval(1))
        let start = Date()
        XCTAssertThrowsError(try pipe.send("Browser.getVersion")) { error in
            XCTAssertEqual(
                "\(error)",
                "the browser did not answer in time: waiting for the reply to Browser.getVersion")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        pipe.quit(grace: 0.2)
    }

    func test_aBrowserThatQuits_failsAtOnce() throws {
        let pipe = try DevToolsPipe(
            executable: "/bin/sh", arguments: ["-c", "exit 0"],
            deadline: Date().addingTimeInterval(30))
        let start = Date()
        XCTAssertThrowsError(try pipe.waitForEvent("Page.loadEventFired")) { error in
            XCTAssertEqual("\(error)", "the browser quit while waiting for the event Page.loadEventFired")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        pipe.quit(grace: 0.2)
    }
}
