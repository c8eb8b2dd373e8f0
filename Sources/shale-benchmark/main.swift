// The reader benchmark: read + resolve a synthetic model in-process, against `xmllint --noout` on the
// same file, measured in one run. Usage:
//
//   swift run -c release shale-benchmark [--entities N] [--attributes M] [--relationships R] [--runs K]
//
// Prints the file size, the best of K wall times for each side, and their ratio.
import Foundation
import ShaleCore
import ShaleSynthetic

struct Options {
    var entities = 1000
    var attributes = 20
    var relationships = 2
    var runs = 7

    init(_ arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            guard let text = iterator.next(), let value = Int(text), value > 0 else {
                throw BenchmarkError("\(argument) needs a whole number above 0")
            }
            switch argument {
            case "--entities": entities = value
            case "--attributes": attributes = value
            case "--relationships": relationships = value
            case "--runs": runs = value
            default: throw BenchmarkError("unknown option \(argument)")
            }
        }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
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

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    guard let xmllint = findExecutable("xmllint") else {
        throw BenchmarkError("xmllint is not installed (Debian: apt-get install libxml2-utils)")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shale-benchmark-\(getpid())")
    let modelFolder = folder.appendingPathComponent("Synthetic.xcdatamodel")
    try FileManager.default.createDirectory(at: modelFolder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = modelFolder.appendingPathComponent("contents").path
    let xml = SyntheticModel(entities: options.entities, attributes: options.attributes,
                             relationships: options.relationships).xml()
    try Data(xml.utf8).write(to: URL(fileURLWithPath: file))

    var xmllintTimes: [Double] = []
    var shaleTimes: [Double] = []
    var entityCount = 0
    // Alternate the two sides so both see the same machine conditions.
    for _ in 0..<options.runs {
        xmllintTimes.append(try seconds { try runXmllint(xmllint, file) })
        shaleTimes.append(try seconds {
            let result = ModelLoader.load(path: file)
            guard !result.failed, let model = result.bundle?.current else {
                throw BenchmarkError("the synthetic model did not load:\n\(result.diagnostics.rendered)")
            }
            entityCount = model.entities.count
        })
    }
    let xmllintBest = xmllintTimes.min()!
    let shaleBest = shaleTimes.min()!
    print("model: \(options.entities) entities x \(options.attributes) attributes x \(options.relationships) "
          + "relationships, \(xml.utf8.count) bytes, \(entityCount) entities resolved")
    print(String(format: "xmllint --noout (process):      best %.1f ms of %d runs", xmllintBest * 1000, options.runs))
    print(String(format: "shale read + resolve (in process): best %.1f ms of %d runs", shaleBest * 1000, options.runs))
    print(String(format: "ratio shale / xmllint: %.2f (limit 5.00)", shaleBest / xmllintBest))
} catch {
    FileHandle.standardError.write(Data("shale-benchmark: \(error)\n".utf8))
    exit(1)
}
