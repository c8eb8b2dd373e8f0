import ArgumentParser
import ShaleDriver

/// `shale config`: write or check a `shale.yml`.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Write a commented example shale.yml, or check one.",
        subcommands: [Init.self, Lint.self]
    )

    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write a commented example shale.yml.")

        @Argument(help: "Where to write it.")
        var path = "shale.yml"

        func run() throws {
            try DiagnosticPrinter.show(ConfigRun.writeExample(to: path), of: Self.self)
        }
    }

    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a shale.yml: its keys, template sets, options, models and outputs.")

        @Option(
            help: ArgumentHelp(
                "The configuration file, as every command's --config takes it (default: "
                    + "./shale.yml).", valueName: "file"))
        var config: String?

        @Argument(help: ArgumentHelp("The configuration file (the older spelling of --config).", valueName: "file"))
        var path: String?

        func validate() throws {
            if config != nil, path != nil { throw ValidationError("give the configuration once, with --config") }
        }

        func run() throws {
            try DiagnosticPrinter.show(ConfigRun.lint(config ?? path ?? "shale.yml"), of: Self.self)
        }
    }
}
