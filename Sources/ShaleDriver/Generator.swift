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
    package var label: String {
        name ?? "\(Generator.headerPath(of: self)) (\(templates))"
    }
}

/// The one entry point of generation, for the CLI and the tests alike: read, resolve, translate, render, then write,
/// dry-run or check. `run` hands each file to the output stage as soon as it is rendered; `render` and `contexts`
/// collect them all in memory.
package enum Generator {
    /// What a run produced.
    package struct Result: Sendable {
        /// What was (or would be) written and removed; `nil` when the run failed before writing.
        package var report: OutputWriter.Report?
        /// Every problem found, sorted.
        package var diagnostics: [Diagnostic]
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
        let seesAllVersions =
            loadedSet.map { set in
                (try? set.resolveOptions(
                    job.options, locations: job.optionLocations, diagnostics: DiagnosticCollector()))
                    .map(set.readsOlderVersions) ?? false
            } ?? false
        // Core Data's hashes are computed only for a set that reads them.
        let hashes =
            loadedSet.map { $0.readsVersionHashes ? .computed : .skipped }
            ?? ModelLoader.VersionHashes.computed
        let request = ModelInput.Request(
            path: job.modelPath, versionName: job.modelVersion,
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
    package static func render(_ job: GenerationJob, diagnostics: DiagnosticCollector) -> [RenderedFile]? {
        withInputs(job, diagnostics: diagnostics) { inputs in
            let collector = RenderedFileCollector()
            try renderAll(job, inputs, keepsContexts: false, into: collector.sink, diagnostics: diagnostics)
            return collector.collected.files
        }
    }

    /// The context each file of `job` renders with, by `root/path`.
    /// - Parameter diagnostics: Where every problem found is reported, and what stops the job with its kind.
    /// - Returns: The contexts; `nil` when the job stopped.
    package static func contexts(
        _ job: GenerationJob,
        diagnostics: DiagnosticCollector
    ) -> [String: any TemplateContext]? {
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
    package static func dumpContext(_ job: GenerationJob, diagnostics: DiagnosticCollector) -> String? {
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
    package static func run(
        _ job: GenerationJob, mode: OutputWriter.Mode, failsOnWarnings: Bool = false,
        diagnostics: DiagnosticCollector
    ) -> OutputWriter.Report? {
        let stage = OutputWriter.Stage(
            roots: job.outputsByRoot, defaultFolder: job.output, mode: mode,
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
    package static func run(_ job: GenerationJob, mode: OutputWriter.Mode, failsOnWarnings: Bool = false) -> Result {
        let diagnostics = DiagnosticCollector()
        let report = run(job, mode: mode, failsOnWarnings: failsOnWarnings, diagnostics: diagnostics)
        return Result(report: report, diagnostics: diagnostics.diagnostics)
    }

    /// Renders every file of `job`'s set into `sink`, the per-entity and per-model outputs then the `bundle` ones
    /// (none for most sets), with the context of each when `keepsContexts` is set, reporting every problem to
    /// `diagnostics`.
    private static func renderAll(
        _ job: GenerationJob, _ inputs: Inputs, keepsContexts: Bool,
        into sink: RenderedFileSink, diagnostics: DiagnosticCollector
    ) throws {
        let sourcePath = headerPath(of: job)
        // Every value checked against its option's type first, each located where it was written; the current
        // version is translated once for its own files and the `bundle` ones.
        let options = try inputs.set.resolveOptions(
            job.options, locations: job.optionLocations,
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
