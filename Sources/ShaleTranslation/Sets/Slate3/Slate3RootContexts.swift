/// What a per-entity template of a `slate3` set sees: the entity's Slate 3 schema struct.
package final class Slate3FileContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let model: ModelSummaryContext
        let slate3: Slate3EntityContext
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<Slate3FileContext>(
        "What a per-entity template of a `slate3` set sees: the entity's Slate 3 schema struct.",
        [
            .text("name", \.values.name, "The entity's name in the model."),
            .context("model", \.values.model, "The model-wide context."),
            .context("slate3", \.values.slate3, "The entity's Slate 3 schema struct."),
        ]
    )
}

/// What a per-model template of a `slate3` set sees: the migration report and every entity.
package final class Slate3SchemaContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let model: ModelSummaryContext
        let entities: [Slate3FileContext]
        let slate3: Slate3ModelContext
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<Slate3SchemaContext>(
        "What a per-model template of a `slate3` set sees: the migration report and every entity.",
        [
            .context("model", \.values.model, "The model-wide values."),
            .list("entities", \.values.entities, "Every entity, in model order."),
            .context("slate3", \.values.slate3, "The migration report: names, enums and losses."),
        ]
    )
}
