import ShaleModel

/// Model-wide values, available to every template.
package final class ModelSummaryContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let versionName: String
        let sourcePath: String
        let options: [String: String]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    /// The model-wide values of `input`: its bundle name, version, source and option texts.
    convenience init(_ input: TranslationInput) {
        self.init(
            .init(
                name: input.modelName, versionName: input.model.versionName,
                sourcePath: input.model.sourcePath, options: input.options.texts))
    }

    package static let schema = ContextSchema<ModelSummaryContext>(
        "Model-wide values, available to every template.",
        [
            .text("name", \.values.name, "The bundle's (or version folder's) name."),
            .text("versionName", \.values.versionName, "The version's name."),
            .text(
                "sourcePath", \.values.sourcePath,
                """
                The model's path, relative to the configuration's folder, else the output folder (Generating.md, \
                "Paths in output").
                """
            ),
            .options("options", \.values.options, "The template set's options with their values."),
        ]
    )
}
