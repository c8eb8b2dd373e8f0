import ArgumentParser
import Foundation
import ShaleModel
import ShaleRender

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
            guard !FileManager.default.fileExists(atPath: path) else {
                throw ValidationError("\(path) already exists; remove it or name another file")
            }
            _ = try OutputWriter.writeFile(ConfigCommand.example, to: path)
            print("shale: wrote \(path); edit the model path and outputs, then run `shale generate`")
        }
    }

    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a shale.yml: its keys, template sets, options, models and outputs.")

        @Argument(help: "The configuration file.")
        var path = "shale.yml"

        func run() throws {
            let jobs = try DiagnosticPrinter.reporting { try GenerationConfig.load(path) }
            var diagnostics: [Diagnostic] = []
            for job in jobs {
                if !FileManager.default.fileExists(atPath: job.modelPath) {
                    diagnostics.append(.error("the model \(job.modelPath) does not exist", at: SourceLocation(file: path),
                                              hint: "model paths are relative to the configuration file's folder"))
                }
                let here = SourceLocation(file: path)
                let set: TemplateSet
                do {
                    set = try TemplateSetLoader.load(job.templates)
                } catch let error as GenerationError {
                    diagnostics += error.diagnostics.map { $0.located(at: here) }
                    continue
                }
                do {
                    _ = try set.resolveOptions(job.options)
                } catch let error as GenerationError {
                    diagnostics += error.diagnostics.map { $0.located(at: here) }
                }
                let roots = Set(set.manifest.outputs.map(\.root))
                for root in job.outputsByRoot.keys.sorted() where !roots.contains(root) {
                    diagnostics.append(.error("the template set '\(set.manifest.name)' has no output root '\(root)'",
                                              at: here, hint: "its roots are " + roots.sorted().joined(separator: ", ")))
                }
                if job.output == nil, !roots.allSatisfy({ job.outputsByRoot[$0] != nil }) {
                    diagnostics.append(.error(
                        "a job with model \(job.modelPath) gives no folder for some of its outputs", at: here,
                        hint: "set output, or outputs for each of " + roots.sorted().joined(separator: ", ")))
                }
            }
            DiagnosticPrinter.print(diagnostics)
            if diagnostics.containsErrors { throw ExitCode.failure }
            print("shale: \(path) is valid (\(jobs.count) \(jobs.count == 1 ? "job" : "jobs"))")
        }
    }

    /// The example `shale config init` writes.
    static let example = """
        # shale.yml: what `shale generate` (and the SwiftPM plugins) generate. Paths are relative to this file.
        # Check it with `shale config lint`; run it with `shale generate` (add --check in CI).
        jobs:
          - model: Sources/Store/Model.xcdatamodeld   # a .xcdatamodeld bundle or a .xcdatamodel folder
            templates: slate                         # slate (default), coredata, memory, or a folder of your own
            # model-version: Model 3                 # the version to generate from, if not the bundle's current one
            outputs:                                 # a folder per output root of the set...
              models: Sources/Models                 #   immutable models: a module every layer can import
              entities: Sources/Store/Entities       #   Core Data classes: the module that owns the store
            # output: Generated                      # ...or one folder for every root
            options:                                 # `shale templates show slate` lists a set's options
              name-transform: Slate%@
              managed-imports: Models
        # lint:                                      # `shale lint` (Documentation/LintRules.md; all optional)
        #   disable: [model-no-action-delete-rule]   # rule ids or families: model, cloudkit, migration
        #   exceptions:                              # per rule: Entity or Entity.property
        #     migration-data-loss: [Book.notes]      # an intended data loss, acknowledged

        """
}

extension Diagnostic {
    /// The diagnostic, placed at `location` when it has no location of its own.
    func located(at location: SourceLocation) -> Diagnostic {
        guard self.location == nil else { return self }
        var copy = self
        copy.location = location
        return copy
    }
}
