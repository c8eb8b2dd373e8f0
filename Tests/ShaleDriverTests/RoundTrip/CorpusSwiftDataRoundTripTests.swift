import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleResolver
import ShaleSwiftReader
import ShaleTestSupport
import XCTest

/// Round trips through SwiftData sources for every `.xcdatamodeld` bundle of `../shared/corpus` (its current
/// version): the `swiftdata` set's classes, and `shale freeze`'s frozen schema, read back with the SwiftData reader,
/// give the IR they were made from apart from the losses Documentation/Freezing.md lists ("Round trips"), each
/// named here (`RoundTripLoss`). Prints the counts of each loss; fails on any other difference. Full tier (one
/// render, two reads per bundle); `SHALE_CORPUS_FILTER` narrows it to the bundles whose path contains its value.
final class CorpusSwiftDataRoundTripTests: XCTestCase {
    func test_everyCorpusBundle_readsBack_apartFromTheDocumentedLosses() throws {
        try TestTier.requireFull("every corpus bundle read back through SwiftData sources")
        let found = try PackagePaths.corpusBundles()
        PackagePaths.enterRoot()
        var losses: [String: Int] = [:]
        var failures: [String] = []
        var counts: [String: Int] = [:]
        for bundle in found {
            let trip = try RoundTrip(bundle)
            counts[trip.verdict, default: 0] += 1
            for (loss, number) in trip.losses { losses[loss, default: 0] += number }
            if !trip.unexplained.isEmpty {
                failures.append("\(bundle):\n" + trip.unexplained.prefix(12).joined(separator: "\n"))
            }
        }
        let summary =
            "corpus round trips: "
            + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            .joined(separator: ", ") + "; documented losses: "
            + losses.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print(summary)
        if !failures.isEmpty { XCTFail(summary + "\n" + failures.prefix(20).joined(separator: "\n\n")) }
    }
}

/// One bundle's round trips: its current version through the `swiftdata` set and through `shale freeze`, and every
/// version through the set's history, each read back and compared with the version it was made from.
private struct RoundTrip {
    /// `skipped` (the version does not load or render), or `compared`.
    var verdict = "compared"
    /// How many differences each documented loss explains.
    var losses: [String: Int] = [:]
    /// The differences no documented loss explains, each with the trip it came from.
    var unexplained: [String] = []

    init(_ bundle: String) throws {
        guard let model = ModelLoader.load(path: bundle).bundle?.current, !model.entities.isEmpty else {
            verdict = "skipped"
            return
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The set as freeze renders it: the model's own optionality and constraints (no CloudKit changes).
        let job = GenerationJob(modelPath: bundle, templates: "swiftdata", options: ["cloudkit": "false"])
        let collector = DiagnosticCollector()
        guard let files = Generator.render(job, diagnostics: collector) else {
            verdict = "skipped"
            return
        }
        for file in files where file.path.hasSuffix(".swift") {
            try folder.write(file.contents, to: "Models/" + file.path)
        }
        let frozen = FreezeRun(path: bundle, schemaName: "FrozenSchema", schemaVersion: "1.0.0").run()
        try folder.write(frozen.standardOutput, to: "Frozen/FrozenSchema.swift")
        for (trip, path) in [("swiftdata", "Models"), ("freeze", "Frozen")] {
            let diagnostics = DiagnosticCollector()
            guard let read = Self.read(folder.url.appendingPathComponent(path).path, diagnostics: diagnostics)?.current
            else {
                let errors = diagnostics.diagnostics.filter { $0.severity == .error }.prefix(2)
                unexplained.append("\(trip): the reader stopped: " + errors.map(\.message).joined(separator: "; "))
                continue
            }
            compare(model, read, trip: trip)
        }
        try historyTrip(bundle, in: folder)
    }

    /// Every version through the `swiftdata` set's history (`history=true`: a `VersionedSchema` per version and the
    /// migration plan), read back in the plan's order and compared version by version.
    private mutating func historyTrip(_ bundle: String, in folder: TemporaryFolder) throws {
        guard let versions = ModelLoader.load(path: bundle, scope: .allVersions).bundle?.versions else { return }
        let job = GenerationJob(
            modelPath: bundle, templates: "swiftdata",
            options: ["cloudkit": "false", "history": "true"])
        guard let files = Generator.render(job, diagnostics: DiagnosticCollector()) else {
            unexplained.append("history: the set stopped")
            return
        }
        for file in files where file.path.hasSuffix(".swift") {
            try folder.write(file.contents, to: "History/" + file.path)
        }
        let diagnostics = DiagnosticCollector()
        guard let read = Self.read(folder.url.appendingPathComponent("History").path, diagnostics: diagnostics) else {
            let errors = diagnostics.diagnostics.filter { $0.severity == .error }.prefix(2)
            unexplained.append("history: the reader stopped: " + errors.map(\.message).joined(separator: "; "))
            return
        }
        guard read.versions.count == versions.count else {
            unexplained.append("history: \(read.versions.count) versions read back of \(versions.count)")
            return
        }
        for (original, back) in zip(versions, read.versions) {
            compare(original, back, trip: "history \(original.versionName) as \(back.versionName)")
        }
    }

    /// Counts each documented loss between `original` and `read`, and keeps every other difference.
    private mutating func compare(_ original: Model, _ read: Model, trip: String) {
        let differences = RoundTripShape(original).differences(to: RoundTripShape(read))
        for (difference, loss) in RoundTripLoss(original: original).explain(differences) {
            if let loss {
                losses[loss, default: 0] += 1
            } else {
                unexplained.append("\(trip): \(difference)")
            }
        }
    }

    /// The versions the reader finds in the Swift files under `path`; nil when it reports an error.
    private static func read(_ path: String, diagnostics: DiagnosticCollector) -> ModelBundle? {
        guard let set = SwiftDataReader.read(path: path, diagnostics: diagnostics),
            !diagnostics.hasErrors
        else {
            return nil
        }
        return set.bundle
    }
}
