import AppleSDKStandIn
import Foundation
import ShaleDriver
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// `shale freeze` on every `.xcdatamodeld` bundle of `../shared/corpus` (its current version): the frozen schema
/// type-checks alone against the stand-in SwiftData (so it names no type from outside it, apart from the custom
/// classes it warns about, which `ModelStubs` declares), or the run stops with located errors only. Prints the
/// counts. `SHALE_CORPUS_FILTER` narrows it to the bundles whose path contains its value.
final class CorpusFreezeTests: XCTestCase {
    func test_everyCorpusBundle_freezesToASchemaThatTypeChecksAlone() throws {
        try TestTier.requireFull("every corpus bundle frozen and type-checked")
        let bundles = try PackagePaths.corpusBundles()
        PackagePaths.enterRoot()
        let verdicts = ConcurrentResults<String>(count: bundles.count)
        DispatchQueue.concurrentPerform(iterations: bundles.count) { index in
            verdicts[index] = Self.verdict(bundles[index])
        }
        var counts: [String: Int] = [:]
        var failures: [String] = []
        for (index, verdict) in verdicts.values.enumerated() {
            let kind = verdict.isEmpty ? "clean" : verdict.hasPrefix("stopped") ? "stopped" : "failed"
            counts[kind, default: 0] += 1
            if kind == "failed" { failures.append("\(bundles[index]):\n\(verdict)") }
        }
        let summary =
            "corpus bundles frozen (\(bundles.count)): "
            + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        print(summary)
        if !failures.isEmpty { XCTFail(summary + "\n" + failures.prefix(20).joined(separator: "\n\n")) }
    }

    /// Empty when the frozen schema type-checks; `stopped: …` when the run stopped with located errors; else the
    /// problem.
    private static func verdict(_ bundle: String) -> String {
        let run = FreezeRun(path: bundle, schemaVersion: "9.0.0").run()
        let errors = run.diagnostics.filter { $0.severity == .error }
        guard run.status == 0 else {
            if run.status == CommandOutput.invalidInput, !errors.isEmpty, errors.allSatisfy({ $0.location != nil }) {
                return "stopped: " + errors.prefix(3).map(\.description).joined(separator: "\n")
            }
            return "freeze failed (\(run.status)):\n"
                + run.diagnostics.prefix(3).map(\.description)
                .joined(separator: "\n")
        }
        guard let model = ModelLoader.load(path: bundle).bundle?.current else { return "the model did not load" }
        do {
            let errors = try GeneratedCodeCheck.errors(
                of: [("models", "Frozen.swift", run.standardOutput)],
                model: model, layout: .oneModule)
            return errors.prefix(3).joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }
}
