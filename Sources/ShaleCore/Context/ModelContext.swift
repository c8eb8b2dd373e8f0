/// What a per-model template sees: the model-wide values and every entity.
public struct ModelContext: TemplateContext {
    let model: ModelSummaryContext
    let entities: [EntityContext]
    let coreData: CoreDataModelContext?
    let memorySchemaType: String?
    let swiftData: SwiftDataModelContext?

    public static let schema = ContextSchema<ModelContext>(
        "What a per-model template sees: the model-wide values and every entity.",
        [
            .context("model", \.model, "The model-wide values."),
            .list("entities", \.entities, "Every entity, in model order."),
            .context(
                "coreData", \.coreData,
                """
                Model-wide values of the `coredata` set; nil unless the set's templates use `coreData`.
                """
            ),
            .text(
                "memorySchemaType", \.memorySchemaType,
                """
                The `memory` set's schema type, such as `LibrarySchema`; nil unless the set targets ShaleRuntime.
                """
            ),
            .context(
                "swiftData", \.swiftData,
                "Model-wide values of the `swiftdata` set; nil unless the set declares `contexts: [swiftData]`."
            ),
        ]
    )
}
