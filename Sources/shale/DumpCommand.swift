import ArgumentParser
import ShaleDriver

/// `shale dump`: prints the intermediate representation as JSON.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print a model's intermediate representation (IR) as JSON.",
        discussion: """
            Prints the current version's IR, or with --all-versions the whole bundle with every version in \
            migration order (natural order of version names, the current version last). Keys are sorted and \
            the output is byte-stable. Every entity carries Core Data's version hash (versionHash, hex) and every \
            version its checksum (versionChecksum, base64); --hashes prints them as a table for every version. \
            Nothing is printed to standard output when the model has errors.
            """
    )

    @OptionGroup var input: ModelInputOptions

    @Flag(help: "Print every version of the bundle, not only the current one.")
    var allVersions = false

    @Flag(help: "Print a table of Core Data's hashes instead: each version's checksum, its entities' hashes.")
    var hashes = false

    @OptionGroup var planOption: PlanOption

    func run() throws {
        var dump = DumpRun(
            path: input.path, versionName: input.modelVersion, allVersions: allVersions,
            warningsAsErrors: input.warningsAsErrors, hashes: hashes)
        dump.plan = planOption.plan
        try DiagnosticPrinter.show(dump.run(), of: Self.self)
    }
}
