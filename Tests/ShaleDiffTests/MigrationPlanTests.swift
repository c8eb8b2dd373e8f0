import ShaleModel
import ShaleTestSupport
import XCTest

@testable import ShaleDiff
@testable import ShaleResolver

/// Fetched properties, fetch requests, configurations, rename suggestions, version hashes, plans and locks.
final class MigrationPlanTests: BundleTestCase {

    private let book = #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String"/></entity>"#

    func test_sha256_matchesTheStandardTestVectors() {
        XCTAssertEqual(SHA256.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(
            SHA256.hex(String(repeating: "a", count: 1_000)),
            "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        // FIPS 180-4's two-block messages: 56 bytes, whose padding needs a block of its own, and 112 bytes.
        XCTAssertEqual(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hex(
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopq"
                    + "klmnopqrlmnopqrsmnopqrstnopqrstu"),
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        XCTAssertEqual(
            SHA256.hex(String(repeating: "a", count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func test_fetchedPropertyChanges_needNoMigration_andLoseNoData() throws {
        let old =
            book
            + #"<entity name="Shelf"><fetchedProperty name="recent" optional="YES"><fetchRequest name="fetchedPropertyFetchRequest" entity="Book" predicateString="title != nil"/></fetchedProperty></entity>"#
        let new =
            book
            + #"<entity name="Shelf"><fetchedProperty name="recent" optional="YES"><fetchRequest name="fetchedPropertyFetchRequest" entity="Book" predicateString="title == nil"/></fetchedProperty></entity>"#
        let found = try changes(old, new)
        XCTAssertEqual(found.map(\.kind), [.fetchedPropertyChanged])
        XCTAssertEqual(found.first?.field, "predicate")
        XCTAssertEqual(found.first?.migration, MigrationClass.none)
        let removed = try changes(old, book + #"<entity name="Shelf"/>"#)
        XCTAssertEqual(removed.map(\.kind), [.fetchedPropertyRemoved])
        XCTAssertEqual(removed.first?.isDestructive, false)
        XCTAssertEqual(removed.first?.migration, MigrationClass.none)
    }

    func test_fetchRequestChanges_areReported_withoutMigration() throws {
        let request = #"<fetchRequest name="All" entity="Book" predicateString="title != nil"/>"#
        let changed = #"<fetchRequest name="All" entity="Book" predicateString="title == nil"/>"#
        XCTAssertEqual(try changes(book + request, book + changed).map(\.kind), [.fetchRequestChanged])
        XCTAssertEqual(try changes(book, book + request).map(\.kind), [.fetchRequestAdded])
        XCTAssertEqual(try changes(book + request, book).map(\.kind), [.fetchRequestRemoved])
        XCTAssertEqual(Set(try changes(book + request, book + changed).map(\.migration)), [MigrationClass.none])
    }

    func test_movingAnEntityBetweenConfigurations_needsACustomStage() throws {
        let shelf = #"<entity name="Shelf"/>"#
        let old = book + shelf + #"<configuration name="Cloud"><memberEntity name="Book"/></configuration>"#
        let new = book + shelf + #"<configuration name="Cloud"><memberEntity name="Shelf"/></configuration>"#
        let found = try changes(old, new)
        XCTAssertEqual(found.map(\.kind), [.configurationChanged])
        XCTAssertEqual(found.first?.migration, .custom)
        XCTAssertNotNil(found.first?.condition)
        let added = try changes(book + shelf, old)
        XCTAssertEqual(added.map(\.kind), [.configurationAdded])
        XCTAssertEqual(added.first?.migration, MigrationClass.none)
    }

    func test_removalThatLooksLikeARename_suggestsTheRenamingID() throws {
        let renamed = #"<entity name="Book"><attribute name="name" optional="YES" attributeType="String"/></entity>"#
        let removal = try XCTUnwrap(try changes(book, renamed).first { $0.kind == .attributeRemoved })
        XCTAssertTrue(removal.isDestructive)
        XCTAssertEqual(
            removal.suggestion?.contains(#"Book.name is title renamed, set its Renaming ID (elementID) to "title""#),
            true,
            removal.suggestion ?? "no suggestion")
        let differentType =
            #"<entity name="Book"><attribute name="name" optional="YES" attributeType="Integer 64"/></entity>"#
        XCTAssertNil(try changes(book, differentType).first { $0.kind == .attributeRemoved }?.suggestion)
        let entityRenamed =
            #"<entity name="Volume"><attribute name="title" optional="YES" attributeType="String"/></entity>"#
        let entityRemoval = try XCTUnwrap(try changes(book, entityRenamed).first { $0.kind == .entityRemoved })
        XCTAssertEqual(entityRemoval.suggestion?.contains("if Volume is Book renamed"), true)
    }

    func test_aParentsAttribute_isReportedOnceAtTheParent() throws {
        let old = #"<entity name="Item" isAbstract="YES"/><entity name="Book" parentEntity="Item"/>"#
        let new =
            #"<entity name="Item" isAbstract="YES"><attribute name="tag" optional="YES" attributeType="String"/></entity><entity name="Book" parentEntity="Item"/>"#
        XCTAssertEqual(try changes(old, new).map { "\($0.kind.rawValue) \($0.entity)" }, ["attributeAdded Item"])
    }

    func test_versionHash_changesExactlyWhenAChangeNeedsMigration() throws {
        let base = try bundle([("V1", book)]).versions[0]
        let defaulted = try bundle([
            (
                "V1",
                #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String" defaultValueString="x"/></entity>"#
            )
        ]).versions[0]
        let required = try bundle([
            (
                "V1",
                #"<entity name="Book"><attribute name="title" attributeType="String" defaultValueString="x"/></entity>"#
            )
        ]).versions[0]
        XCTAssertEqual(base.versionChecksum, defaulted.versionChecksum, "a default value is not a hash input")
        XCTAssertNotEqual(base.versionChecksum, required.versionChecksum, "optionality is a hash input")
        XCTAssertEqual(base.entities[0].versionHash.count, 64)
        XCTAssertEqual(
            base.versionChecksum, try bundle([("Other", book)]).versions[0].versionChecksum,
            "the hash depends on the model, not on where it is")
    }

    func test_plan_comparesEveryOlderVersionWithTheNewest_andStagesAroundCustomChanges() throws {
        let v2 =
            #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String"/><attribute name="pages" optional="YES" attributeType="String"/></entity>"#
        let v3 =
            #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String"/><attribute name="pages" optional="YES" attributeType="Integer 64"/></entity>"#
        let v4 = v3.replacingOccurrences(
            of: "</entity>", with: #"<attribute name="isbn" optional="YES" attributeType="String"/></entity>"#)
        let versions = try bundle([("V1", book), ("V2", v2), ("V3", v3), ("V4", v4)])
        let plan = try XCTUnwrap(MigrationPlan.make(bundle: versions, diagnostics: strictCollector()))
        XCTAssertEqual(plan.target, "V4")
        XCTAssertEqual(plan.comparisons.map(\.from), ["V1", "V2", "V3"])
        XCTAssertEqual(
            plan.comparisons.map(\.migration), [.lightweight, .custom, .lightweight],
            "V1 never had pages, so V1 → V4 adds it; V2 → V4 changes its type")
        XCTAssertEqual(plan.stages.map(\.kind), [.lightweight, .custom, .lightweight])
        XCTAssertEqual(plan.stages.map(\.versions), [["V1", "V2"], ["V2", "V3"], ["V3", "V4"]])
        XCTAssertEqual(plan.stages[1].customChanges.map(\.property), ["pages"])
        let pair = MigrationPlan.make(bundle: versions, from: "V3", to: "V4", diagnostics: strictCollector())
        XCTAssertEqual(pair?.comparisons.map(\.from), ["V3"])
    }

    func test_plan_namesUnknownAndMisorderedVersions() throws {
        let versions = try bundle([("V1", book), ("V2", book)])
        let collector = strictCollector(expecting: [.error("the model has no version")])
        let missing = MigrationPlan.make(bundle: versions, from: "V9", diagnostics: collector)
        let problems = collector.diagnostics
        XCTAssertNil(missing)
        XCTAssertTrue(problems.rendered.contains(#"the model has no version "V9""#), problems.rendered)
        XCTAssertTrue(problems.rendered.contains(#""V1", "V2""#), "the hint lists the versions")
        let backwardsCollector = strictCollector(expecting: [.error("is not older than")])
        let backwards = MigrationPlan.make(bundle: versions, from: "V2", to: "V1", diagnostics: backwardsCollector)
        let backwardsProblems = backwardsCollector.diagnostics
        XCTAssertNil(backwards)
        XCTAssertTrue(backwardsProblems.rendered.contains("is not older than"))
    }

    func test_lock_acceptsNewVersions_andNamesEditedEntitiesAndRemovedVersions() throws {
        let shelf = #"<entity name="Shelf"><attribute name="label" optional="YES" attributeType="String"/></entity>"#
        let shipped = try bundle([("V1", book + shelf)])
        let lock = VersionLock(bundle: shipped)
        XCTAssertEqual(lock.problems(in: try bundle([("V1", book + shelf), ("V2", book)]), lockPath: "L"), [])
        let edited = lock.problems(in: try bundle([("V1", book + #"<entity name="Shelf"/>"#)]), lockPath: "L").map(
            \.diagnostic)
        XCTAssertEqual(edited.count, 1)
        XCTAssertTrue(
            edited.rendered.contains(
                #"locked version "V1" was edited in place and its version hashes "#
                    + "changed, so stores it wrote no longer open with it: Shelf ('label' removed)"), edited.rendered)
        let removed = lock.problems(in: try bundle([("V2", book)]), lockPath: "L").map(\.diagnostic)
        XCTAssertTrue(removed.rendered.contains(#"locked version "V1" was removed"#), removed.rendered)
        XCTAssertEqual(VersionLock.path(forBundle: "Models/Library.xcdatamodeld/"), "Models/Library.xcdatamodeld.lock")
    }
}

/// Every setting that can change, with the class and data loss Core Data's rules give it.
final class ChangeClassificationTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func only(_ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> ModelChange
    {
        let path = try folder.bundle([("V1", old), ("V2", new)], named: "C\(UUID().uuidString.prefix(8))")
        let bundle = try XCTUnwrap(
            ModelLoader.load(
                path: path, scope: .allVersions,
                diagnostics: strictCollector(file: file, line: line)))
        let changes = ModelDiff.changes(from: bundle.versions[0], to: bundle.versions[1])
        XCTAssertEqual(changes.count, 1, "\(changes)", file: file, line: line)
        return try XCTUnwrap(changes.first, file: file, line: line)
    }

    private func entity(
        _ attributes: String = "", attribute: String = #"optional="YES" attributeType="String""#,
        relationship: String = #"optional="YES" maxCount="1" deletionRule="Nullify""#
    ) -> String {
        """
        <entity name="Book" \(attributes)><attribute name="title" \(attribute)/>\
        <relationship name="shelf" \(relationship) destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/></entity>
        <entity name="Shelf"><relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/></entity>
        <entity name="Case"/>
        """
    }

    func test_attributeSettings() throws {
        let base = #"optional="YES" attributeType="String""#
        let cases: [(String, String, MigrationClass, Bool)] = [
            (#"optional="YES" attributeType="Integer 64""#, "type", .custom, false),
            (#"attributeType="String""#, "optional", .conditional, false),
            (#"optional="YES" transient="YES" attributeType="String""#, "transient", .lightweight, true),
            (
                #"optional="YES" attributeType="String" versionHashModifier="2""#, "versionHashModifier", .lightweight,
                false
            ),
            (#"optional="YES" attributeType="String" defaultValueString="x""#, "defaultValue", .none, false),
            (#"optional="YES" attributeType="String" minValueString="2""#, "validation", .none, false),
            (#"optional="YES" attributeType="String" indexed="YES""#, "indexed", .none, false),
            (
                #"optional="YES" attributeType="String" derived="YES" derivationExpression="uppercase:(name)""#,
                "derivation", .lightweight, false
            ),
        ]
        for (variant, field, migration, destructive) in cases {
            let change = try only(entity(attribute: base), entity(attribute: variant))
            XCTAssertEqual(
                [change.field, change.migration.rawValue, "\(change.isDestructive)"],
                [field, migration.rawValue, "\(destructive)"], variant)
        }
        let binary = #"optional="YES" attributeType="Binary""#
        let external = try only(
            entity(attribute: binary),
            entity(attribute: #"optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES""#))
        XCTAssertEqual(
            [external.field, external.migration.rawValue], ["allowsExternalBinaryDataStorage", "lightweight"])
        let transformable = #"optional="YES" attributeType="Transformable" valueTransformerName="A""#
        let transformer = try only(
            entity(attribute: transformable),
            entity(attribute: #"optional="YES" attributeType="Transformable" valueTransformerName="B""#))
        XCTAssertEqual([transformer.field, transformer.migration.rawValue], ["transformer", "none"])
        XCTAssertNotNil(transformer.condition, "stored values keep the old encoding")
    }

    func test_relationshipSettings() throws {
        let cases: [(String, String, MigrationClass)] = [
            (#"maxCount="1" deletionRule="Nullify""#, "optional", .conditional),
            (#"optional="YES" maxCount="1" deletionRule="Cascade""#, "deleteRule", .none),
            (#"optional="YES" maxCount="1" deletionRule="Nullify" transient="YES""#, "transient", .lightweight),
        ]
        for (variant, field, migration) in cases {
            let change = try only(entity(), entity(relationship: variant))
            XCTAssertEqual([change.field, change.migration.rawValue], [field, migration.rawValue], variant)
        }
        let toManyBase = entity(relationship: #"optional="YES" toMany="YES" deletionRule="Nullify""#)
        let ordered = try only(
            toManyBase, entity(relationship: #"optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify""#))
        XCTAssertEqual([ordered.field, ordered.migration.rawValue], ["ordered", "lightweight"])
        let counted = try only(
            toManyBase, entity(relationship: #"optional="YES" toMany="YES" maxCount="5" deletionRule="Nullify""#))
        XCTAssertEqual([counted.field, counted.migration.rawValue], ["count", "lightweight"])
        let moved = entity().replacingOccurrences(
            of: #"destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf""#,
            with: #"destinationEntity="Case""#)
        let destination = try XCTUnwrap(
            ModelDiff.changes(
                from: try bundleModel(entity()), to: try bundleModel(moved)
            ).first { $0.field == "destinationEntity" })
        XCTAssertEqual(destination.migration, .custom)
    }

    func test_entitySettings() throws {
        let cases: [(String, String, MigrationClass, Bool)] = [
            // Decided in MigrationVerdictTests: the store must hold no objects of the entity itself.
            (#"isAbstract="YES""#, "isAbstract", .conditional, false),
            (#"versionHashModifier="2""#, "versionHashModifier", .lightweight, false),
            (#"representedClassName="BookMO""#, "representedClassName", .none, false),
        ]
        for (variant, field, migration, destructive) in cases {
            let change = try only(entity(), entity(variant))
            XCTAssertEqual(
                [change.field, change.migration.rawValue, "\(change.isDestructive)"],
                [field, migration.rawValue, "\(destructive)"], variant)
        }
        let constrained = entity().replacingOccurrences(
            of: "</entity>\n<entity name=\"Shelf\">",
            with:
                #"<uniquenessConstraints><uniquenessConstraint><constraint value="title"/></uniquenessConstraint></uniquenessConstraints></entity>"#
                + "\n<entity name=\"Shelf\">")
        let constraint = try only(entity(), constrained)
        XCTAssertEqual([constraint.field, constraint.migration.rawValue], ["uniquenessConstraints", "conditional"])
        let indexed = entity().replacingOccurrences(
            of: "</entity>\n<entity name=\"Shelf\">",
            with:
                #"<fetchIndex name="byTitle"><fetchIndexElement property="title" type="Binary" order="ascending"/></fetchIndex></entity>"#
                + "\n<entity name=\"Shelf\">")
        let index = try only(entity(), indexed)
        XCTAssertEqual([index.field, index.migration.rawValue], ["fetchIndexes", "none"])
        let userInfo = entity().replacingOccurrences(
            of: "</entity>\n<entity name=\"Shelf\">",
            with: #"<userInfo><entry key="k" value="v"/></userInfo></entity>"# + "\n<entity name=\"Shelf\">")
        let info = try only(entity(), userInfo)
        XCTAssertEqual([info.field, info.migration.rawValue], ["userInfo", "none"])
    }

    private func bundleModel(_ body: String) throws -> Model {
        let path = try folder.model(body, named: "M\(UUID().uuidString.prefix(8))")
        return try XCTUnwrap(ModelLoader.load(path: path).bundle?.current)
    }
}
