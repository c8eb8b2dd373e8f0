import ArgumentParser
import ShaleConfiguration
import ShaleDriver

/// `shale gen-core-data`: slategen's command, with slategen's flags, rendering the `slate` set.
struct GenCoreDataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen-core-data",
        abstract: "Generate Slate immutable models and Core Data entity classes (slategen-compatible flags).",
        discussion: """
            A drop-in for `slategen gen-core-data`: the same flags, the same public API in the generated code. \
            It renders the built-in `slate` template set; `shale generate --templates slate` does the same with \
            Shale's own flags (and --check for CI). With --runtime memory it renders the `memory` set instead: the \
            same immutable models and Core Data-shaped classes over ShaleRuntime, so a Slate data layer and its \
            tests compile and run on Linux (`import Slate` from this package's Slate product).
            """
    )

    @Option(
        name: .customLong("input-model"),
        help: ArgumentHelp(
            "The data model: a .xcdatamodel folder (or a .xcdatamodeld bundle, or a contents file).", valueName: "path")
    )
    var inputModel: String

    @Option(
        name: .customLong("output-slate-object-path"),
        help: ArgumentHelp(
            "Where the immutable Slate models go.", valueName: "dir"))
    var slateObjectPath: String

    @Option(
        name: .customLong("output-core-data-entity-path"),
        help: ArgumentHelp(
            "Where the Core Data NSManagedObject classes go.", valueName: "dir"))
    var coreDataEntityPath: String

    @Flag(name: .customShort("f"), help: "Create missing output folders.")
    var force = false

    @Flag(name: .customShort("v"), help: "Print each file written.")
    var verbose = false

    @Flag(name: .customLong("no-int-cast"), help: "Keep Int16/Int32/Int64 in immutable models instead of Int.")
    var noIntCast = false

    @Flag(
        name: .customLong("cast-int"),
        help: ArgumentHelp(
            "Cast integers to Int (the default; accepted for "
                + "older slategen scripts).", visibility: .hidden))
    var castInt = false

    @Flag(name: .customLong("internal-models"), help: "Generate internal instead of public types.")
    var internalModels = false

    @Flag(name: .customLong("public-param-init"), help: "Make the immutable models' parameter initialiser public.")
    var publicParamInit = false

    @Flag(name: .customLong("no-retroactive"), help: "Do not mark conformances @retroactive.")
    var noRetroactive = false

    @Option(
        name: .customLong("name-transform"),
        help: ArgumentHelp(
            "Immutable type names; %@ stands for the entity name (Slate%@ turns Book into SlateBook).",
            valueName: "pattern"))
    var nameTransform = "%@"

    @Option(
        name: .customLong("file-transform"),
        help: ArgumentHelp(
            "Immutable model file names; %@ stands for the entity name.", valueName: "pattern"))
    var fileTransform = "%@"

    @Option(
        name: .customLong("core-data-file-imports"),
        help: ArgumentHelp(
            "Comma-separated modules the Core Data files import, such as \"Slate, ImmutableModels\".",
            valueName: "modules"))
    var coreDataFileImports = ""

    @Option(
        name: .customLong("runtime"),
        help: ArgumentHelp(
            "What the entity classes are built on: core-data (slategen's output) or memory (ShaleRuntime, for Linux).",
            valueName: "runtime"))
    var runtime: SlategenFlags.Runtime = .coreData

    /// The flags, as the set and options they stand for.
    var flags: SlategenFlags {
        var flags = SlategenFlags()
        flags.noIntCast = noIntCast
        flags.internalModels = internalModels
        flags.publicParamInit = publicParamInit
        flags.noRetroactive = noRetroactive
        flags.nameTransform = nameTransform
        flags.fileTransform = fileTransform
        flags.coreDataFileImports = coreDataFileImports
        flags.runtime = runtime
        return flags
    }

    func run() throws {
        let job = flags.job(
            model: inputModel, models: slateObjectPath, entities: coreDataEntityPath,
            createsFolders: force)
        var generation = GenerateRun(jobs: .job(job))
        generation.listsFiles = verbose
        try DiagnosticPrinter.show(generation.run(), of: Self.self)
    }
}

extension SlategenFlags.Runtime: ExpressibleByArgument {}
