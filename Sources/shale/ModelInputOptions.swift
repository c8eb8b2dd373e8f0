import ArgumentParser

/// The options every command that reads a model shares.
struct ModelInputOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "The model: a .xcdatamodeld bundle, a .xcdatamodel folder, its contents file, or SwiftData Swift "
                + "sources (a .swift file or a folder of them).",
            valueName: "path"
        )
    )
    var path: String

    @Option(
        name: .customLong("model-version"),
        help: ArgumentHelp(
            "The version to use as current, overriding the bundle's .xccurrentversion. Needed when a bundle "
                + "holds several versions and names none as current.",
            valueName: "name"
        )
    )
    var modelVersion: String?

    @Flag(help: "Treat warnings as errors: exit with status 1 when any warning is reported.")
    var warningsAsErrors = false
}
