import ShaleLint
import ShaleModel

/// `shale lint`'s findings for the bundle, each with its rule, location and what to do.
enum LintSection {
    static func html(_ content: ReportContent) -> HTML {
        let findings = content.findings
        return .element("section", ["id": "lint", "aria-labelledby": "lint-title"]) {
            HTML.element("h2", ["id": "lint-title"]) { "Lint findings" }
            HTML.element("p") {
                "\(counts(findings)): what shale lint reports for the bundle (its current version, and the migrations "
                    + "of every version), after the lint: section of shale.yml when there is one."
                    + (content.acceptedFindings.map { accepted in
                        " \(ReportMarkup.counted(accepted.count, "more finding")) accepted in the baseline "
                            + "\(content.anchor.relative(accepted.baseline)), as shale lint leaves "
                            + "\(accepted.count == 1 ? "it" : "them") out."
                    } ?? "")
            }
            if !findings.isEmpty {
                ReportMarkup.table(
                    "Lint findings", columns: ["Finding", "Severity", "Rule", "Location"],
                    rows: findings.map { row($0, content: content) }, wide: [0],
                    proseRowHeaders: true)
            }
        }
    }

    /// How many findings of each severity: `0 errors, 1 warning, 0 infos`.
    static func counts(_ findings: [LintFinding]) -> String {
        LintSeverity.allCases.map { severity in
            ReportMarkup.counted(findings.filter { $0.severity == severity }.count, severity.rawValue)
        }.joined(separator: ", ")
    }

    private static func row(_ finding: LintFinding, content: ReportContent) -> [ReportMarkup.Cell] {
        [
            [.text(finding.message)]
                + (finding.hint.map { hint in
                    [.element("br"), .element("span", ["class": "muted"]) { hint }]
                } ?? []),
            [ReportMarkup.badge(finding.severity.rawValue, class: finding.severity.rawValue)],
            [ReportMarkup.name(finding.ruleID)],
            [ReportMarkup.location(finding.location.map(content.displayed) ?? content.displayedPath)],
        ]
    }
}
