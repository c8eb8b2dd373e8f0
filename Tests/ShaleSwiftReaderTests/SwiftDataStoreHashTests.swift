import Foundation
import ShaleModel
import ShaleSwiftReader
import ShaleTestSupport
import XCTest

/// The hashes computed from FreezeRay's test app's Swift sources against those its two SwiftData stores recorded
/// (Tests/Fixtures/SwiftDataStores/FreezeRay, PROVENANCE.md): the ground truth of the SwiftData mapping.
final class SwiftDataStoreHashTests: XCTestCase {
    static let sources = PackagePaths.root
        .appendingPathComponent("Tests/Fixtures/SwiftDataStores/FreezeRay/Sources").path

    private func read() throws -> SwiftDataSchemaSet {
        let diagnostics = DiagnosticCollector()
        let result = SwiftDataReader.read(path: Self.sources, diagnostics: diagnostics)
        guard let set = result else {
            XCTFail("reading failed: \(diagnostics.diagnostics.rendered)")
            throw XCTSkip("unreadable")
        }
        XCTAssertFalse(diagnostics.diagnostics.containsErrors, diagnostics.diagnostics.rendered)
        return set
    }

    func testVersionsFollowThePlanWithTheirIdentifiers() throws {
        let set = try read()
        XCTAssertEqual(set.bundle.versions.map(\.versionName), ["AppSchemaV1", "AppSchemaV2", "AppSchemaV3"])
        XCTAssertEqual(
            set.bundle.versions.map(\.metadata.userDefinedModelVersionIdentifier),
            ["1.0.0", "2.0.0", "3.0.0"])
        XCTAssertEqual(set.bundle.currentVersionName, "AppSchemaV3")
        XCTAssertEqual(set.plan?.name, "AppMigrations")
        XCTAssertEqual(
            set.plan?.stages.map { "\($0.kind) \($0.from)->\($0.to)" },
            ["lightweight AppSchemaV1->AppSchemaV2", "lightweight AppSchemaV2->AppSchemaV3"])
    }

    /// The store 1.0.0 recorded User bbf54e4b… and checksum hVf/dkyg…; 2.0.0 User 9d8506f1… and vYclKAIU….
    func testHashesEqualTheStoresSwiftDataWrote() throws {
        let versions = try read().bundle.versions
        XCTAssertEqual(versions[0].entities.map(\.name), ["User"])
        XCTAssertEqual(
            versions[0].entity(named: "User")?.versionHash,
            "bbf54e4ba2823a88c9d7b39c0494507f5932a4f1c2e3789d309f4175e5af66d2")
        XCTAssertEqual(versions[0].versionChecksum, "hVf/dkygPyXWgY+Jcgvx9sMUcaiS0yfaIlBvgiRFqr4=")
        XCTAssertEqual(
            versions[1].entity(named: "User")?.versionHash,
            "9d8506f17975d9feec6fb99e275ba570fc00dcbc189007a4b520edccd250f29c")
        XCTAssertEqual(versions[1].versionChecksum, "vYclKAIUuGnEdsZfWYGeTfATZeMMc3+o0OnpOa5KyZM=")
        // Optional String and Date attributes are measured: those hashes are certain.
        XCTAssertNil(versions[0].entity(named: "User")?.versionHashUnverified)
        XCTAssertNil(versions[1].entity(named: "User")?.versionHashUnverified)
    }

    /// Version 3 adds relationships, with no `inverse:`: each is paired with the only one pointing back, as the
    /// stores of Retroview and ResourcesManager show SwiftData does; no mapping row it uses is unmeasured.
    func testVersion3sRelationshipsAreEachOthersInverse() throws {
        let third = try read().bundle.versions[2]
        XCTAssertEqual(third.entities.map(\.name).sorted(), ["Post", "User"])
        let posts = try XCTUnwrap(third.entity(named: "User")?.relationships.first { $0.name == "posts" })
        XCTAssertEqual(posts.destinationEntity, "Post")
        XCTAssertTrue(posts.isToMany)
        XCTAssertEqual(posts.inverseName, "author")
        XCTAssertEqual(third.entity(named: "Post")?.relationships.first?.inverseName, "posts")
        XCTAssertNil(third.entity(named: "User")?.versionHashUnverified)
    }

    /// Retroview's two stores (Tests/Fixtures/SwiftDataStores/Retroview, PROVENANCE.md): their recorded checksums.
    func testRetroviewsStoresHashesAreTheSourcesOnes() throws {
        let root = PackagePaths.root.appendingPathComponent("Tests/Fixtures/SwiftDataStores/Retroview")
        let expected = [
            "832367b": "K0rpF0aJDTx2MYPQjeCFmW/eXae+2MYFplvKhXOTDhI=",
            "3c5e686": "ISnh4qWvADgSwrXUkyMtYjGMLZuJ3vRC3ThOLE4akPI=",
        ]
        for (commit, checksum) in expected {
            let diagnostics = DiagnosticCollector()
            guard
                let set = SwiftDataReader.read(
                    path: root.appendingPathComponent("\(commit)/Models").path, diagnostics: diagnostics)
            else {
                return XCTFail(diagnostics.diagnostics.rendered)
            }
            let current = try XCTUnwrap(set.bundle.current)
            XCTAssertEqual(current.versionChecksum, checksum, commit)
            let picks = current.entity(named: "Title")?.relationships.first { $0.name == "picks" }
            XCTAssertEqual(picks?.isOptional, false)
            XCTAssertEqual(picks?.inverseName, "titlePick")
        }
    }

    /// Composite attributes, as SwiftData makes them of Codable enums and Core Data hashes them: the `Ingredient`
    /// entity of MatthewHunt84/MetaCocktailsSwiftData (no licence, so only its declaration's shape is written here)
    /// hashed `SjufMt9CruGesYa2rQOtV8ls0/tFMmcaQGPaIALPxho=` in the stores its app wrote (commit 3292fc79).
    func testACompositeAttributeHashesAsTheStoresRecorded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(
            """
            @Model final class Ingredient {
                var id: UUID
                var ingredientBase: IngredientBase
                var unit: MeasurementUnit
                var value: Double
                init() {}
            }
            @Model final class IngredientBase {
                var name: String
                init() {}
            }
            enum MeasurementUnit: String, Codable { case ounces, dashes }
            let container = try ModelContainer(for: Ingredient.self)
            """, to: "Ingredient.swift")
        let diagnostics = DiagnosticCollector()
        guard let set = SwiftDataReader.read(path: path, diagnostics: diagnostics) else {
            return XCTFail(diagnostics.diagnostics.rendered)
        }
        let ingredient = try XCTUnwrap(set.bundle.versions.first?.entity(named: "Ingredient"))
        XCTAssertEqual(ingredient.versionHash, "4a3b9f32df42aee19eb186b6ad03ad57c96cd3fb4532671a4063da2002cfc61a")
        XCTAssertNil(ingredient.versionHashUnverified)
    }
}
