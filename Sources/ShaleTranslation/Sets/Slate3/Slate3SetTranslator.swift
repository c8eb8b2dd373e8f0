import ShaleModel

/// The translator of the `slate3` set: a Slate 3 schema struct per entity and the migration report
/// (`Slate3Translator`). Of the Slate 2 translation it computes only the immutable models' members, whose names
/// and types the report compares with Slate 3's.
package struct Slate3SetTranslator: SetTranslator {
    package typealias Options = Slate3Options
    let translator: Slate3Translator
    /// The Slate 2 side: immutable type names, classes and members.
    let slate2: EntityTranslator
    let summary: ModelSummaryContext

    package init(_ input: TranslationInput, diagnostics: DiagnosticCollector) {
        let options = Slate3Options(input.options)
        translator = Slate3Translator(model: input.model, options: options, diagnostics: diagnostics)
        slate2 = EntityTranslator(input, options: options.slate2)
        summary = ModelSummaryContext(input)
    }

    package func entityContext(for entity: Entity, diagnostics: DiagnosticCollector) -> Slate3FileContext {
        let context = translator.entity(
            entity, immutableType: slate2.immutableType(of: entity.name), managedClass: slate2.managedClass(of: entity),
            slate2: slate2.slate2Columns(of: entity, diagnostics: diagnostics), diagnostics: diagnostics)
        return Slate3FileContext(.init(name: entity.name, model: summary, slate3: context))
    }

    package func modelContext(entities: [Slate3FileContext]) -> Slate3SchemaContext {
        Slate3SchemaContext(
            .init(
                model: summary, entities: entities,
                slate3: translator.modelContext(entities: entities.map(\.values.slate3))))
    }
}

extension TranslatorKind {
    /// `slate3`: Slate 3 schema source and its migration report.
    package static let slate3 = TranslatorKind("slate3", translator: Slate3SetTranslator.self)
}
