/// What a per-entity template of a `swiftdata` set sees: the entity's `@Model` class and what the file needs.
package final class SwiftDataFileContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let conditionalImports: [String]
        let model: ModelSummaryContext
        let swiftData: SwiftDataEntityContext
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<SwiftDataFileContext>(
        "What a per-entity template of a `swiftdata` set sees: the entity's `@Model` class and what the file needs.",
        [
            .text("name", \.values.name, "The entity's name in the model."),
            .texts(
                "conditionalImports", \.values.conditionalImports,
                "Apple frameworks the entity's transformables name that only some platforms have (`#if canImport`)."
            ),
            .context("model", \.values.model, "The model-wide context."),
            .context("swiftData", \.values.swiftData, "The entity's SwiftData `@Model` class."),
        ]
    )
}

/// What a per-model template of a `swiftdata` set sees: the model-wide values and every entity.
package final class SwiftDataSchemaContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let model: ModelSummaryContext
        let entities: [SwiftDataFileContext]
        let swiftData: SwiftDataModelContext
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<SwiftDataSchemaContext>(
        "What a per-model template of a `swiftdata` set sees: the model-wide values and every entity.",
        [
            .context("model", \.values.model, "The model-wide values."),
            .list("entities", \.values.entities, "Every entity, in model order."),
            .context("swiftData", \.values.swiftData, "The model's SwiftData values (its classes, availability)."),
        ]
    )
}

/// What a per-bundle template of a `swiftdata` set sees: every version as a `VersionedSchema`, and the migration
/// plan between them.
package final class SwiftDataHistoryContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let model: ModelSummaryContext
        let versions: [SwiftDataHistoryVersionContext]
        let swiftData: SwiftDataBundleContext
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<SwiftDataHistoryContext>(
        "What a per-bundle template of a `swiftdata` set sees: every version and the migration plan between them.",
        [
            .context("model", \.values.model, "The model-wide values of the current version."),
            .list("versions", \.values.versions, "Every version of the bundle, oldest first (the reader's order)."),
            .context("swiftData", \.values.swiftData, "The versioned schemas' migration plan."),
        ]
    )
}

/// One version of a bundle, as a `swiftdata` set's history sees it.
package final class SwiftDataHistoryVersionContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let number: Int
        let isCurrent: Bool
        let entities: [SwiftDataFileContext]
        let swiftData: SwiftDataVersionContext
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<SwiftDataHistoryVersionContext>(
        "One version of a bundle, as a `swiftdata` set's history sees it.",
        [
            .text("name", \.values.name, "The version's name (its `.xcdatamodel` folder without the extension)."),
            .number("number", \.values.number, "Its place in the bundle, from 1 for the oldest."),
            .flag("isCurrent", \.values.isCurrent, "Whether it is the bundle's current version."),
            .list(
                "entities", \.values.entities,
                "The version's entities, in model order, as per-entity templates see them."),
            .context("swiftData", \.values.swiftData, "The version's `VersionedSchema`."),
        ]
    )
}
