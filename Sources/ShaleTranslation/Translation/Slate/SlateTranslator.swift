import ShaleModel

/// The translator of the `slate`, `coredata` and `memory` sets: Slate 2 immutable models and Core Data classes
/// (`EntityTranslator`), with the `coreData` keys for `coredata` and ShaleRuntime targets for `memory` (or
/// `runtime=memory`).
public struct SlateTranslator: BundleSetTranslator {
    /// The per-entity translation.
    let translator: EntityTranslator

    public static let optionTypes: [String: OptionType] = [
        "int-cast": .bool,
        "internal-models": .bool,
        "public-param-init": .bool,
        "readonly-protocols": .bool,
        "retroactive": .bool,
        "name-transform": .transform,
        "file-transform": .transform,
        "managed-imports": .modules,
        "runtime": .choice(["coredata", "memory"]),
    ]

    public init(_ input: TranslationInput, diagnostics: DiagnosticCollector) {
        translator = EntityTranslator(input)
    }

    public func entityContext(for entity: Entity, diagnostics: DiagnosticCollector) -> EntityContext {
        translator.translate(entity, diagnostics: diagnostics)
    }

    public func modelContext(entities: [EntityContext]) -> ModelContext {
        translator.modelContext(entities: entities)
    }

    public static func bundleContext(bundle: ModelBundle, current: Model, input: TranslationInput,
                                     currentEntities: [EntityContext]?,
                                     diagnostics: DiagnosticCollector) -> BundleContext {
        BundleTranslator.context(bundle: bundle, current: current, input: input, currentEntities: currentEntities,
                                 diagnostics: diagnostics)
    }
}
