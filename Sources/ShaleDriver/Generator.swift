import Foundation
import ShaleConfiguration
import ShaleLint
import ShaleModel
import ShaleOutput
import ShaleReader
import ShaleRender
import ShaleResolver
import ShaleTranslation

extension GenerationJob {
    /// What a run of several jobs calls this one in its summary: its `name`, else its model (as its headers name it)
    /// and template set, as `Models/Recipes.xcdatamodeld (coredata)`.
    public var label: String {
        name ?? "\(Generator.headerPath(of: self)) (\(templates))"
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

    /// Loads `job`'s model and template set, then runs `body` on them; every failure is reported to `diagnostics`.
    /// - Returns: What `body` returned, or why loading failed or `body` threw, as the run's exit status.
    private static func withInputs<Output>(
        _ job: GenerationJob,
        diagnostics: DiagnosticCollector,
        _ body: (Inputs) throws -> Output
    ) -> Swift.Result<Output, CommandOutput.Failure> {
        let loadedSet = Swift.Result { try TemplateSetLoader.load(job.templates, keyCheck: .userSets) }
        // Sets whose `bundle` outputs render with these options see every version; the others read and resolve
        // the current one only. Options that do not parse fail the run when it renders.
        let seesAllVersions = (try? loadedSet.get()).map { set in
            (try? set.resolveOptions(job.options, locations: job.optionLocations)).map(set.readsOlderVersions) ?? false
        } ?? false
        // Core Data's hashes are computed only for a set that reads them.
        let hashes = (try? loadedSet.get()).map { $0.readsVersionHashes ? .computed : .skipped }
            ?? ModelLoader.VersionHashes.computed
        let request = ModelInput.Request(path: job.modelPath, versionName: job.modelVersion,
                                         scope: seesAllVersions ? .allVersions : .currentVersion,
                                         versionHashes: hashes, plan: job.plan)
        let before = diagnostics.count
        let bundle: ModelBundle
        switch ModelInput.load(request, diagnostics: diagnostics) {
        case let .success(loaded): bundle = loaded
        case let .failure(failure): return .failure(failure)
        }
        guard !diagnostics.reported(since: before).containsErrors, let model = bundle.current else {
            return .failure(CommandOutput.Failure(status: CommandOutput.invalidInput))
        }
        do {
            let set = try loadedSet.get()
            return .success(try body(Inputs(model: model, modelName: bundle.name, set: set, bundle: bundle)))
        } catch let error as GenerationError {
            diagnostics.report(contentsOf: error.diagnostics)
            return .failure(CommandOutput.Failure(status: CommandOutput.status(error.kind)))
        } catch {
            diagnostics.report(.error("\(error)", at: nil))
            return .failure(CommandOutput.Failure(status: CommandOutput.ioError))
        }
    }

    /// Renders `job` in memory without touching disk.
    /// - Parameter diagnostics: Where every problem found is reported.
    /// - Returns: The files; `nil` when the job failed.
    public static func render(_ job: GenerationJob, diagnostics: DiagnosticCollector) -> [RenderedFile]? {
        try? rendering(job, diagnostics: diagnostics).get()
    }

    /// Renders `job` in memory without touching disk.
    /// - Parameter diagnostics: Where every problem found is reported.
    /// - Returns: The files, or the exit status the job fails with.
    public static func rendering(_ job: GenerationJob,
                                 diagnostics: DiagnosticCollector) -> Swift.Result<[RenderedFile], CommandOutput.Failure> {
        withInputs(job, diagnostics: diagnostics) { inputs in
            let collector = RenderedFileCollector()
            try renderAll(job, inputs, keepsContexts: false, into: collector.sink, diagnostics: diagnostics)
            return collector.collected.files
        }
    }

    /// The context each file of `job` renders with, by `root/path`.
    /// - Parameter diagnostics: Where every problem found is reported.
    /// - Returns: The contexts; `nil` when the job failed.
    public static func contexts(_ job: GenerationJob,
                                diagnostics: DiagnosticCollector) -> [String: any TemplateContext]? {
        try? contextsByFile(job, diagnostics: diagnostics).get()
    }

    private static func contextsByFile(_ job: GenerationJob, diagnostics: DiagnosticCollector)
        -> Swift.Result<[String: any TemplateContext], CommandOutput.Failure> {
        withInputs(job, diagnostics: diagnostics) { inputs in
            let collector = RenderedFileCollector()
            try renderAll(job, inputs, keepsContexts: true, into: collector.sink, diagnostics: diagnostics)
            let (files, contexts) = collector.collected
            return Dictionary(zip(files.map { "\($0.root)/\($0.path)" }, contexts)) { first, _ in first }
        }
    }

    /// The context each file of `job` renders with, as one JSON object keyed by `root/path` (`--dump-context`).
    /// - Parameter diagnostics: Where every problem found is reported.
    /// - Returns: The JSON, or the exit status the job fails with.
    public static func dumpContext(_ job: GenerationJob,
                                   diagnostics: DiagnosticCollector) -> Swift.Result<String, CommandOutput.Failure> {
        contextsByFile(job, diagnostics: diagnostics).map(ContextJSON.encode)
    }

    /// Runs `job` in `mode`. Nothing on disk changes when rendering reports an error, or any warning when
    /// `failsOnWarnings` is set.
    ///
    /// Files are rendered and handed to an `OutputWriter.Stage` one by one, so the run never holds all of them:
    /// the stage compares each with disk and writes changed ones beside their targets, then moves them into place
    /// only once the whole run has succeeded, and otherwise removes what it wrote.
    /// - Parameter diagnostics: Where every problem found is reported.
    /// - Returns: What was (or would be) written and removed; `nil` when the run failed before writing.
    public static func run(_ job: GenerationJob, mode: OutputWriter.Mode, failsOnWarnings: Bool = false,
                           diagnostics: DiagnosticCollector) -> OutputWriter.Report? {
        try? attempt(job, mode: mode, failsOnWarnings: failsOnWarnings, diagnostics: diagnostics).get()
    }

    /// Runs `job` in `mode`, as `run` does.
    /// - Returns: What was (or would be) written and removed, or the exit status the job fails with: a warning
    ///   under `failsOnWarnings` is `CommandOutput.failure`, other failures the status of their kind.
    public static func attempt(_ job: GenerationJob, mode: OutputWriter.Mode, failsOnWarnings: Bool = false,
                               diagnostics: DiagnosticCollector) -> Swift.Result<OutputWriter.Report, CommandOutput.Failure> {
        let stage = OutputWriter.Stage(roots: job.outputsByRoot, defaultFolder: job.output, mode: mode,
                                       createsFolders: job.createsFolders)
        let before = diagnostics.count
        let rendered = withInputs(job, diagnostics: diagnostics) { inputs in
            try renderAll(job, inputs, keepsContexts: false, into: stage.sink, diagnostics: diagnostics)
        }
        if case let .failure(failure) = rendered {
            stage.discard()
            return .failure(failure)
        }
        if failsOnWarnings, diagnostics.reported(since: before).containsWarnings {
            stage.discard()
            return .failure(CommandOutput.Failure(status: CommandOutput.failure))
        }
        guard let report = stage.commit(diagnostics: diagnostics) else {
            return .failure(CommandOutput.Failure(status: CommandOutput.status(stage.failureKind ?? .invalidInput)))
        }
        return .success(report)
    }

    /// Runs `job` in `mode` with a collector of its own, for a caller that wants the result on its own.
    public static func run(_ job: GenerationJob, mode: OutputWriter.Mode, failsOnWarnings: Bool = false) -> Result {
        let diagnostics = DiagnosticCollector()
        let report = run(job, mode: mode, failsOnWarnings: failsOnWarnings, diagnostics: diagnostics)
        return Result(report: report, diagnostics: diagnostics.diagnostics)
    }

    /// Renders every file of `job`'s set into `sink`, the per-entity and per-model outputs then the `bundle` ones
    /// (none for most sets), with the context of each when `keepsContexts` is set, reporting the renderer's warnings
    /// to `diagnostics`.
    private static func renderAll(_ job: GenerationJob, _ inputs: Inputs, keepsContexts: Bool,
                                  into sink: RenderedFileSink, diagnostics: DiagnosticCollector) throws {
        let sourcePath = headerPath(of: job)
        // Every value checked against its option's type first, each located where it was written; the current
        // version is translated once for its own files and the `bundle` ones.
        let options = try inputs.set.resolveOptions(job.options, locations: job.optionLocations)
        // The renderer returns its warnings and throws its errors (`GenerationError`): reported here.
        diagnostics.report(contentsOf: try Renderer.renderVersionAndBundle(
            set: inputs.set, bundle: inputs.bundle, current: inputs.model, modelName: inputs.modelName,
            sourcePath: sourcePath, options: options, keepsContexts: keepsContexts, into: sink))
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
