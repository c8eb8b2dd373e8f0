import ArgumentParser
import Foundation
import ShaleCore
import ShaleReader

/// `shale dump`: prints the intermediate representation as JSON.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print a model's intermediate representation (IR) as JSON.",
        discussion: """
            Prints the current version's IR, or with --all-versions the whole bundle with every version in \
            migration order (natural order of version names, the current version last). Keys are sorted and \
            the output is byte-stable. Nothing is printed to standard output when the model has errors.
            """
    )

    @OptionGroup var input: ModelInputOptions

    @Flag(help: "Print every version of the bundle, not only the current one.")
    var allVersions = false

    func run() throws {
        let result = ModelLoader.load(
            path: input.path,
            versionName: input.modelVersion,
            scope: allVersions ? .allVersions : .currentVersion
        )
        DiagnosticPrinter.print(result.diagnostics)
        guard let bundle = result.bundle,
              !DiagnosticPrinter.fails(result.diagnostics, warningsAsErrors: input.warningsAsErrors)
        else {
            throw ExitCode.failure
        }
        let json = try allVersions ? ModelJSON.encode(bundle) : ModelJSON.encode(bundle.versions[0])
        FileHandle.standardOutput.write(Data(json.utf8))
    }
}
