import AppleSDKStandIn
import Foundation
import ShaleTestSupport
import XCTest

/// Slate 2.1.3's public API is written twice: as the stand-in module `Slate` that Apple-facing output type-checks
/// against (`Tests/Support/AppleSDKStandIn/SDK/Slate/Slate.swift`), and as ShaleRuntime with the `Slate` library,
/// which the `memory` set's output runs on. This ties them: a member added to, renamed in or removed from either
/// fails here until the other follows, or until the difference is listed below with its reason.
final class SlateAPITests: XCTestCase {
    static let standIn = AppleTypeChecker.sdk.appendingPathComponent("Slate/Slate.swift").path

    /// ShaleRuntime's and the `Slate` library's Swift files.
    static func runtimeFiles() -> [String] {
        ["Sources/ShaleRuntime", "Sources/Slate"].flatMap { folder -> [String] in
            let root = PackagePaths.root.appendingPathComponent(folder)
            let all = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
            return all.filter { $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent($0).path }
        }
    }

    /// Members of the stand-in that the runtime spells otherwise, each with the reason.
    static let standInOnly: [String: String] = [
        "Slate: func configure(managedObjectModelUrl:persistentStoreType:persistentStoreUrl:"
            + "wipeDirectoryAndRetryOnFailure:completionHandler:)":
            "Core Data's store setup from a model file: the in-memory runtime has no store files",
        "SlateObjectConvertible: var objectID":
            "the runtime's protocol refines the class ManagedObject, whose objectID every conforming class inherits",
    ]

    /// Members of the types both declare that only the runtime has, each with the reason (Documentation/Runtime.md).
    static let runtimeOnly: [String: String] = [
        "Slate: func configure(schema:completion:)": "the runtime is configured with its own Schema",
        "Slate: func observe(_:onEnd:handler:)": "streams without Combine, for Linux",
        "Slate: func updates(_:)": "streams as an AsyncSequence",
        "Slate: func observeUncaughtTransactionErrors(_:)": "uncaughtTransactionErrors without Combine",
        "Slate.StreamUpdate: init(values:insertedIndexes:updatedIndexes:deletedIndexes:movedIndexes:initialUpdate:)":
            "tests of code written against Slate build updates themselves",
        "SlateMutateContext: func insert(_:) throws": "create(_:) that throws instead of trapping",
        "SlateMutateContext: func delete(_:)":
            "Core Data's context.delete(_:), which the stand-in's NSManagedObject has",
        "SlateMutateContext: func managedObject(for:as:)": "the mutable object behind a snapshot, for tests",
        "SlateRelationshipResolver: var object": "the object being resolved",
        "SlateTransactionError: init(_:)": "wraps any error as Slate's transaction error",
        "SlateTransactionError: var isAborted": "whether an error is `aborted`",
        // Equality and membership also take string options (case- or diacritic-insensitive), defaulted, so that
        // Slate's one-argument calls compile unchanged.
        "SlatePredicateOperator: static func equals(_:_:)": "string options, defaulted",
        "SlatePredicateOperator: static func notEquals(_:_:)": "string options, defaulted",
        "SlatePredicateOperator: static func `in`(_:_:)": "string options, defaulted",
        "SlatePredicateOperator: static func notIn(_:_:)": "string options, defaulted",
    ]

    func test_standInAndRuntime_declareTheSameSlateAPI() throws {
        let standIn = try SlateAPISurface(paths: [Self.standIn])
        let runtime = try SlateAPISurface(paths: Self.runtimeFiles())
        XCTAssertGreaterThan(standIn.lines.count, 80, "the stand-in's declarations were read")
        var missing: [String] = []
        var extra: [String] = []
        for (type, members) in standIn.members {
            let label = type.isEmpty ? "(top level)" : type
            missing += members.subtracting(runtime.callable[type] ?? []).map { "\(label): \($0)" }
            // The runtime's own additions at the top level (its store, schema and predicates) are not Slate's API.
            guard !type.isEmpty else { continue }
            let theirs = runtime.members[type] ?? []
            extra += theirs.subtracting(standIn.callable[type] ?? []).map { "\(label): \($0)" }
        }
        XCTAssertEqual(
            Set(missing).subtracting(Self.standInOnly.keys).sorted(), [],
            "declared by the stand-in Slate but not by ShaleRuntime/Slate")
        XCTAssertEqual(
            Set(extra).subtracting(Self.runtimeOnly.keys).sorted(), [],
            "declared by ShaleRuntime/Slate on a type of Slate's API but not by the stand-in")
        // A listed difference that is gone must leave the list, so that the list stays the truth.
        XCTAssertEqual(Set(Self.standInOnly.keys).subtracting(missing).sorted(), [], "no longer different")
        XCTAssertEqual(Set(Self.runtimeOnly.keys).subtracting(extra).sorted(), [], "no longer different")
    }
}
