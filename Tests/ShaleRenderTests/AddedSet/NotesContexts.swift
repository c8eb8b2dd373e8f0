import ShaleTranslation

/// What a per-entity template of the `notes` set sees.
final class NoteContext: TemplateContext {
    struct Values {
        let name: String
        let attributeCount: Int
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    static let schema = ContextSchema<NoteContext>(
        "One entity's note.",
        [
            .text("name", \.values.name, "The entity's name."),
            .number("attributeCount", \.values.attributeCount, "How many attributes it has."),
        ])
}

/// What the per-model template of the `notes` set sees.
final class NotesIndexContext: TemplateContext {
    struct Values {
        let heading: String
        let entities: [NoteContext]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    static let schema = ContextSchema<NotesIndexContext>(
        "The index of notes.",
        [
            .text("heading", \.values.heading, "The `heading` option."),
            .list("entities", \.values.entities, "Every entity's note, in model order."),
        ])
}
