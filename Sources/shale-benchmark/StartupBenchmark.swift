import Foundation

/// The bundled model `startup` generates from: two versions of two entities, a model the size whose generation
/// should cost little more than starting the binary.
let startupModel = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Bookshelf.xcdatamodeld").standardizedFileURL.path

/// At most how many times the instructions of `shale --version` a small model's `shale generate` may take.
let startupLimit = 2.0

/// `startup`: the instructions (callgrind, on a stripped copy of the release `shale` beside this binary) of
/// `shale --version` and of `shale generate` on the bundled Bookshelf model with the `slate` and `coredata` sets,
/// and each generation's ratio to `--version`. Fails when a ratio passes `startupLimit`: what a run costs beyond
/// starting must grow with its model, not with the number of built-in sets or the length of the help texts.
func runStartup(folder: URL) throws {
    let shale = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("shale").path
    guard FileManager.default.isExecutableFile(atPath: shale) else {
        throw BenchmarkError("build the shale binary first: swift build -c release --product shale")
    }
    guard findExecutable("valgrind") != nil else {
        print("startup: skipped, valgrind is not installed")
        return
    }
    let output = folder.appendingPathComponent("startup")
    guard let version = try instructions(shale, ["--version"], output: output) else {
        throw BenchmarkError("callgrind printed no count for shale --version")
    }
    print("shale --version: \(version) instructions")
    var overLimit: [String] = []
    for set in ["slate", "coredata"] {
        let arguments = ["generate", "--model", startupModel, "--templates", set, "--output", output.path]
        guard let count = try instructions(shale, arguments, output: output) else {
            throw BenchmarkError("callgrind printed no count for shale generate --templates \(set)")
        }
        let ratio = Double(count) / Double(version)
        print(
            "shale generate --templates \(set) (Bookshelf, 2 entities): \(count) instructions, "
                + String(format: "%.2f × --version (limit %.2f)", ratio, startupLimit))
        if ratio > startupLimit { overLimit.append(set) }
    }
    guard overLimit.isEmpty else {
        throw BenchmarkError(
            "a small model's generation costs more than \(startupLimit) × shale --version with "
                + overLimit.joined(separator: ", "))
    }
}
