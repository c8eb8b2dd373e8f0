/// What the `migration` set's templates see: the whole `shale diff` report.
package final class MigrationPlanContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let model: String
        let target: String
        let targetChecksum: String
        let migration: String
        let summary: String
        let path: String
        let isConsecutive: Bool
        let overall: [VersionVerdictContext]
        let comparisons: [VersionComparisonContext]
        let hasComparisons: Bool
        let omittedDetails: String?
        let stages: [MigrationStageContext]
        let hasCustomStages: Bool
        let typeName: String
        let targetLiteral: String
        let compiledModelLiteral: String
        let versionChecksums: [VersionChecksumContext]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<MigrationPlanContext>(
        "What the `migration` set's templates see: the whole `shale diff` report.",
        [
            .text("model", \.values.model, "The bundle's name."),
            .text("target", \.values.target, "The version stores migrate to."),
            .text(
                "targetChecksum", \.values.targetChecksum,
                "The target version's Core Data checksum (`NSManagedObjectModel.versionChecksum`, base64)."
            ),
            .text(
                "migration", \.values.migration,
                """
                The strongest migration class of any comparison: `none`, `lightweight`, `conditional` or `custom`.
                """
            ),
            .text(
                "summary", \.values.summary,
                """
                One line on the outcome, such as `2 older versions: 1 migrates with lightweight migration, 1 needs a \
                custom stage`.
                """
            ),
            .text("path", \.values.path, "How stores reach the target: `consecutive` or `direct`."),
            .flag(
                "isConsecutive", \.values.isConsecutive,
                "Whether the comparisons are steps, each version against the next (`--path consecutive`)."
            ),
            .list(
                "overall", \.values.overall,
                "Each older version's way to the target, oldest first: its worst step on the consecutive path."
            ),
            .list(
                "comparisons", \.values.comparisons,
                "Oldest first: one per step on the consecutive path, one per older version on the direct path."
            ),
            .flag("hasComparisons", \.values.hasComparisons, "Whether there is any older version to compare."),
            .text(
                "omittedDetails", \.values.omittedDetails,
                """
                A sentence naming the comparisons whose details were left out to fit `--max-characters` (the \
                oldest versions'), and where they are (`--full-report`, or the command that writes them all); \
                absent when none were.
                """
            ),
            .list(
                "stages", \.values.stages,
                """
                The stages of a staged migration from the oldest compared version to the target.
                """
            ),
            .flag("hasCustomStages", \.values.hasCustomStages, "Whether any stage is custom."),
            .text("typeName", \.values.typeName, "The Swift type of the scaffolding, such as `LibraryMigration`."),
            .text("targetLiteral", \.values.targetLiteral, "The target version's name as a Swift string literal."),
            .text(
                "compiledModelLiteral", \.values.compiledModelLiteral,
                """
                The compiled model's folder in the app bundle as a Swift string literal, such as `\"Library.momd\"`.
                """
            ),
            .list(
                "versionChecksums", \.values.versionChecksums,
                "Each version from the oldest compared one to the target, oldest first, with its checksum."
            ),
        ]
    )
}

/// A version's name and Core Data checksum.
package final class VersionChecksumContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let version: String
        let checksum: String
        let versionLiteral: String
        let checksumLiteral: String
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<VersionChecksumContext>(
        "A version's name and Core Data checksum.",
        [
            .text("version", \.values.version, "The version's name."),
            .text("checksum", \.values.checksum, "Its checksum (`NSManagedObjectModel.versionChecksum`, base64)."),
            .text("versionLiteral", \.values.versionLiteral, "The name as a Swift string literal."),
            .text("checksumLiteral", \.values.checksumLiteral, "The checksum as a Swift string literal."),
        ]
    )
}

/// An older version compared with the next one (consecutive path) or straight to the target (direct path).
package final class VersionComparisonContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let from: String
        let to: String
        let fromChecksum: String
        let migration: String
        let verdict: String
        let needsMigration: Bool
        let sameStoreSchema: Bool
        let hashChanges: String
        let destructiveCount: Int
        let counts: String
        let changes: [ChangeContext]
        let hasChanges: Bool
        let diagram: String?
        let showsDetails: Bool
        let fromCell: String
        let wayCell: String?
        let detailsTitle: String
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<VersionComparisonContext>(
        "An older version compared with the next one (consecutive path) or straight to the target (direct path).",
        [
            .text("from", \.values.from, "The older version."),
            .text("to", \.values.to, "The version it migrates to: the next one, or the target on the direct path."),
            .text("fromChecksum", \.values.fromChecksum, "The older version's Core Data checksum."),
            .text("migration", \.values.migration, "The strongest class of any change."),
            .text(
                "verdict", \.values.verdict,
                """
                What happens to a store at `from`, such as `opens with lightweight migration`.
                """
            ),
            .flag(
                "needsMigration", \.values.needsMigration,
                "Whether the store must migrate at all: the versions' entity version hashes differ."
            ),
            .flag(
                "sameStoreSchema", \.values.sameStoreSchema,
                "Whether both versions have the same version hashes: stores open without migration."
            ),
            .text(
                "hashChanges", \.values.hashChanges,
                "The entities whose version hashes differ, such as `Book, Author (new)`; empty when none do."
            ),
            .number("destructiveCount", \.values.destructiveCount, "How many changes lose data."),
            .text("counts", \.values.counts, "`5 changes, 1 loses data` and the like."),
            .list("changes", \.values.changes, "The changes."),
            .flag("hasChanges", \.values.hasChanges, "Whether there is any change (so a table has rows)."),
            .text(
                "diagram", \.values.diagram,
                """
                A Mermaid class diagram of the changes (added green, removed red, changed amber with the verdict, \
                the rest dimmed), when the run draws one: `shale diff`'s markdown and mermaid formats. It draws \
                the changed entities and their direct neighbours only; none when no entity changed.
                """
            ),
            .flag(
                "showsDetails", \.values.showsDetails,
                """
                Whether the report has room for this comparison's details: always, unless `shale diff --format \
                markdown` left them out to fit `--max-characters` (the oldest versions' first; see `omittedDetails`).
                """
            ),
            .text("fromCell", \.values.fromCell, "`from` for a Markdown table's cell (`|` escaped)."),
            .text(
                "wayCell", \.values.wayCell,
                """
                On the consecutive path, `from`'s way to the target for a Markdown table's cell: its strongest class, \
                with the worst step when that is not this one (`**custom** (at `Model 45` → `Model 46`)`); absent \
                on the direct path.
                """
            ),
            .text(
                "detailsTitle", \.values.detailsTitle,
                """
                The line a folded section of details shows, as inline HTML for `<summary>`: \
                `<code>Library 2</code> → <code>Library 10</code>: custom, 5 changes, 1 loses data`.
                """
            ),
        ]
    )
}

/// One stage of a staged migration.
package final class MigrationStageContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let number: Int
        let isLightweight: Bool
        let versionLiterals: [String]
        let versionList: String
        let labelLiteral: String
        let fromLiteral: String
        let toLiteral: String
        let customChanges: [ChangeContext]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<MigrationStageContext>(
        "One stage of a staged migration.",
        [
            .number("number", \.values.number, "The stage's position, from 1."),
            .flag("isLightweight", \.values.isLightweight, "Whether Core Data infers the stage."),
            .texts(
                "versionLiterals", \.values.versionLiterals,
                """
                The versions it covers, oldest first, as Swift string literals.
                """
            ),
            .text(
                "versionList", \.values.versionList,
                """
                `\"Library\", \"Library 2\"` for lightweight stages, `\"Library 2\" → \"Library 10\"` for custom \
                ones.
                """
            ),
            .text(
                "labelLiteral", \.values.labelLiteral,
                """
                The stage's label, such as `Library 2 to Library 10`, as a Swift string literal.
                """
            ),
            .text(
                "fromLiteral", \.values.fromLiteral,
                """
                For a custom stage: the version it starts from, as a Swift string literal.
                """
            ),
            .text(
                "toLiteral", \.values.toLiteral,
                "For a custom stage: the version it ends at, as a Swift string literal."
            ),
            .list(
                "customChanges", \.values.customChanges,
                """
                For a custom stage: the changes lightweight migration cannot infer.
                """
            ),
        ]
    )
}
