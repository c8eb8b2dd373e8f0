import Foundation
import ShaleConfiguration
import ShaleDiagram
import ShaleDiff
import ShaleLint
import ShaleModel
import ShaleReader
import ShaleReport

/// `shale report`: one self-contained HTML page about a model: its diagram, versions and their checksums, how
/// each older version migrates to the current one, lint findings, and every entity.
package struct ReportRun: Sendable, Hashable {
    /// How the diagram is drawn.
    package enum DiagramStyle: String, Sendable, CaseIterable {
        /// SVG when Graphviz's `dot` is on the `PATH`, else the text form.
        case automatic = "auto"
        /// SVG through Graphviz's `dot`; an error when it is not installed.
        case svg
        /// The text form, which needs nothing installed: the same bytes on every machine.
        case text
    }

    /// The model: bundle, version folder or contents file.
    package var path: String
    /// For SwiftData sources, the `SchemaMigrationPlan` that orders the versions (`--plan`).
    package var plan: String?
    /// The version the report is about, overriding `.xccurrentversion`.
    package var versionName: String?
    /// The file the page goes to (written atomically, only when it changes); `nil` for standard output.
    package var output: String?
    /// The configuration whose `lint:` section applies to the findings, and whose folder the page's paths are
    /// relative to; `nil` for the defaults, and paths relative to the working directory.
    package var lintConfigPath: String?
    /// How the diagram is drawn.
    package var diagram = DiagramStyle.automatic
    /// Which entities the diagram draws, whether with attributes, and how they are grouped (all, by default).
    package var diagramView = DiagramView()
    /// Whether warnings about the model fail the run.
    package var warningsAsErrors = false
    /// The oldest version still on users' devices (`--oldest-supported-version`), overriding the configuration's:
    /// older versions' migrations are not judged (they are still listed with their checksums).
    package var oldestSupportedVersion: String?
    /// How stores reach the current version (`--path`: `consecutive` or `direct`), overriding the configuration's
    /// `migration-path`.
    package var migrationPath: String?
    /// The search path for Graphviz's `dot`; the process's `PATH` when nil.
    package var searchPath: String? = ProcessInfo.processInfo.environment["PATH"]

    /// A report of the model at `path`, with the defaults of `shale report`.
    package init(path: String) {
        self.path = path
    }

    /// Loads every version, compares and lints them, and writes (or prints) the page; on any error nothing is
    /// written.
    package func run() -> CommandOutput {
        var result = CommandOutput()
        var settings = LintConfiguration()
        var config: ShaleConfig?
        if let lintConfigPath {
            let diagnostics = DiagnosticCollector()
            config = GenerationConfig.loadAll(lintConfigPath, diagnostics: diagnostics)
            guard let config else { return result.fail(diagnostics.diagnostics, status: CommandOutput.usage) }
            settings = config.lint
        }
        if let oldestSupportedVersion { settings.oldestSupportedVersion = oldestSupportedVersion }
        guard let route = MigrationPath.option(migrationPath, else: settings.migrationPath, into: &result) else {
            return result
        }
        settings.migrationPath = route
        // The lint baseline of shale.yml applies to the page's findings as it applies to `shale lint`'s; one that
        // cannot be read stops the run before the model is read, as it stops `shale lint`.
        var known: (baseline: Baseline, path: String)?
        if let baselinePath = settings.baseline {
            let reading = DiagnosticCollector()
            guard let read = BaselineFile.read(baselinePath, command: "shale lint", diagnostics: reading) else {
                return result.stop(reading)
            }
            known = (read, baselinePath)
        }
        let request = ModelInput.Request(path: path, versionName: versionName, scope: .allVersions, plan: plan)
        guard let bundle = ModelInput.load(request, warningsAsErrors: warningsAsErrors, into: &result),
            let current = bundle.current
        else {
            return result
        }
        let mismatches = VersionReferences.problems(
            VersionReferences.references(config, oldestFlag: oldestSupportedVersion),
            versions: VersionReferences.knownVersions([bundle], jobs: config?.jobs ?? []))
        if !mismatches.isEmpty { return result.fail(mismatches, status: VersionReferences.status) }
        let diagnostics = DiagnosticCollector()
        // Versions older than the oldest one still on users' devices are not judged.
        let made = MigrationPlan.make(
            bundle: bundle.supported(from: settings.oldestSupportedVersion),
            to: current.versionName, path: settings.migrationPath, diagnostics: diagnostics)
        result.report(diagnostics.diagnostics)
        guard let plan = made else { return result.fail(status: CommandOutput.invalidInput) }
        let drawn: ReportContent.Diagram
        let drawing = diagnostics.count
        do {
            drawn = try ReportDiagram.draw(
                current, title: bundle.name, style: diagram, view: diagramView,
                path: searchPath, diagnostics: diagnostics)
        } catch {
            return result.fail(error, diagnostics: diagnostics, since: drawing)
        }
        // What `shale lint` reports for the bundle (its current version, whatever `--model-version` says) with the same
        // settings; its notes are `shale lint`'s to print.
        var lint = Linter.lint(
            [path], configuration: settings,
            sources: ModelInput.sources(plans: { [order = self.plan] _ in order }), diagnostics: DiagnosticCollector())
        var accepted: ReportContent.AcceptedFindings?
        if let (baseline, baselinePath) = known {
            let applied = BaselineFile.accept(baseline, from: baselinePath, in: &lint)
            accepted = ReportContent.AcceptedFindings(count: applied.accepted, baseline: baselinePath)
            result.report(LintRun.gone(applied.gone, baseline: baselinePath))
        }
        let content = ReportContent(
            bundle: bundle, current: current, plan: plan,
            findings: lint.findings.sorted(), acceptedFindings: accepted,
            locks: Self.lockStates(of: bundle, path: path), diagram: drawn, diagramView: diagramView,
            anchor: lintConfigPath.map(PathAnchor.folder(of:)) ?? .workingDirectory, sourcePath: path
        )
        let page = ReportPage.html(content)
        guard let output else {
            result.write(page)
            return result
        }
        return result.writeFile(page, to: output)
    }

    /// Each version's state in the lock file beside the bundle; empty when there is none or it cannot be read
    /// (the lint findings say why).
    static func lockStates(of bundle: ModelBundle, path: String) -> [String: ReportContent.LockState] {
        let lockPath = VersionLock.path(forBundle: path)
        guard FileManager.default.fileExists(atPath: lockPath), case let (lock?, nil) = VersionLock.read(from: lockPath)
        else { return [:] }
        var edited: Set<String> = []
        for problem in lock.problems(in: bundle, lockPath: lockPath) {
            switch problem {
            case let .edited(version, _, _), let .editedKeepingHashes(version, _): edited.insert(version)
            case .removed: break
            }
        }
        return Dictionary(
            bundle.versions.map { version in
                let name = version.versionName
                return (name, edited.contains(name) ? .edited : lock.lockedNames.contains(name) ? .locked : .unlocked)
            }, uniquingKeysWith: { first, _ in first })
    }
}
