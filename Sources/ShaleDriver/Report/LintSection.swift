import ShaleLint
import ShaleModel

/// `shale lint`'s findings for the bundle, each with its rule, location and what to do.
enum LintSection {
    static func html(_ content: ReportContent) -> HTML {
        let findings = content.findings
        let counts = LintSeverity.allCases.map { severity in
            ReportMarkup.counted(findings.filter { $0.severity == severity }.count, severity.rawValue)
        }.joined(separator: ", ")
        return .element("section", ["id": "lint", "aria-labelledby": "lint-title"]) {
            HTML.element("h2", ["id": "lint-title"]) { "Lint findings" }
            HTML.element("p") {
                "\(counts): what shale lint reports for the bundle (its current version, and the migrations of "
                    + "every version), after the lint: section of shale.yml when there is one."
            }
            if !findings.isEmpty {
                ReportMarkup.table("Lint findings", columns: ["Location", "Severity", "Rule", "Finding"],
                                   rows: findings.map { row($0, content: content) }, wide: [3])
            }
        }
    }

    private static func row(_ finding: LintFinding, content: ReportContent) -> [ReportMarkup.Cell] {
        [
            [ReportMarkup.code(finding.location.map(content.displayed) ?? content.displayedPath)],
            [ReportMarkup.badge(finding.severity.rawValue, class: finding.severity.rawValue)],
            [ReportMarkup.code(finding.ruleID)],
            [.text(finding.message)] + (finding.hint.map { hint in
                [.element("br"), .element("span", ["class": "muted"]) { hint }]
            } ?? []),
        ]
    }
}
