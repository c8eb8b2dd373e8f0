// Small contexts several sets' contexts hold.

/// A name paired with its Swift identifier, for name-constant lists.
package final class NameContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let swiftName: String
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<NameContext>(
        "A name paired with its Swift identifier, for name-constant lists.",
        [
            .text("name", \.values.name, "The name in the model."),
            .text("swiftName", \.values.swiftName, "The Swift identifier."),
        ]
    )
}

/// A parameter of a generated initialiser.
package final class ParameterContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let swiftName: String
        let typeDeclaration: String
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<ParameterContext>(
        "A parameter of a generated initialiser.",
        [
            .text("swiftName", \.values.swiftName, "The parameter's Swift name."),
            .text("typeDeclaration", \.values.typeDeclaration, "Its type, with `?` when optional."),
        ]
    )
}
