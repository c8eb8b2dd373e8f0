import Foundation
import ShaleConfiguration
import ShaleDiff
import ShaleLint
import ShaleModel
import ShaleReader
import ShaleResolver
import ShaleSwiftReader

/// `shale lint`: lints models (given, or those of a configuration's jobs) under the configuration's `lint:`
/// section and the command line's changes to it.
package struct LintRun: Sendable, Hashable {
    /// The models to lint; empty for the models of the configuration's jobs.
    package var models: [String] = []
    /// For SwiftData sources, the `SchemaMigrationPlan` that orders the versions (`--plan`).
    package var plan: String?
    /// The configuration whose `lint:` section applies, whose jobs name the models when none are given, and whose
    /// folder the json, sarif and github formats' paths are relative to (else the working directory's).
    package var configPath: String?
    /// The format findings are printed in.
    package var format = LintFormat.text
    /// The severity at which a finding fails the run; `nil` never fails.
    package var failOn: LintSeverity? = .error
    /// Rules or families turned on beyond their default scope.
    package var enable: [String] = []
    /// Rules or families turned off.
    package var disable: [String] = []
    /// Whether the summary line is left out.
    package var quiet = false
    /// The version to treat as current in every model, overriding `.xccurrentversion`.
    package var versionName: String?
    /// Whether the warnings of every version are findings, not only the current one's (`--all-versions`); by
    /// default older versions' warnings are counted in one note (`OlderVersionProblems`).
    package var allVersions = false
    /// The baseline whose findings are accepted (`--baseline`); `nil` for the configuration's `lint.baseline`.
    package var baseline: String?
    /// Where to record today's findings as the baseline instead of reporting them (`--write-baseline`).
    package var writesBaseline: String?
    /// The oldest version still on users' devices (`--oldest-supported-version`), overriding the configuration's:
    /// older versions' migrations are not judged.
    package var oldestSupportedVersion: String?
    /// How stores reach the current version (`--path`: `consecutive` or `direct`), overriding the configuration's
    /// `migration-path`.
    package var migrationPath: String?

    /// A lint of `models` with the defaults of `shale lint`.
    package init(models: [String] = [], configPath: String? = nil) {
        self.models = models
        self.configPath = configPath
    }

    /// Every rule, one per line: id, family, severity and summary (`shale lint --list-rules`).
    package static var ruleList: String {
        LintRules.all.map { "\($0.id)  \($0.family.rawValue)  \($0.severity.rawValue)  \($0.summary)\n" }.joined()
    }

    /// Loads the configuration, lints every model, and renders the findings.
    package func run() -> CommandOutput {
        var result = CommandOutput()
        var settings = LintConfiguration()
        var paths = models
        var config: ShaleConfig?
        if let configPath {
            let diagnostics = DiagnosticCollector()
            guard let file = GenerationConfig.loadAll(configPath, diagnostics: diagnostics) else {
                return result.fail(diagnostics.diagnostics, status: CommandOutput.usage)
            }
            config = file
            settings = file.lint
            if paths.isEmpty {
                paths = file.jobs.map(\.modelPath).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
            }
        }
        guard !paths.isEmpty else {
            return result.failUsage("pass the models to lint, or a configuration file whose jobs name them")
        }
        settings.enabled.formUnion(enable)
        settings.disabled.formUnion(disable)
        if let oldestSupportedVersion { settings.oldestSupportedVersion = oldestSupportedVersion }
        guard let route = MigrationPath.option(migrationPath, else: settings.migrationPath, into: &result) else {
            return result
        }
        settings.migrationPath = route
        // A baseline that cannot be read stops the run before any model is linted.
        var known: (baseline: Baseline, path: String)?
        if writesBaseline == nil, let path = baseline ?? settings.baseline {
            let reading = DiagnosticCollector()
            guard let read = BaselineFile.read(path, command: "shale lint", diagnostics: reading) else {
                return result.stop(reading)
            }
            known = (read, path)
        }
        // SwiftData sources are ordered by --plan, else by the `plan:` of the shale.yml job that names them.
        let jobPlans = Dictionary((config?.jobs ?? []).compactMap { job in job.plan.map { (job.modelPath, $0) } }) {
            first, _ in first
        }
        let plans: @Sendable (String) -> String? = { [plan] path in plan ?? jobPlans[path] }
        // What every model-reading command checks first (a missing path, a version name, a bundle without a current
        // version) stops the run as it stops the others.
        let checks = DiagnosticCollector()
        var status = CommandOutput.success
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else {
                checks.report(
                    .error(
                        "no such file or folder", at: SourceLocation(file: path),
                        hint: "pass a .xcdatamodeld bundle, a .xcdatamodel folder, its contents file, or "
                            + "a folder holding them"))
                status = max(status, CommandOutput.invalidInput)
                continue
            }
            let request = ModelInput.Request(
                path: path, versionName: versionName, scope: .allVersions,
                plan: plans(path))
            // Swift sources: a --plan or version name they lack stops the run as a usage mistake.
            let checking = checks.count
            if SwiftDataSources.isSwiftSchema(path) {
                if SwiftSchemaInput.load(request, diagnostics: checks) == nil,
                    checks.failureKind(since: checking) == .usage
                {
                    status = max(status, CommandOutput.usage)
                }
                continue
            }
            guard ModelFinder.isModel(path) else { continue }
            if !ModelInput.check(request, diagnostics: checks) {
                status = max(status, CommandOutput.status(checks, since: checking))
            }
        }
        guard status == CommandOutput.success else { return result.fail(checks.diagnostics, status: status) }
        // What the run says beside its findings (how many warnings of older versions were left out) is reported
        // to `notes`, and printed once the names the configuration writes are known to be versions.
        let notes = DiagnosticCollector()
        var report = Linter.lint(
            paths, configuration: settings, olderVersions: allVersions ? .listed : .summarized,
            versionName: versionName, sources: ModelInput.sources(plans: plans),
            diagnostics: notes)
        let references = VersionReferences.references(config, oldestFlag: oldestSupportedVersion)
        // The configuration may serve models not linted here: their versions count too.
        let others = models.isEmpty ? [] : VersionReferences.knownVersions([], jobs: config?.jobs ?? [])
        let mismatches = VersionReferences.problems(references, versions: report.versionNames + others)
        if !mismatches.isEmpty { return result.fail(mismatches, status: VersionReferences.status) }
        result.report(notes.diagnostics)
        if let writesBaseline {
            return BaselineFile.record(
                Baseline(BaselineFile.entries(of: report, baselinePath: writesBaseline)),
                to: writesBaseline, command: "shale lint", into: &result)
        }
        var accepted = ""
        if let (baseline, path) = known {
            let applied = BaselineFile.accept(baseline, from: path, in: &report)
            accepted = ", \(applied.accepted) more in the baseline"
            result.report(Self.gone(applied.gone, baseline: path))
        }
        let anchor = configPath.map(PathAnchor.folder(of:)) ?? .workingDirectory
        result.write(
            report.rendered(
                as: format, anchor: anchor, rules: LintRules.all.filter(settings.isEnabled),
                failingAt: failOn))
        if !quiet { result.writeError(report.summary + accepted + "\n") }
        if report.fails(at: failOn) { result.status = CommandOutput.failure }
        if known == nil, writesBaseline == nil, let note = adoptionNote(report) { result.report([note]) }
        // A model lint cannot read is invalid input, listed with the findings.
        if report.findings.contains(where: { $0.ruleID == LintRules.invalid.id && $0.severity == .error }) {
            result.status = CommandOutput.invalidInput
        }
        return result
    }

    /// On a run that fails without a baseline because of findings in versions that have shipped (only a new version
    /// changes them: a data loss in a migration long done, two versions with one checksum years ago): how a model with
    /// a history adopts lint, the day a team first runs it. `nil` when no such finding fails the run.
    func adoptionNote(_ report: LintReport) -> Diagnostic? {
        guard let failOn else { return nil }
        let failing = report.findings.filter { $0.severity >= failOn }
        let older = failing.filter { finding in
            finding.location.map { report.shippedVersionFiles.contains($0.file) } ?? false
        }
        guard !older.isEmpty else { return nil }
        let command =
            ["shale lint"] + models.map(OlderVersionProblems.shellQuoted)
            + (configPath.map { ["--config", OlderVersionProblems.shellQuoted($0)] } ?? [])
            + ["--write-baseline", "lint-baseline.json"]
        let which =
            older.count < failing.count
            ? "\(older.count) of the \(failing.count) findings failing this run \(older.count == 1 ? "is" : "are")"
            : failing.count == 1
                ? "the finding failing this run is" : "all \(failing.count) findings failing this run are"
        return .note(
            which + " in versions that have shipped", at: nil,
            hint: "to adopt shale lint on a model with a history, accept them once: run '"
                + command.joined(separator: " ") + "' and commit the file, then pass --baseline lint-baseline.json "
                + "(or set baseline: under lint: in shale.yml), so that only new findings fail; "
                + "--oldest-supported-version leaves out the versions no longer on users' devices")
    }

    /// A note per baseline entry that no longer occurs, the last saying how to drop them.
    static func gone(_ entries: [Baseline.Entry], baseline path: String, command: String = "shale lint")
        -> [Diagnostic]
    {
        entries.enumerated().map { index, entry in
            .note(
                "baseline entry no longer occurs: \(entry.description)", at: SourceLocation(file: path),
                hint: index == entries.count - 1
                    ? "\(entries.count) fixed since the baseline was written; run "
                        + "`\(command) --write-baseline \(path)` to drop them" : nil)
        }
    }
}
