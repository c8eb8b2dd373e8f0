import ArgumentParser
import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleLint

/// `shale lint`: checks models before they ship (Xcode's model warnings, CloudKit rules, migration safety).
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check models for what Xcode warns about, what CloudKit forbids, and unsafe migrations.",
        discussion: """
            With no model given, lints the model of every job in the configuration file. Rules, their ids and \
            severities: `shale lint --list-rules` (and Documentation/LintRules.md). The configuration's `lint:` \
            section disables, enables and re-grades rules and lists exceptions; a model's userInfo key \
            `shale.lint.disable` turns rules off for the model, an entity or a property. Exit codes: 0 clean, \
            1 a finding at or above --fail-on (new findings only, with a baseline), 64 usage or configuration \
            errors (a version name in the configuration that matches no version among them), 65 a model or a \
            baseline that cannot be read (Documentation/CommandLine.md). A baseline (--write-baseline, then \
            --baseline or lint.baseline) lets a mature model adopt lint, and --oldest-supported-version leaves \
            versions no device still has unjudged: Documentation/Linting.md.
            """
    )

    /// What `--fail-on` accepts.
    enum Threshold: String, ExpressibleByArgument, CaseIterable {
        case error, warning, info, never

        var severity: LintSeverity? { LintSeverity(rawValue: rawValue) }
    }

    @Argument(
        help: ArgumentHelp(
            "Models: .xcdatamodeld bundles, .xcdatamodel folders or contents files.",
            valueName: "model"))
    var models: [String] = []

    @Option(
        help: ArgumentHelp(
            "A shale.yml whose lint: section applies (default: ./shale.yml when it exists); "
                + "with no model given, its jobs' models are linted.", valueName: "file"))
    var config: String?

    @Option(
        name: .customLong("model-version"),
        help: ArgumentHelp(
            "The version to treat as current in every model given, overriding .xccurrentversion.", valueName: "name"))
    var modelVersion: String?

    @Option(help: ArgumentHelp("How the findings are written.", valueName: "format"))
    var format: LintFormat = .text

    @Option(
        name: .customLong("fail-on"),
        help: ArgumentHelp(
            "Exit with 1 when a finding is at this severity or above.", valueName: "error|warning|info|never"))
    var failOn: Threshold = .error

    @Option(
        help: ArgumentHelp(
            "Turn on a rule or family beyond its default scope (cloudkit: every entity). "
                + "Repeatable.", valueName: "rule"))
    var enable: [String] = []

    @Option(help: ArgumentHelp("Turn off a rule or family. Repeatable.", valueName: "rule"))
    var disable: [String] = []

    @Flag(help: "List every rule with its id, family, severity and summary, and exit.")
    var listRules = false

    @Flag(name: .shortAndLong, help: "Print no summary line to standard error.")
    var quiet = false

    @Flag(
        help: ArgumentHelp(
            "Report the warnings of every version, not only the current one's (older versions' "
                + "are counted in one note by default)."))
    var allVersions = false

    @Option(
        help: ArgumentHelp(
            "Accept the findings this baseline file records: fail only on new ones, and name "
                + "the entries that no longer occur (default: lint.baseline of the configuration).",
            valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp(
            "Record today's findings in this baseline file instead of reporting them, and exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Option(
        name: .customLong("oldest-supported-version"),
        help: ArgumentHelp(
            "The oldest version still on users' devices: migrations from older ones are not judged (default: "
                + "oldest-supported-version of the configuration).", valueName: "name"))
    var oldestSupportedVersion: String?

    func validate() throws {
        for name in enable + disable where !LintConfiguration.isKnown(name) {
            throw ValidationError("'\(name)' is not a lint rule or family; `shale lint --list-rules` lists them")
        }
    }

    @OptionGroup var planOption: PlanOption

    @OptionGroup var pathOption: MigrationPathOption

    func run() throws {
        if listRules {
            FileHandle.standardOutput.write(Data(LintRun.ruleList.utf8))
            return
        }
        var lint = LintRun(models: models, configPath: config ?? GenerationConfig.defaultPath)
        lint.plan = planOption.plan
        lint.migrationPath = pathOption.migrationPath
        lint.format = format
        lint.failOn = failOn.severity
        lint.enable = enable
        lint.disable = disable
        lint.quiet = quiet
        lint.versionName = modelVersion
        lint.allVersions = allVersions
        lint.baseline = baseline
        lint.writesBaseline = writeBaseline
        lint.oldestSupportedVersion = oldestSupportedVersion
        try DiagnosticPrinter.show(lint.run(), of: Self.self)
    }
}
