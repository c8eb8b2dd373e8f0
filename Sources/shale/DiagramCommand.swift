import ArgumentParser
import ShaleDiagram
import ShaleDriver

/// `shale diagram`: draws a model version as an entity-relationship diagram.
struct DiagramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagram",
        abstract: "Draw a model version as an entity-relationship diagram: Mermaid, DOT or SVG.",
        discussion: """
            Draws every entity with its own attributes (Swift type, ? when optional; transient, derived, indexed \
            and unique markers), abstract entities and inheritance, and each relationship with its inverse as one \
            line with the cardinality at both ends (1, 0..1, 0..*, 1..*, min..max, ordered) and delete rules \
            other than Nullify. mermaid (the default) is a classDiagram GitHub renders in Markdown; dot is for \
            Graphviz; svg runs Graphviz's dot, which must be on PATH. A model of many entities reads best in \
            parts: --entity draws the entities named, --focus one entity and its neighbours to --depth, \
            --no-attributes hides the rows, --group-by gathers entities by configuration or inheritance tree. \
            The output is byte-stable. See Documentation/Diagrams.md.
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
        help: ArgumentHelp("The version to draw (default: the bundle's current version).", valueName: "name"))
    var modelVersion: String?

    @Option(help: ArgumentHelp("The diagram's language (svg needs Graphviz's dot).", valueName: "format"))
    var format: DiagramFormat = .mermaid

    @Option(
        help: ArgumentHelp(
            "Write the diagram to this file (atomically, only when it changes) instead of "
                + "standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var view: DiagramViewOptions

    @Flag(help: "Group entities by the configurations that hold them (as --group-by configuration).")
    var configurations = false

    @Flag(help: "Treat warnings about the model as errors.")
    var warningsAsErrors = false

    @OptionGroup var planOption: PlanOption

    func run() throws {
        var diagram = DiagramRun(path: path)
        diagram.plan = planOption.plan
        diagram.versionName = modelVersion
        diagram.format = format
        diagram.view = view.view(configurations: configurations)
        diagram.output = output
        diagram.warningsAsErrors = warningsAsErrors
        try DiagnosticPrinter.show(diagram.run(), of: Self.self)
    }
}
