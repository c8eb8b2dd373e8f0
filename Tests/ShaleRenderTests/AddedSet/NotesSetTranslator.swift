import ShaleModel
import ShaleTranslation

/// The translator of the `notes` set, a set `AddedSetTests` adds as a new built-in set would be added: a note per
/// entity and an index.
struct NotesSetTranslator: SetTranslator {
    typealias Options = NotesOptions
    let options: NotesOptions

    init(_ input: TranslationInput, diagnostics: DiagnosticCollector) {
        options = NotesOptions(input.options)
    }

    func entityContext(for entity: Entity, diagnostics: DiagnosticCollector) -> NoteContext {
        NoteContext(.init(name: entity.name, attributeCount: entity.attributes.count))
    }

    func modelContext(entities: [NoteContext]) -> NotesIndexContext {
        NotesIndexContext(.init(heading: options.heading, entities: entities))
    }
}

extension TranslatorKind {
    /// `notes`: its registration, the one line a new built-in set adds to `TranslatorKind.builtIn`.
    static let notes = TranslatorKind("notes", translator: NotesSetTranslator.self)
}
