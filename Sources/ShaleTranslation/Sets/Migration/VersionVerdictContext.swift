/// An older version's way to the target: on the consecutive path, the worst step on it.
package final class VersionVerdictContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let from: String
        let migration: String
        let verdict: String
        let worstStep: String?
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<VersionVerdictContext>(
        "An older version's way to the target: on the consecutive path, the worst step on it.",
        [
            .text("from", \.values.from, "The older version."),
            .text("migration", \.values.migration, "The strongest class on its way: `none` … `custom`."),
            .text(
                "verdict", \.values.verdict,
                """
                Its way in words, such as `needs a custom stage at "Model 45" → "Model 46"`.
                """
            ),
            .text(
                "worstStep", \.values.worstStep,
                "The worst step on its way, such as `\"Model 45\" → \"Model 46\"`; absent when no step migrates."
            ),
        ]
    )
}
