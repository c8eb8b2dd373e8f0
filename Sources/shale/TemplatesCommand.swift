import ArgumentParser
import Foundation
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
            for name in TemplateSetLoader.builtinNames {
                let set = try loadReporting(name)
                print("\(name): \(set.manifest.summary)")
            }
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
            let loaded = try loadReporting(set)
            if let file {
                guard let text = loaded.files[file] else {
                    throw ValidationError("the set '\(set)' has no file '\(file)'; it has: "
                        + loaded.files.keys.sorted().joined(separator: ", "))
                }
                FileHandle.standardOutput.write(Data(text.utf8))
                return
            }
            print("\(loaded.manifest.name): \(loaded.manifest.summary)")
            if let parent = loaded.manifest.parent { print("parent: \(parent)") }
            print("options:")
            for option in loaded.manifest.options {
                print("  \(option.name) (default \"\(option.default)\"): \(option.summary)")
            }
            print("outputs:")
            for output in loaded.manifest.outputs {
                print("  \(output.template) (\(output.scope.rawValue)) -> \(output.root)/\(output.path)")
            }
            print("files:")
            for name in loaded.files.keys.sorted() { print("  \(name)") }
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
            let loaded = try loadReporting(set)
            guard !FileManager.default.fileExists(atPath: folder) else {
                throw ValidationError("\(folder) already exists; export into a new folder")
            }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (name, text) in loaded.files.sorted(by: { $0.key < $1.key }) {
                _ = try OutputWriter.writeFile(text, to: (folder as NSString).appendingPathComponent(name))
            }
            print("shale: exported \(loaded.files.count) files of '\(set)' to \(folder); "
                  + "use it with --templates \(folder)")
        }
    }
}

/// Loads a template set, printing its problems as diagnostics on failure.
private func loadReporting(_ nameOrPath: String) throws -> TemplateSet {
    try DiagnosticPrinter.reporting { try TemplateSetLoader.load(nameOrPath) }
}
