import ShaleDiff
import ShaleModel

/// The version timeline: every version oldest first, with Core Data's checksum (what `shale dump --hashes` and
/// `shale lock` record), its lock state, and how its stores reach the current version.
enum VersionsSection {
    static func html(_ content: ReportContent) -> HTML {
        let verdicts = Dictionary(
            content.plan.overall.map { ($0.from, $0) },
            uniquingKeysWith: { first, _ in first })
        let hasLock = !content.locks.isEmpty
        var columns = ["Version", "Checksum", "Entities", "Identifier"]
        if hasLock { columns.append("Lock") }
        columns.append("To \(ReportMarkup.quoted(content.current.versionName))")
        let rows = content.bundle.versions.map { version in
            var row: [ReportMarkup.Cell] = [
                [.text(version.versionName)]
                    + (version.versionName == content.current.versionName
                        ? [
                            .text(" "),
                            ReportMarkup.badge(
                                "current", class: "none"),
                        ] : []),
                [ReportMarkup.hash(version.versionChecksum)],
                [.text("\(version.entities.count)")],
                [.text(version.metadata.userDefinedModelVersionIdentifier ?? "")],
            ]
            if hasLock { row.append([lockCell(content.locks[version.versionName] ?? .unlocked)]) }
            row.append(migrationCell(verdicts[version.versionName], bundle: content.bundle))
            return row
        }
        let count = content.bundle.versions.count
        return .element("section", ["id": "versions", "aria-labelledby": "versions-title"]) {
            HTML.element("h2", ["id": "versions-title"]) { "Versions" }
            HTML.element("p") {
                (count == 1 ? "1 version. " : "\(count) versions, oldest first, in the order Shale migrates them. ")
                    + "The "
                    + "checksum is Core Data’s (NSManagedObjectModel.versionChecksum): what a store written with the "
                    + "version identifies it by."
            }
            ReportMarkup.table("Versions, oldest first", columns: columns, rows: rows)
        }
    }

    private static func lockCell(_ state: ReportContent.LockState) -> HTML {
        switch state {
        case .locked: .text("locked")
        case .edited: ReportMarkup.badge("edited since locked", class: "error")
        case .unlocked: .element("span", ["class": "muted"]) { "not locked" }
        }
    }

    /// The overall verdict of a version's way to the current one, linked to the comparison behind it (on the
    /// consecutive path its worst step); a dash for the current version and later ones.
    private static func migrationCell(_ verdict: VersionVerdict?, bundle: ModelBundle) -> ReportMarkup.Cell {
        guard let verdict else { return [.element("span", ["class": "muted"]) { "—" }] }
        return [
            .element(
                "a",
                [
                    "href": "#"
                        + MigrationsSection.anchor(
                            from: verdict.worstStep?.from ?? verdict.from,
                            in: bundle)
                ]
            ) {
                ReportMarkup.badge(verdict.migration)
            }
        ]
    }
}
