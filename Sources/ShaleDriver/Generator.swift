import Foundation
import ShaleLint
import ShaleModel
import ShaleRender
import ShaleResolver
import ShaleTranslation

/// One generation job: a model, a template set, options and where each output root goes.
public struct GenerationJob: Sendable {
    /// The model input: bundle, version folder or contents file.
    public var modelPath: String
    /// The version to use as current, overriding `.xccurrentversion`.
    public var modelVersion: String?
    /// For SwiftData sources declaring several `SchemaMigrationPlan`s, the one that orders the versions (`plan:`).
    public var plan: String?
    /// A built-in set's name or a folder.
    public var templates: String
    /// Output folder for every root without its own entry.
    public var output: String?
    /// Output folders by root name (`models=Sources/Models`).
    public var outputsByRoot: [String: String]
    /// Option values for the set.
    public var options: [String: String]
    /// Where each option value was written (its `shale.yml` line), so a value the option's type refuses is
    /// reported there; empty for values from the command line.
    public var optionLocations: [String: SourceLocation] = [:]
    /// Whether missing output folders are created.
    public var createsFolders: Bool
    /// What the run's summary calls the job (`name:` in `shale.yml`); `nil` for `label`'s default.
    public var name: String?
    /// The folder the paths written into generated files are relative to (Documentation/Generating.md, "Paths in
    /// output"): the configuration's folder for a `shale.yml` job, the output folder for one from flags. `nil`
    /// names the model as given (relative to the working directory), for renders that write nothing.
    public var anchor: String?

    /// Creates a job.
    public init(
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
    /// What a run of several jobs calls this one in its summary: its `name`, else its model (as its headers name it)
    /// and template set, as `Models/Recipes.xcdatamodeld (coredata)`.
    public var label: String {
        name ?? "\(Generator.headerPath(of: self)) (\(templates))"
    }

    /// The job's output folder, the anchor of a job from flags: `output`, or the deepest folder holding every
    /// folder of `outputsByRoot`; `nil` when the job names none.
    public var outputFolder: String? {
        if let output { return output }
        let folders = outputsByRoot.values.sorted().map { PathAnchor(folder: $0).folder.split(separator: "/") }
        guard var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }
}

/// The one entry point of generation, for the CLI and the tests alike: read, resolve, translate, render, then write,
/// dry-run or check. `run` hands each file to the output stage as soon as it is rendered; `render` and `contexts`
/// collect them all in memory.
public enum Generator {
    /// What a run produced.
    public struct Result: Sendable {
        /// What was (or would be) written and removed; `nil` when the run failed before writing.
        public var report: OutputWriter.Report?
        /// Every problem found, sorted.
        public var diagnostics: [Diagnostic]
    }

    /// The inputs of a job, loaded: the current model version, the bundle's name and the template set.
    private struct Inputs {
        var model: Model
        var modelName: String
        var set: TemplateSet
        /// Every version, for `bundle` outputs.
        var bundle: ModelBundle
    }

    /// Loads `job`'s model and template set, then runs `body` on them; every problem, and what stops the job with
    /// its kind (`DiagnosticCollector.failureKind(since:)`), is reported to `diagnostics` by the stage that finds it.
    /// - Returns: What `body` returned; `nil` when the job stopped.
    private static func withInputs<Output>(
        _ job: GenerationJob,
        diagnostics: DiagnosticCollector,
        _ body: (Inputs) throws -> Output
    ) -> Output? {
        // The set loads first, since it says which versions to read, but what stops it is the job's problem only
        // once the model has loaded: held in `setProblems` until then, as a model that does not load always was.
        let setProblems = DiagnosticCollector()
        let loadedSet = try? TemplateSetLoader.load(job.templates, keyCheck: .userSets, diagnostics: setProblems)
        // Sets whose `bundle` outputs render with these options see every version; the others read and resolve
        // the current one only. Options that do not parse fail the run when it renders (and are reported then).
        let seesAllVersions = loadedSet.map { set in
            (try? set.resolveOptions(job.options, locations: job.optionLocations, diagnostics: DiagnosticCollector()))
                .map(set.readsOlderVersions) ?? false
        } ?? false
        // Core Data's hashes are computed only for a set that reads them.
        let hashes = loadedSet.map { $0.readsVersionHashes ? .computed : .skipped }
            ?? ModelLoader.VersionHashes.computed
        let request = ModelInput.Request(path: job.modelPath, versionName: job.modelVersion,
                                         scope: seesAllVersions ? .allVersions : .currentVersion,
                                         versionHashes: hashes, plan: job.plan)
        let reading = diagnostics.count
        guard let bundle = ModelInput.load(request, diagnostics: diagnostics) else { return nil }
        guard !diagnostics.reported(since: reading).containsErrors, let model = bundle.current else {
            diagnostics.stop()
            return nil
        }
        guard let set = loadedSet else {
            diagnostics.stop(contentsOf: setProblems.diagnostics, kind: setProblems.failureKind() ?? .invalidInput)
            return nil
        }
        do {
            return try body(Inputs(model: model, modelName: bundle.name, set: set, bundle: bundle))
        } catch is DiagnosticCollector.Stopped {
            return nil
        } catch {
            diagnostics.stop(.error("\(error)", at: nil), kind: .io)
            return nil
        }
    }

    /// Renders `job` in memory without touching disk.
    /// - Parameter diagnostics: Where every problem found is reported, and what stops the job with its kind.
    /// - Returns: The files; `nil` when the job stopped.
    public static func render(_ job: GenerationJob, diagnostics: DiagnosticCollector) -> [RenderedFile]? {
        withInputs(job, diagnostics: diagnostics) { inputs in
            let collector = RenderedFileCollector()
            try renderAll(job, inputs, keepsContexts: false, into: collector.sink, diagnostics: diagnostics)
            return collector.collected.files
        }
    }

    /// The context each file of `job` renders with, by `root/path`.
    /// - Parameter diagnostics: Where every problem found is reported, and what stops the job with its kind.
    /// - Returns: The contexts; `nil` when the job stopped.
    public static func contexts(_ job: GenerationJob,
                                diagnostics: DiagnosticCollector) -> [String: any TemplateContext]? {
        withInputs(job, diagnostics: diagnostics) { inputs in
            let collector = RenderedFileCollector()
            try renderAll(job, inputs, keepsContexts: true, into: collector.sink, diagnostics: diagnostics)
            let (files, contexts) = collector.collected
            return Dictionary(zip(files.map { "\($0.root)/\($0.path)" }, contexts)) { first, _ in first }
        }
    }

    /// The context each file of `job` renders with, as one JSON object keyed by `root/path` (`--dump-context`).
    /// - Parameter diagnostics: Where every problem found is reported, and what stops the job with its kind.
    /// - Returns: The JSON; `nil` when the job stopped.
    public static func dumpContext(_ job: GenerationJob, diagnostics: DiagnosticCollector) -> String? {
        contexts(job, diagnostics: diagnostics).map(ContextJSON.encode)
    }

    /// Runs `job` in `mode`. Nothing on disk changes when rendering reports an error, or any warning when
    /// `failsOnWarnings` is set.
    ///
    /// Files are rendered and handed to an `OutputWriter.Stage` one by one, so the run never holds all of them:
    /// the stage compares each with disk and writes changed ones beside their targets, then moves them into place
    /// only once the whole run has succeeded, and otherwise removes what it wrote.
    /// - Parameter diagnostics: Where every problem found is reported, and what stops the job with its kind: a
    ///   warning under `failsOnWarnings` is `warningsAsErrors`.
    /// - Returns: What was (or would be) written and removed; `nil` when the job stopped, and nothing on disk changed.
    public static func run(_ job: GenerationJob, mode: OutputWriter.Mode, failsOnWarnings: Bool = false,
                           diagnostics: DiagnosticCollector) -> OutputWriter.Report? {
        let stage = OutputWriter.Stage(roots: job.outputsByRoot, defaultFolder: job.output, mode: mode,
                                       createsFolders: job.createsFolders)
        let before = diagnostics.count
        let rendered: Void? = withInputs(job, diagnostics: diagnostics) { inputs in
            try renderAll(job, inputs, keepsContexts: false, into: stage.sink, diagnostics: diagnostics)
        }
        guard rendered != nil else {
            stage.discard()
            return nil
        }
        if failsOnWarnings, diagnostics.reported(since: before).containsWarnings {
            stage.discard()
            diagnostics.stop(kind: .warningsAsErrors)
            return nil
        }
        return stage.commit(diagnostics: diagnostics)
    }

    /// Runs `job` in `mode` with a collector of its own, for a caller that wants the result on its own.
    public static func run(_ job: GenerationJob, mode: OutputWriter.Mode, failsOnWarnings: Bool = false) -> Result {
        let diagnostics = DiagnosticCollector()
        let report = run(job, mode: mode, failsOnWarnings: failsOnWarnings, diagnostics: diagnostics)
        return Result(report: report, diagnostics: diagnostics.diagnostics)
    }

    /// Renders every file of `job`'s set into `sink`, the per-entity and per-model outputs then the `bundle` ones
    /// (none for most sets), with the context of each when `keepsContexts` is set, reporting every problem to
    /// `diagnostics`.
    private static func renderAll(_ job: GenerationJob, _ inputs: Inputs, keepsContexts: Bool,
                                  into sink: RenderedFileSink, diagnostics: DiagnosticCollector) throws {
        let sourcePath = headerPath(of: job)
        // Every value checked against its option's type first, each located where it was written; the current
        // version is translated once for its own files and the `bundle` ones.
        let options = try inputs.set.resolveOptions(job.options, locations: job.optionLocations,
                                                    diagnostics: diagnostics)
        try Renderer.renderVersionAndBundle(
            set: inputs.set, bundle: inputs.bundle, current: inputs.model, modelName: inputs.modelName,
            sourcePath: sourcePath, options: options, keepsContexts: keepsContexts, diagnostics: diagnostics,
            into: sink)
    }

    /// The model path as generated headers name it: relative to the job's anchor; without one, relative to the
    /// working directory (when inside it).
    static func headerPath(of job: GenerationJob) -> String {
        guard let anchor = job.anchor else { return headerPath(job.modelPath) }
        return PathAnchor(folder: anchor).relative(job.modelPath)
    }

    /// `path` relative to the working directory when inside it, otherwise the last path component, so no
    /// machine's absolute path ends up in output.
    static func headerPath(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let relative = PathAnchor.workingDirectory.relative(path)
        return relative.hasPrefix("../") ? (path as NSString).lastPathComponent : relative
    }
}
