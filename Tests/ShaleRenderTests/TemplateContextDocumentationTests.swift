import Foundation
import ShaleCore
import ShaleRender
import ShaleTestSupport
import XCTest

/// Documentation/TemplateContext.md, the context types and their `child(named:)` lookups must agree.
final class TemplateContextDocumentationTests: XCTestCase {
    /// The keys the page documents, by context type name.
    private func documentedKeys() throws -> [String: Set<String>] {
        let page = try String(contentsOf: PackagePaths.root.appendingPathComponent("Documentation/TemplateContext.md"),
                              encoding: .utf8)
        var keys: [String: Set<String>] = [:]
        var current: String?
        for line in page.split(separator: "\n") {
            if line.hasPrefix("## ") {
                current = String(line.dropFirst(3))
                keys[current!] = []
            } else if let current, line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") {
                keys[current]!.insert(String(line[line.index(line.startIndex, offsetBy: 3)..<end]))
            }
        }
        return keys
    }

    /// One instance of every context type, from the project's models.
    private func samples() throws -> [any ContextValue] {
        PackagePaths.enterRoot()
        var samples: [any ContextValue] = []
        for path in ["Golden/Models/Slate.xcdatamodel", "Golden/Models/KitchenSink.xcdatamodeld"] {
            let model = try XCTUnwrap(ModelLoader.load(path: path).bundle?.current)
            var translator = EntityTranslator(model: model, modelName: "M", options: ["name-transform": "I%@"])
            let entities = translator.entityContexts()
            let modelContext = translator.modelContext(entities: entities)
            let modelCoreData = try XCTUnwrap(modelContext.coreData)
            samples += [modelContext, translator.modelContext, modelCoreData]
            samples += modelCoreData.fetchRequests + modelCoreData.configurations
            for entity in entities {
                let coreData = try XCTUnwrap(entity.coreData)
                samples += [entity, coreData] + coreData.fetchedProperties + coreData.fetchIndexes
                samples += coreData.fetchIndexes.flatMap(\.elements) + coreData.fetchRequests.flatMap(\.substitutions)
                let attributes = entity.attributes.compactMap(\.coreData)
                samples += attributes + entity.relationships.compactMap(\.coreData)
                samples += attributes.flatMap(\.validationPredicates)
                samples += entity.attributes + entity.relationships + entity.substructs + entity.attributeNames
                samples += entity.keypathCases + entity.initializerParameters + entity.userInfo
                samples += entity.substructs.flatMap(\.attributes)
                samples += entity.attributes.flatMap(\.userInfo)
            }
        }
        let kitchenSink = try XCTUnwrap(ModelLoader.load(path: "Golden/Models/KitchenSink.xcdatamodeld").bundle?.current)
        var memoryTranslator = EntityTranslator(model: kitchenSink, modelName: "K", options: ["runtime": "memory"],
                                                includesCoreData: false)
        let memoryEntities = memoryTranslator.entityContexts()
        samples.append(memoryTranslator.modelContext(entities: memoryEntities))
        for entity in memoryEntities {
            let memory = try XCTUnwrap(entity.memory)
            samples += [entity, memory] + memory.attributes + memory.relationships
        }
        let bundle = try XCTUnwrap(ModelLoader.load(path: "Golden/Models/Library.xcdatamodeld", scope: .allVersions).bundle)
        let plan = try XCTUnwrap(MigrationPlan.make(bundle: bundle).0)
        let migration = MigrationTranslator.context(plan)
        samples += [migration] + migration.comparisons + migration.stages
        samples += migration.comparisons.flatMap(\.changes)
        return samples
    }

    func test_everyContextKey_isDocumented_andLookedUp() throws {
        let documented = try documentedKeys()
        var seenTypes = Set<String>()
        for sample in try samples() {
            let type = String(describing: Swift.type(of: sample))
            let keys = try XCTUnwrap(documented[type], "Documentation/TemplateContext.md has no section \(type)")
            var stored = Set<String>()
            for child in Mirror(reflecting: sample).children {
                guard let label = child.label else { continue }
                stored.insert(label)
                let isNil = Mirror(reflecting: child.value).displayStyle == .optional
                    && Mirror(reflecting: child.value).children.isEmpty
                XCTAssertEqual(sample.child(named: label) == nil, isNil, "\(type).child(named: \"\(label)\")")
            }
            XCTAssertEqual(stored, keys, "keys of \(type) and its documentation differ")
            seenTypes.insert(type)
        }
        XCTAssertEqual(seenTypes, Set(documented.keys), "every documented context type has a sample")
    }
}
