/// What a per-entity template of an `xcode` set sees: the files Xcode's Core Data code generation writes for the
/// entity.
package final class XcodeFileContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let codeGenerationType: String
        let model: ModelSummaryContext
        let xcode: XcodeEntityContext
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<XcodeFileContext>(
        """
        What a per-entity template of an `xcode` set sees: the files Xcode's Core Data code generation writes for \
        the entity.
        """,
        [
            .text("name", \.values.name, "The entity's name in the model."),
            .text(
                "codeGenerationType", \.values.codeGenerationType,
                "The entity's Codegen setting in the model: `class`, `category` or `manual` (Manual/None)."
            ),
            .context("model", \.values.model, "The model-wide context."),
            .context("xcode", \.values.xcode, "The entity's files as Xcode writes them."),
        ]
    )
}

/// What a per-model template of an `xcode` set sees: the model-wide values and every entity.
package final class XcodeModelContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let model: ModelSummaryContext
        let entities: [XcodeFileContext]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<XcodeModelContext>(
        "What a per-model template of an `xcode` set sees: the model-wide values and every entity.",
        [
            .context("model", \.values.model, "The model-wide values."),
            .list("entities", \.values.entities, "Every entity, in model order."),
        ]
    )
}
