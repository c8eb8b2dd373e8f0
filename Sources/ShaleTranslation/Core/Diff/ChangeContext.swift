/// One change between two versions.
package final class ChangeContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let kind: String
        let summary: String
        let migration: String
        let migrationColumn: String
        let condition: String?
        let suggestion: String?
        let isDestructive: Bool
        let needsAttention: Bool
        let location: String?
        let changesVersionHash: Bool
        let hashNote: String
        let sign: String
        let summaryCell: String
        let notesCell: String
        let evidence: String?
        let unverified: String?
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<ChangeContext>(
        "One change between two versions.",
        [
            .text("kind", \.values.kind, "The change's kind, such as `attributeChanged`."),
            .text(
                "summary", \.values.summary,
                "What changed, in words: `attribute Book.pages: type Integer 16 → String`."
            ),
            .text(
                "migration", \.values.migration,
                "The migration class: `none`, `lightweight`, `conditional` or `custom`."
            ),
            .text(
                "migrationColumn", \.values.migrationColumn,
                """
                The migration class padded to one width, for aligned text columns.
                """
            ),
            .text(
                "condition", \.values.condition,
                """
                The condition lightweight migration needs, what the custom stage must do, or what happens to stored \
                values (a transformer change).
                """
            ),
            .text("suggestion", \.values.suggestion, "The Renaming ID to set when a removal looks like a rename."),
            .flag("isDestructive", \.values.isDestructive, "Whether data is lost."),
            .flag(
                "needsAttention", \.values.needsAttention,
                """
                Whether the change deserves a reader's attention: destructive, conditional or custom.
                """
            ),
            .text(
                "location", \.values.location,
                """
                Where the element is: in the new version, else in the old one (`path:line:column`).
                """
            ),
            .flag("changesVersionHash", \.values.changesVersionHash, "Whether the change alters a version hash."),
            .text(
                "hashNote", \.values.hashNote,
                """
                `changes Book's version hash`, or `same version hash: Core Data does not migrate for it`.
                """
            ),
            .text(
                "sign", \.values.sign,
                """
                A coloured square for tables: 🟩 added, 🟥 removed, 🟨 renamed or changed (🟥 when it loses data).
                """
            ),
            .text("summaryCell", \.values.summaryCell, "`summary` escaped for a Markdown table cell."),
            .text(
                "notesCell", \.values.notesCell,
                """
                For a Markdown table cell: the condition, the suggestion, the hash note of a change that keeps the \
                version hash, and, for a change that needs attention, the evidence (unverified, with why), joined by \
                `; `, escaped.
                """
            ),
            .text(
                "evidence", \.values.evidence,
                """
                The id of the verdict's source in the evidence table of Documentation/Migrations.md, such as \
                `type-numeric`.
                """
            ),
            .text(
                "unverified", \.values.unverified,
                "Why the verdict is Shale's reading rather than established Core Data behaviour, when it is."
            ),
        ]
    )
}
