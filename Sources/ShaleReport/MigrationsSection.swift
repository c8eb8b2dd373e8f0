import ShaleDiff
import ShaleModel

/// How a store of each older version opens with the current one, with the changes behind each verdict: what
/// `shale diff` reports.
enum MigrationsSection {
    static func html(_ content: ReportContent) -> HTML {
        let plan = content.plan
        let target = ReportMarkup.quoted(plan.target)
        return .element("section", ["id": "migrations", "aria-labelledby": "migrations-title"]) {
            HTML.element("h2", ["id": "migrations-title"]) { "Migrations to \(target)" }
            if plan.comparisons.isEmpty {
                HTML.element("p") {
                    "\(target) is the \(content.bundle.versions.count == 1 ? "only" : "oldest") version: no store "
                        + "migrates to it."
                }
            } else {
                HTML.element("p") {
                    "How a store written with each older version opens with \(target), as shale diff reports it: "
                        + (plan.isConsecutive
                            ? "step by step, each version against the next, as staged migration "
                                + "runs; a version's verdict is the worst step on its way."
                            : "each version compared straight to \(target), as lightweight migration infers.")
                }
                for comparison in plan.comparisons { self.comparison(comparison, content: content) }
                if plan.stages.contains(where: { $0.kind == .custom }) { stages(plan.stages) }
            }
        }
    }

    /// The most changes a comparison shows unfolded.
    static let openChanges = 20

    /// The fragment identifier of the comparison from version `name`: its place in the bundle.
    static func anchor(from name: String, in bundle: ModelBundle) -> String {
        "from-\((bundle.versions.firstIndex { $0.versionName == name } ?? 0) + 1)"
    }

    private static func comparison(_ comparison: VersionComparison, content: ReportContent) -> HTML {
        let id = anchor(from: comparison.from, in: content.bundle)
        let from = ReportMarkup.quoted(comparison.from)
        var counts = ReportMarkup.counted(comparison.changes.count, "change")
        if comparison.destructiveCount > 0 {
            counts += ", \(comparison.destructiveCount) \(comparison.destructiveCount == 1 ? "loses" : "lose") data"
        }
        return .element("section", ["id": id, "class": "comparison", "aria-labelledby": id + "-title"]) {
            HTML.element("h3", ["id": id + "-title"]) { "From \(from)" }
            HTML.element("p") {
                ReportMarkup.badge(comparison.migration)
                " " + comparison.verdict.prefix(1).uppercased() + comparison.verdict.dropFirst() + " (\(counts))."
            }
            if !comparison.hashChanges.isEmpty {
                HTML.element("p") {
                    "Core Data version hashes change: "
                    hashChanges(comparison.hashChanges, in: content.current)
                }
            }
            if !comparison.changes.isEmpty {
                // Long lists start folded, so a long history stays browsable; the summary says what is inside.
                HTML.element("details", ["open": comparison.changes.count <= openChanges ? "" : nil]) {
                    HTML.element("summary") { ReportMarkup.counted(comparison.changes.count, "change") }
                    ReportMarkup.table(
                        "Changes from \(from) to \(ReportMarkup.quoted(comparison.to))",
                        columns: ["Change", "Migration", "Notes"],
                        rows: comparison.changes.map { change(_: $0, content: content) }, wide: [2],
                        proseRowHeaders: true
                    )
                }
            }
        }
    }

    private static func hashChanges(_ changes: [EntityHashChange], in model: Model) -> [HTML] {
        changes.enumerated().flatMap { index, change -> [HTML] in
            let state = change.from == nil ? " (new)" : change.to == nil ? " (removed)" : ""
            return (index > 0 ? [.text(", ")] : []) + [ReportMarkup.entityLink(change.entity, in: model), .text(state)]
        }
    }

    private static func change(_ change: ModelChange, content: ReportContent) -> [ReportMarkup.Cell] {
        var migration: ReportMarkup.Cell = [ReportMarkup.badge(change.migration)]
        if change.isDestructive { migration += [.text(" "), ReportMarkup.badge("loses data", class: "loses-data")] }
        var notes: [String] = []
        if let condition = change.condition { notes.append(condition) }
        if let suggestion = change.suggestion { notes.append("Suggestion: " + suggestion) }
        if !change.changesVersionHash { notes.append("Same version hash: Core Data does not migrate for it.") }
        if let evidence = change.evidence {
            notes.append("Evidence: \(evidence.rawValue)" + (change.unverified.map { " (unverified: \($0))" } ?? ""))
        }
        let location = (change.newLocation ?? change.oldLocation).map(content.displayed)
        return [
            [.text(change.summary)],
            migration,
            [
                .element("ul", ["class": "notes"]) {
                    for note in notes { HTML.element("li") { note } }
                    if let location { HTML.element("li", ["class": "muted"]) { ReportMarkup.location(location) } }
                }
            ],
        ]
    }

    private static func stages(_ stages: [MigrationStage]) -> HTML {
        .element("section", ["id": "stages", "aria-labelledby": "stages-title"]) {
            HTML.element("h3", ["id": "stages-title"]) { "Staged migration" }
            HTML.element("p") {
                "Lightweight migration cannot reach the current version from every older one in one step; "
                    + "NSStagedMigrationManager needs these stages (shale diff --format swift writes their "
                    + "scaffolding):"
            }
            HTML.element("ol") {
                for stage in stages {
                    HTML.element("li") {
                        stage.kind == .custom ? ReportMarkup.badge(.custom) : ReportMarkup.badge(.lightweight)
                        " "
                            + stage.versions.map(ReportMarkup.quoted)
                            .joined(separator: stage.kind == .custom ? " → " : ", ")
                    }
                }
            }
        }
    }
}
