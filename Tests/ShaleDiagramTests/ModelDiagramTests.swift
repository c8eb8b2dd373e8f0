import ShaleDiagram
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// What a diagram of one version draws: rows, markers, links once per inverse pair, inheritance.
final class ModelDiagramTests: TemporaryFolderTestCase {
    private func diagram(_ body: String) throws -> ERDiagram {
        let result = ModelLoader.load(path: try folder.model(body))
        XCTAssertFalse(result.diagnostics.containsErrors, result.diagnostics.rendered)
        return ERDiagram(model: try XCTUnwrap(result.bundle?.current))
    }

    func test_attributes_showTheirSwiftType_optionality_andMarkers() throws {
        let diagram = try diagram(
            """
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="isbn" attributeType="String"/>
                <attribute name="pages" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
                <attribute name="cache" optional="YES" transient="YES" attributeType="Binary"/>
                <attribute name="title" attributeType="String" indexed="YES"/>
                <attribute name="link" optional="YES" attributeType="URI"/>
                <uniquenessConstraints>
                    <uniquenessConstraint><constraint value="isbn"/></uniquenessConstraint>
                    <uniquenessConstraint><constraint value="title"/><constraint value="pages"/></uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            """)
        let rows = try XCTUnwrap(diagram.entity(named: "Book")).members
        XCTAssertEqual(rows.map(\.name), ["isbn", "pages", "cache", "title", "link", "title, pages"])
        XCTAssertEqual(rows.map(\.type), ["String", "Int16?", "Data?", "String", "URL?", ""])
        XCTAssertEqual(rows.map(\.flags), [["unique"], [], ["transient"], ["indexed"], [], ["unique"]])
    }

    func test_inversePair_isOneLink_withTheCardinalityOfEachSideAtTheOtherEnd() throws {
        let diagram = try diagram(
            """
            <entity name="Shelf" syncable="YES">
                <relationship name="books" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" \
            destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
            </entity>
            <entity name="Book" syncable="YES">
                <relationship name="shelf" maxCount="1" deletionRule="Deny" destinationEntity="Shelf" \
            inverseName="books" inverseEntity="Shelf"/>
                <relationship name="related" optional="YES" toMany="YES" minCount="2" maxCount="3" \
            deletionRule="Nullify" destinationEntity="Book"/>
            </entity>
            """)
        XCTAssertEqual(diagram.links.count, 2)
        let pair = diagram.links[0]
        XCTAssertEqual([pair.source, pair.destination], ["Shelf", "Book"])
        XCTAssertEqual(pair.forward.cardinality.description, "0..* ordered")
        XCTAssertEqual(pair.inverse?.cardinality.description, "1")
        XCTAssertEqual(pair.label, "books (cascade) / shelf (deny)")
        let oneWay = diagram.links[1]
        XCTAssertNil(oneWay.inverse)
        XCTAssertEqual(oneWay.forward.cardinality.description, "0 or 2..3")
        let mermaid = MermaidWriter.render(diagram)
        XCTAssertTrue(mermaid.contains(#"Shelf "1" -- "0..* ordered" Book : books (cascade) / shelf (deny)"#), mermaid)
        XCTAssertTrue(mermaid.contains(#"Book --> "0 or 2..3" Book : related"#), mermaid)
    }

    func test_inheritance_drawsAbstractParents_andSubentitiesWithOnlyTheirOwnRows() throws {
        let diagram = try diagram(
            """
            <entity name="Item" isAbstract="YES" syncable="YES">
                <attribute name="id" attributeType="UUID"/>
            </entity>
            <entity name="Note" parentEntity="Item" syncable="YES">
                <attribute name="text" attributeType="String"/>
            </entity>
            """)
        XCTAssertEqual(diagram.inheritance, [DiagramInheritance(parent: "Item", child: "Note")])
        XCTAssertEqual(diagram.entity(named: "Item")?.isAbstract, true)
        XCTAssertEqual(diagram.entity(named: "Note")?.members.map(\.name), ["text"])
        let mermaid = MermaidWriter.render(diagram)
        XCTAssertTrue(mermaid.contains("<<abstract>>") && mermaid.contains("Item <|-- Note"), mermaid)
        let dot = DOTWriter.render(diagram)
        XCTAssertTrue(dot.contains(#""Item" -> "Note" [dir=back, arrowtail=empty"#), dot)
    }

    func test_entityInSeveralConfigurations_isInTheGroupOfThatCombination() throws {
        let diagram = ERDiagram(
            model: try XCTUnwrap(
                ModelLoader.load(
                    path: try folder.model(
                        """
                        <entity name="A" syncable="YES"/>
                        <entity name="B" syncable="YES"/>
                        <entity name="C" syncable="YES"/>
                        <configuration name="Cloud"><memberEntity name="A"/><memberEntity name="B"/></configuration>
                        <configuration name="Local"><memberEntity name="B"/></configuration>
                        """)
                ).bundle?.current), options: DiagramOptions(showsConfigurations: true))
        XCTAssertEqual(
            diagram.groups,
            [
                DiagramGroup(name: "Cloud", entities: ["A"]),
                DiagramGroup(name: "Cloud, Local", entities: ["B"]),
            ])
        let mermaid = MermaidWriter.render(diagram)
        XCTAssertTrue(mermaid.contains("namespace Cloud__Local {"), mermaid)
        XCTAssertEqual(MermaidGrammar.problems(mermaid), [])
    }
}
