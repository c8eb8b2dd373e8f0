import ShaleDiagram
import ShaleDiff
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// The diagram of a migration: ModelDiff's changes and verdicts drawn in colour, the rest dimmed.
final class MigrationDiagramTests: TemporaryFolderTestCase {
    private let old = """
        <entity name="Shelf" syncable="YES">
            <attribute name="label" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" \
        inverseName="shelf" inverseEntity="Book"/>
        </entity>
        <entity name="Book" syncable="YES">
            <attribute name="title" attributeType="String"/>
            <attribute name="pages" attributeType="Integer 32" usesScalarValueType="YES"/>
            <attribute name="notes" optional="YES" attributeType="String"/>
            <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" \
        inverseName="books" inverseEntity="Shelf"/>
        </entity>
        <entity name="Stamp" syncable="YES">
            <attribute name="code" attributeType="String"/>
        </entity>
        """
    private let new = """
        <entity name="Shelf" syncable="YES">
            <attribute name="label" attributeType="String"/>
        </entity>
        <entity name="Book" syncable="YES">
            <attribute name="title" attributeType="String"/>
            <attribute name="pages" attributeType="String"/>
            <attribute name="isbn" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Review" syncable="YES">
            <attribute name="stars" attributeType="Integer 16" usesScalarValueType="YES"/>
        </entity>
        """

    private func diagram() throws -> (ERDiagram, [ModelChange]) {
        let bundle = try XCTUnwrap(
            ModelLoader.load(
                path: try folder.bundle([("V1", old), ("V2", new)]),
                scope: .allVersions
            ).bundle)
        let changes = ModelDiff.changes(from: bundle.versions[0], to: bundle.versions[1])
        return (ERDiagram(migrationFrom: bundle.versions[0], to: bundle.versions[1], changes: changes), changes)
    }

    func test_entities_areMarkedAddedRemovedChangedOrUnchanged_withTheirVerdicts() throws {
        let (diagram, _) = try diagram()
        XCTAssertEqual(diagram.entities.map(\.name), ["Shelf", "Book", "Review", "Stamp"])
        XCTAssertEqual(diagram.entities.map(\.mark), [.changed, .changed, .added, .removed])
        let book = try XCTUnwrap(diagram.entity(named: "Book"))
        XCTAssertEqual(book.notes, ["migration: custom · loses data"])
        XCTAssertEqual(book.members.map(\.name), ["pages", "isbn", "notes", "shelf"])
        XCTAssertEqual(book.members.map(\.mark), [.changed, .added, .removed, .removed])
        XCTAssertEqual(book.members[0].type, "String")
        XCTAssertEqual(book.members[0].note, "type Integer 32 → String · custom")
        XCTAssertEqual(book.members[2].note, "lightweight · loses data")
        XCTAssertEqual(book.collapsedMembers, 1, "title did not change")
        XCTAssertEqual(diagram.entity(named: "Stamp")?.notes, ["removed", "migration: lightweight · loses data"])
    }

    func test_removedRelationships_areDrawnDashedInRed_andUnchangedEntitiesCollapsed() throws {
        let (diagram, _) = try diagram()
        XCTAssertEqual(diagram.links.map(\.mark), [.removed])
        XCTAssertEqual(diagram.links.first?.label, "books / shelf")
        let mermaid = MermaidWriter.render(diagram)
        XCTAssertTrue(mermaid.contains(#"Shelf "0..1" .. "0..*" Book : removed · books / shelf"#), mermaid)
        XCTAssertTrue(mermaid.contains("cssClass \"Shelf,Book\" changed"), mermaid)
        XCTAssertTrue(mermaid.contains("cssClass \"Review\" added") && mermaid.contains("cssClass \"Stamp\" removed"))
        XCTAssertEqual(MermaidGrammar.problems(mermaid), [], mermaid)
        let dot = DOTWriter.render(diagram)
        XCTAssertTrue(dot.contains(##"color="#cf222e", fontcolor="#cf222e", style=dashed"##), dot)
    }

    func test_unchangedVersion_dimsEveryEntity_andCollapsesTheirRows() throws {
        let bundle = try XCTUnwrap(
            ModelLoader.load(
                path: try folder.bundle([("V1", old), ("V2", old)]),
                scope: .allVersions
            ).bundle)
        let diagram = ERDiagram(migrationFrom: bundle.versions[0], to: bundle.versions[1], changes: [])
        XCTAssertEqual(Set(diagram.entities.map(\.mark)), [.unchanged])
        XCTAssertEqual(diagram.entities.map(\.collapsedMembers), [1, 3, 1])
        XCTAssertTrue(diagram.entities.allSatisfy(\.members.isEmpty))
        XCTAssertTrue(MermaidWriter.render(diagram).contains("… 3 unchanged"))
    }
}
