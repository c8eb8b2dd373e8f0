import Foundation
import ShaleResolver
import ShaleTestSupport
import XCTest

/// The `slate3` set's output read back by `Slate3SchemaReader` gives the IR it was written from, apart from each
/// documented loss (`Slate3RoundTrip`). The corpus case reads every real model in the full tier, `TestTier`'s sample in the fast one.
final class Slate3RoundTripTests: XCTestCase {
    /// The kitchen-sink model: every loss the set reports is all that differs, and every version hash of an entity
    /// without losses comes back.
    func test_kitchenSink_roundTrips_apartFromDocumentedLosses() throws {
        let path = PackagePaths.golden.appendingPathComponent("Models/KitchenSink.xcdatamodeld").path
        switch Slate3RoundTrip.run(path) {
        case .documentedLosses(let differences):
            XCTAssertFalse(differences.isEmpty)
        case let outcome:
            XCTFail("\(outcome)")
        }
    }

    /// The same model as a CloudKit schema: optional attributes and relationships, no uniqueness, no `.deny`.
    func test_kitchenSinkForCloudKit_roundTrips_apartFromDocumentedLosses() throws {
        let path = PackagePaths.golden.appendingPathComponent("Models/KitchenSink.xcdatamodeld").path
        switch Slate3RoundTrip.run(path, extraOptions: ["cloudkit": "true"]) {
        case .documentedLosses(let differences):
            XCTAssertTrue(differences.contains { $0.field == "uniqueness" }, "\(differences)")
        case let outcome:
            XCTFail("\(outcome)")
        }
    }

    /// The Slate 2 model of the `slate` set's example: substructs, enums, a renamed `id`.
    func test_slateModel_roundTrips_apartFromDocumentedLosses() throws {
        let path = PackagePaths.golden.appendingPathComponent("Models/Slate.xcdatamodel").path
        switch Slate3RoundTrip.run(path) {
        case .exact, .documentedLosses: break
        case let outcome: XCTFail("\(outcome)")
        }
    }

    /// Every corpus model's current version: none fails; the counts are printed for the report.
    func test_everyCorpusModel_roundTrips_apartFromDocumentedLosses() throws {
        let corpus = try PackagePaths.shared("corpus")
        let all = ModelFinder.models(under: corpus.appendingPathComponent("models").path)
        XCTAssertGreaterThan(all.count, 50)
        let paths = try TestTier.corpus(all)
        var exact = 0
        var documented = 0
        var failures: [String] = []
        var notWritten: [String] = []
        var lossesByField: [String: Int] = [:]
        for path in paths {
            let name = String(path.dropFirst(corpus.path.count + "/models/".count))
            switch Slate3RoundTrip.run(path) {
            case .exact: exact += 1
            case .documentedLosses(let differences):
                documented += 1
                for difference in differences { lossesByField[difference.field, default: 0] += 1 }
            case .notWritten(let errors):
                notWritten.append("\(name): \(errors.first?.message ?? "no current version")")
            case let .failed(unexplained, readErrors):
                failures.append(
                    "\(path):\n  "
                        + (unexplained.map(\.description) + readErrors.map(\.message))
                        .joined(separator: "\n  "))
            }
        }
        print(
            "slate3 round trip: \(paths.count) models, \(exact) exact, \(documented) with documented losses only, "
                + "\(notWritten.count) not written, \(failures.count) failed")
        print(
            "documented losses by field: "
                + lossesByField.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
                .joined(separator: ", "))
        print("not written:\n  " + notWritten.joined(separator: "\n  "))
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }
}
