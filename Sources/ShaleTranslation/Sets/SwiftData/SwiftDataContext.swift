/// How the `swiftdata` set writes one entity as a SwiftData `@Model` class.
package final class SwiftDataEntityContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let className: String
        let imports: [String]
        let availability: String?
        let classKeyword: String
        let superclass: String?
        let properties: [SwiftDataPropertyContext]
        let composites: [SwiftDataCompositeContext]
        let uniqueMacro: String?
        let indexMacro: String?
        let initializerKeyword: String
        let parameters: [ParameterContext]
        let assignments: [SwiftDataAssignmentContext]
        let superArguments: String?
        let notes: [String]
        let writesClassFile: Bool
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<SwiftDataEntityContext>(
        "How the `swiftdata` set writes one entity as a SwiftData `@Model` class.",
        [
            .text("className", \.values.className, "The class name: the entity's name, as SwiftData names entities."),
            .texts(
                "imports", \.values.imports,
                "Modules the class file imports: Foundation, SwiftData and the frameworks of Apple classes it names."
            ),
            .text(
                "availability", \.values.availability,
                """
                The `@available(…)` attribute the model's SwiftData features need (`#Unique`/`#Index`: iOS 18; \
                class inheritance: iOS 26), or nil for iOS 17.
                """
            ),
            .text(
                "classKeyword", \.values.classKeyword,
                "`final class`, or `class` for an entity another generated class inherits from."
            ),
            .text(
                "superclass", \.values.superclass,
                "The parent entity's class (`inheritance=classes`), or nil."
            ),
            .list(
                "properties", \.values.properties,
                """
                The stored properties the class declares: attributes sorted by name, then relationships sorted by \
                name (Xcode's order).
                """
            ),
            .list(
                "composites", \.values.composites,
                "The Codable structs the class nests for its composite attributes, sorted by name."
            ),
            .text(
                "uniqueMacro", \.values.uniqueMacro,
                "`#Unique<Class>([\\.a, \\.b])` for compound constraints, or nil."
            ),
            .text("indexMacro", \.values.indexMacro, "`#Index<Class>(…)` for the entity's fetch indexes, or nil."),
            .text(
                "initializerKeyword", \.values.initializerKeyword,
                "`init`, or `override init` when the initialiser repeats the superclass's."
            ),
            .list(
                "parameters", \.values.parameters,
                "The initialiser's parameters: the required values without a default, inherited ones included."
            ),
            .list("assignments", \.values.assignments, "The properties the initialiser assigns from its parameters."),
            .text(
                "superArguments", \.values.superArguments,
                "The arguments of `super.init(…)`, for a subclass; else nil."
            ),
            .texts(
                "notes", \.values.notes,
                """
                One line each on what the class leaves out or changes (fetched properties, derived attributes, \
                CloudKit adjustments), for a comment.
                """
            ),
            .flag(
                "writesClassFile", \.values.writesClassFile,
                "Whether the class gets a file of its own (not when `history=true` nests it in a schema version)."
            ),
        ]
    )
}

/// One stored property of a SwiftData model class.
package final class SwiftDataPropertyContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let swiftName: String
        let macro: String?
        let typeDeclaration: String
        let initialValue: String?
        let comment: String?
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<SwiftDataPropertyContext>(
        "One stored property of a SwiftData model class.",
        [
            .text("name", \.values.name, "The property's name in the model."),
            .text("swiftName", \.values.swiftName, "The Swift identifier."),
            .text(
                "macro", \.values.macro,
                """
                The attribute before `var`: `@Attribute(…)`, `@Relationship(…)` or `@Transient`; nil when none is \
                needed.
                """
            ),
            .text("typeDeclaration", \.values.typeDeclaration, "The Swift type, with `?` when optional."),
            .text(
                "initialValue", \.values.initialValue,
                "The initial value (the model's default, `[]`, `nil`), or nil."
            ),
            .text("comment", \.values.comment, "A trailing comment (a derived attribute's expression), or nil."),
        ]
    )
}

/// A composite attribute's type: a `Codable` struct nested in the class that stores it.
package final class SwiftDataCompositeContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let typeName: String
        let properties: [SwiftDataPropertyContext]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<SwiftDataCompositeContext>(
        "A composite attribute's type: a `Codable` struct nested in the class that stores it.",
        [
            .text("typeName", \.values.typeName, "The struct's name: the composite's name in the model."),
            .list("properties", \.values.properties, "Its members, sorted by name."),
        ]
    )
}

/// A property the initialiser sets from its parameter.
package final class SwiftDataAssignmentContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let swiftName: String
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<SwiftDataAssignmentContext>(
        "A property the initialiser sets from its parameter.",
        [.text("swiftName", \.values.swiftName, "The property and parameter name.")]
    )
}

/// Model-wide values of the `swiftdata` set.
package final class SwiftDataModelContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let availability: String?
        let isCloudKit: Bool
        let classNames: [String]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<SwiftDataModelContext>(
        "Model-wide values of the `swiftdata` set.",
        [
            .text(
                "availability", \.values.availability,
                "The `@available(…)` attribute every class carries, or nil."
            ),
            .flag(
                "isCloudKit", \.values.isCloudKit,
                "Whether the output is CloudKit-ready (the model is used with CloudKit, or `cloudkit=true`)."
            ),
            .texts("classNames", \.values.classNames, "The model classes, in model order."),
        ]
    )
}
