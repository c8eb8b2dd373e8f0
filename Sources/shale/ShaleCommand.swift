import ArgumentParser

/// The `shale` command: Swift code generation and migration checks for Core Data models.
@main
struct ShaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shale",
        abstract: "Read Core Data models (.xcdatamodeld, .xcdatamodel) and work with them on any machine.",
        discussion: """
            Diagnostics print as path:line:column: error|warning: message, followed by a note saying what \
            to do. Exit codes, the same for every command: 0 success; 1 a check found something (stale output, \
            lint findings, a --fail-on migration, an edited lock, an unmatched store, diff --exit-code \
            differences, warnings with --warnings-as-errors); 64 usage (an unknown flag, set, option, format or \
            version, a bad value, a bad shale.yml key); 65 input that cannot be read as a model, store, lock or \
            template set; 69 a tool it needs is missing (Graphviz's dot); 74 an I/O error. See \
            Documentation/CommandLine.md.
            """,
        version: ShaleVersion.current,
        subcommands: [
            GenerateCommand.self, GenCoreDataCommand.self, LintCommand.self, DiffCommand.self,
            DiagramCommand.self, LockCommand.self, StoreCommand.self, ReportCommand.self, DumpCommand.self,
            TemplatesCommand.self, ConfigCommand.self, FreezeCommand.self,
        ]
    )

    /// Parses the command line and runs the command, as ArgumentParser's own `main()` does, except that a run
    /// ending in help (`--help`, `-h`, `shale help ...`) first lets the costly help texts (`HelpText`) be computed:
    /// ArgumentParser prints help from the error it threw, so a run that prints no help never computes them.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            HelpText.isPrinting = exitCode(for: error) == .success
            exit(withError: error)
        }
    }
}

/// The version `shale --version` prints. It never appears in generated output.
enum ShaleVersion {
    static let current = "0.1.0"
}
