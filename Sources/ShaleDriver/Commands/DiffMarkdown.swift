import ShaleDiff
import ShaleModel
import ShaleRender
import ShaleResolver
import ShaleTranslation

/// Fits `shale diff --format markdown` to a length limit, by default a GitHub comment's: the summary of every
/// comparison stays, and the details (diagram and table of changes) of the oldest versions' comparisons, the
/// longest jumps, are left out until the report fits, with a sentence that says where they are.
enum DiffMarkdown {
    /// The most characters a GitHub comment (an issue or pull request comment, or a review) holds.
    static let gitHubCommentLimit = 65_536

    /// The length of `text` as GitHub counts a comment's body: in Unicode characters (code points).
    static func length(_ text: String) -> Int {
        text.unicodeScalars.count
    }

    /// The report with as many comparisons' details as fit in `limit` characters; all of them when `limit` is
    /// nil or they fit. When even the summary alone does not fit, that summary is returned (the caller warns).
    /// - Parameters:
    ///   - comparisons: How many comparisons the report has.
    ///   - reason: Why details are left out, ending the report's sentence on them.
    ///   - pointer: Where the left-out details are.
    ///   - render: The report with the details given.
    static func fitted(
        comparisons: Int, limit: Int?, reason: String, pointer: String,
        render: (ReportDetails) throws -> String
    ) rethrows -> String {
        let whole = try render(.all)
        guard let limit, length(whole) > limit else { return whole }
        func details(_ shown: Int) -> ReportDetails {
            ReportDetails(shown: shown, reason: reason, pointer: pointer)
        }
        // The most details that fit: the report grows with each comparison's details, so a binary search finds it.
        var fits = 0
        var tooMany = comparisons
        var best = try render(details(0))
        while tooMany - fits > 1 {
            let middle = (fits + tooMany) / 2
            let report = try render(details(middle))
            if length(report) <= limit {
                fits = middle
                best = report
            } else {
                tooMany = middle
            }
        }
        return best
    }

    /// Why details are left out, for a limit of `limit` characters.
    static func reason(limit: Int) -> String {
        let limitText = limit.formatted()
        return limit == gitHubCommentLimit
            ? "to stay within \(limitText) characters, GitHub's limit for a comment"
            : "to stay within \(limitText) characters (--max-characters)"
    }

    /// Where the left-out details are: `fullReport` when given (a link or a path), else the command that writes
    /// the whole report.
    static func pointer(fullReport: String?, path: String) -> String {
        if let fullReport { return "The full report: \(fullReport)" }
        return "`shale diff \(OlderVersionProblems.shellQuoted(path)) --format markdown --max-characters 0` "
            + "writes them all, and `shale report` the HTML page."
    }
}

extension Int {
    /// The number with a comma between thousands (`65,536`), the same on every machine.
    fileprivate func formatted() -> String {
        let digits = Array(String(self))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}

extension DiffRun {
    /// The markdown report of `plan`, fitted to `maxCharacters`; a warning to `diagnostics` when even the summary
    /// of every comparison is longer. `anchor` is what the report's paths are relative to.
    /// - Throws: `DiagnosticCollector.Stopped` when the set does not render (the renderer's).
    func markdown(
        set: TemplateSet, plan: MigrationPlan, bundle: ModelBundle, anchor: PathAnchor,
        diagnostics: DiagnosticCollector
    ) throws -> String {
        let diagrams = Self.diagrams(plan, bundle: bundle)
        let limit = maxCharacters
        let report = try DiffMarkdown.fitted(
            comparisons: plan.comparisons.count, limit: limit, reason: DiffMarkdown.reason(limit: limit ?? 0),
            // The bundle's path as the report's other paths are written: relative, never absolute.
            pointer: DiffMarkdown.pointer(fullReport: fullReport, path: anchor.relative(path))
        ) { details in
            try Renderer.renderReport(
                set: set, plan: plan, format: "markdown", diagrams: diagrams, details: details,
                diagnostics: diagnostics)
        }
        if let limit, DiffMarkdown.length(report) > limit {
            diagnostics.report(
                .warning(
                    "the markdown report is \(DiffMarkdown.length(report)) characters with no comparison's details, "
                        + "over --max-characters \(limit)",
                    at: SourceLocation(file: path),
                    hint: "compare fewer versions (--from, --oldest-supported-version), or raise --max-characters"))
        }
        return report
    }
}
