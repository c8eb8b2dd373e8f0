import ShaleLint
import ShaleModel
import ShaleReader
import ShaleResolver
import ShaleSwiftReader

/// The one way every command reads a model: it checks what the command line asks of the bundle before reading it,
/// then reads and resolves it; what stops it is reported with its kind (`DiagnosticCollector.stop(_:kind:)`), which
/// says the exit status the run ends with.
///
/// - A version name (`--model-version`, `--from`, `--to`) that the bundle does not hold is a usage mistake (64),
///   reported with the closest names ("did you mean").
/// - A bundle of several versions whose `.xccurrentversion` names none has no current version, and every command
///   that uses one stops (65) with the list of versions and the flag that picks one: the same rule for `generate`,
///   `dump` (with `--hashes` too), `diagram`, `diff`, `lint`, `report` and `store`. Only `lock`, which records every
///   version and judges none as current, reads such a bundle. Documentation/CommandLine.md states the rule.
/// - Anything else that stops reading (a path that is not a model, XML that does not parse, a model with errors)
///   is invalid input (65).
enum ModelInput {
    /// What a command needs of the bundle.
    struct Request {
        /// The model: bundle, version folder or contents file.
        var path: String
        /// The version to use as current, overriding `.xccurrentversion`.
        var versionName: String?
        /// The flag that sets `versionName`, named in hints.
        var versionFlag = "--model-version"
        /// Other version names the command line gives (`diff --from`), checked the same way, with their flags.
        var otherVersions: [(flag: String, name: String)] = []
        /// Whether the command uses a current version (every command but `lock`).
        var needsCurrent = true
        /// Which versions to read.
        var scope = ModelLoader.Scope.currentVersion
        /// Whether Core Data's version hashes are computed (only `generate` skips them, for a set that reads none).
        var versionHashes = ModelLoader.VersionHashes.computed
        /// For SwiftData sources, the `SchemaMigrationPlan` that orders the versions (`--plan`); needed when the
        /// sources declare several.
        var plan: String?
    }

    /// Checks `request` against the bundle, then reads and resolves it, reporting every problem to `diagnostics`.
    /// - Returns: The bundle (with errors reported it may be incomplete: callers check `diagnostics`); `nil` when
    ///   reading stopped, with what stopped it and its kind reported to `diagnostics`.
    static func load(_ request: Request, diagnostics: DiagnosticCollector) -> ModelBundle? {
        // Swift sources: a Slate 3 schema (`@SlateEntity` structs), else SwiftData's `@Model` classes; anything else
        // is a Core Data model.
        if SwiftDataSources.isSwiftSchema(request.path) {
            return SwiftSchemaInput.load(request, diagnostics: diagnostics)
        }
        if Slate3SchemaReader.isSchemaSource(request.path) {
            guard let loaded = Slate3SchemaReader.load(path: request.path, diagnostics: diagnostics) else {
                diagnostics.stop()
                return nil
            }
            // One version, named after the file or folder: a version flag naming another is a usage mistake.
            guard
                knowsVersions(
                    request, names: loaded.versions.map(\.versionName), of: "the schema source's",
                    diagnostics: diagnostics)
            else { return nil }
            return loaded
        }
        guard check(request, diagnostics: diagnostics) else { return nil }
        guard
            let loaded = ModelLoader.load(
                path: request.path, versionName: request.versionName, scope: request.scope,
                versionHashes: request.versionHashes, diagnostics: diagnostics)
        else {
            diagnostics.stop()
            return nil
        }
        return loaded
    }

    /// Loads `request` for a command's run, showing what loading found in `result`.
    /// - Returns: The bundle; `nil` when the run stops, with `result`'s status set: the status of the failure, 65
    ///   for a model with errors, 1 for warnings under `warningsAsErrors`.
    static func load(_ request: Request, warningsAsErrors: Bool, into result: inout CommandOutput) -> ModelBundle? {
        let collector = DiagnosticCollector()
        let loaded = load(request, diagnostics: collector)
        let diagnostics = collector.diagnostics
        result.report(diagnostics)
        if loaded == nil || diagnostics.containsErrors {
            result.status = CommandOutput.status(collector)
        } else if warningsAsErrors, diagnostics.containsWarnings {
            result.status = CommandOutput.failure
        } else {
            return loaded
        }
        return nil
    }

    /// The checks `load` makes before reading, for a command that reads the model its own way (`lint`).
    /// - Returns: Whether all passed; what failed is reported to `diagnostics` as what stops the run.
    static func check(_ request: Request, diagnostics: DiagnosticCollector) -> Bool {
        // A path that is not a model: reading it says why. Swift sources are checked as they are read.
        guard !SwiftDataSources.isSwiftSchema(request.path) else { return true }
        guard let (names, named) = ModelReader.versions(at: request.path) else { return true }
        let here = SourceLocation(file: request.path)
        guard knowsVersions(request, names: names, diagnostics: diagnostics) else { return false }
        if request.needsCurrent, request.versionName == nil, named == nil {
            diagnostics.stop(
                .error(
                    "the bundle holds \(names.count) versions and its .xccurrentversion names none as current",
                    at: here,
                    hint: "pass \(request.versionFlag) with the version to use (the newest in version order is "
                        + "'\(names.last ?? "")'), or set the current version in Xcode (File inspector, Model Version); "
                        + "the versions: \(listing(names))"))
            return false
        }
        return true
    }

    /// Whether every version flag of `request` names one of `names`; each that does not is reported as a usage
    /// mistake that stops the run, with the closest name.
    private static func knowsVersions(
        _ request: Request, names: [String], of owner: String = "the bundle's",
        diagnostics: DiagnosticCollector
    ) -> Bool {
        var given = request.otherVersions
        if let versionName = request.versionName { given.insert((request.versionFlag, versionName), at: 0) }
        var known = true
        for (flag, name) in given where !names.contains(name) {
            diagnostics.stop(
                .error(
                    "there is no model version named '\(name)'" + Suggestion.didYouMean(name, among: names),
                    at: SourceLocation(file: request.path),
                    hint: "pass \(flag) one of \(owner) \(names.count) \(names.count == 1 ? "version" : "versions"): "
                        + (names.count <= 12
                            ? listing(names)
                            : "'\(names[0])' to '\(names[names.count - 1])' (`shale dump --hashes` lists them)")),
                kind: .usage)
            known = false
        }
        return known
    }

    /// The models read from Swift rather than from a Core Data model file, for `shale lint`, tried in `load`'s
    /// order: Slate 3 schema sources, then SwiftData sources (each path ordered by the plan `plans` names for it).
    static func sources(plans: @escaping @Sendable (_ path: String) -> String?) -> [Linter.ModelSource] {
        [
            Linter.ModelSource(reads: Slate3SchemaReader.isSchemaSource) { path, _, diagnostics in
                Slate3SchemaReader.load(path: path, diagnostics: diagnostics).map { ($0, []) }
            },
            SwiftSchemaInput.linting(plans: plans),
        ]
    }

    /// `'a', 'b', 'c'`: every name, quoted, in version order.
    private static func listing(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }

}
