import Foundation
import ShaleSynthetic

/// `limits`: the commands LimitTests runs on 100,000 entities, each on `PairedEntityBundle`s of `entities` and ten
/// times as many, run as a user runs them (the release `shale` beside this binary, a fresh process per run). Prints
/// each command's best wall time at both sizes and their ratio, and with `countsInstructions` the callgrind
/// instruction counts and their ratio, the stable figure: linear work gives about 10, quadratic work about 100.
func runLimits(entities: Int, runs: Int, countsInstructions: Bool, folder: URL) throws {
    let shale = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("shale").path
    guard FileManager.default.isExecutableFile(atPath: shale) else {
        throw BenchmarkError("build the shale binary first: swift build -c release --product shale")
    }
    let sizes = [entities, entities * 10]
    let bundles = try sizes.map { try PairedEntityBundle(entities: $0).write(named: "Paired\($0)", in: folder) }
    let commands = [["diff"], ["diagram", "--format", "mermaid"], ["diff", "--format", "markdown"]]
    print("limits: \(sizes[0]) and \(sizes[1]) entities (two identical versions), best of \(runs) runs")
    for command in commands {
        var best = [Double](repeating: .infinity, count: sizes.count)
        // The sizes interleaved, so that both see the same machine load.
        for _ in 0..<runs {
            for index in sizes.indices {
                best[index] = min(best[index], try runProcess(shale, command + [bundles[index]]))
            }
        }
        let name = command.joined(separator: " ")
        print(
            "  " + name.padding(toLength: 26, withPad: " ", startingAt: 0)
                + String(format: "%.3f s, %.3f s: ratio %.2f wall", best[0], best[1], best[1] / best[0]))
        guard countsInstructions else { continue }
        let counts = try bundles.map {
            try instructions(shale, command + [$0], output: folder.appendingPathComponent("callgrind"))
        }
        if let small = counts[0], let large = counts[1] {
            print(
                "  " + "".padding(toLength: 26, withPad: " ", startingAt: 0)
                    + "\(small), \(large) instructions: ratio " + String(format: "%.2f", Double(large) / Double(small)))
        } else {
            print("  instructions: no count (valgrind is not installed, or see its output)")
        }
    }
}
