/// slategen 2.1.3's `gen-core-data` flags, and the set and options they stand for: `shale gen-core-data`
/// and the golden test of its output share this one mapping.
package struct SlategenFlags: Sendable, Hashable {
    /// What the entity classes are built on.
    package enum Runtime: String, Sendable, CaseIterable {
        /// Core Data's `NSManagedObject`: slategen's output, the `slate` set.
        case coreData = "core-data"
        /// ShaleRuntime's in-memory store: the `memory` set.
        case memory
    }

    /// `--runtime` (Shale's own flag; slategen's output is `core-data`).
    package var runtime = Runtime.coreData
    /// `--no-int-cast`.
    package var noIntCast = false
    /// `--internal-models`.
    package var internalModels = false
    /// `--public-param-init`.
    package var publicParamInit = false
    /// `--no-retroactive`.
    package var noRetroactive = false
    /// `--name-transform` (slategen's default: `%@`).
    package var nameTransform = "%@"
    /// `--file-transform` (slategen's default: `%@`).
    package var fileTransform = "%@"
    /// `--core-data-file-imports` (slategen's default: none).
    package var coreDataFileImports = ""

    /// slategen's defaults.
    package init() {}

    /// The built-in set these flags render.
    package var templates: String { runtime == .memory ? "memory" : "slate" }

    /// The set's options for these flags. Every option is given, so the set's own defaults (chosen for
    /// `shale generate`) never change what `gen-core-data` writes.
    package var options: [String: String] {
        [
            "int-cast": noIntCast ? "false" : "true",
            "internal-models": internalModels ? "true" : "false",
            "public-param-init": publicParamInit ? "true" : "false",
            // Over ShaleRuntime both modules are the user's own, where `@retroactive` is refused (Swift 6).
            "retroactive": noRetroactive || runtime == .memory ? "false" : "true",
            "name-transform": nameTransform,
            "file-transform": fileTransform,
            "managed-imports": coreDataFileImports,
        ]
    }
}

extension SlategenFlags {
    /// The job `gen-core-data` runs with these flags.
    /// - Parameters:
    ///   - model: `--input-model`.
    ///   - models: `--output-slate-object-path`, the folder of the immutable models.
    ///   - entities: `--output-core-data-entity-path`, the folder of the entity classes.
    ///   - createsFolders: `-f`: whether missing output folders are created.
    package func job(model: String, models: String, entities: String, createsFolders: Bool) -> GenerationJob {
        GenerationJob(
            modelPath: model, templates: templates, outputsByRoot: ["models": models, "entities": entities],
            options: options, createsFolders: createsFolders)
    }
}
