import Foundation
@testable import ShaleCore
import ShaleRender
import ShaleTestSupport
import ShaleMustache
import XCTest

/// Documentation/TemplateContext.md is generated from the context types' schemas, and every schema declares
/// exactly the values its type stores.
final class TemplateContextDocumentationTests: XCTestCase {
    func test_referencePage_isTheOneTheSchemasWrite() {
        assertGolden(ContextReference.markdown(), "../Documentation/TemplateContext.md")
    }

    /// One instance of every context type, from the project's models.
    private func samples() throws -> [any TemplateContext] {
        PackagePaths.enterRoot()
        var samples: [any TemplateContext] = []
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
        for path in ["Golden/Models/KitchenSink.xcdatamodeld", "Golden/Models/Library.xcdatamodeld"] {
            samples += try swiftDataSamples(path)
        }
        return samples
    }

    /// The bundle context of `path` with the `swiftdata` set's parts, and everything it holds.
    private func swiftDataSamples(_ path: String) throws -> [any TemplateContext] {
        let bundle = try XCTUnwrap(ModelLoader.load(path: path, scope: .allVersions).bundle)
        let (context, _) = BundleTranslator.context(
            bundle: bundle, current: try XCTUnwrap(bundle.current), modelName: "B", options: ["history": "true"],
            includesCoreData: false, includesSwiftData: true, writesImmutableModels: false)
        let swiftData = try XCTUnwrap(context.swiftData)
        var samples: [any TemplateContext] = [context, swiftData]
        samples += context.versions + swiftData.stages + swiftData.typealiases + swiftData.stages.flatMap(\.changes)
        for version in context.versions {
            let schema = try XCTUnwrap(version.swiftData)
            samples += [schema, schema.model]
            for entity in version.entities {
                let model = try XCTUnwrap(entity.swiftData)
                samples += [entity, model] + model.properties + model.composites + model.parameters + model.assignments
                samples += model.composites.flatMap(\.properties)
            }
        }
        return samples
    }

    func test_everyStoredValue_isAKey_andEveryKeyReadsIt() throws {
        var seenTypes = Set<String>()
        for sample in try samples() {
            let description = sample.contextDescription
            var stored: [String] = []
            for child in Mirror(reflecting: sample).children {
                guard let label = child.label else { continue }
                stored.append(label)
                let isNil = Mirror(reflecting: child.value).displayStyle == .optional
                    && Mirror(reflecting: child.value).children.isEmpty
                let field = try XCTUnwrap(sample.field(named: label), "\(description.name) has no key \(label)")
                if case .null = field {
                    XCTAssertTrue(isNil, "\(description.name).\(label) reads null for a value")
                } else {
                    XCTAssertFalse(isNil, "\(description.name).\(label) reads a value for nil")
                }
            }
            XCTAssertEqual(stored, description.keys.map(\.name), "stored values and keys of \(description.name)")
            seenTypes.insert(description.name)
        }
        let documented = Set(ContextReference.reachableTypes().map(\.name))
        XCTAssertEqual(seenTypes, documented, "every context type has a sample")
    }

    func test_keyHash_isTheEnginesKeyHash() {
        for name in ["", "name", "attributes", "coreData", "first()", "é", String(repeating: "k", count: 40)] {
            XCTAssertEqual(ContextKeyHash.of(name), MustacheKey(name).fastHash, name)
        }
    }
}
