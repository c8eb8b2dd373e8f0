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
            try DiagnosticPrinter.show(ConfigRun.writeExample(to: path))
        }
    }

    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a shale.yml: its keys, template sets, options, models and outputs.")

        @Argument(help: "The configuration file.")
        var path = "shale.yml"

        func run() throws {
            try DiagnosticPrinter.show(ConfigRun.lint(path))
        }
    }
}
