import ArgumentParser
import ShaleConfiguration
import ShaleDriver

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
            markdown (a summary table, then each comparison's details folded: a Mermaid diagram of its changed \
            entities and their neighbours, coloured by verdict, and its changes; the oldest versions' details are \
            left out to fit --max-characters, a GitHub comment by default), mermaid (that \
            diagram alone, for one comparison: pick it with --from), swift (NSStagedMigrationManager \
            scaffolding) and json (schema in Documentation/Migrations.md); sarif and github give the changes that need attention as \
            `shale lint`'s migration findings (after the lint: section of ./shale.yml, when there is one); junit \
            gives a test suite per comparison and a test case per change, failed where --fail-on matches. \
            Exit codes: 0 success; 1 a --fail-on match (new ones only, with --baseline), or with --exit-code any \
            change; 64 usage; 65 a model or baseline that cannot be read (Documentation/CommandLine.md).
            """
    )

    @Argument(help: ArgumentHelp("The model bundle (.xcdatamodeld).", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp("Compare only this older version (default: every older version).", valueName: "name"))
    var from: String?

    @Option(help: ArgumentHelp("The version stores migrate to (default: the newest).", valueName: "name"))
    var to: String?

    @Option(
        help: ArgumentHelp(
            "The report's format: the migration set's (text, markdown, swift) or one shale diff "
                + "writes itself; a set given with --templates brings its own.", valueName: "format"))
    var format = DiffFormatArgument(argument: "text")

    @Option(
        name: .customLong("templates"),
        help: ArgumentHelp("The report template set: built-in 'migration' or a folder.", valueName: "name|dir"))
    var templates = "migration"

    @Option(
        help: ArgumentHelp(
            "Write the report to this file (only when it changes) instead of standard output.",
            valueName: "file"))
    var output: String?

    @Flag(help: "Exit with 1 when any version differs from the target, 0 when none does (as git diff --exit-code).")
    var exitCode = false

    @Option(
        name: .customLong("fail-on"),
        help: ArgumentHelp(
            "Exit with 1 when a change is destructive, needs a custom stage, or exists at all.",
            valueName: "destructive|custom|any"))
    var failOn: [DiffRun.Forbidden] = []

    @Flag(help: "Treat warnings about the model as errors.")
    var warningsAsErrors = false

    @Option(
        help: ArgumentHelp(
            "A shale.yml whose lint: section the sarif and github formats apply, and whose folder "
                + "the report's paths are relative to (default: ./shale.yml when it exists).",
            valueName: "file"))
    var config: String?
    @Option(
        help: ArgumentHelp(
            "Accept the --fail-on matches this baseline file records: fail only on new ones, and "
                + "name the entries that no longer occur.", valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp(
            "Record today's --fail-on matches in this baseline file instead of failing on them.", valueName: "file"))
    var writeBaseline: String?

    @Option(
        name: .customLong("oldest-supported-version"),
        help: ArgumentHelp(
            "The oldest version still on users' devices: older ones are not compared (default: "
                + "oldest-supported-version of ./shale.yml).", valueName: "name"))
    var oldestSupportedVersion: String?

    @Option(
        name: .customLong("max-characters"),
        help: ArgumentHelp(
            "The most characters the markdown report may have: the details of the oldest versions are left out to fit "
                + "(default: 65536, a GitHub comment's limit; 0 for no limit).", valueName: "n"))
    var maxCharacters = 65_536

    @Option(
        name: .customLong("full-report"),
        help: ArgumentHelp(
            "Where the whole report is (a link or a path), for a markdown report that leaves details out to name.",
            valueName: "link"))
    var fullReport: String?

    @OptionGroup var planOption: PlanOption

    @OptionGroup var pathOption: MigrationPathOption

    func run() throws {
        var diff = DiffRun(path: path)
        diff.plan = planOption.plan
        diff.from = from
        diff.to = to
        diff.format = format.name
        diff.templates = templates
        diff.output = output
        diff.exitsWithChanges = exitCode
        diff.failOn = failOn
        diff.warningsAsErrors = warningsAsErrors
        diff.baseline = baseline
        diff.writesBaseline = writeBaseline
        diff.oldestSupportedVersion = oldestSupportedVersion
        guard maxCharacters >= 0 else { throw ValidationError("--max-characters takes a count, 0 for no limit") }
        diff.maxCharacters = maxCharacters == 0 ? nil : maxCharacters
        diff.fullReport = fullReport
        diff.migrationPath = pathOption.migrationPath
        diff.lintConfigPath = config ?? GenerationConfig.defaultPath
        try DiagnosticPrinter.show(diff.run(), of: Self.self)
    }
}

extension DiffRun.Forbidden: ExpressibleByArgument {}
