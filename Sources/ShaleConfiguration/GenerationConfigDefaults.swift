import Foundation
import ShaleLint

extension GenerationConfig {
    /// The configuration file the commands use when none is named: `shale.yml` in the working directory, when it
    /// exists.
    package static var defaultPath: String? {
        FileManager.default.fileExists(atPath: "shale.yml") ? "shale.yml" : nil
    }

    /// What `shale config init` writes: a job per model of `models` (paths relative to the file), each generating
    /// the `coredata` set into a `Generated` folder beside its model, or `example` when there is none.
    package static func example(models: [String]) -> String {
        guard !models.isEmpty else { return example }
        let header = """
            # shale.yml: what `shale generate` (and the SwiftPM plugins) generate. Paths are relative to this file.
            # Written by `shale config init`, with a job for each model found under this folder. Check it with
            # `shale config lint`; run it with `shale generate` (add --check in CI).
            jobs:

            """
        let jobs = models.map { model in
            let folder = (model as NSString).deletingLastPathComponent
            let name = ((model as NSString).lastPathComponent as NSString).deletingPathExtension
            let output = (folder.isEmpty ? "Generated" : folder + "/Generated") + "/" + name
            return """
                  - model: \(yamlString(model))
                    templates: coredata       # NSManagedObject subclasses; or slate, swiftdata, slate3, xcode, memory
                    # model-version: NAME     # the version to generate from, if not the bundle's current one
                    output: \(yamlString(output))

                """
        }
        let lint = example.components(separatedBy: "\n").filter {
            $0.hasPrefix("# lint:") || $0.hasPrefix("#   ")
                || $0.hasPrefix("#     ")
        }
        return header + jobs.joined() + lint.joined(separator: "\n") + "\n"
    }

    /// `text` as a double-quoted YAML string.
    private static func yamlString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The commented example `shale config init` writes when it finds no model.
    package static let example = """
        # shale.yml: what `shale generate` (and the SwiftPM plugins) generate. Paths are relative to this file.
        # Check it with `shale config lint`; run it with `shale generate` (add --check in CI).
        jobs:
          - model: Sources/Store/Model.xcdatamodeld   # a .xcdatamodeld bundle or a .xcdatamodel folder
            templates: slate                         # slate (default), coredata, swiftdata, slate3, xcode, memory,
                                                     # or a folder of your own (`shale templates list`)
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
        #   baseline: lint-baseline.json             # findings accepted once (`shale lint --write-baseline`)

        """
}
