import Foundation
import ShaleModel

/// What a lint run found, ready to print in any format.
package struct LintReport: Sendable, Hashable {
    /// The models linted, as given.
    package var models: [String]
    /// Every finding, sorted.
    package var findings: [LintFinding]
    /// The file of each linted bundle's older versions, with the version's name: a finding located there is about
    /// that version (`Baseline` records it).
    package var olderVersionFiles: [String: String] = [:]
    /// The files of the versions that have shipped, as far as the migration path tells: stepping from version to
    /// version, those before the current version's predecessor (the last step is the change being made); none on
    /// the direct path.
    package var shippedVersionFiles: Set<String> = []
    /// The version names of every linted bundle, for the check of the names a configuration writes.
    package var versionNames: [String] = []

    /// Creates a report.
    package init(models: [String], findings: [LintFinding]) {
        self.models = models
        self.findings = findings
    }

    /// How many findings have `severity`.
    package func count(_ severity: LintSeverity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// Whether a finding is at `threshold` or above; `nil` never fails.
    package func fails(at threshold: LintSeverity?) -> Bool {
        guard let threshold else { return false }
        return findings.contains { $0.severity >= threshold }
    }

    /// One line for the end of a run: `shale lint: 2 errors, 1 warning, 0 infos in 3 models`.
    package var summary: String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        return "shale lint: "
            + [
                counted(count(.error), "error"), counted(count(.warning), "warning"),
                counted(count(.info), "info"),
            ].joined(separator: ", ")
            + " in " + counted(models.count, "model")
    }
}

/// The formats `shale lint` and `shale diff` print findings in.
package enum LintFormat: String, Sendable, CaseIterable {
    /// `path:line:column: warning: message [rule-id]`, then a `note:` line with the hint.
    case text
    /// Shale's JSON (`LintJSON`), schema in `Documentation/LintRules.md`.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF readers.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`), shown as annotations.
    case github
    /// JUnit XML (`junit(rules:failingAt:)`), for GitLab, Jenkins, Bitrise and other CI test reports.
    case junit
}

extension LintReport {
    /// The report in `format`, ending with a newline (nothing at all for clean text and GitHub output).
    ///
    /// Text is for a person at a terminal: its paths are as given, so editors link them. The other formats are
    /// for machines and files: their paths are relative to `anchor` (Documentation/Generating.md, "Paths in
    /// output"), so the same model gives the same bytes from any folder.
    /// - Parameters:
    ///   - anchor: The folder the paths of every format but text are relative to.
    ///   - rules: For JUnit, the rules that ran: a test case each.
    ///   - threshold: For JUnit, the severity from which a finding fails its case (the run's `--fail-on`).
    package func rendered(
        as format: LintFormat, anchor: PathAnchor = .workingDirectory,
        rules: [LintRule] = LintRules.all, failingAt threshold: LintSeverity? = .error
    ) -> String {
        switch format {
        case .junit: return anchored(to: anchor).junit(rules: rules, failingAt: threshold).xml
        case .text: return findings.map(Self.text).map { $0 + "\n" }.joined()
        case .json: return (try? ModelJSON.encode(LintJSON(anchored(to: anchor)))) ?? ""
        case .sarif: return (try? ModelJSON.encode(SARIFLog(anchored(to: anchor)))) ?? ""
        case .github: return anchored(to: anchor).findings.map(GitHubAnnotation.command).map { $0 + "\n" }.joined()
        }
    }

    /// The report with every path relative to `anchor`.
    func anchored(to anchor: PathAnchor) -> LintReport {
        var copy = self
        copy.models = models.map { anchor.relative($0) }
        for index in copy.findings.indices {
            copy.findings[index].location = findings[index].location.map { anchor.relative($0) }
        }
        return copy
    }

    /// The compiler-style lines of `finding`.
    private static func text(_ finding: LintFinding) -> String {
        let diagnostic = Diagnostic(
            finding.severity == .error ? .error : .warning,
            "\(finding.message) [\(finding.ruleID)]", at: finding.location, hint: finding.hint)
        guard finding.severity == .info else { return diagnostic.description }
        return diagnostic.description.replacingFirst(": warning: ", with: ": info: ")
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}

/// The JSON form of a report (schema version 1; the version changes when a field is renamed or removed).
struct LintJSON: Encodable {
    let schemaVersion = 1
    let models: [String]
    let summary: [String: Int]
    let findings: [LintFinding]

    init(_ report: LintReport) {
        models = report.models
        summary = Dictionary(uniqueKeysWithValues: LintSeverity.allCases.map { ($0.rawValue, report.count($0)) })
        findings = report.findings
    }
}
