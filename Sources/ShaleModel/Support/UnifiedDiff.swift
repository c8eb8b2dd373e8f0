/// Line-based unified diffs (`diff -u` format), for golden files and `--check`.
package enum UnifiedDiff {
    private enum Edit: Equatable {
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// The unified diff turning `old` into `new`, or an empty string when they are equal.
    /// - Parameters:
    ///   - old: The expected text.
    ///   - new: The actual text.
    ///   - oldName: The label of the `---` line.
    ///   - newName: The label of the `+++` line.
    ///   - context: How many unchanged lines surround each change.
    package static func diff(
        _ old: String, _ new: String, oldName: String, newName: String, context: Int = 3
    ) -> String {
        guard old != new else { return "" }
        let oldLines = lines(old)
        let newLines = lines(new)
        let edits = shortestEdits(oldLines, newLines)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(edits, context: context) {
            output += render(hunk, edits: edits, oldLines: oldLines, newLines: newLines)
        }
        return output
    }

    private static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// Myers' O((N+M)·D) shortest edit script.
    private static func shortestEdits(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        let n = old.count
        let m = new.count
        let offset = n + m + 1
        var frontier = Array(repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for depth in 0...(n + m) {
            trace.append(frontier)
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                let down =
                    diagonal == -depth
                    || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
                var x = down ? frontier[offset + diagonal + 1] : frontier[offset + diagonal - 1] + 1
                var y = x - diagonal
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n, y >= m { break search }
            }
        }
        var edits: [Edit] = []
        var x = n
        var y = m
        for depth in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[depth]
            let diagonal = x - y
            let down =
                diagonal == -depth
                || (diagonal != depth && previous[offset + diagonal - 1] < previous[offset + diagonal + 1])
            let previousDiagonal = down ? diagonal + 1 : diagonal - 1
            let previousX = depth == 0 ? 0 : previous[offset + previousDiagonal]
            let previousY = depth == 0 ? 0 : previousX - previousDiagonal
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.keep(old: x, new: y))
            }
            if depth > 0 {
                if down {
                    y -= 1
                    edits.append(.insert(new: y))
                } else {
                    x -= 1
                    edits.append(.delete(old: x))
                }
            }
        }
        return edits.reversed()
    }

    /// Ranges of `edits` to print: each change with `context` kept lines around it, overlapping ones merged.
    private static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, edit) in edits.enumerated() {
            if case .keep = edit { continue }
            let range = max(0, index - context)..<min(edits.count, index + context + 1)
            if let last = ranges.last, last.upperBound >= range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    private static func render(
        _ hunk: Range<Int>, edits: [Edit], oldLines: [Substring], newLines: [Substring]
    ) -> String {
        var body = ""
        var oldStart: Int?
        var newStart: Int?
        var oldCount = 0
        var newCount = 0
        for edit in edits[hunk] {
            switch edit {
            case let .keep(old, new):
                oldStart = oldStart ?? old
                newStart = newStart ?? new
                oldCount += 1
                newCount += 1
                body += " \(oldLines[old])\n"
            case let .delete(old):
                oldStart = oldStart ?? old
                oldCount += 1
                body += "-\(oldLines[old])\n"
            case let .insert(new):
                newStart = newStart ?? new
                newCount += 1
                body += "+\(newLines[new])\n"
            }
        }
        // Line numbers are 1-based; an empty side names the line before it, as diff -u does.
        let oldLine = oldCount == 0 ? (oldStart ?? precedingOld(hunk, edits)) : (oldStart ?? 0) + 1
        let newLine = newCount == 0 ? (newStart ?? precedingNew(hunk, edits)) : (newStart ?? 0) + 1
        return "@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@\n" + body
    }

    private static func precedingOld(_ hunk: Range<Int>, _ edits: [Edit]) -> Int {
        edits[..<hunk.lowerBound].filter { if case .insert = $0 { return false } else { return true } }.count
    }

    private static func precedingNew(_ hunk: Range<Int>, _ edits: [Edit]) -> Int {
        edits[..<hunk.lowerBound].filter { if case .delete = $0 { return false } else { return true } }.count
    }
}
