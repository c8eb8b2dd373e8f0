import AppleSDKStandIn
import Foundation
import ShaleConfiguration
import ShaleDiff
import ShaleDriver
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// Every `.xcdatamodeld` bundle of `../shared/corpus` through the `swiftdata` set with `history=true` (one
/// `VersionedSchema` per version, a `SchemaMigrationPlan` from the diff) and with `inheritance=flatten`: the output
/// type-checks against the stand-in SwiftData, or the run stops with located errors only. Prints the counts.
final class CorpusSwiftDataHistoryTests: XCTestCase {
    /// The option sets checked, by name.
    static let variants: [(name: String, options: [String: String])] = [
        ("history", ["history": "true"]), ("flatten", ["inheritance": "flatten"]),
    ]

    /// The most versions a history is type-checked with.
    static let maximumVersions = 40

    func test_everyCorpusBundle_typeChecksWithItsHistory() throws {
        try TestTier.requireFull("every corpus bundle's SwiftData history type-checked")
        let corpus = try PackagePaths.shared("corpus")
        PackagePaths.enterRoot()
        let sizes = try Self.bundles(under: corpus.appendingPathComponent("models"))
        let bundles = sizes.map(\.path)
        // A history of over `maximumVersions` versions is tens of thousands of lines (a file per version, one
        // module) whose macro expansions take the type checker many minutes: such bundles are counted, not checked.
        let long = Set(sizes.filter { $0.versions > Self.maximumVersions }.map(\.path))
        let jobs = bundles.flatMap { bundle in
            Self.variants.filter { $0.name != "history" || !long.contains(bundle) }
                .map { (bundle: bundle, variant: $0) }
        }
        let verdicts = ConcurrentResults<String>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            verdicts[index] = Self.verdict(jobs[index].bundle, options: jobs[index].variant.options)
        }
        var counts: [String: Int] = [:]
        var failures: [String] = []
        for (index, verdict) in verdicts.values.enumerated() {
            let kind = verdict.isEmpty ? "clean" : verdict.hasPrefix("stopped") ? "stopped" : "failed"
            counts["\(jobs[index].variant.name) \(kind)", default: 0] += 1
            if kind == "failed" { failures.append("\(jobs[index].variant.name) \(jobs[index].bundle):\n\(verdict)") }
        }
        let summary =
            "corpus bundles (\(bundles.count)): "
            + counts.sorted { $0.key < $1.key }
            .map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            + "; history not type-checked for \(long.count) with over \(Self.maximumVersions) versions"
        print(summary)
        if !failures.isEmpty { XCTFail(summary + "\n" + failures.prefix(20).joined(separator: "\n\n")) }
    }

    /// Empty when the output type-checks; `stopped: …` when the run stopped with located errors; else the problem.
    private static func verdict(_ bundle: String, options: [String: String]) -> String {
        let job = GenerationJob(modelPath: bundle, templates: "swiftdata", options: options)
        let collector = DiagnosticCollector()
        let files = Generator.render(job, diagnostics: collector)
        let diagnostics = collector.diagnostics
        let errors = diagnostics.filter { $0.severity == .error }
        guard let files, errors.isEmpty else {
            if !errors.isEmpty, errors.allSatisfy({ $0.location != nil }) {
                return "stopped: " + errors.prefix(3).map(\.description).joined(separator: "\n")
            }
            return "render failed:\n" + errors.prefix(3).map(\.description).joined(separator: "\n")
        }
        guard !files.isEmpty, let model = ModelLoader.load(path: bundle).bundle?.current else { return "" }
        do {
            let errors = try GeneratedCodeCheck.errors(
                of: files.map { ($0.root, $0.path, $0.contents) },
                model: model, layout: .oneModule)
            return errors.prefix(3).joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    /// Every bundle under `root` whose versions all read without error (CorpusTests covers the others), with
    /// its number of versions.
    private static func bundles(under root: URL) throws -> [(path: String, versions: Int)] {
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".xcdatamodeld") { paths.append(root.appendingPathComponent(relative).path) }
        }
        let only = ProcessInfo.processInfo.environment["SHALE_CORPUS_FILTER"]
        return paths.sorted().filter { only.map($0.contains) ?? true }.compactMap { path in
            let loaded = ModelLoader.load(path: path, scope: .allVersions)
            guard !loaded.failed, let bundle = loaded.bundle else { return nil }
            return (path, bundle.versions.count)
        }
    }
}
