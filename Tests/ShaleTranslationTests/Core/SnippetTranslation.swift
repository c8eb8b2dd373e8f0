import ShaleModel
import XCTest

@testable import ShaleTranslation

/// What a set translator made of a small model: each entity's context by entity name, the per-model context and
/// the problems it reported.
struct SnippetTranslation<Translator: SetTranslator> {
    /// Each entity's context, by entity name.
    var entities: [String: Translator.EntityRoot]
    /// The per-model context.
    var model: Translator.ModelRoot
    /// What the translator reported, sorted.
    var diagnostics: [Diagnostic]

    /// The messages of the diagnostics of `severity`.
    func messages(_ severity: Diagnostic.Severity) -> [String] {
        diagnostics.filter { $0.severity == severity }.map(\.message)
    }
}

extension TranslatorKind {
    /// `texts` parsed with this translator's option types, as a set parses its values when it loads; a value the
    /// type refuses fails the test.
    func options(_ texts: [String: String], file: StaticString = #filePath, line: UInt = #line) -> TemplateOptions {
        let (options, refused) = TemplateOptions.parsing(texts, types: optionTypes)
        XCTAssertTrue(refused.isEmpty, "refused: \(refused.map(\.name))", file: file, line: line)
        return options
    }

    /// The input translating `model` with option texts `texts` for a set of this translator.
    func input(
        _ model: Model, options texts: [String: String] = [:], modelName: String = "M",
        writesImmutableModels: Bool = false
    ) -> TranslationInput {
        TranslationInput(
            model: model, modelName: modelName, options: options(texts),
            writesImmutableModels: writesImmutableModels)
    }

    /// `model` translated as the renderers do, by this kind's translator, whose contexts are `Translator`'s (the
    /// `slate`, `coredata` and `memory` translators all make `SlateTranslator`'s).
    func translate<Translator: SetTranslator>(
        _ model: Model, as type: Translator.Type, options texts: [String: String] = [:], modelName: String = "M",
        writesImmutableModels: Bool = false
    ) -> SnippetTranslation<Translator> {
        let collector = DiagnosticCollector()
        let input = input(model, options: texts, modelName: modelName, writesImmutableModels: writesImmutableModels)
        func run<Kind: SetTranslator>(_ kind: Kind.Type) -> (entities: [Any], model: Any) {
            let translator = Kind(input, diagnostics: collector)
            let entities = translator.entityContexts(of: model, diagnostics: collector)
            return (entities, translator.modelContext(entities: entities))
        }
        let (entities, modelContext) = run(translatorType!)
        return SnippetTranslation(
            entities: Dictionary(zip(model.entities.map(\.name), entities.map { $0 as! Translator.EntityRoot })) {
                first, _ in first
            },
            model: modelContext as! Translator.ModelRoot, diagnostics: collector.diagnostics)
    }
}
