import ShaleModel

/// The translator of the `swiftdata` set: an `@Model` class per entity (`SwiftDataTranslator`) and, for the
/// history, every version as a `VersionedSchema` with the migration plan between them. Computes nothing of the
/// Slate contexts.
package struct SwiftDataSetTranslator: BundleSetTranslator {
    let translator: SwiftDataTranslator
    let summary: ModelSummaryContext

    package typealias Options = SwiftDataOptions

    package init(_ input: TranslationInput, diagnostics: DiagnosticCollector) {
        translator = SwiftDataTranslator(model: input.model, options: Options(input.options))
        summary = ModelSummaryContext(input)
    }

    package func entityContext(for entity: Entity, diagnostics: DiagnosticCollector) -> SwiftDataFileContext {
        let apple = entity.attributes.compactMap(\.customAppleType).filter(\.isPlatformSpecific)
        return SwiftDataFileContext(
            .init(
                name: entity.name, conditionalImports: Set(apple.map(\.module)).sorted(), model: summary,
                swiftData: translator.entity(entity, diagnostics: diagnostics)))
    }

    package func modelContext(entities: [SwiftDataFileContext]) -> SwiftDataSchemaContext {
        SwiftDataSchemaContext(.init(model: summary, entities: entities, swiftData: translator.modelContext()))
    }

    /// Only the history (`history=true`) reads the older versions.
    package static func readsOlderVersions(_ options: TemplateOptions) -> Bool {
        Options(options).writesHistory
    }

    package static func bundleContext(
        bundle: ModelBundle, current: Model, input: TranslationInput,
        currentEntities: [SwiftDataFileContext]?,
        diagnostics: DiagnosticCollector
    ) -> SwiftDataHistoryContext {
        SwiftDataHistoryTranslation.context(
            bundle: bundle, current: current, input: input,
            currentEntities: currentEntities, diagnostics: diagnostics)
    }
}

extension TranslatorKind {
    /// `swiftdata`: SwiftData `@Model` classes and versioned schemas.
    package static let swiftdata = TranslatorKind("swiftdata", translator: SwiftDataSetTranslator.self)
}
