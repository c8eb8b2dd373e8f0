import ArgumentParser

/// The `shale` command: Swift code generation and migration checks for Core Data models.
@main
struct ShaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shale",
        abstract: "Read Core Data models (.xcdatamodeld, .xcdatamodel) and work with them on any machine.",
        discussion: """
            Diagnostics print as path:line:column: error|warning: message, followed by a note saying what \
            to do. Exit codes: 0 success, 1 errors found (or warnings, with --warnings-as-errors), 64 usage.
            """,
        version: ShaleVersion.current,
        subcommands: [GenerateCommand.self, GenCoreDataCommand.self, LintCommand.self, DiffCommand.self,
                      DiagramCommand.self, LockCommand.self, StoreCommand.self, DumpCommand.self,
                      TemplatesCommand.self, ConfigCommand.self]
    )
}

/// The version `shale --version` prints. It never appears in generated output.
enum ShaleVersion {
    static let current = "0.1.0"
}
