/// What a per-model template sees: the model-wide values and every entity.
package final class ModelContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let model: ModelSummaryContext
        let entities: [EntityContext]
        let coreData: (any TemplateContext)?
        let memorySchemaType: String?
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<ModelContext>(
        "What a per-model template sees: the model-wide values and every entity.",
        [
            .context("model", \.values.model, "The model-wide values."),
            .list("entities", \.values.entities, "Every entity, in model order."),
            .slot(
                "coreData", \.values.coreData,
                """
                Model-wide values of the `coredata` set; nil unless the set's translator is `coredata`.
                """
            ),
            .text(
                "memorySchemaType", \.values.memorySchemaType,
                """
                The `memory` set's schema type, such as `LibrarySchema`; nil unless the set targets ShaleRuntime.
                """
            ),
        ]
    )
}
