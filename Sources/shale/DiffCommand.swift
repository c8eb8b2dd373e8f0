import ArgumentParser
import Foundation
import ShaleCore
import ShaleLint
import ShaleModel
import ShaleRender

/// `shale diff`: what changed between model versions and how stores migrate across it.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare model versions and say how stores at older versions migrate.",
        discussion: """
            By default every older version of the bundle is compared straight to the newest (the last in \
            version order), because lightweight migration infers from a store's version to the current one \
            in one step. Each change is classified: none (version hashes unchanged), lightweight, \
            conditional (with the condition) or custom (needs a custom migration stage); data-losing changes \
            are flagged, and a removal that looks like a rename gets the Renaming ID to set. Formats: text, \
            markdown, swift (NSStagedMigrationManager scaffolding) and json (schema in README); sarif and \
            github give the changes that need attention as `shale lint`'s migration findings (after the lint: \
            section of ./shale.yml, when there is one). Exit codes: 0 success; with --exit-code 0 no changes \
            and 2 changes; 1 errors or a --fail-on match; 64 usage.
            """
    )

    /// What `--fail-on` forbids.
    enum Forbidden: String, ExpressibleByArgument, CaseIterable {
        case destructive, custom, any
    }

    @Argument(help: ArgumentHelp("The model bundle (.xcdatamodeld).", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp("Compare only this older version (default: every older version).", valueName: "name"))
    var from: String?

    @Option(help: ArgumentHelp("The version stores migrate to (default: the newest).", valueName: "name"))
    var to: String?

    @Option(help: ArgumentHelp("text, markdown, swift, json, sarif or github; a set given with --templates may "
                                   + "add its own.", valueName: "format"))
    var format = "text"

    @Option(name: .customLong("templates"),
            help: ArgumentHelp("The report template set: built-in 'migration' or a folder.", valueName: "name|dir"))
    var templates = "migration"

    @Option(help: ArgumentHelp("Write the report to this file (only when it changes) instead of standard output.",
                               valueName: "file"))
    var output: String?

    @Flag(help: "Exit with 2 when any version differs from the target, 0 when none does.")
    var exitCode = false

    @Option(name: .customLong("fail-on"),
            help: ArgumentHelp("Exit with 1 when a change is destructive, needs a custom stage, or exists at all.",
                               valueName: "destructive|custom|any"))
    var failOn: [Forbidden] = []

    @Flag(help: "Treat warnings about the model as errors.")
    var warningsAsErrors = false

    func run() throws {
        let loaded = ModelLoader.load(path: path, scope: .allVersions)
        DiagnosticPrinter.print(loaded.diagnostics)
        guard let bundle = loaded.bundle,
              !DiagnosticPrinter.fails(loaded.diagnostics, warningsAsErrors: warningsAsErrors) else {
            throw ExitCode.failure
        }
        let (made, problems) = MigrationPlan.make(bundle: bundle, from: from, to: to)
        DiagnosticPrinter.print(problems)
        guard let plan = made else { throw ExitCode.failure }
        let report = try DiagnosticPrinter.reporting { () throws -> String in
            if format == "json" { return try ModelJSON.encode(plan) }
            if let findings = LintFormat(rawValue: format), findings == .sarif || findings == .github {
                let settings = try FileManager.default.fileExists(atPath: "shale.yml")
                    ? GenerationConfig.loadAll("shale.yml").lint : LintConfiguration()
                return Linter.migrationReport(plan, bundle: bundle, configuration: settings).rendered(as: findings)
            }
            return try Renderer.renderReport(set: TemplateSetLoader.load(templates), plan: plan, format: format)
        }
        if let output {
            _ = try DiagnosticPrinter.reporting { try OutputWriter.writeFile(report, to: output) }
        } else {
            FileHandle.standardOutput.write(Data(report.utf8))
        }
        let violations = failOn.compactMap { violation($0, in: plan) }
        DiagnosticPrinter.print(violations)
        if !violations.isEmpty { throw ExitCode.failure }
        if exitCode, plan.comparisons.contains(where: { !$0.changes.isEmpty }) { throw ExitCode(2) }
    }

    /// The error `--fail-on forbidden` raises for `plan`, if any change matches.
    private func violation(_ forbidden: Forbidden, in plan: MigrationPlan) -> Diagnostic? {
        let matching: [ModelChange]
        let what: (one: String, many: String)
        switch forbidden {
        case .destructive:
            matching = plan.allChanges.filter(\.isDestructive)
            what = ("loses data", "lose data")
        case .custom:
            matching = plan.allChanges.filter { $0.migration == .custom }
            what = ("needs a custom migration stage", "need a custom migration stage")
        case .any:
            matching = plan.allChanges
            what = ("changes the model", "change the model")
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
