import Foundation
import ShaleTestSupport
import XCTest

/// The compiled-model reader on Apple's output: what it reads from a `.mom` and a `VersionInfo.plist`.
final class CompiledModelReaderTests: XCTestCase {
    private func pair(_ id: String) throws -> URL {
        try PackagePaths.shared("momc-pairs/compiled").appendingPathComponent(id)
    }

    func test_readsEntitiesPropertiesAndTemplates_ofACompiledModel() throws {
        let folder = try pair("SwiftGen__SwiftGen/1b57d24890")
        let model = try CompiledModel(contentsOf: folder.appendingPathComponent("Model 2.mom"))
        XCTAssertEqual(model.entities.count, 8)
        XCTAssertEqual(model.compilerXcodeVersion, 130401)
        XCTAssertEqual(model.configurations, ["Custom": ["NewEntity"]])
        let main = try XCTUnwrap(model.entity(named: "MainEntity"))
        XCTAssertEqual(main.className, "CustomMainEntity")
        XCTAssertEqual(main.subentities, ["ChildEntity"])
        XCTAssertEqual(main.userInfo, ["key": "value"])
        let uuid = try XCTUnwrap(main.attributes.first { $0.name == "uuid" })
        XCTAssertEqual([uuid.attributeType], [1100])
        XCTAssertEqual(uuid.valueClassName, "NSUUID")
        XCTAssertTrue(uuid.base.isOptional)
        let oneToMany = try XCTUnwrap(main.relationships.first { $0.name == "oneToMany" })
        XCTAssertEqual(
            [oneToMany.destinationEntity, oneToMany.inverseName, oneToMany.inverseEntity],
            ["SecondaryEntity", "oneToMany", "SecondaryEntity"])
        XCTAssertTrue(oneToMany.isOrdered)
        XCTAssertTrue(oneToMany.isToMany)
        let child = try XCTUnwrap(model.entity(named: "ChildEntity"))
        XCTAssertEqual(child.superentity, "MainEntity")
        XCTAssertEqual(model.lineage(of: child).map(\.name), ["MainEntity", "ChildEntity"])
        XCTAssertNil(child.versionHash)
        XCTAssertEqual(
            child.attributes.map(\.derivationExpression),
            ["canonical:(optionalString)", "count:(oneToMany)", "now()"])
        let request = try XCTUnwrap(model.fetchRequestTemplates.first { $0.name == "ObjectIDFetchRequest" })
        XCTAssertEqual(request.predicate, "oneToOne.name == $NAME OR string == $NEEDLE")
        XCTAssertEqual(request.substitutionVariables, ["NAME", "NEEDLE"])
        XCTAssertEqual(request.resultType, 1)
    }

    func test_readsVersionHashes_ofVersionInfo() throws {
        let info = try CompiledVersionInfo(
            contentsOf: pair("SwiftGen__SwiftGen/1b57d24890")
                .appendingPathComponent("VersionInfo.plist"))
        XCTAssertEqual(info.currentVersionName, "Model 2")
        XCTAssertEqual(info.versionHashes["Model 2"]?.count, 8)
        XCTAssertEqual(info.versionHashes["Model 2"]?["MainEntity"]?.count, 32)
    }

    func test_rejectsAFileThatIsNoKeyedArchive() throws {
        XCTAssertThrowsError(try KeyedArchive(data: Data("not a plist".utf8)))
    }
}
