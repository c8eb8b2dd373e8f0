import ShaleModel
import XCTest

final class UnifiedDiffTests: XCTestCase {
    func test_equalTexts_haveNoDiff() {
        XCTAssertEqual(UnifiedDiff.diff("a\nb\n", "a\nb\n", oldName: "x", newName: "y"), "")
    }

    func test_changedLine_showsContextAndBothSides() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(
            UnifiedDiff.diff(old, new, oldName: "expected", newName: "actual"),
            """
            --- expected
            +++ actual
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    func test_insertionIntoEmptyText_countsFromLineZero() {
        XCTAssertEqual(UnifiedDiff.diff("", "a\n", oldName: "o", newName: "n"), "--- o\n+++ n\n@@ -0,0 +1,1 @@\n+a\n")
    }

    func test_distantChanges_makeSeparateHunks() {
        let old = (1...30).map(String.init).joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "\n3\n", with: "\nthree\n")
            .replacingOccurrences(of: "\n27\n", with: "\n")
        let diff = UnifiedDiff.diff(old, new, oldName: "o", newName: "n")
        XCTAssertEqual(diff.components(separatedBy: "\n@@").count - 1, 2, diff)
        XCTAssertTrue(diff.contains("@@ -24,7 +24,6 @@"), diff)
    }
}
