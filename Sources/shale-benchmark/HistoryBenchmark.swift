import CSQLite
import Foundation
import ShaleLint
import ShaleModel
import ShaleReader
import ShaleResolver

/// The bundle `history` measures by default: the corpus's longest version history (woocommerce-ios, 117 versions),
/// in the shared corpus beside the package.
let defaultHistoryBundle = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(
        "../shared/corpus/models/woocommerce__woocommerce-ios/Storage/Storage/Model/"
            + "WooCommerce.xcdatamodeld"
    ).standardizedFileURL.path

/// At most how many times `shale lint`'s instructions (without `--instructions`, its best wall time) each `shale
/// diff` of the history may take: comparing the versions must cost about what reading and linting them does.
/// Instructions are the gate whenever callgrind counted them: the same binary runs the same count on any machine,
/// while the wall ratio moves with the machine (serial work, such as encoding the JSON, weighs more where more
/// cores share the parallel work: 1.45 here, 1.54 on CI's machine, for the same binary). Wall ratios are printed
/// either way; without a count, the best of the runs is the steadier figure (a busy machine only ever adds time).
let historyDiffLimit = 1.5

/// `history`: the commands that read every version of one bundle, each run as a user runs it (the release `shale`
/// beside this binary, a fresh process per run): reading alone (this binary's `read-bundle`, which loads every
/// version and exits), `diff` and `diff --format json` on both migration paths (consecutive and direct),
/// `lock --check` (against a lock written first into a temporary folder), `lint` and `store --model` (on a store
/// written with the oldest version's hashes). Prints the best and median wall time of `runs` runs of each, the
/// rounds interleaved so that all see the same machine load, and with `countsInstructions` each one's callgrind
/// instruction count; then each diff's ratio to `lint` (best wall times, and instructions). Fails when a diff's
/// instruction ratio (without counts, its wall ratio) passes `historyDiffLimit`.
func runHistory(bundle: String, runs: Int, countsInstructions: Bool, folder: URL) throws {
    guard FileManager.default.fileExists(atPath: bundle) else {
        print("history: skipped, there is no bundle at \(bundle) (pass --bundle PATH)")
        return
    }
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let shale = here.appendingPathComponent("shale").path
    guard FileManager.default.isExecutableFile(atPath: shale) else {
        throw BenchmarkError("build the shale binary first: swift build -c release --product shale")
    }
    let lockFile = folder.appendingPathComponent("history.lock").path
    _ = try runProcess(shale, ["lock", bundle, "--lock-file", lockFile])
    let store = try writeStore(ofOldestVersionOf: bundle, in: folder)
    let diffs = ["consecutive", "direct"].flatMap { path in
        [
            ("diff --path \(path)", shale, ["diff", bundle, "--path", path]),
            ("diff --path \(path) --format json", shale, ["diff", bundle, "--path", path, "--format", "json"]),
        ]
    }
    let commands: [(name: String, executable: String, arguments: [String])] =
        [
            ("read only", CommandLine.arguments[0], ["read-bundle", "--bundle", bundle])
        ] + diffs + [
            ("lock --check", shale, ["lock", bundle, "--check", "--lock-file", lockFile]),
            ("lint", shale, ["lint", bundle, "--fail-on", "never"]),
            ("store --model", shale, ["store", store, "--model", bundle]),
        ]
    var times = [[Double]](repeating: [], count: commands.count)
    for _ in 0..<runs {
        for (index, command) in commands.enumerated() {
            times[index].append(try runProcess(command.executable, command.arguments))
        }
    }
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? [])
        .filter { $0.hasSuffix(".xcdatamodel") }.count
    print("history: \(bundle) (\(versions) versions), \(runs) runs of each command, a process per run")
    var best: [String: Double] = [:]
    var counts: [String: Int] = [:]
    for (index, command) in commands.enumerated() {
        let sorted = times[index].sorted()
        best[command.name] = sorted[0]
        print(
            "  " + command.name.padding(toLength: 40, withPad: " ", startingAt: 0)
                + String(format: "best %.3f s, median %.3f s", sorted[0], sorted[sorted.count / 2]))
        if countsInstructions, findExecutable("valgrind") != nil {
            let count = try instructions(
                command.executable, command.arguments,
                output: folder.appendingPathComponent("callgrind"))
            counts[command.name] = count
            print("  instructions: \(count.map(String.init) ?? "no count (see valgrind output)")")
        }
    }
    var overLimit: [String] = []
    for (name, _, _) in diffs {
        guard let lint = best["lint"], let diff = best[name], lint > 0 else { continue }
        var line = "  \(name) / lint: " + String(format: "%.2f × best wall", diff / lint)
        var gated = diff / lint
        if let lintCount = counts["lint"], let diffCount = counts[name], lintCount > 0 {
            gated = Double(diffCount) / Double(lintCount)
            line += String(format: ", %.2f × instructions (limit %.2f)", gated, historyDiffLimit)
        } else {
            line += String(format: " (limit %.2f)", historyDiffLimit)
        }
        print(line)
        if gated > historyDiffLimit { overLimit.append(name) }
    }
    guard overLimit.isEmpty else {
        throw BenchmarkError(
            "on a long history, \(overLimit.joined(separator: ", ")) costs more than "
                + "\(historyDiffLimit) × shale lint (\(counts.isEmpty ? "best wall time" : "instructions"))")
    }
}

/// Writes a SQLite file shaped as a Core Data store written by the oldest version of `bundle` (its `Z_METADATA` row
/// with the version's entity hashes), for `shale store` to match against every version.
/// - Returns: The store's path.
func writeStore(ofOldestVersionOf bundle: String, in folder: URL) throws -> String {
    guard let oldest = ModelLoader.load(path: bundle, scope: .allVersions).bundle?.versions.first else {
        throw BenchmarkError("\(bundle) did not load")
    }
    var hashes: [String: Data] = [:]
    for entity in oldest.entities {
        var bytes: [UInt8] = []
        var digits = entity.versionHash.utf8.makeIterator()
        while let high = digits.next(), let low = digits.next() {
            bytes.append(UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) ?? 0)
        }
        hashes[entity.name] = Data(bytes)
    }
    let plist = try PropertyListSerialization.data(
        fromPropertyList: ["NSStoreModelVersionHashes": hashes, "NSStoreType": "SQLite"], format: .binary, options: 0)
    let path = folder.appendingPathComponent("history.sqlite").path
    try? FileManager.default.removeItem(atPath: path)
    var database: OpaquePointer?
    defer { sqlite3_close(database) }
    var statement: OpaquePointer?
    defer { sqlite3_finalize(statement) }
    let created =
        sqlite3_open(path, &database) == SQLITE_OK
        && sqlite3_exec(
            database,
            "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), "
                + "Z_PLIST BLOB)", nil, nil, nil) == SQLITE_OK
        && sqlite3_prepare_v2(
            database, "INSERT INTO Z_METADATA VALUES (1, 'benchmark', ?)", -1, &statement,
            nil) == SQLITE_OK
    let inserted =
        created
        && plist.withUnsafeBytes { bytes in
            sqlite3_bind_blob(statement, 1, bytes.baseAddress, Int32(bytes.count), nil) == SQLITE_OK
        } && sqlite3_step(statement) == SQLITE_DONE
    guard inserted else { throw BenchmarkError("cannot write the benchmark store at \(path)") }
    return path
}

/// `read-bundle`: loads every version of `bundle` and exits; the floor the other `history` commands build on.
func readBundle(_ bundle: String) throws {
    let loaded = ModelLoader.load(path: bundle, scope: .allVersions)
    guard let versions = loaded.bundle?.versions.count else {
        throw BenchmarkError("\(bundle) did not load:\n\(loaded.diagnostics.rendered)")
    }
    print("read \(versions) versions")
}
