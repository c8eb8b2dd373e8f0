import ArgumentParser
import ShaleConfiguration
import ShaleDriver

/// `shale report`: a self-contained HTML page about a model, to read in a browser or keep as a CI artifact.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write one self-contained HTML page about a model: diagram, versions, migrations, lint, entities.",
        discussion: """
            The page shows the current version's entity-relationship diagram (SVG through Graphviz's dot when \
            it is installed, else its text form), every version with Core Data's checksum and lock state, the \
            migration verdict from every older version to the current one with the changes behind it (as \
            shale diff reports them), shale lint's findings (after the lint: section of ./shale.yml, or of \
            --config), and each entity's attributes, relationships, constraints, fetch indexes and version hash. \
            The diagram can be panned, zoomed and searched; --entity, --focus, --depth, --no-attributes and \
            --group-by choose its view as for shale diagram. It loads nothing: no fonts or requests, and no \
            script but its own inline one, so it opens from a file or a CI artifact, and the \
            same model gives the same bytes. Documentation/Report.md has more. Exit codes: 0 success, 1 warnings \
            with --warnings-as-errors, 64 usage, 65 a model that cannot be read or has errors, 69 dot missing \
            for --diagram svg, 74 the page cannot be written (Documentation/CommandLine.md).
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The model: a .xcdatamodeld bundle, a .xcdatamodel folder, its contents file, "
                + "or SwiftData Swift sources (a .swift file or a folder of them).",
            valueName: "path"))
    var path: String

    @Option(
        name: .customLong("model-version"),
        help: ArgumentHelp(
            "The version the page is about (default: the bundle's current version); older ones "
                + "are compared with it.", valueName: "name"))
    var modelVersion: String?

    @Option(
        help: ArgumentHelp(
            "Write the page to this file (atomically, only when it changes) instead of standard "
                + "output.", valueName: "file"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "A shale.yml whose lint: section applies to the findings (default: ./shale.yml when "
                + "it exists).", valueName: "file"))
    var config: String?

    @Option(
        help: ArgumentHelp(
            "auto draws SVG when Graphviz's dot is installed and the text form otherwise; svg "
                + "requires dot; text never runs it, for the same page on every machine.",
            valueName: "auto|svg|text"))
    var diagram = ReportRun.DiagramStyle.automatic

    @OptionGroup var view: DiagramViewOptions

    @Flag(help: "Treat warnings about the model as errors.")
    var warningsAsErrors = false

    @Option(
        name: .customLong("oldest-supported-version"),
        help: ArgumentHelp(
            "The oldest version still on users' devices: migrations from older ones are not judged (default: "
                + "oldest-supported-version of the configuration).", valueName: "name"))
    var oldestSupportedVersion: String?

    @OptionGroup var planOption: PlanOption

    @OptionGroup var pathOption: MigrationPathOption

    func run() throws {
        var report = ReportRun(path: path)
        report.plan = planOption.plan
        report.migrationPath = pathOption.migrationPath
        report.versionName = modelVersion
        report.output = output
        report.lintConfigPath = config ?? GenerationConfig.defaultPath
        report.diagram = diagram
        report.diagramView = view.view()
        report.warningsAsErrors = warningsAsErrors
        report.oldestSupportedVersion = oldestSupportedVersion
        try DiagnosticPrinter.show(report.run(), of: Self.self)
    }
}

extension ReportRun.DiagramStyle: ExpressibleByArgument {}
