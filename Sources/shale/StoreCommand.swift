import ArgumentParser
import ShaleDriver

/// `shale store`: which model version wrote a Core Data store, and how it migrates to the current one.
struct StoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Say which version of a model wrote a Core Data SQLite store, read-only.",
        discussion: """
            Reads the store's metadata (the entity version hashes Core Data recorded) without writing the store \
            or its -wal/-shm files. With --model, finds the version whose hashes equal the store's, as Core Data \
            does, and says how the store migrates to the current version; when no version matches (Core Data's \
            error 134130, "Can't find model for source store"), names the closest version, the entities that \
            differ and the likely cause, and exits 1. Without --model, prints the metadata.
            """
    )

    @Argument(help: ArgumentHelp("The store's .sqlite file.", valueName: "store"))
    var store: String

    @Option(help: ArgumentHelp("The model bundle (.xcdatamodeld) to match the store against.", valueName: "path"))
    var model: String?

    @Option(
        name: .customLong("model-version"),
        help: ArgumentHelp(
            "The version to use as current, overriding the bundle's .xccurrentversion.",
            valueName: "name"))
    var modelVersion: String?

    @Option(help: ArgumentHelp("How the result is written.", valueName: "format"))
    var format: StoreRun.Format = .text

    @OptionGroup var planOption: PlanOption

    func run() throws {
        var run = StoreRun(storePath: store, modelPath: model, format: format)
        run.plan = planOption.plan
        run.versionName = modelVersion
        try DiagnosticPrinter.show(run.run(), of: Self.self)
    }
}
