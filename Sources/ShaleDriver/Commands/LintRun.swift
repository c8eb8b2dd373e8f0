import Foundation
import ShaleDiff
import ShaleLint
import ShaleModel
import ShaleResolver

/// `shale lint`: lints models (given, or those of a configuration's jobs) under the configuration's `lint:`
/// section and the command line's changes to it.
public struct LintRun: Sendable, Hashable {
    /// The models to lint; empty for the models of the configuration's jobs.
    public var models: [String] = []
    /// The configuration whose `lint:` section applies, whose jobs name the models when none are given, and whose
    /// folder the json, sarif and github formats' paths are relative to (else the working directory's).
    public var configPath: String?
    /// The format findings are printed in.
    public var format = LintFormat.text
    /// The severity at which a finding fails the run; `nil` never fails.
    public var failOn: LintSeverity? = .error
    /// Rules or families turned on beyond their default scope.
    public var enable: [String] = []
    /// Rules or families turned off.
    public var disable: [String] = []
    /// Whether the summary line is left out.
    public var quiet = false
    /// The version to treat as current in every model, overriding `.xccurrentversion`.
    public var versionName: String?

    /// A lint of `models` with the defaults of `shale lint`.
    public init(models: [String] = [], configPath: String? = nil) {
        self.models = models
        self.configPath = configPath
    }

    /// Every rule, one per line: id, family, severity and summary (`shale lint --list-rules`).
    public static var ruleList: String {
        LintRules.all.map { "\($0.id)  \($0.family.rawValue)  \($0.severity.rawValue)  \($0.summary)\n" }.joined()
    }

    /// Loads the configuration, lints every model, and renders the findings.
    public func run() -> CommandOutput {
        var result = CommandOutput()
        var settings = LintConfiguration()
        var paths = models
        if let configPath {
            let diagnostics = DiagnosticCollector()
            guard let file = GenerationConfig.loadAll(configPath, diagnostics: diagnostics) else {
                return result.fail(diagnostics.diagnostics, status: CommandOutput.usage)
            }
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
        // What every model-reading command checks first (a missing path, a version name, a bundle without a current
        // version) stops the run as it stops the others.
        let checks = DiagnosticCollector()
        var status = CommandOutput.success
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else {
                checks.report(.error("no such file or folder", at: SourceLocation(file: path),
                                     hint: "pass a .xcdatamodeld bundle, a .xcdatamodel folder, its contents file, or "
                                         + "a folder holding them"))
                status = max(status, CommandOutput.invalidInput)
                continue
            }
            guard ModelFinder.isModel(path) else { continue }
            let request = ModelInput.Request(path: path, versionName: versionName, scope: .allVersions)
            status = max(status, ModelInput.check(request, diagnostics: checks) ?? CommandOutput.success)
        }
        guard status == CommandOutput.success else { return result.fail(checks.diagnostics, status: status) }
        let report = Linter.lint(paths, configuration: settings, versionName: versionName)
        let anchor = configPath.map(PathAnchor.folder(of:)) ?? .workingDirectory
        result.write(report.rendered(as: format, anchor: anchor))
        if !quiet { result.writeError(report.summary + "\n") }
        if report.fails(at: failOn) { result.status = CommandOutput.failure }
        // A model lint cannot read is invalid input, listed with the findings.
        if report.findings.contains(where: { $0.ruleID == LintRules.invalid.id && $0.severity == .error }) {
            result.status = CommandOutput.invalidInput
        }
        return result
    }
}
