import ArgumentParser
import ShaleRender

/// `shale templates`: the built-in template sets, to read or to start a custom set from.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List, show or export the built-in template sets.",
        subcommands: [List.self, Show.self, Export.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the built-in sets with their summaries.")

        func run() throws {
            try DiagnosticPrinter.show(TemplatesRun.list())
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
            try DiagnosticPrinter.show(TemplatesRun.show(set, file: file))
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
            try DiagnosticPrinter.show(TemplatesRun.export(set, to: folder))
        }
    }
}
