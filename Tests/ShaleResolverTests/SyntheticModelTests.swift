import ShaleResolver
import ShaleSynthetic
import ShaleTestSupport
import XCTest

final class SyntheticModelTests: XCTestCase {
    func test_syntheticModel_resolvesWithoutDiagnostics_andHasTheRequestedShape() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let synthetic = SyntheticModel(entities: 25, attributes: 20, relationships: 4)
        let path = try folder.write(synthetic.xml(), to: "Synthetic.xcdatamodel/contents")
        let model = try XCTUnwrap(ModelLoader.load(path: path, diagnostics: strictCollector())?.current)
        XCTAssertEqual(model.entities.count, 25)
        XCTAssertTrue(model.entities.allSatisfy { $0.declaredAttributes.count == 20 })
        XCTAssertTrue(model.entities.allSatisfy { $0.declaredRelationships.count == 4 })
        XCTAssertEqual(model.entity(named: "Entity1")?.ancestors, ["Entity0"])
        XCTAssertEqual(model.entity(named: "Entity1")?.attributes.count, 40)
        XCTAssertTrue(model.entities.flatMap(\.relationships).contains { $0.isOrdered })
    }
}
