import ShaleModel

/// One generation job: a model, a template set, options and where each output root goes.
package struct GenerationJob: Sendable {
    /// The model input: bundle, version folder or contents file.
    package var modelPath: String
    /// The version to use as current, overriding `.xccurrentversion`.
    package var modelVersion: String?
    /// For SwiftData sources declaring several `SchemaMigrationPlan`s, the one that orders the versions (`plan:`).
    package var plan: String?
    /// A built-in set's name or a folder.
    package var templates: String
    /// Output folder for every root without its own entry.
    package var output: String?
    /// Output folders by root name (`models=Sources/Models`).
    package var outputsByRoot: [String: String]
    /// Option values for the set.
    package var options: [String: String]
    /// Where each option value was written (its `shale.yml` line), so a value the option's type refuses is
    /// reported there; empty for values from the command line.
    package var optionLocations: [String: SourceLocation] = [:]
    /// Whether missing output folders are created.
    package var createsFolders: Bool
    /// What the run's summary calls the job (`name:` in `shale.yml`); `nil` for `label`'s default.
    package var name: String?
    /// The folder the paths written into generated files are relative to (Documentation/Generating.md, "Paths in
    /// output"): the configuration's folder for a `shale.yml` job, the output folder for one from flags. `nil`
    /// names the model as given (relative to the working directory), for renders that write nothing.
    package var anchor: String?

    /// Creates a job.
    package init(
        modelPath: String,
        modelVersion: String? = nil,
        templates: String = "slate",
        output: String? = nil,
        outputsByRoot: [String: String] = [:],
        options: [String: String] = [:],
        createsFolders: Bool = true
    ) {
        self.modelPath = modelPath
        self.modelVersion = modelVersion
        self.templates = templates
        self.output = output
        self.outputsByRoot = outputsByRoot
        self.options = options
        self.createsFolders = createsFolders
    }
}

extension GenerationJob {
    /// The job's output folder, the anchor of a job from flags: `output`, or the deepest folder holding every
    /// folder of `outputsByRoot`; `nil` when the job names none.
    package var outputFolder: String? {
        if let output { return output }
        let folders = outputsByRoot.values.sorted().map { PathAnchor(folder: $0).folder.split(separator: "/") }
        guard var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }
}
