import ShaleDiff
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// One behaviour per test: each kind of change and how it is classified.
final class ModelDiffTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// The model made of `body`, loaded through a strict collector that allows `expected`.
    private func model(
        _ body: String, expecting expected: [ExpectedDiagnostic] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Model {
        let path = try folder.model(body, named: "M\(UUID().uuidString.prefix(8))")
        let bundle = ModelLoader.load(
            path: path, diagnostics: strictCollector(expecting: expected, file: file, line: line))
        return try XCTUnwrap(bundle?.current, file: file, line: line)
    }

    private func diff(
        _ old: String, _ new: String, expecting expected: [ExpectedDiagnostic] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [ModelChange] {
        ModelDiff.changes(
            from: try model(old, expecting: expected, file: file, line: line),
            to: try model(new, expecting: expected, file: file, line: line))
    }

    private func summary(_ changes: [ModelChange]) -> [String] {
        changes.map { change in
            [
                change.kind.rawValue, change.entity, change.property ?? "", change.field ?? "",
                change.migration.rawValue, change.isDestructive ? "destructive" : "",
            ]
            .filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    private let book = #"<entity name="Book"><attribute name="title" attributeType="String"/></entity>"#

    func test_identicalModels_haveNoChanges() throws {
        XCTAssertEqual(try diff(book, book), [])
    }

    func test_renamedAttributeWithRenamingID_isInferable() throws {
        let changes = try diff(
            book, #"<entity name="Book"><attribute name="name" attributeType="String" elementID="title"/></entity>"#)
        XCTAssertEqual(summary(changes), ["attributeRenamed Book name lightweight"])
        XCTAssertEqual(changes.first?.before, "title")
    }

    func test_renameWithoutRenamingID_isARemovalAndAnAddition_andDestructive() throws {
        let changes = try diff(book, #"<entity name="Book"><attribute name="name" attributeType="String"/></entity>"#)
        XCTAssertEqual(
            summary(changes),
            ["attributeAdded Book name conditional", "attributeRemoved Book title lightweight destructive"])
    }

    func test_newRequiredAttributeWithoutDefault_isConditional_withDefault_isInferable() throws {
        let required = try diff(
            book,
            #"<entity name="Book"><attribute name="title" attributeType="String"/><attribute name="pages" attributeType="Integer 32"/></entity>"#
        )
        XCTAssertEqual(required.first?.migration, .conditional)
        XCTAssertTrue(required.first?.condition?.contains("default value") == true)
        let defaulted = try diff(
            book,
            #"<entity name="Book"><attribute name="title" attributeType="String"/><attribute name="pages" attributeType="Integer 32" defaultValueString="0"/></entity>"#
        )
        XCTAssertEqual(defaulted.first?.migration, .lightweight)
    }

    func test_typeChange_needsACustomStage() throws {
        let changes = try diff(book, #"<entity name="Book"><attribute name="title" attributeType="Binary"/></entity>"#)
        XCTAssertEqual(summary(changes), ["attributeChanged Book title type custom"])
    }

    func test_optionalToRequired_isConditional_requiredToOptional_isInferable() throws {
        let optional = #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String"/></entity>"#
        XCTAssertEqual(try diff(optional, book).first?.migration, .conditional)
        XCTAssertEqual(try diff(book, optional).first?.migration, .lightweight)
    }

    func test_defaultValueAndValidationChanges_needNoMigration() throws {
        let changes = try diff(
            book,
            #"<entity name="Book"><attribute name="title" attributeType="String" defaultValueString="x" minValueString="1"/></entity>"#
        )
        XCTAssertEqual(Set(changes.map(\.migration)), [.none])
        XCTAssertEqual(Set(changes.compactMap(\.field)), ["defaultValue", "validation"])
    }

    func test_entityRenameWithRenamingID_keepsRelationshipsPointingAtIt() throws {
        let old = """
            <entity name="Writer"><relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="writer" inverseEntity="Book"/></entity>
            <entity name="Book"><relationship name="writer" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Writer" inverseName="books" inverseEntity="Writer"/></entity>
            """
        let new = """
            <entity name="Author" elementID="Writer"><relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="author" inverseEntity="Book"/></entity>
            <entity name="Book"><relationship name="author" elementID="writer" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/></entity>
            """
        XCTAssertEqual(
            summary(try diff(old, new)),
            ["entityRenamed Author lightweight", "relationshipRenamed Book author lightweight"])
    }

    func test_toManyToToOne_isInferableButDestructive_deleteRuleNeedsNothing() throws {
        let toMany = """
            <entity name="A"><relationship name="bs" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="B"/></entity><entity name="B"/>
            """
        let toOne = """
            <entity name="A"><relationship name="bs" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="B"/></entity><entity name="B"/>
            """
        // A one-way relationship on purpose: the resolver's warning about it is expected.
        let changes = try diff(toMany, toOne, expecting: [.warning("relationship 'bs' of entity 'A' has no inverse")])
        XCTAssertEqual(
            summary(changes),
            [
                "relationshipChanged A bs toMany lightweight destructive",
                "relationshipChanged A bs count lightweight",
                "relationshipChanged A bs deleteRule none",
            ])
    }

    func test_movingAnEntityUnderAnExistingOne_mergesHierarchies_andNeedsACustomStage() throws {
        let separate = #"<entity name="A"/><entity name="B"/>"#
        let merged = #"<entity name="A"/><entity name="B" parentEntity="A"/>"#
        XCTAssertEqual(try diff(separate, merged).first?.migration, .custom)
        let newParent = #"<entity name="P"/><entity name="A" parentEntity="P"/><entity name="B"/>"#
        XCTAssertEqual(
            summary(try diff(separate, newParent)),
            ["entityAdded P lightweight", "entityChanged A parentEntity lightweight"])
    }

    func test_removedEntity_isDestructive_andTheModelMigratesAtItsStrongestChange() throws {
        let old = try model(book + #"<entity name="Shelf"/>"#)
        let new = try model(#"<entity name="Book"><attribute name="title" attributeType="Binary"/></entity>"#)
        let changes = ModelDiff.changes(from: old, to: new)
        XCTAssertTrue(changes.contains { $0.kind == .entityRemoved && $0.isDestructive })
        XCTAssertEqual(ModelDiff.migration(from: old, to: new), .custom)
    }

    func test_threeVersionGoldenBundle_eachOlderVersionAgainstTheNewest() throws {
        PackagePaths.enterRoot()
        let bundle = try XCTUnwrap(
            ModelLoader.load(path: "Golden/Models/Library.xcdatamodeld", scope: .allVersions).bundle)
        let newest = try XCTUnwrap(bundle.versions.last)
        let fromFirst = ModelDiff.changes(from: bundle.versions[0], to: newest)
        XCTAssertTrue(fromFirst.contains { $0.kind == .attributeRenamed && $0.property == "pageCount" })
        XCTAssertTrue(fromFirst.contains { $0.kind == .attributeRemoved && $0.property == "notes" && $0.isDestructive })
        XCTAssertTrue(fromFirst.contains { $0.kind == .entityRenamed && $0.entity == "Author" })
        XCTAssertEqual(
            ModelDiff.migration(from: bundle.versions[1], to: newest), .custom,
            "pageCount went from Integer 32 to Integer 64")
    }
}
