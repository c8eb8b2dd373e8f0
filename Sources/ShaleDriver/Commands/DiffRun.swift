import Foundation
import ShaleConfiguration
import ShaleDiagram
import ShaleDiff
import ShaleLint
import ShaleModel
import ShaleOutput
import ShaleReader
import ShaleRender

/// `shale diff`: compares a bundle's versions, renders the report in a format, and applies `--fail-on` and
/// `--exit-code`.
package struct DiffRun: Sendable, Hashable {
    /// What `--fail-on` forbids.
    package enum Forbidden: String, Sendable, CaseIterable {
        /// A change that loses data.
        case destructive
        /// A change that needs a custom migration stage.
        case custom
        /// Any change at all.
        case any

        /// Whether `change` is what this forbids.
        func matches(_ change: ModelChange) -> Bool {
            switch self {
            case .destructive: change.isDestructive
            case .custom: change.migration == .custom
            case .any: true
            }
        }
    }

    /// The model bundle.
    package var path: String
    /// For SwiftData sources, the `SchemaMigrationPlan` that orders the versions (`--plan`).
    package var plan: String?
    /// Compare only this older version (default: every older version).
    package var from: String?
    /// The version stores migrate to (default: the newest).
    package var to: String?
    /// text, markdown, swift, json, mermaid, sarif, github, junit, or a format of the `templates` set.
    package var format = "text"
    /// The report template set: built-in `migration` or a folder.
    package var templates = "migration"
    /// The file the report goes to (written only when it changes); `nil` for standard output.
    package var output: String?
    /// Whether the run exits with 1 when any version differs from the target (`--exit-code`, as `git diff`'s).
    package var exitsWithChanges = false
    /// What makes the run fail with 1.
    package var failOn: [Forbidden] = []
    /// Whether warnings about the model fail the run.
    package var warningsAsErrors = false
    /// The configuration whose `lint:` section the sarif and github formats apply, and whose folder the report's
    /// paths are relative to; `nil` for the defaults, and paths relative to the working directory.
    package var lintConfigPath: String?
    /// The oldest version still on users' devices (`--oldest-supported-version`), overriding the configuration's
    /// `oldest-supported-version`: older versions are not compared.
    package var oldestSupportedVersion: String?
    /// How stores reach the target (`--path consecutive|direct`), overriding the configuration's `migration-path`
    /// (default: `MigrationPath.default`); an unknown name is a usage error.
    package var migrationPath: String?
    /// The baseline whose `--fail-on` matches are accepted (`--baseline`).
    package var baseline: String?
    /// Where to record today's `--fail-on` matches as the baseline instead of failing on them (`--write-baseline`).
    package var writesBaseline: String?
    /// The most characters the markdown report may have (`--max-characters`; GitHub's comment limit by default):
    /// the details of the last comparisons are left out to fit. `nil` for no limit.
    package var maxCharacters: Int? = DiffMarkdown.gitHubCommentLimit
    /// Where the whole report is (`--full-report`, a link or a path), named by a markdown report that leaves
    /// details out; `nil` to name the command that writes it.
    package var fullReport: String?

    /// A diff of the bundle at `path`, with the defaults of `shale diff`.
    package init(path: String) {
        self.path = path
    }

    /// The formats `shale diff` renders itself, whatever the template set: `--help` lists them with the
    /// `migration` set's (`text`, `markdown`, `swift`).
    package static let ownFormats = ["mermaid", "json", "sarif", "github", "junit"]

    /// Every format the run can render: the template set's, then `ownFormats`.
    /// - Throws: `DiagnosticCollector.Stopped` when the set does not load, reported to `diagnostics`.
    func formats(diagnostics: DiagnosticCollector) throws -> [String] {
        try Renderer.reportFormats(of: TemplateSetLoader.load(templates, diagnostics: diagnostics)) + Self.ownFormats
    }

    /// Loads every version, plans the migrations, and renders (or writes) the report.
    package func run() -> CommandOutput {
        var result = CommandOutput()
        if (baseline != nil || writesBaseline != nil) && failOn.isEmpty {
            return result.failUsage(
                "a baseline records --fail-on matches: give --fail-on with --baseline or "
                    + "--write-baseline")
        }
        let loading = DiagnosticCollector()
        do {
            let formats = try formats(diagnostics: loading)
            guard formats.contains(format) else {
                return result.failUsage(
                    "unknown format '\(format)'" + Suggestion.didYouMean(format, among: formats)
                        + "; --format takes " + formats.joined(separator: ", ")
                        + (templates == "migration" ? "" : " (with --templates \(templates))"))
            }
        } catch {
            return result.fail(error, diagnostics: loading)
        }
        guard MigrationPath.option(migrationPath, else: .default, into: &result) != nil else { return result }
        var known: Baseline?
        if writesBaseline == nil, let baseline {
            let reading = DiagnosticCollector()
            known = BaselineFile.read(baseline, command: "shale diff --fail-on …", diagnostics: reading)
            if known == nil { return result.stop(reading) }
        }
        var config: ShaleConfig?
        if let lintConfigPath {
            let reading = DiagnosticCollector()
            config = GenerationConfig.loadAll(lintConfigPath, diagnostics: reading)
            if config == nil { return result.fail(reading.diagnostics, status: CommandOutput.usage) }
        }
        var request = ModelInput.Request(path: path, versionName: to, versionFlag: "--to", scope: .allVersions)
        request.otherVersions = from.map { [("--from", $0)] } ?? []
        request.plan = plan
        guard let all = ModelInput.load(request, warningsAsErrors: warningsAsErrors, into: &result) else {
            return result
        }
        let mismatches = VersionReferences.problems(
            VersionReferences.references(config, oldestFlag: oldestSupportedVersion),
            versions: VersionReferences.knownVersions([all], jobs: config?.jobs ?? []))
        if !mismatches.isEmpty { return result.fail(mismatches, status: VersionReferences.status) }
        // Versions older than the oldest one still on users' devices are not compared.
        let bundle = all.supported(from: oldestSupportedVersion ?? config?.lint.oldestSupportedVersion)
        let diagnostics = DiagnosticCollector()
        let route = migrationPath.flatMap(MigrationPath.init(name:)) ?? config?.lint.migrationPath ?? .default
        let made = MigrationPlan.make(bundle: bundle, from: from, to: to, path: route, diagnostics: diagnostics)
        result.report(diagnostics.diagnostics)
        guard let plan = made else { return result.fail(status: CommandOutput.invalidInput) }
        // SwiftData sources: the user's SchemaMigrationPlan checked against what changes (a located error each).
        let planProblems = SwiftSchemaInput.planProblems(path: path, plan: self.plan, bundle: all)
        result.report(planProblems)
        let reporting = diagnostics.count
        let rendered: String?
        do {
            rendered = try self.report(plan, bundle: bundle, accepting: known, diagnostics: diagnostics)
        } catch {
            return result.fail(error, diagnostics: diagnostics, since: reporting)
        }
        guard let report = rendered else {
            // A configuration that does not load (64), or a Mermaid diagram asked of several comparisons (64).
            return result.fail(diagnostics.reported(since: reporting).sorted(), status: CommandOutput.usage)
        }
        result.report(diagnostics.reported(since: reporting))
        if let output {
            let writing = diagnostics.count
            do {
                _ = try OutputWriter.writeFile(report, to: output, diagnostics: diagnostics)
            } catch {
                return result.fail(error, diagnostics: diagnostics, since: writing)
            }
        } else {
            result.write(report)
        }
        var matches = failOn.map { ($0, matching($0, in: plan)) }
        if let writesBaseline {
            return BaselineFile.record(
                Baseline(entries(matches, baselinePath: writesBaseline)), to: writesBaseline,
                command: "shale diff", into: &result)
        }
        if let known, let baseline {
            let found = entries(matches, baselinePath: baseline)
            let accepted = Set(known.entries)
            matches = matches.map { forbidden, changes in
                (forbidden, changes.filter { !accepted.contains(entry($0, forbidden, baselinePath: baseline)) })
            }
            result.report(
                LintRun.gone(
                    known.compare(found).gone, baseline: baseline,
                    command: "shale diff --fail-on …"))
        }
        let violations = matches.compactMap { violation($0, matching: $1) }
        if !violations.isEmpty { return result.fail(violations, status: CommandOutput.failure) }
        if exitsWithChanges, plan.comparisons.contains(where: { !$0.changes.isEmpty }) {
            result.status = CommandOutput.failure
        }
        if !planProblems.isEmpty { result.status = CommandOutput.failure }
        return result
    }

    /// The report's text in `format`; `nil` when the configuration does not load, reported to `diagnostics`.
    /// `known`, the `--baseline`, is what the JUnit report does not fail on, as the run does not.
    /// - Throws: `DiagnosticCollector.Stopped` for an unknown format, a bad template set (the renderer's) or a lint
    ///   baseline that cannot be read, reported to `diagnostics`; an error of the file system for JSON.
    func report(
        _ plan: MigrationPlan, bundle: ModelBundle, accepting known: Baseline? = nil,
        diagnostics: DiagnosticCollector
    ) throws -> String? {
        let anchor = lintConfigPath.map(PathAnchor.folder(of:)) ?? .workingDirectory
        if format == "json" {
            return try ModelJSON.encode(plan.anchored(to: anchor), concurrently: "comparisons", \.comparisons)
        }
        if format == "mermaid" { return mermaid(plan, bundle: bundle, diagnostics: diagnostics) }
        if format == "junit" { return junit(plan.anchored(to: anchor), accepting: known) }
        if let findings = LintFormat(rawValue: format), findings == .sarif || findings == .github {
            var settings = LintConfiguration()
            if let lintConfigPath {
                guard let config = GenerationConfig.loadAll(lintConfigPath, diagnostics: diagnostics) else {
                    return nil
                }
                settings = config.lint
            }
            var report = Linter.migrationReport(plan, bundle: bundle, configuration: settings)
            // The findings the lint baseline accepts are left out, as `shale lint` leaves them out.
            if let path = settings.baseline {
                guard let known = BaselineFile.read(path, command: "shale lint", diagnostics: diagnostics) else {
                    throw diagnostics.stop()
                }
                let new = known.compare(BaselineFile.entries(of: report, baselinePath: path)).new
                report.findings = new.map { report.findings[$0] }
            }
            return report.rendered(as: findings, anchor: anchor)
        }
        let set = try TemplateSetLoader.load(templates, diagnostics: diagnostics)
        // Only the Markdown report draws the diagrams (a large model's diagram is work the other formats skip).
        if format == "markdown" {
            return try markdown(
                set: set, plan: plan.anchored(to: anchor), bundle: bundle, anchor: anchor,
                diagnostics: diagnostics)
        }
        return try Renderer.renderReport(
            set: set, plan: plan.anchored(to: anchor), format: format,
            diagnostics: diagnostics)
    }

    /// The Mermaid diagram of the plan's one comparison; `nil` when it has none or several, reported to
    /// `diagnostics` (a Mermaid file holds one diagram).
    func mermaid(_ plan: MigrationPlan, bundle: ModelBundle, diagnostics: DiagnosticCollector) -> String? {
        guard plan.comparisons.count == 1, let only = plan.comparisons.first else {
            let count = plan.comparisons.count
            diagnostics.report(
                .error(
                    "--format mermaid draws one comparison, and this diff has \(count)",
                    at: SourceLocation(file: path),
                    hint: count == 0
                        ? "the bundle needs an older version to compare with the target"
                        : plan.isConsecutive
                            ? "pick one step with --from and --to (consecutive versions), or one "
                                + "version with --from and --path direct; --format markdown draws all of them"
                            : "pick the older version with --from, or use --format markdown for all of them"
                ))
            return nil
        }
        // No entity changed: an empty diagram.
        return Self.diagrams(plan, bundle: bundle)[only.from] ?? MermaidWriter.render(ERDiagram(title: only.from))
    }

    /// The Mermaid diagram of each comparison's changed entities and their neighbours, by its older version: what
    /// the markdown report draws; none for a comparison where no entity changed.
    static func diagrams(_ plan: MigrationPlan, bundle: ModelBundle) -> [String: String] {
        var diagrams: [String: String] = [:]
        for comparison in plan.comparisons {
            guard let old = bundle.versions.first(where: { $0.versionName == comparison.from }),
                let new = bundle.versions.first(where: { $0.versionName == comparison.to })
            else { continue }
            // The changed entities and their direct neighbours: a whole model is too large to read in a comment.
            let diagram = ERDiagram(migrationFrom: old, to: new, changes: comparison.changes)
            diagrams[comparison.from] = diagram.changedEntitiesAndNeighbours.map(MermaidWriter.render)
        }
        return diagrams
    }

    /// The changes of `plan` that `--fail-on forbidden` forbids.
    func matching(_ forbidden: Forbidden, in plan: MigrationPlan) -> [ModelChange] {
        plan.allChanges.filter(forbidden.matches)
    }

    /// The baseline entry of a change `--fail-on forbidden` matches.
    func entry(_ change: ModelChange, _ forbidden: Forbidden, baselinePath: String) -> Baseline.Entry {
        Baseline.entry(change, kind: forbidden.rawValue, model: BaselineFile.relative(path, to: baselinePath))
    }

    /// The baseline entries of every match.
    private func entries(_ matches: [(Forbidden, [ModelChange])], baselinePath: String) -> [Baseline.Entry] {
        matches.flatMap { forbidden, changes in changes.map { entry($0, forbidden, baselinePath: baselinePath) } }
    }

    /// The error `--fail-on forbidden` raises for `matching`, its changes, if there are any.
    func violation(_ forbidden: Forbidden, matching: [ModelChange]) -> Diagnostic? {
        let what: (one: String, many: String) =
            switch forbidden {
            case .destructive: ("loses data", "lose data")
            case .custom: ("needs a custom migration stage", "need a custom migration stage")
            case .any: ("changes the model", "change the model")
            }
        guard let first = matching.first else { return nil }
        return .error(
            "\(matching.count) \(matching.count == 1 ? "change \(what.one)" : "changes \(what.many)") "
                + "(--fail-on \(forbidden.rawValue))",
            at: first.newLocation ?? first.oldLocation,
            hint: "see the report for each change; the first is \(first.summary)"
        )
    }
}

extension MigrationPlan {
    /// The plan with every change's locations relative to `anchor`, as reports write them. Each file is made
    /// relative once: a long history has tens of thousands of locations in a few hundred files, and making a path
    /// relative reads the file system.
    func anchored(to anchor: PathAnchor) -> MigrationPlan {
        var files: [String: String] = [:]
        func relative(_ location: SourceLocation?) -> SourceLocation? {
            guard var location else { return nil }
            if let known = files[location.file] {
                location.file = known
            } else {
                let made = anchor.relative(location.file)
                files[location.file] = made
                location.file = made
            }
            return location
        }
        func anchored(_ changes: [ModelChange]) -> [ModelChange] {
            changes.map { change in
                var copy = change
                copy.oldLocation = relative(change.oldLocation)
                copy.newLocation = relative(change.newLocation)
                return copy
            }
        }
        var copy = self
        for index in copy.comparisons.indices {
            copy.comparisons[index].changes = anchored(comparisons[index].changes)
        }
        for index in copy.stages.indices {
            copy.stages[index].customChanges = anchored(stages[index].customChanges)
        }
        return copy
    }
}
