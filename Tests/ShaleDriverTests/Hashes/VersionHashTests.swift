import Foundation
import ShaleDriver
import ShaleModel
import ShaleTestSupport
import XCTest

@testable import ShaleDiff
@testable import ShaleResolver

/// What enters Core Data's version hashes and what does not, and how the diff and the lock use them.
final class VersionHashTests: BundleTestCase {

    private func entity(_ body: String) -> String { #"<entity name="Book">\#(body)</entity>"# }
    private let title = #"<attribute name="title" attributeType="String"/>"#

    func test_emptyModel_checksumIsTheHashOfNothing() {
        var model = Model(versionName: "Empty", sourcePath: "Empty.xcdatamodel/contents")
        VersionHash.assign(to: &model)
        XCTAssertEqual(model.versionChecksum, "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=", "SHA-256 of no bytes")
    }

    func test_defaultsIndexesTransformersAndUserInfo_leaveTheHashAlone_andTheDiffSaysSo() throws {
        let old = entity(
            #"<attribute name="title" attributeType="String" defaultValueString="a"/>"#
                + #"<attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="A"/>"#)
        let new = entity(
            #"<attribute name="title" attributeType="String" defaultValueString="b" indexed="YES">"#
                + #"<userInfo><entry key="k" value="v"/></userInfo></attribute>"#
                + #"<attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="B"/>"#)
        let both = try bundle([("V1", old), ("V2", new)])
        XCTAssertEqual(both.versions[0].versionChecksum, both.versions[1].versionChecksum)
        let comparison = try XCTUnwrap(
            MigrationPlan.make(bundle: both, diagnostics: strictCollector())?.comparisons.first)
        XCTAssertTrue(comparison.sameStoreSchema)
        XCTAssertFalse(comparison.needsMigration)
        XCTAssertEqual(comparison.migration, .none)
        XCTAssertEqual(comparison.verdict, "the same store schema: stores open without migration")
        XCTAssertFalse(comparison.changes.isEmpty)
        XCTAssertEqual(comparison.changes.filter(\.changesVersionHash), [])
    }

    func test_optionality_entersTheHash_andMarksTheChange() throws {
        let both = try bundle([
            ("V1", entity(title)),
            ("V2", entity(#"<attribute name="title" optional="YES" attributeType="String"/>"#)),
        ])
        XCTAssertNotEqual(both.versions[0].entities[0].versionHash, both.versions[1].entities[0].versionHash)
        let comparison = try XCTUnwrap(
            MigrationPlan.make(bundle: both, diagnostics: strictCollector())?.comparisons.first)
        XCTAssertFalse(comparison.sameStoreSchema)
        XCTAssertEqual(comparison.hashChanges.map(\.entity), ["Book"])
        XCTAssertEqual(comparison.changes.map(\.changesVersionHash), [true])
    }

    func test_transientProperties_stayOutOfTheHash() throws {
        let transient = #"<attribute name="cache" optional="YES" transient="YES" attributeType="String"/>"#
        let both = try bundle([("V1", entity(title)), ("V2", entity(title + transient))])
        XCTAssertEqual(both.versions[0].entities[0].versionHash, both.versions[1].entities[0].versionHash)
        XCTAssertEqual(
            ModelDiff.changes(from: both.versions[0], to: both.versions[1]).map(\.changesVersionHash),
            [false])
    }

    func test_derivedAttribute_hashesItsExpressionAsCoreDataPrintsIt() {
        XCTAssertEqual(DerivationExpression("books.@count").printed, "count:(books)")
        XCTAssertTrue(DerivationExpression("books.@count").isMeasured)
        XCTAssertEqual(DerivationExpression("canonical:(name)").printed, "canonical:(name)")
        XCTAssertTrue(DerivationExpression("now()").isMeasured)
        XCTAssertEqual(DerivationExpression("books.price.@sum").printed, "sum:(books.price)")
        XCTAssertFalse(DerivationExpression("books.price.@sum").isMeasured)
    }

    func test_whatWasNeverMeasured_isMarkedUnverified() throws {
        let body =
            #"<entity name="Book"><attribute name="total" optional="YES" attributeType="Double" derived="YES" "#
            + #"derivationExpression="shelves.price.@sum"/><relationship name="shelves" optional="YES" toMany="YES" "#
            + #"destinationEntity="Shelf" versionHashModifier="2"/></entity><entity name="Shelf">"#
            + #"<attribute name="price" optional="YES" attributeType="Double"/></entity>"#
        let model = try XCTUnwrap(
            bundle([("V1", body)], expecting: [.warning("relationship 'shelves' of entity 'Book' has no inverse")])
                .versions.first)
        let reason = try XCTUnwrap(model.entity(named: "Book")?.versionHashUnverified)
        XCTAssertTrue(reason.contains("derived attribute 'total'"), reason)
        XCTAssertTrue(reason.contains("relationship 'shelves''s version hash modifier"), reason)
        XCTAssertNil(model.entity(named: "Shelf")?.versionHashUnverified)
    }

    func test_hashTable_listsEveryVersionWithItsChecksum() throws {
        let both = try bundle([("V1", entity(title)), ("V2", entity(title))])
        let table = HashTable.text(both)
        XCTAssertTrue(table.hasPrefix("\"V1\"  checksum \(both.versions[0].versionChecksum)\n  Book  "), table)
        XCTAssertTrue(table.contains("\"V2\" (current)  checksum"), table)
    }

    func test_lock_failsOnAHashChange_warnsOnAnEditThatKeepsTheHashes() throws {
        let shipped = try folder.bundle([("V1", entity(title))], named: "Lib")
        let locked = VersionLock(bundle: try XCTUnwrap(ModelLoader.load(path: shipped, scope: .allVersions).bundle))
        XCTAssertEqual(locked.problems(in: try reload(shipped), lockPath: "Lib.lock"), [])

        let defaulted = #"<attribute name="title" attributeType="String" defaultValueString="x"/>"#
        _ = try folder.bundle([("V1", entity(defaulted))], named: "Lib")
        let keeping = locked.problems(in: try reload(shipped), lockPath: "Lib.lock")
        XCTAssertEqual(keeping.map(\.isError), [false])
        XCTAssertEqual(keeping.first?.diagnostic.severity, .warning)

        _ = try folder.bundle(
            [
                (
                    "V1",
                    entity(
                        #"<attribute name="title" optional="YES" attributeType="String"/>"#
                            + #"<attribute name="isbn" optional="YES" attributeType="String"/>"#)
                )
            ], named: "Lib")
        let edited = locked.problems(in: try reload(shipped), lockPath: "Lib.lock")
        XCTAssertEqual(edited.map(\.isError), [true])
        XCTAssertTrue(
            edited[0].diagnostic.message.hasSuffix("Book ('isbn' added, 'title' changed)"),
            edited[0].diagnostic.message)
    }

    /// A lock file an older release wrote (`Tests/Fixtures/Locks`, see the README there): today's checker reads
    /// its Shale-computed hashes, accepts the bundle it locked, names the entity of a locked version edited since,
    /// and `adding` rewrites it with Core Data's checksums.
    func test_lockOfSchemaVersion1_writtenByAnOlderRelease_isStillChecked_andRewrittenWithCoreDataHashes() throws {
        let fixtures = PackagePaths.root.appendingPathComponent("Tests/Fixtures/Locks")
        let shipped = folder.url.appendingPathComponent("Bookshelf.xcdatamodeld")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Bookshelf.xcdatamodeld"), to: shipped)
        let lockPath = fixtures.appendingPathComponent("Bookshelf.xcdatamodeld.lock").path
        let (read, problem) = VersionLock.read(from: lockPath)
        XCTAssertNil(problem)
        let lock = try XCTUnwrap(read)
        XCTAssertEqual(lock.legacyVersions.map { Set($0.keys) }, ["Bookshelf", "Bookshelf 2"], "read as schema 1")
        let bundle = try reload(shipped.path)
        XCTAssertEqual(lock.problems(in: bundle, lockPath: lockPath), [])
        let rewritten = lock.adding(bundle)
        XCTAssertEqual(bundle.versions.count, 2)
        for version in bundle.versions {
            XCTAssertEqual(rewritten.versions[version.versionName]?.checksum, version.versionChecksum)
        }

        // An edit of a locked version that changes its hashes: Book's title becomes optional in "Bookshelf 2".
        let contents = shipped.appendingPathComponent("Bookshelf 2.xcdatamodel/contents")
        let text = try String(contentsOf: contents, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: #"name="title" attributeType"#,
            with: #"name="title" optional="YES" attributeType"#)
        XCTAssertNotEqual(edited, text)
        try edited.write(to: contents, atomically: true, encoding: .utf8)
        let problems = lock.problems(in: try reload(shipped.path), lockPath: lockPath)
        XCTAssertEqual(problems.map(\.isError), [true])
        XCTAssertTrue(
            problems.first?.diagnostic.message.contains(#"locked version "Bookshelf 2""#) == true
                && problems.first?.diagnostic.message.hasSuffix("entities Book") == true,
            problems.first?.diagnostic.message ?? "")
    }

    private func reload(_ path: String) throws -> ModelBundle {
        try XCTUnwrap(ModelLoader.load(path: path, scope: .allVersions).bundle)
    }
}
