import Foundation
import ShaleResolver
import ShaleDiff
import ShaleTranslation
import ShaleRender
import ShaleLint
import ShaleModel

/// One generation job: a model, a template set, options and where each output root goes.
public struct GenerationJob: Sendable {
    /// The model input: bundle, version folder or contents file.
    public var modelPath: String
    /// The version to use as current, overriding `.xccurrentversion`.
    public var modelVersion: String?
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

    /// Loads `job`'s model and template set, then runs `body` on them; every failure becomes diagnostics.
    private static func withInputs<Output>(
        _ job: GenerationJob,
        _ body: (Inputs) throws -> (Output?, [Diagnostic])
    ) -> (Output?, [Diagnostic]) {
        let loadedSet = Swift.Result { try TemplateSetLoader.load(job.templates) }
        // Sets with `bundle` outputs see every version; the others only the current one.
        let seesAllVersions = (try? loadedSet.get())?.manifest.outputs.contains { $0.scope == .bundle } ?? false
        let loaded = ModelLoader.load(path: job.modelPath, versionName: job.modelVersion,
                                      scope: seesAllVersions ? .allVersions : .currentVersion)
        guard !loaded.failed, let bundle = loaded.bundle, let model = bundle.current else {
            // Every version read, but none is current: reading the current one says why, located.
            if seesAllVersions, !loaded.failed {
                return (nil, ModelLoader.load(path: job.modelPath, versionName: job.modelVersion).diagnostics)
            }
            return (nil, loaded.diagnostics)
        }
        do {
            let set = try loadedSet.get()
            let (output, diagnostics) = try body(Inputs(model: model, modelName: bundle.name, set: set, bundle: bundle))
            return (output, (loaded.diagnostics + diagnostics).sorted())
        } catch let error as GenerationError {
            return (nil, (loaded.diagnostics + error.diagnostics).sorted())
        } catch {
            return (nil, loaded.diagnostics + [.error("\(error)", at: nil)])
        }
    }

    /// Renders `job` in memory without touching disk.
    public static func render(_ job: GenerationJob) -> (files: [RenderedFile]?, diagnostics: [Diagnostic]) {
        withInputs(job) { inputs in
            let collector = RenderedFileCollector()
            let warnings = try renderAll(job, inputs, keepsContexts: false, into: collector.sink)
            return (collector.collected.files, warnings)
        }
    }

    /// The context each file of `job` renders with, by `root/path`.
    public static func contexts(_ job: GenerationJob)
        -> (contexts: [String: any TemplateContext]?, diagnostics: [Diagnostic])
    {
        withInputs(job) { inputs in
            let collector = RenderedFileCollector()
            let warnings = try renderAll(job, inputs, keepsContexts: true, into: collector.sink)
            let (files, contexts) = collector.collected
            let byPath = Dictionary(zip(files.map { "\($0.root)/\($0.path)" }, contexts)) { first, _ in first }
            return (byPath, warnings)
        }
    }

    /// The context each file of `job` renders with, as one JSON object keyed by `root/path` (`--dump-context`).
    public static func dumpContext(_ job: GenerationJob) -> (json: String?, diagnostics: [Diagnostic]) {
        let (contexts, diagnostics) = contexts(job)
        return (contexts.map(ContextJSON.encode), diagnostics)
    }

    /// Runs `job` in `mode`. Nothing on disk changes when rendering reports an error, or any warning when
    /// `failsOnWarnings` is set.
    ///
    /// Files are rendered and handed to an `OutputWriter.Stage` one by one, so the run never holds all of them:
    /// the stage compares each with disk and writes changed ones beside their targets, then moves them into place
    /// only once the whole run has succeeded, and otherwise removes what it wrote.
    public static func run(_ job: GenerationJob, mode: OutputWriter.Mode, failsOnWarnings: Bool = false) -> Result {
        let stage = OutputWriter.Stage(roots: job.outputsByRoot, defaultFolder: job.output, mode: mode,
                                       createsFolders: job.createsFolders)
        let (rendered, diagnostics) = withInputs(job) { inputs in
            (true, try renderAll(job, inputs, keepsContexts: false, into: stage.sink))
        }
        guard rendered != nil, !(failsOnWarnings && diagnostics.containsWarnings) else {
            stage.discard()
            return Result(report: nil, diagnostics: diagnostics)
        }
        do {
            let report = try stage.commit()
            return Result(report: report, diagnostics: diagnostics)
        } catch let error as GenerationError {
            return Result(report: nil, diagnostics: (diagnostics + error.diagnostics).sorted())
        } catch {
            return Result(report: nil, diagnostics: diagnostics + [.error("\(error)", at: nil)])
        }
    }

    /// Renders every file of `job`'s set into `sink`, the per-entity and per-model outputs then the `bundle` ones
    /// (none for most sets), with the context of each when `keepsContexts` is set. - Returns: The warnings.
    private static func renderAll(_ job: GenerationJob, _ inputs: Inputs, keepsContexts: Bool,
                                  into sink: RenderedFileSink) throws -> [Diagnostic] {
        let sourcePath = headerPath(job.modelPath)
        // Every value checked against its option's type first, each located where it was written.
        _ = try inputs.set.resolveOptions(job.options, locations: job.optionLocations)
        let version = try Renderer.render(set: inputs.set, model: inputs.model, modelName: inputs.modelName,
                                          sourcePath: sourcePath, options: job.options, keepsContexts: keepsContexts,
                                          into: sink)
        let bundled = try Renderer.renderBundle(set: inputs.set, bundle: inputs.bundle, current: inputs.model,
                                                modelName: inputs.modelName, sourcePath: sourcePath,
                                                options: job.options, keepsContexts: keepsContexts, into: sink)
        return merged(version, bundled)
    }

    /// `first` and the diagnostics of `second` it does not already hold (both translate the current version).
    private static func merged(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        let seen = Set(first)
        return first + second.filter { !seen.contains($0) }
    }

    /// The model path as generated headers name it: relative to the working directory when inside it,
    /// otherwise the last path component, so no machine's absolute path ends up in output.
    static func headerPath(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return (path as NSString).lastPathComponent
    }
}
