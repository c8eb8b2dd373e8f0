import Foundation
import ShaleModel
import ShaleMustache
import ShaleTestSupport
import XCTest

@testable import ShaleDiff
@testable import ShaleResolver
@testable import ShaleTranslation

/// Documentation/TemplateContext.md is generated from the context types' schemas (`Scripts/regenerate` writes it,
/// the test only compares), and every schema declares exactly the values its type stores.
final class TemplateContextDocumentationTests: XCTestCase {
    func test_referencePage_isTheOneTheSchemasWrite() {
        assertGenerated(ContextReference.markdown(), "Documentation/TemplateContext.md")
    }

    /// One instance of every context type, from the project's models.
    private func samples() throws -> [any TemplateContext] {
        PackagePaths.enterRoot()
        var samples: [any TemplateContext] = []
        for path in ["Golden/Models/Slate.xcdatamodel", "Golden/Models/KitchenSink.xcdatamodeld"] {
            let model = try XCTUnwrap(ModelLoader.load(path: path).bundle?.current)
            let translator = CoreDataSetTranslator(
                input(model, .coredata, ["internal-models": "true"]),
                diagnostics: DiagnosticCollector())
            let entities = translator.entityContexts(of: model, diagnostics: DiagnosticCollector())
            let modelContext = translator.modelContext(entities: entities)
            let modelCoreData = try XCTUnwrap(modelContext.coreData)
            samples += [modelContext, modelContext.values.model, modelCoreData]
            samples += modelCoreData.values.fetchRequests + modelCoreData.values.configurations
            for entity in entities {
                let coreData = try XCTUnwrap(entity.coreData)
                samples += [entity, coreData] + coreData.values.fetchedProperties + coreData.values.fetchIndexes
                samples +=
                    coreData.values.fetchIndexes.flatMap(\.values.elements)
                    + coreData.values.fetchRequests.flatMap(\.values.substitutions)
                let attributes = entity.values.attributes.compactMap(\.coreData)
                samples += attributes + entity.values.relationships.compactMap(\.coreData)
                samples += attributes.flatMap(\.values.validationPredicates)
                samples +=
                    entity.values.attributes + entity.values.relationships + entity.values.substructs
                    + entity.values.attributeNames
                samples += entity.values.keypathCases + entity.values.initializerParameters + entity.values.userInfo
                samples += entity.values.substructs.flatMap(\.values.attributes)
                samples += entity.values.attributes.flatMap(\.values.userInfo)
            }
        }
        let kitchenSink = try XCTUnwrap(
            ModelLoader.load(path: "Golden/Models/KitchenSink.xcdatamodeld").bundle?.current)
        let memoryTranslator = MemorySetTranslator(
            input(kitchenSink, .memory, ["runtime": "memory"]),
            diagnostics: DiagnosticCollector())
        let memoryEntities = memoryTranslator.entityContexts(of: kitchenSink, diagnostics: DiagnosticCollector())
        samples.append(memoryTranslator.modelContext(entities: memoryEntities))
        for entity in memoryEntities {
            let memory = try XCTUnwrap(entity.memory)
            samples += [entity, memory] + memory.values.attributes + memory.values.relationships
        }
        let bundle = try XCTUnwrap(
            ModelLoader.load(path: "Golden/Models/Library.xcdatamodeld", scope: .allVersions).bundle)
        let plan = try XCTUnwrap(MigrationPlan.make(bundle: bundle, diagnostics: strictCollector()))
        let migration = MigrationTranslator.context(plan)
        samples += [migration] + migration.values.comparisons + migration.values.stages + migration.values.overall
        samples += migration.values.versionChecksums
        samples += migration.values.comparisons.flatMap(\.values.changes)
        for path in ["Golden/Models/KitchenSink.xcdatamodeld", "Golden/Models/Library.xcdatamodeld"] {
            samples += try swiftDataSamples(path)
        }
        let slateBundle = SlateTranslator.bundleContext(
            bundle: bundle, current: try XCTUnwrap(bundle.current),
            input: input(try XCTUnwrap(bundle.current), .slate, [:]),
            diagnostics: DiagnosticCollector())
        samples += [slateBundle] + slateBundle.values.versions
        samples += try slate3Samples()
        samples += try xcodeSamples()
        return samples
    }

    /// The `xcode` set's contexts of the kitchen-sink model: every entity's files, properties and accessors.
    private func xcodeSamples() throws -> [any TemplateContext] {
        let model = try XCTUnwrap(ModelLoader.load(path: "Golden/Models/KitchenSink.xcdatamodeld").bundle?.current)
        let translator = XcodeSetTranslator(
            input(model, .xcode, ["include-manual": "true"]),
            diagnostics: DiagnosticCollector())
        let entities = translator.entityContexts(of: model, diagnostics: DiagnosticCollector())
        var samples: [any TemplateContext] = [translator.modelContext(entities: entities)]
        for entity in entities {
            let xcode = entity.values.xcode
            samples += [entity, xcode] + xcode.values.properties + xcode.values.toManyRelationships
        }
        return samples
    }

    /// The `slate3` set's contexts of Slate's kind of model: enums, substructs, renamed attributes and losses.
    private func slate3Samples() throws -> [any TemplateContext] {
        let model = try XCTUnwrap(ModelLoader.load(path: "Golden/Models/Slate.xcdatamodel").bundle?.current)
        let translator = Slate3SetTranslator(input(model, .slate3, [:]), diagnostics: DiagnosticCollector())
        let entities = translator.entityContexts(of: model, diagnostics: DiagnosticCollector())
        let schema = translator.modelContext(entities: entities)
        let modelContext = schema.values.slate3
        var samples: [any TemplateContext] = [schema, modelContext] + modelContext.values.enums
        for entity in entities {
            let slate3 = entity.values.slate3
            samples += [entity, slate3, slate3.values.names] + slate3.values.relationships + slate3.values.attributes
            samples += slate3.values.embedded + slate3.values.embedded.flatMap(\.values.fields)
            samples += slate3.values.losses + slate3.values.renamedAttributes
        }
        return samples
    }

    /// The bundle context of `path` with the `swiftdata` set's parts, and everything it holds.
    private func swiftDataSamples(_ path: String) throws -> [any TemplateContext] {
        let bundle = try XCTUnwrap(ModelLoader.load(path: path, scope: .allVersions).bundle)
        let current = try XCTUnwrap(bundle.current)
        let context = SwiftDataSetTranslator.bundleContext(
            bundle: bundle, current: current, input: input(current, .swiftdata, ["history": "true"]),
            diagnostics: DiagnosticCollector())
        let swiftData = context.values.swiftData
        let translator = SwiftDataSetTranslator(input(current, .swiftdata, [:]), diagnostics: DiagnosticCollector())
        let files = translator.entityContexts(of: current, diagnostics: DiagnosticCollector())
        var samples: [any TemplateContext] = [context, swiftData, translator.modelContext(entities: files)]
        samples += context.values.versions
        samples += swiftData.values.stages
        samples += swiftData.values.typealiases
        samples += swiftData.values.stages.flatMap(\.values.changes)
        for version in context.values.versions {
            let schema = version.values.swiftData
            samples += [schema, schema.values.model]
            for entity in version.values.entities {
                let model = entity.values.swiftData
                samples += [entity, model]
                samples += model.values.properties
                samples += model.values.composites
                samples += model.values.parameters
                samples += model.values.assignments
                samples += model.values.composites.flatMap(\.values.properties)
            }
        }
        return samples
    }

    /// The input translating `model` for a set of translator `kind` with option texts `texts`.
    private func input(_ model: Model, _ kind: TranslatorKind, _ texts: [String: String]) -> TranslationInput {
        TranslationInput(
            model: model, modelName: "M", options: TemplateOptions.parsing(texts, types: kind.optionTypes).options)
    }

    func test_everyStoredValue_isAKey_andEveryKeyReadsIt() throws {
        var seenTypes = Set<String>()
        for sample in try samples() {
            let description = sample.contextDescription
            var stored: [String] = []
            let values = try XCTUnwrap(
                Mirror(reflecting: sample).children.first { $0.label == "values" }?.value,
                "\(description.name) keeps its values in `values`")
            for child in Mirror(reflecting: values).children {
                guard let label = child.label else { continue }
                stored.append(label)
                let isNil =
                    Mirror(reflecting: child.value).displayStyle == .optional
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
