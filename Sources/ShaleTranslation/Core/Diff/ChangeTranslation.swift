import ShaleDiff

/// One change of a model diff as templates see it (`ChangeContext`): what the `migration` set's reports and the
/// `swiftdata` set's custom migration stages both list.
enum ChangeTranslation {
    /// The context of `change`.
    static func context(_ change: ModelChange) -> ChangeContext {
        let width = MigrationClass.allCases.map(\.rawValue.count).max() ?? 0
        let migration = change.migration.rawValue
        let hashNote =
            change.changesVersionHash
            ? "changes \(change.entity)'s version hash"
            : "same version hash: Core Data does not migrate for it"
        let needsAttention = change.isDestructive || change.migration >= .conditional
        var notes = change.condition.map { [$0] } ?? []
        notes += change.suggestion.map { ["suggestion: \($0)"] } ?? []
        if !change.changesVersionHash { notes.append(hashNote) }
        // Only where a reader must act: a pull-request comment has little room.
        if needsAttention, let evidence = change.evidence {
            notes.append("evidence: \(evidence.rawValue)" + (change.unverified.map { " (unverified: \($0))" } ?? ""))
        }
        let summary = change.summary
        return ChangeContext(
            .init(
                kind: change.kind.rawValue, summary: summary, migration: migration,
                migrationColumn: migration + String(repeating: " ", count: width - migration.count),
                condition: change.condition, suggestion: change.suggestion, isDestructive: change.isDestructive,
                needsAttention: needsAttention,
                location: (change.newLocation ?? change.oldLocation).map { "\($0)" },
                changesVersionHash: change.changesVersionHash, hashNote: hashNote, sign: sign(change),
                summaryCell: MarkdownText.cell(summary),
                notesCell: MarkdownText.cell(notes.joined(separator: "; ")),
                evidence: change.evidence?.rawValue, unverified: change.unverified
            ))
    }

    /// The coloured square a Markdown table shows for `change`.
    private static func sign(_ change: ModelChange) -> String {
        let kind = change.kind.rawValue
        if change.isDestructive || kind.hasSuffix("Removed") { return "🟥" }
        return kind.hasSuffix("Added") ? "🟩" : "🟨"
    }
}
