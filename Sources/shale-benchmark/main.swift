// Benchmarks on synthetic models, measured in one run. Usage:
//
//   swift run -c release shale-benchmark reader [--entities N] [--attributes M] [--relationships R] [--runs K]
//   swift run -c release shale-benchmark generate [same options] [--instructions]
//   swift run -c release shale-benchmark model [same options]      (writes the model to ./Synthetic<N>.xcdatamodel)
//   swift run -c release shale-benchmark phases [same options]     (in-process time of each generation stage)
//   swift run -c release shale-benchmark runtime [--objects N] [--seconds S] [--runs K]
//   swift run -c release shale-benchmark lint [--corpus DIR] [--runs K]   (default ../shared/corpus/models)
//   swift run -c release shale-benchmark mustache [--runs K]
//   swift run -c release shale-benchmark history [--bundle PATH] [--runs K] [--instructions]
//   swift run -c release shale-benchmark limits [--entities N] [--runs K] [--instructions]   (N default 10,000)
//   swift run -c release shale-benchmark startup        (callgrind: `shale --version` against a small generate)
//
// `reader`: read + resolve in-process against `xmllint --noout` on the same file; prints both best times
// and their ratio. `generate`: runs the `shale` binary built beside this one (`gen-core-data`, the slate
// set) as a user would, at N and 3N entities; prints best wall time (fresh and up-to-date output), the time
// the file system alone takes to create as many files, peak memory, output size, the
// 3N/N time ratio and, with --instructions, the instruction count under callgrind, which fails past
// `generateInstructionLimit` at N = 1000 (the default shape). `runtime`: ShaleRuntime
// through the generated kitchen-sink code: one mutation inserting N objects (default 100,000), a filtered and
// sorted fetch over them, and 8 readers with 1 writer for S seconds (default 10), failing on torn or lost updates.
// `lint`: `shale lint`'s library on every real model of a corpus in one process; prints time and findings by rule.
// `mustache`: the template engine alone against swift-mustache on the same template and data (same bytes first).
// `history`: `shale diff` and `diff --format json` on both paths (`--path consecutive|direct`), `lock --check`, `lint`
// and `store --model` (on a store written here with the oldest version's hashes) on a bundle with a long version
// history (default: woocommerce-ios's 117 versions in ../shared/corpus), against reading it alone (`read-bundle`);
// fails when a diff's instructions (with --instructions; else its best wall time) pass 1.5 × lint's.
// `limits`: `shale diff`, `diagram --format mermaid` and `diff --format markdown` on LimitTests' bundle of N and 10N
// entities; prints each one's times and the 10N/N ratio, in instructions too with --instructions (about 10 when
// linear, 100 when quadratic).
// `startup`: the instructions of `shale --version` and of `shale generate` on the bundled Bookshelf model, and their
// ratio, which must stay at most 2 (what every build plugin run pays before its model's own share).
import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleLint
import ShaleModel
import ShaleOutput
import ShaleRender
import ShaleResolver
import ShaleSynthetic
import ShaleTranslation

struct Options {
    var mode = "reader"
    var countsInstructions = false
    var entities = 1000
    /// Whether `--entities` was given (`limits` has its own default).
    var entitiesGiven = false
    var attributes = 20
    var relationships = 2
    var runs = 7
    var objects = 100_000
    var seconds = 10
    var corpus = "../shared/corpus/models"
    var bundle = defaultHistoryBundle

    init(_ arguments: [String]) throws {
        var arguments = arguments
        if let first = arguments.first, !first.hasPrefix("--") {
            mode = first
            arguments.removeFirst()
        }
        let modes = [
            "reader", "generate", "model", "phases", "runtime", "lint", "mustache", "history", "read-bundle",
            "limits", "startup",
        ]
        guard modes.contains(mode) else {
            throw BenchmarkError("unknown mode \(mode)")
        }
        if let index = arguments.firstIndex(of: "--corpus") {
            guard index + 1 < arguments.count else { throw BenchmarkError("--corpus needs a folder") }
            corpus = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
        }
        if let index = arguments.firstIndex(of: "--bundle") {
            guard index + 1 < arguments.count else { throw BenchmarkError("--bundle needs a model bundle") }
            bundle = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
        }
        if let index = arguments.firstIndex(of: "--instructions") {
            countsInstructions = true
            arguments.remove(at: index)
        }
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            guard let text = iterator.next(), let value = Int(text), value > 0 else {
                throw BenchmarkError("\(argument) needs a whole number above 0")
            }
            switch argument {
            case "--entities": (entities, entitiesGiven) = (value, true)
            case "--attributes": attributes = value
            case "--relationships": relationships = value
            case "--runs": runs = value
            case "--objects": objects = value
            case "--seconds": seconds = value
            default: throw BenchmarkError("unknown option \(argument)")
            }
        }
    }
}

func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

func runXmllint(_ xmllint: String, _ file: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: xmllint)
    process.arguments = ["--noout", file]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw BenchmarkError("xmllint rejected the synthetic model") }
}

/// Writes a synthetic model into a fresh folder; returns the folder and the contents file.
func writeModel(_ options: Options, entities: Int, in folder: URL) throws -> (bytes: Int, path: String) {
    let modelFolder = folder.appendingPathComponent("Synthetic\(entities).xcdatamodel")
    try FileManager.default.createDirectory(at: modelFolder, withIntermediateDirectories: true)
    let xml = SyntheticModel(
        entities: entities, attributes: options.attributes,
        relationships: options.relationships
    ).xml()
    let file = modelFolder.appendingPathComponent("contents").path
    try Data(xml.utf8).write(to: URL(fileURLWithPath: file))
    return (xml.utf8.count, file)
}

func runReader(_ options: Options, folder: URL) throws {
    guard let xmllint = findExecutable("xmllint") else {
        throw BenchmarkError("xmllint is not installed (Debian: apt-get install libxml2-utils)")
    }
    let (bytes, file) = try writeModel(options, entities: options.entities, in: folder)
    var xmllintTimes: [Double] = []
    var shaleTimes: [Double] = []
    var entityCount = 0
    // Alternate the two sides so both see the same machine conditions.
    for _ in 0..<options.runs {
        xmllintTimes.append(try seconds { try runXmllint(xmllint, file) })
        shaleTimes.append(
            try seconds {
                let result = ModelLoader.load(path: file)
                guard !result.failed, let model = result.bundle?.current else {
                    throw BenchmarkError("the synthetic model did not load:\n\(result.diagnostics.rendered)")
                }
                entityCount = model.entities.count
            })
    }
    let xmllintBest = xmllintTimes.min()!
    let shaleBest = shaleTimes.min()!
    print(
        "model: \(options.entities) entities x \(options.attributes) attributes x \(options.relationships) "
            + "relationships, \(bytes) bytes, \(entityCount) entities resolved")
    print(String(format: "xmllint --noout (process):      best %.1f ms of %d runs", xmllintBest * 1000, options.runs))
    print(String(format: "shale read + resolve (in process): best %.1f ms of %d runs", shaleBest * 1000, options.runs))
    print(String(format: "ratio shale / xmllint: %.2f (limit 5.00)", shaleBest / xmllintBest))
}

func folderSize(_ folder: URL) -> (files: Int, bytes: Int) {
    let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
    var bytes = 0
    var files = 0
    for path in paths {
        let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
        if attributes?[.type] as? FileAttributeType == .typeRegular {
            files += 1
            bytes += (attributes?[.size] as? NSNumber)?.intValue ?? 0
        }
    }
    return (files, bytes)
}

func runGenerate(_ options: Options, folder: URL) throws {
    let shale = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("shale").path
    guard FileManager.default.isExecutableFile(atPath: shale) else {
        throw BenchmarkError("build the shale binary first: swift build -c release --product shale")
    }
    var times: [Int: Double] = [:]
    var cpuTimes: [Int: Double] = [:]
    for entities in [options.entities, options.entities * 3] {
        let (bytes, file) = try writeModel(options, entities: entities, in: folder)
        let output = folder.appendingPathComponent("out\(entities)")
        let arguments = [
            "gen-core-data", "-f", "--input-model", file,
            "--output-slate-object-path", output.appendingPathComponent("Immutable").path,
            "--output-core-data-entity-path", output.appendingPathComponent("Entities").path,
            "--name-transform", "Slate%@", "--core-data-file-imports", "Slate, ImmutableModels",
        ]
        var best = Double.infinity
        var bestUnchanged = Double.infinity
        var bestUser = Double.infinity
        var systemOfBestUser = 0.0
        var peakKiB = 0
        for _ in 0..<options.runs {
            try? FileManager.default.removeItem(at: output)
            let run = try runMeasured(shale, arguments)
            let rerun = try runMeasured(shale, arguments)
            best = min(best, run.seconds)
            bestUnchanged = min(bestUnchanged, rerun.seconds)
            if run.userSeconds < bestUser { (bestUser, systemOfBestUser) = (run.userSeconds, run.systemSeconds) }
            peakKiB = max(peakKiB, run.peakKiB, rerun.peakKiB)
        }
        times[entities] = best
        cpuTimes[entities] = bestUser
        let (files, outputBytes) = folderSize(output)
        let floor = try fileCreationFloor(files: files, bytes: outputBytes, in: folder, runs: options.runs)
        print(
            "model: \(entities) entities x \(options.attributes) attributes x \(options.relationships) "
                + "relationships, \(bytes) bytes -> \(files) files, \(outputBytes) bytes")
        print(
            String(
                format: "  shale gen-core-data: best %.3f s wall of %d runs (fresh output folder)",
                best, options.runs))
        print(
            String(
                format: "  shale gen-core-data: best %.3f s wall with the output already up to date",
                bestUnchanged))
        print(
            String(
                format: "  CPU time of a fresh run, both cores: best %.3f s user (the generator), with %.3f s "
                    + "system (mostly the file system creating files)", bestUser, systemOfBestUser))
        print(
            String(
                format: "  file-system floor: best %.3f s to create %d files of the same total size "
                    + "(two writers, no rendering)", floor, files))
        print(String(format: "  peak memory: %.1f MiB (largest of the runs)", Double(peakKiB) / 1024))
        if entities == options.entities, options.countsInstructions {
            try countInstructions(
                shale, arguments, output: output,
                limit: entities == 1000 && isDefaultShape(options) ? generateInstructionLimit : nil)
        }
    }
    let ratio = times[options.entities * 3]! / times[options.entities]!
    print(
        String(
            format: "time(%dN)/time(N): %.2f wall, %.2f user CPU (wall time includes the file system's, "
                + "which varies from run to run here; user time is the generator's own)", 3, ratio,
            cpuTimes[options.entities * 3]! / cpuTimes[options.entities]!))
}

/// The best time to create `files` new files holding `bytes` in all, written as the generator writes them
/// (two writers into a fresh folder): the part of a fresh run that belongs to the file system, not to Shale.
func fileCreationFloor(files: Int, bytes: Int, in folder: URL, runs: Int) throws -> Double {
    let contents = Data(repeating: UInt8(ascii: "x"), count: bytes / max(files, 1))
    var best = Double.infinity
    for run in 0..<runs {
        let target = folder.appendingPathComponent("floor\(run)")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let paths = (0..<files).map { target.appendingPathComponent("File\($0).swift") }
        best = min(best, seconds { _ = paths.concurrentMap { try? contents.write(to: $0) } })
        try? FileManager.default.removeItem(at: target)
    }
    return best
}

/// Times each stage of generation in-process: load, render (translate + Mustache + normalise), write.
func runPhases(_ options: Options, folder: URL) throws {
    let (_, file) = try writeModel(options, entities: options.entities, in: folder)
    let job = GenerationJob(modelPath: file, options: ["name-transform": "Slate%@"])
    for run in 1...options.runs {
        let output = folder.appendingPathComponent("out\(run)").path
        var files: [RenderedFile] = []
        let load = seconds { _ = ModelLoader.load(path: file) }
        let render = try seconds {
            let diagnostics = DiagnosticCollector()
            guard let rendered = Generator.render(job, diagnostics: diagnostics) else {
                throw BenchmarkError("render failed:\n\(diagnostics.diagnostics.rendered)")
            }
            files = rendered
        }
        let write = try seconds {
            let diagnostics = DiagnosticCollector()
            guard
                OutputWriter.apply(
                    files, roots: ["models": output, "entities": output], mode: .write,
                    diagnostics: diagnostics) != nil
            else {
                throw BenchmarkError("write failed:\n\(diagnostics.diagnostics.rendered)")
            }
        }
        print(String(format: "run %d: load %.3f s, load+render %.3f s, write %.3f s", run, load, render, write))
    }
}

/// At most how many instructions a fresh `gen-core-data` of the default synthetic model at N = 1000 (20 attributes
/// and 2 relationships per entity) may take: issue 38's goal, ≥ 25× fewer than slategen 2.1.3's 5.87×10¹⁰.
let generateInstructionLimit = 2_300_000_000

/// Whether `options` give the synthetic model the shape `generateInstructionLimit` was measured on.
func isDefaultShape(_ options: Options) -> Bool {
    options.attributes == 20 && options.relationships == 2
}

/// Counts instructions with callgrind (valgrind), through the shared sigsuspend shim when it is present, and
/// prints the count.
/// - Parameter limit: A count the run must not pass; above it this throws.
func countInstructions(_ shale: String, _ arguments: [String], output: URL, limit: Int? = nil) throws {
    guard findExecutable("valgrind") != nil else {
        print("  instructions: valgrind is not installed")
        return
    }
    guard let count = try instructions(shale, arguments, output: output) else {
        guard limit == nil else { throw BenchmarkError("callgrind printed no count for shale gen-core-data") }
        print("  instructions: no count (see valgrind output)")
        return
    }
    let bound = limit.map { String(format: " (limit %.2f×10⁹)", Double($0) / 1e9) } ?? ""
    print("  instructions: \(count)" + bound)
    if let limit, count > limit {
        throw BenchmarkError("gen-core-data took \(count) instructions at N = 1000, more than the limit of \(limit)")
    }
}

/// The instructions `shale` runs with `arguments`, counted by callgrind on a stripped copy (written beside
/// `output`, which is removed first); `nil` when valgrind is missing or printed no count.
func instructions(_ shale: String, _ arguments: [String], output: URL) throws -> Int? {
    guard let valgrind = findExecutable("valgrind") else { return nil }
    try? FileManager.default.removeItem(at: output)
    // valgrind 3.19 cannot read the DWARF of current toolchains; a stripped copy runs the same instructions.
    var binary = shale
    if let strip = findExecutable("strip") {
        let stripped = output.deletingLastPathComponent().appendingPathComponent("shale-stripped").path
        if (try? runProcess(strip, ["-o", stripped, shale])) != nil { binary = stripped }
    }
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    if let shim = environment["SHALE_VALGRIND_SHIM"] { environment["LD_PRELOAD"] = shim }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments = ["--tool=callgrind", "--callgrind-out-file=/dev/null", binary] + arguments
    process.environment = environment
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let collected = text.split(separator: "\n").first { $0.contains("Collected") }
    return collected?.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shale-benchmark-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    if options.mode == "model" {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let (bytes, path) = try writeModel(options, entities: options.entities, in: here)
        print("wrote \(path) (\(bytes) bytes)")
    } else if options.mode == "phases" {
        try runPhases(options, folder: folder)
    } else if options.mode == "runtime" {
        try await runRuntime(objects: options.objects, seconds: options.seconds, runs: options.runs)
    } else if options.mode == "reader" {
        try runReader(options, folder: folder)
    } else if options.mode == "lint" {
        try runLint(corpus: options.corpus, runs: options.runs)
    } else if options.mode == "history" {
        try runHistory(
            bundle: options.bundle, runs: options.runs, countsInstructions: options.countsInstructions,
            folder: folder)
    } else if options.mode == "read-bundle" {
        try readBundle(options.bundle)
    } else if options.mode == "limits" {
        try runLimits(
            entities: options.entitiesGiven ? options.entities : 10_000,
            runs: options.runs, countsInstructions: options.countsInstructions, folder: folder)
    } else if options.mode == "mustache" {
        try runMustache(options)
    } else if options.mode == "startup" {
        try runStartup(folder: folder)
    } else {
        try runGenerate(options, folder: folder)
    }
} catch {
    FileHandle.standardError.write(Data("shale-benchmark: \(error)\n".utf8))
    exit(1)
}
