import ShaleModel

/// The options of a set translated by the Slate 2 part: what they give `EntityTranslator`.
package protocol SlateFamilySetOptions: SetOptions {
    /// The values the Slate 2 part reads.
    var family: SlateFamilyOptions { get }
}

/// A set translator made of the Slate 2 part (`EntityTranslator`): the `slate`, `coredata` and `memory` sets'.
/// Each set's folder declares its translator (a few lines: its options type) and its options; what they share is
/// implemented here once.
package protocol SlateFamilySetTranslator: BundleSetTranslator
where
    EntityRoot == EntityContext, ModelRoot == ModelContext, BundleRoot == BundleContext,
    Options: SlateFamilySetOptions
{
    /// The per-entity translation.
    var translator: EntityTranslator { get }

    /// A translator over `translator`.
    init(translator: EntityTranslator)
}

extension SlateFamilySetTranslator {
    package init(_ input: TranslationInput, diagnostics: DiagnosticCollector) {
        self.init(translator: EntityTranslator(input, options: Self.familyOptions(input)))
    }

    package func entityContext(for entity: Entity, diagnostics: DiagnosticCollector) -> EntityContext {
        translator.translate(entity, diagnostics: diagnostics)
    }

    package func modelContext(entities: [EntityContext]) -> ModelContext {
        translator.modelContext(entities: entities)
    }

    package static func bundleContext(
        bundle: ModelBundle, current: Model, input: TranslationInput,
        currentEntities: [EntityContext]?,
        diagnostics: DiagnosticCollector
    ) -> BundleContext {
        BundleTranslator.context(
            bundle: bundle, current: current, input: input, options: familyOptions(input),
            currentEntities: currentEntities, diagnostics: diagnostics)
    }

    /// What the Slate 2 part reads of `input`: the set's typed options, and its manifest's `immutableModels:`.
    static func familyOptions(_ input: TranslationInput) -> SlateFamilyOptions {
        var options = Options(input.options).family
        options.writesImmutableModels = input.writesImmutableModels
        return options
    }
}
