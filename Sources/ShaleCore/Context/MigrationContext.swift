/// What the `migration` set's templates see: the whole `shale diff` report.
public struct MigrationPlanContext: TemplateContext {
    let model: String
    let target: String
    let targetHash: String
    let migration: String
    let summary: String
    let comparisons: [VersionComparisonContext]
    let stages: [MigrationStageContext]
    let hasCustomStages: Bool
    let typeName: String
    let targetLiteral: String
    let compiledModelLiteral: String

    public static let schema = ContextSchema<MigrationPlanContext>(
        "What the `migration` set's templates see: the whole `shale diff` report.",
        [
            .text("model", \.model, "The bundle's name."),
            .text("target", \.target, "The version stores migrate to."),
            .text("targetHash", \.targetHash, "The target version's hash."),
            .text(
                "migration", \.migration,
                """
                The strongest migration class of any comparison: `none`, `lightweight`, `conditional` or `custom`.
                """
            ),
            .text(
                "summary", \.summary,
                """
                One line on the outcome, such as `2 older versions: 1 migrates with lightweight migration, 1 needs a \
                custom stage`.
                """
            ),
            .list("comparisons", \.comparisons, "One comparison per older version, oldest first."),
            .list(
                "stages", \.stages,
                """
                The stages of a staged migration from the oldest compared version to the target.
                """
            ),
            .flag("hasCustomStages", \.hasCustomStages, "Whether any stage is custom."),
            .text("typeName", \.typeName, "The Swift type of the scaffolding, such as `LibraryMigration`."),
            .text("targetLiteral", \.targetLiteral, "The target version's name as a Swift string literal."),
            .text(
                "compiledModelLiteral", \.compiledModelLiteral,
                """
                The compiled model's folder in the app bundle as a Swift string literal, such as `\"Library.momd\"`.
                """
            ),
        ]
    )
}

/// An older version compared straight to the target.
public struct VersionComparisonContext: TemplateContext {
    let from: String
    let to: String
    let fromHash: String
    let migration: String
    let verdict: String
    let needsMigration: Bool
    let destructiveCount: Int
    let counts: String
    let changes: [ChangeContext]

    public static let schema = ContextSchema<VersionComparisonContext>(
        "An older version compared straight to the target.",
        [
            .text("from", \.from, "The older version."),
            .text("to", \.to, "The target version."),
            .text("fromHash", \.fromHash, "The older version's hash."),
            .text("migration", \.migration, "The strongest class of any change."),
            .text(
                "verdict", \.verdict,
                """
                What happens to a store at `from`, such as `opens with lightweight migration`.
                """
            ),
            .flag("needsMigration", \.needsMigration, "Whether the store must migrate at all."),
            .number("destructiveCount", \.destructiveCount, "How many changes lose data."),
            .text("counts", \.counts, "`5 changes, 1 loses data` and the like."),
            .list("changes", \.changes, "The changes."),
        ]
    )
}

/// One change between two versions.
public struct ChangeContext: TemplateContext {
    let kind: String
    let summary: String
    let migration: String
    let migrationColumn: String
    let condition: String?
    let suggestion: String?
    let isDestructive: Bool
    let needsAttention: Bool
    let location: String?

    public static let schema = ContextSchema<ChangeContext>(
        "One change between two versions.",
        [
            .text("kind", \.kind, "The change's kind, such as `attributeChanged`."),
            .text("summary", \.summary, "What changed, in words: `attribute Book.pages: type Integer 16 → String`."),
            .text("migration", \.migration, "The migration class: `none`, `lightweight`, `conditional` or `custom`."),
            .text(
                "migrationColumn", \.migrationColumn,
                """
                The migration class padded to one width, for aligned text columns.
                """
            ),
            .text(
                "condition", \.condition,
                """
                The condition lightweight migration needs, or what the custom stage must do.
                """
            ),
            .text("suggestion", \.suggestion, "The Renaming ID to set when a removal looks like a rename."),
            .flag("isDestructive", \.isDestructive, "Whether data is lost."),
            .flag(
                "needsAttention", \.needsAttention,
                """
                Whether the change deserves a reader's attention: destructive, conditional or custom.
                """
            ),
            .text(
                "location", \.location,
                """
                Where the element is: in the new version, else in the old one (`path:line:column`).
                """
            ),
        ]
    )
}

/// One stage of a staged migration.
public struct MigrationStageContext: TemplateContext {
    let number: Int
    let isLightweight: Bool
    let versionLiterals: [String]
    let versionList: String
    let labelLiteral: String
    let fromLiteral: String
    let toLiteral: String
    let customChanges: [ChangeContext]

    public static let schema = ContextSchema<MigrationStageContext>(
        "One stage of a staged migration.",
        [
            .number("number", \.number, "The stage's position, from 1."),
            .flag("isLightweight", \.isLightweight, "Whether Core Data infers the stage."),
            .texts(
                "versionLiterals", \.versionLiterals,
                """
                The versions it covers, oldest first, as Swift string literals.
                """
            ),
            .text(
                "versionList", \.versionList,
                """
                `\"Library\", \"Library 2\"` for lightweight stages, `\"Library 2\" → \"Library 10\"` for custom \
                ones.
                """
            ),
            .text(
                "labelLiteral", \.labelLiteral,
                """
                The stage's label, such as `Library 2 to Library 10`, as a Swift string literal.
                """
            ),
            .text(
                "fromLiteral", \.fromLiteral,
                """
                For a custom stage: the version it starts from, as a Swift string literal.
                """
            ),
            .text("toLiteral", \.toLiteral, "For a custom stage: the version it ends at, as a Swift string literal."),
            .list(
                "customChanges", \.customChanges,
                """
                For a custom stage: the changes lightweight migration cannot infer.
                """
            ),
        ]
    )
}
