import ArgumentParser
import ShaleDiagram

/// The options that choose a diagram's view, shared by `shale diagram` and `shale report`.
struct DiagramViewOptions: ParsableArguments {
    @Option(
        name: .customLong("entity"),
        help: ArgumentHelp(
            "Draw this entity (repeatable); with --entity or --focus, only the entities they "
                + "name are drawn.", valueName: "name"))
    var entities: [String] = []

    @Option(help: ArgumentHelp("Draw this entity and its neighbours to --depth (repeatable).", valueName: "name"))
    var focus: [String] = []

    @Option(
        help: ArgumentHelp(
            "How many relationship or inheritance steps from a --focus entity are drawn.",
            valueName: "n"))
    var depth = 1

    @Flag(name: .customLong("no-attributes"), help: "Draw entities without their attribute rows.")
    var hidesAttributes = false

    @Option(
        name: .customLong("group-by"),
        help: ArgumentHelp(
            "Group entities by the configurations that hold them, or by inheritance tree.",
            valueName: "none|configuration|inheritance"))
    var grouping: DiagramView.Grouping?

    func validate() throws {
        guard depth >= 0 else { throw ValidationError("--depth takes a number of steps, 0 or more") }
    }

    /// The view the options choose; `configurations` is `shale diagram`'s older `--configurations` flag.
    func view(configurations: Bool = false) -> DiagramView {
        DiagramView(
            entities: entities, focus: focus, depth: depth, showsAttributes: !hidesAttributes,
            grouping: grouping ?? (configurations ? .configuration : .none))
    }
}

extension DiagramView.Grouping: ExpressibleByArgument {}
