import Foundation
import ShaleDiff
import ShaleModel
import ShaleReader
import ShaleResolver

/// `shale lint`'s one entry point: reads models and runs every rule family on them.
///
/// A bundle's newest version (the current one) gets the `model` and `cloudkit` rules, since older versions
/// are frozen once shipped; the whole bundle gets the `migration` rules. Problems the reader and resolver
/// find are findings too (`model-invalid`, `model-warning`, or the rule they name), so one run reports
/// everything, and a model that cannot be read does not stop the others.
package enum Linter {
    /// A reader of models that are no Core Data model files (Swift schema sources: SwiftData, Slate 3): which paths
    /// it reads, and how. The driver passes ShaleSwiftReader's readers, so linting needs no swift-syntax.
    package struct ModelSource: Sendable {
        /// Whether `path` is read by `load`.
        package var reads: @Sendable (_ path: String) -> Bool
        /// Every version at `path` (the one named `versionName` as current, when given), with the findings of the
        /// rules particular to the source (SwiftData's plan rules); `nil` when unreadable, reported to the collector.
        package var load:
            @Sendable (_ path: String, _ versionName: String?, _ diagnostics: DiagnosticCollector)
                -> (bundle: ModelBundle, findings: [LintFinding])?

        /// Creates a reader.
        package init(
            reads: @escaping @Sendable (String) -> Bool,
            load:
                @escaping @Sendable (String, String?, DiagnosticCollector)
                -> (bundle: ModelBundle, findings: [LintFinding])?
        ) {
            self.reads = reads
            self.load = load
        }
    }

    /// Lints the models at `paths` (bundles, `.xcdatamodel` folders or `contents` files, or folders to search
    /// for them with `ModelFinder`), on all cores.
    /// - Parameter olderVersions: Whether the loading warnings of older versions are findings (`listed`, `shale lint
    ///   --all-versions`) or counted in one note per model (`summarized`, the rule of every command).
    /// - Parameter versionName: The version to treat as current in every bundle, overriding `.xccurrentversion`.
    /// - Parameter sources: Readers of the paths that are no Core Data models, tried before `ModelLoader`.
    /// - Parameter diagnostics: Where the notes of loading are reported (the older versions' warnings counted, not
    ///   listed); every other problem loading finds is a finding.
    /// - Returns: Every finding left after `configuration`, sorted, with the models linted.
    package static func lint(
        _ paths: [String], configuration: LintConfiguration = LintConfiguration(),
        olderVersions: OlderVersionProblems = .summarized, versionName: String? = nil,
        sources: [ModelSource] = [], diagnostics: DiagnosticCollector
    ) -> LintReport {
        var models: [String] = []
        var findings: [LintFinding] = []
        for path in paths {
            guard !ModelFinder.isModel(path), !sources.contains(where: { $0.reads(path) }) else {
                models.append(path)
                continue
            }
            let found = ModelFinder.models(under: path)
            if found.isEmpty {
                findings.append(
                    LintFinding(
                        LintRules.invalid, "the folder holds no Core Data model", at: SourceLocation(file: path),
                        hint: "name .xcdatamodeld bundles, .xcdatamodel folders, or folders holding them"))
            }
            models += found
        }
        let linted = models.concurrentMap { path in
            lint(
                path: path, configuration: configuration, olderVersions: olderVersions, versionName: versionName,
                source: sources.first { $0.reads(path) })
        }
        findings += linted.flatMap(\.findings)
        diagnostics.report(contentsOf: linted.flatMap(\.notes))
        var report = LintReport(models: models, findings: findings.sorted())
        for model in linted {
            report.olderVersionFiles.merge(model.olderVersionFiles) { first, _ in first }
            report.shippedVersionFiles.formUnion(model.shippedVersionFiles)
            report.versionNames += model.versionNames.filter { !report.versionNames.contains($0) }
        }
        return report
    }

    /// What linting one model found.
    struct ModelLint {
        var findings: [LintFinding]
        var notes: [Diagnostic] = []
        var olderVersionFiles: [String: String] = [:]
        var shippedVersionFiles: Set<String> = []
        var versionNames: [String] = []
    }

    /// The findings for one model, after `configuration`, the notes loading it made, and its older versions'
    /// files; `versionName` is treated as the current version.
    static func lint(
        path: String, configuration: LintConfiguration,
        olderVersions: OlderVersionProblems, versionName: String? = nil,
        source: ModelSource? = nil
    ) -> ModelLint {
        let diagnostics = DiagnosticCollector()
        var loaded: ModelBundle?
        var sourceFindings: [LintFinding] = []
        if let source {
            // Older versions' warnings under `olderVersions`, as `ModelLoader` reports a bundle's.
            let found = DiagnosticCollector()
            if let read = source.load(path, versionName, found) {
                loaded = read.bundle
                sourceFindings = read.findings
            }
            olderVersions.report(found.diagnostics, bundle: loaded, path: path, to: diagnostics)
        } else {
            loaded = ModelLoader.load(
                path: path, versionName: versionName, scope: .allVersions,
                olderVersions: olderVersions, diagnostics: diagnostics)
        }
        guard let bundle = loaded, let newest = bundle.current ?? bundle.versions.last else {
            let findings = diagnostics.diagnostics.filter { $0.severity != .note }
                .map { LintFinding(diagnostic: $0, in: nil) }
            return ModelLint(
                findings: configured(
                    findings.isEmpty
                        ? [
                            LintFinding(
                                LintRules.invalid, "the model holds no version to lint",
                                at: SourceLocation(file: path))
                        ] : findings,
                    configuration: configuration, bundle: nil))
        }
        var checks = ModelChecks.findings(newest)
        let cloudKitForced = LintRules.all.contains { $0.family == .cloudkit && configuration.isForced($0) }
        checks += CloudKitChecks.findings(newest, scope: CloudKitChecks.scope(of: newest, forced: cloudKitForced))
        // Versions older than the oldest one still on users' devices are not judged.
        checks += MigrationChecks.findings(
            bundle.supported(from: configuration.oldestSupportedVersion),
            lockPath: VersionLock.path(forBundle: path),
            configuration: configuration, diagnostics: diagnostics)
        checks += sourceFindings
        // What loading and planning reported, read once all of it is in: findings of their own, first. Loading
        // already left out the older versions' warnings unless they are listed (`OlderVersionProblems`).
        let reported = diagnostics.diagnostics
        let elements = ElementIndex(olderVersions == .listed ? bundle.versions : [newest])
        let findings = reported.filter { $0.severity != .note }.map { LintFinding(diagnostic: $0, in: elements) }
        let older = bundle.versions.filter { $0.sourcePath != newest.sourcePath }
        let olderFiles = Dictionary(older.map { ($0.sourcePath, $0.versionName) }) { first, _ in first }
        // Stepping from version to version, a finding located before the current version's predecessor is about
        // versions that have shipped: the change being made now is the last step, whose removals are located in the
        // predecessor. On the direct path every comparison reaches the current version, so none is certain.
        let currentIndex = bundle.versions.firstIndex { $0.sourcePath == newest.sourcePath } ?? 0
        let shipped =
            configuration.migrationPath == .consecutive
            ? Set(bundle.versions.prefix(max(currentIndex - 1, 0)).map(\.sourcePath)) : []
        return ModelLint(
            findings: configured(
                supersede(findings + checks), configuration: configuration,
                bundle: bundle),
            notes: reported.filter { $0.severity == .note }, olderVersionFiles: olderFiles,
            shippedVersionFiles: shipped, versionNames: bundle.versions.map(\.versionName))
    }

    /// The findings of `plan` (`MigrationFindings`) after `configuration`, as `shale diff` reports them.
    package static func migrationReport(
        _ plan: MigrationPlan, bundle: ModelBundle,
        configuration: LintConfiguration = LintConfiguration()
    ) -> LintReport {
        let findings = MigrationFindings.findings(plan, customMigrations: configuration.customMigrations)
        var report = LintReport(
            models: [bundle.sourcePath],
            findings: configured(findings, configuration: configuration, bundle: bundle).sorted())
        let older = bundle.versions.filter { $0.versionName != plan.target }
        report.olderVersionFiles = Dictionary(older.map { ($0.sourcePath, $0.versionName) }) { first, _ in first }
        return report
    }

    /// `findings` without those of disabled rules, exceptions and inline suppressions, at their configured
    /// severity.
    private static func configured(
        _ findings: [LintFinding], configuration: LintConfiguration,
        bundle: ModelBundle?
    ) -> [LintFinding] {
        let suppressions = bundle.map(InlineSuppressions.init)
        return findings.compactMap { finding in
            guard let rule = LintRules.rule(finding.ruleID), configuration.isEnabled(rule),
                !configuration.isExcepted(finding), suppressions?.suppresses(finding, rule: rule) != true
            else { return nil }
            var configured = finding
            configured.severity = configuration.severity(of: rule)
            return configured
        }
    }

    /// `findings` without the findings a more specific one at the same place repeats: a `model` finding a CloudKit
    /// one repeats, a duplicate checksum that a SwiftData schema equal to the previous one explains.
    private static func supersede(_ findings: [LintFinding]) -> [LintFinding] {
        let repeats = [
            LintRules.cloudKitNoInverse.id: LintRules.noInverse.id,
            LintRules.swiftDataUnchangedSchema.id: LintRules.duplicateChecksum.id,
        ]
        let covered = Set(
            findings.compactMap { finding in
                repeats[finding.ruleID].map { "\($0) \(finding.location?.description ?? "")" }
            })
        return findings.filter { !covered.contains("\($0.ruleID) \($0.location?.description ?? "")") }
    }
}

extension LintFinding {
    /// The finding for a reader or resolver diagnostic: of the rule it names, else `model-invalid` for an
    /// error and `model-warning` for a warning; its entity and property found by location.
    init(diagnostic: Diagnostic, in elements: ElementIndex?) {
        let rule =
            diagnostic.code.flatMap(LintRules.rule)
            ?? (diagnostic.severity == .error ? LintRules.invalid : LintRules.warning)
        let element = diagnostic.location.flatMap { elements?.element(at: $0) }
        self.init(
            rule, diagnostic.message, at: diagnostic.location, hint: diagnostic.hint, entity: element?.entity,
            property: element?.property)
    }
}

/// The entities and properties of a model version by the location of their element.
struct ElementIndex {
    private var elements: [SourceLocation: (entity: String, property: String?)] = [:]

    init(_ models: [Model]) {
        for entity in models.flatMap(\.entities) {
            elements[entity.location] = (entity.name, nil)
            for (name, location) in entity.declaredAttributes.map({ ($0.name, $0.location) })
                + entity.declaredRelationships.map({ ($0.name, $0.location) })
                + entity.declaredFetchedProperties.map({ ($0.name, $0.location) })
            {
                elements[location] = (entity.name, name)
            }
        }
    }

    /// The entity or property declared at `location`.
    func element(at location: SourceLocation) -> (entity: String, property: String?)? {
        elements[location]
    }
}
