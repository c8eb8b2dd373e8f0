import ArgumentParser
import ShaleDriver

/// `shale freeze`: writes the current model version as a frozen SwiftData `VersionedSchema`, or checks one.
struct FreezeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "freeze",
        abstract: "Write the current model version as a frozen SwiftData VersionedSchema, or check (--check) one.",
        discussion: """
            Writes one self-contained enum conforming to VersionedSchema: its versionIdentifier, its models, and \
            every @Model class nested in it, so that it names no type defined outside it and its hashes stay \
            those of the version it froze. It is the file the swiftdata set's history (--option history=true) \
            writes per version, named --schema-name (default: the current schema's name with the new major version, \
            SchemaV2 → SchemaV3, else the model's name, SchemaV and the major version, LibrarySchemaV4). A type the classes name that the schema cannot hold, and what SwiftData cannot \
            express, are located warnings. --check writes nothing, prints a unified diff and exits 1 when the \
            file differs from what the model gives. See Documentation/Freezing.md.
            """
    )

    @OptionGroup var input: ModelInputOptions

    @OptionGroup var planOption: PlanOption

    @Option(
        name: .customLong("schema-version"),
        help: ArgumentHelp("The schema's versionIdentifier: three integers, such as 4.0.0.", valueName: "x.y.z"))
    var schemaVersion: String

    @Option(
        name: .customLong("schema-name"),
        help: ArgumentHelp(
            "The schema enum's name (default: SchemaV<major> after a current schema named so, else "
                + "<Model>SchemaV<major>).", valueName: "name"))
    var schemaName: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The file to write or check (default: print the schema).", valueName: "file"))
    var output: String?

    @Flag(help: "Write nothing; print a diff and exit 1 when --output differs from what the model gives.")
    var check = false

    func run() throws {
        var freeze = FreezeRun(
            path: input.path, versionName: input.modelVersion, schemaName: schemaName,
            schemaVersion: schemaVersion, output: output, check: check,
            warningsAsErrors: input.warningsAsErrors)
        freeze.plan = planOption.plan
        try DiagnosticPrinter.show(freeze.run(), of: Self.self)
    }
}
