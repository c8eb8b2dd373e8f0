/// What a per-bundle template (`scope: bundle`) of a `slate`, `coredata` or `memory` set sees: every version of
/// the model, oldest first.
package final class BundleContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let model: ModelSummaryContext
        let versions: [VersionContext]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<BundleContext>(
        "What a per-bundle template (`scope: bundle`) sees: every version of the model, oldest first.",
        [
            .context("model", \.values.model, "The model-wide values of the current version."),
            .list("versions", \.values.versions, "Every version of the bundle, oldest first (the reader's order)."),
        ]
    )
}

/// One version of a bundle.
package final class VersionContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let number: Int
        let isCurrent: Bool
        let entities: [EntityContext]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<VersionContext>(
        "One version of a bundle.",
        [
            .text("name", \.values.name, "The version's name (its `.xcdatamodel` folder without the extension)."),
            .number("number", \.values.number, "Its place in the bundle, from 1 for the oldest."),
            .flag("isCurrent", \.values.isCurrent, "Whether it is the bundle's current version."),
            .list(
                "entities", \.values.entities,
                "The version's entities, in model order, as per-entity templates see them."
            ),
        ]
    )
}
