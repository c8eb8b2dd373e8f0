import ShaleLint
import ShaleModel
import ShaleReader
import ShaleResolver
import ShaleSwiftReader

/// `ModelInput` for SwiftData schemas written in Swift (`SwiftDataSources.isSwiftSchema`): reads them with
/// ShaleSwiftReader and applies the same checks of version names as for a `.xcdatamodeld` bundle, each version
/// being a `VersionedSchema` named by its type.
enum SwiftSchemaInput {
    /// Reads `request`'s sources and returns the versions its scope asks for, with `versionName` as current; `nil`
    /// when reading stopped, with what stopped it and its kind reported to `diagnostics`.
    static func load(_ request: ModelInput.Request, diagnostics: DiagnosticCollector) -> ModelBundle? {
        // What reading found is reported once the current version is known: older schemas' warnings are counted
        // in one note, as for a bundle's older versions (`OlderVersionProblems`).
        let found = DiagnosticCollector()
        guard let set = read(path: request.path, plan: request.plan, diagnostics: found) else {
            diagnostics.stop(contentsOf: found.diagnostics, kind: found.failureKind() ?? .invalidInput)
            return nil
        }
        var bundle = set.bundle
        let names = bundle.versions.map(\.versionName)
        var given = request.otherVersions
        if let versionName = request.versionName { given.insert((request.versionFlag, versionName), at: 0) }
        var mistaken = false
        for (flag, name) in given where !names.contains(name) {
            diagnostics.stop(
                .error(
                    "there is no VersionedSchema named '\(name)' in the plan"
                        + Suggestion.didYouMean(name, among: names),
                    at: SourceLocation(file: bundle.sourcePath),
                    hint: "pass \(flag) one of: " + names.map { "'\($0)'" }.joined(separator: ", ")), kind: .usage)
            mistaken = true
        }
        if mistaken {
            diagnostics.report(contentsOf: found.diagnostics)
            return nil
        }
        if let versionName = request.versionName { bundle.currentVersionName = versionName }
        OlderVersionProblems.summarized.report(
            found.diagnostics, bundle: bundle, path: request.path,
            to: diagnostics)
        if request.scope == .currentVersion, let current = bundle.current { bundle.versions = [current] }
        return bundle
    }

    /// Reads the sources at `path`, ordered by the plan named `plan` (or the only one).
    /// - Returns: The schemas; `nil` when reading stopped, as a usage mistake (a plan name the sources lack) or
    ///   invalid input (unreadable sources), reported to `diagnostics`.
    static func read(path: String, plan: String?, diagnostics: DiagnosticCollector) -> SwiftDataSchemaSet? {
        SwiftDataReader.read(path: path, planName: plan, diagnostics: diagnostics)
    }

    /// The plan's facts for the SwiftData lint rules.
    static func facts(_ set: SwiftDataSchemaSet) -> SwiftDataPlanFacts {
        SwiftDataPlanFacts(
            planName: set.plan?.name, location: set.plan?.location ?? SourceLocation(file: set.bundle.sourcePath),
            stages: set.plan?.stages.map {
                SwiftDataPlanFacts.Stage(kind: $0.kind, from: $0.from, to: $0.to, location: $0.location)
            } ?? [],
            unlisted: set.unlisted.map { ($0.name, $0.location) })
    }

    /// The reader `shale lint` uses for SwiftData sources, each path ordered by the plan `plans` names for it; the
    /// findings are those of the SwiftData rules.
    static func linting(plans: @escaping @Sendable (_ path: String) -> String?) -> Linter.ModelSource {
        Linter.ModelSource(reads: SwiftDataSources.isSwiftSchema) { path, versionName, diagnostics in
            guard var set = read(path: path, plan: plans(path), diagnostics: diagnostics) else { return nil }
            if let versionName, set.bundle.versions.contains(where: { $0.versionName == versionName }) {
                set.bundle.currentVersionName = versionName
            }
            return (set.bundle, SwiftDataChecks.findings(set.bundle, plan: facts(set)))
        }
    }

    /// The plan of the sources at `path` checked against `bundle`, the versions they declare: each problem of the
    /// plan (`swiftdata-plan-*` rules) as a located error. Empty for a path that is not Swift sources.
    static func planProblems(path: String, plan: String?, bundle: ModelBundle) -> [Diagnostic] {
        guard SwiftDataSources.isSwiftSchema(path),
            let set = read(path: path, plan: plan, diagnostics: DiagnosticCollector())
        else {
            return []
        }
        return SwiftDataChecks.findings(bundle, plan: facts(set))
            .filter { $0.ruleID.hasPrefix("swiftdata-plan-") }
            .map { finding in
                var diagnostic = finding.diagnostic
                diagnostic.severity = .error
                return diagnostic
            }
            .sorted()
    }
}
