/// One model version as a SwiftData `VersionedSchema`.
package final class SwiftDataVersionContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let typeName: String
        let versionIdentifier: String
        let model: SwiftDataModelContext
        let imports: [String]
        let conditionalImports: [String]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<SwiftDataVersionContext>(
        "One model version as a SwiftData `VersionedSchema`.",
        [
            .text("typeName", \.values.typeName, "The schema enum's name, such as `LibrarySchemaV2`."),
            .text(
                "versionIdentifier", \.values.versionIdentifier,
                """
                `Schema.Version`'s arguments, such as `2, 0, 0`: the version's identifier when every version's \
                parses as `x.y.z` and they increase, else its number.
                """
            ),
            .context("model", \.values.model, "The version's model-wide SwiftData values (its classes, availability)."),
            .texts("imports", \.values.imports, "The modules the version's file imports, sorted."),
            .texts(
                "conditionalImports", \.values.conditionalImports,
                "Modules the version's classes need that only some platforms have (`#if canImport`); sorted."
            ),
        ]
    )
}

/// A bundle's versioned schemas as a SwiftData `SchemaMigrationPlan`.
package final class SwiftDataBundleContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let planType: String
        let availability: String?
        let writesHistory: Bool
        let imports: [String]
        let conditionalImports: [String]
        let typealiases: [NameContext]
        let stages: [SwiftDataStageContext]
        let customStages: [SwiftDataStageContext]
        let hasCustomStages: Bool
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<SwiftDataBundleContext>(
        "A bundle's versioned schemas as a SwiftData `SchemaMigrationPlan`.",
        [
            .text("planType", \.values.planType, "The migration plan's name, such as `LibraryMigrationPlan`."),
            .text(
                "availability", \.values.availability,
                "The `@available(…)` attribute the newest features need, or nil."
            ),
            .flag("writesHistory", \.values.writesHistory, "Whether the set writes the history (`history=true`)."),
            .texts("imports", \.values.imports, "The modules the file imports, sorted."),
            .texts(
                "conditionalImports", \.values.conditionalImports,
                "Modules imported only where they exist (`#if canImport`): UIKit and AppKit; sorted."
            ),
            .list(
                "typealiases", \.values.typealiases,
                "The current version's classes: `name` is the alias, `swiftName` the nested type it stands for."
            ),
            .list("stages", \.values.stages, "One stage per step between consecutive versions, oldest first."),
            .list(
                "customStages", \.values.customStages,
                "The stages lightweight migration cannot infer, oldest first: each calls code the user writes."
            ),
            .flag(
                "hasCustomStages", \.values.hasCustomStages,
                "Whether any stage is custom (so the plan declares the error an unwritten stage throws)."
            ),
        ]
    )
}

/// One step of a SwiftData migration plan.
package final class SwiftDataStageContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let fromType: String
        let toType: String
        let step: String
        let userFile: String
        let isLightweight: Bool
        let changes: [ChangeContext]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<SwiftDataStageContext>(
        "One step of a SwiftData migration plan.",
        [
            .text("name", \.values.name, "The stage's property name, such as `migrateV1toV2`."),
            .text("fromType", \.values.fromType, "The schema it migrates from."),
            .text("toType", \.values.toType, "The schema it migrates to."),
            .text(
                "step", \.values.step,
                """
                The step as names end, such as `V1toV2`: a custom stage calls `willMigrateV1toV2` and \
                `didMigrateV1toV2`.
                """
            ),
            .text(
                "userFile", \.values.userFile,
                """
                For a custom stage, the file the user completes with its code, such as \
                `LibraryMigrationPlan+V1toV2.swift`.
                """
            ),
            .flag(
                "isLightweight", \.values.isLightweight,
                """
                Whether `shale diff` finds the step inferable (`.lightweight`); else `.custom`, calling the \
                user's code.
                """
            ),
            .list("changes", \.values.changes, "For a custom stage, the changes lightweight migration cannot infer."),
        ]
    )
}
