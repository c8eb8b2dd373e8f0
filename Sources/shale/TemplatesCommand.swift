import ArgumentParser
import ShaleDriver

/// `shale templates`: the built-in template sets, to read or to start a custom set from.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List, show, export or check template sets.",
        subcommands: [List.self, Show.self, Export.self, Lint.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the built-in sets with their summaries.")

        func run() throws {
            try DiagnosticPrinter.show(TemplatesRun.list(), of: Self.self)
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a set's options and files, or one file's text.")

        @Argument(help: "A built-in set's name, or a folder with a manifest.yml.")
        var set: String

        @Argument(help: "A file of the set, such as manifest.yml or ImmutableModel.mustache.")
        var file: String?

        func run() throws {
            try DiagnosticPrinter.show(TemplatesRun.show(set, file: file), of: Self.self)
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy a set's files (its parents' included) into a new folder, to start a custom set.")

        @Argument(help: "A built-in set's name.")
        var set: String

        @Argument(help: "The folder to create; it must not exist yet, so nothing is overwritten.")
        var folder: String

        func run() throws {
            try DiagnosticPrinter.show(TemplatesRun.export(set, to: folder), of: Self.self)
        }
    }

    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a set without rendering: manifest, template syntax, partials, blocks, and every key "
                + "the templates read against their contexts (exit 65 with located errors, as generate would).")

        @Argument(help: "A folder with a manifest.yml, or a built-in set's name.")
        var set: String

        func run() throws {
            try DiagnosticPrinter.show(TemplatesRun.lint(set), of: Self.self)
        }
    }
}
