import Foundation
import ShaleConfiguration
import ShaleModel
import ShaleOutput
import ShaleRender
import ShaleResolver

/// `shale config`: writes a commented example `shale.yml`, or checks one without generating.
package enum ConfigRun {
    /// Writes a `shale.yml` to `path`, which must not exist yet, so nothing is overwritten: a job for each model
    /// under the file's folder (`GenerationConfig.example(models:)`; dependency and build folders are not searched),
    /// or the commented example when there is none. A file that cannot be written ends the run with
    /// `CommandOutput.ioError`.
    package static func writeExample(to path: String) -> CommandOutput {
        var result = CommandOutput()
        guard !FileManager.default.fileExists(atPath: path) else {
            return result.failUsage("\(path) already exists; remove it or name another file")
        }
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        let models = ModelFinder.models(under: folder, skipping: ModelFinder.dependencyFolders).map { model in
            folder == "." ? String(model.dropFirst(2)) : String(model.dropFirst(folder.count + 1))
        }
        let writing = DiagnosticCollector()
        do {
            _ = try OutputWriter.writeFile(GenerationConfig.example(models: models), to: path, diagnostics: writing)
        } catch {
            return result.fail(error, diagnostics: writing, at: SourceLocation(file: path))
        }
        if models.isEmpty {
            result.write(
                "shale: wrote \(path); no model was found under \(folder), so edit the model path and "
                    + "outputs, then run `shale generate`\n")
        } else {
            result.write(
                "shale: wrote \(path) with a job for each of \(models.count) "
                    + (models.count == 1 ? "model" : "models") + " found under \(folder): "
                    + models.joined(separator: ", ")
                    + "; check it with `shale config lint`, then run `shale generate`\n")
        }
        return result
    }

    /// Checks the configuration at `path`: its keys, template sets, options, models and output roots. Each
    /// problem ends the run with the status `shale generate` would end with for it: 64 for the file's keys and
    /// values (sets, options, roots), 65 for a model that does not exist.
    package static func lint(_ path: String) -> CommandOutput {
        var result = CommandOutput()
        let collector = DiagnosticCollector()
        guard let jobs = GenerationConfig.load(path, diagnostics: collector) else {
            return result.fail(collector.diagnostics, status: CommandOutput.usage)
        }
        let status = jobs.map { check($0, in: path, diagnostics: collector) }.max() ?? CommandOutput.success
        let diagnostics = collector.diagnostics
        result.report(diagnostics)
        if status != CommandOutput.success { return result.fail(status: status) }
        result.write("shale: \(path) is valid (\(jobs.count) \(jobs.count == 1 ? "job" : "jobs"))\n")
        return result
    }

    /// Reports what is wrong with `job` of the configuration at `path` to `diagnostics`.
    /// - Returns: The exit status the problems end the run with; `CommandOutput.success` when there are none.
    static func check(_ job: GenerationJob, in path: String, diagnostics: DiagnosticCollector) -> Int32 {
        var status = CommandOutput.success
        if !FileManager.default.fileExists(atPath: job.modelPath) {
            diagnostics.report(
                .error(
                    "the model \(job.modelPath) does not exist", at: SourceLocation(file: path),
                    hint: "model paths are relative to the configuration file's folder"))
            status = CommandOutput.invalidInput
        }
        let here = SourceLocation(file: path)
        let set: TemplateSet
        // What the template set's loader and option parser report without a location is placed at the
        // configuration; what stops them ends the run with the status of its kind.
        let located = DiagnosticCollector { diagnostics.report($0.located(at: here)) }
        do {
            set = try TemplateSetLoader.load(job.templates, diagnostics: located)
        } catch {
            return max(status, CommandOutput.status(located))
        }
        do {
            _ = try set.resolveOptions(job.options, locations: job.optionLocations, diagnostics: located)
        } catch {
            status = max(status, CommandOutput.status(located))
        }
        let roots = Set(set.manifest.outputs.map(\.root))
        for root in job.outputsByRoot.keys.sorted() where !roots.contains(root) {
            diagnostics.report(
                .error(
                    "the template set '\(set.manifest.name)' has no output root '\(root)'"
                        + Suggestion.didYouMean(root, among: roots),
                    at: here, hint: "its roots are " + roots.sorted().joined(separator: ", ")))
            status = max(status, CommandOutput.usage)
        }
        if job.output == nil, !roots.allSatisfy({ job.outputsByRoot[$0] != nil }) {
            diagnostics.report(
                .error(
                    "a job with model \(job.modelPath) gives no folder for some of its outputs", at: here,
                    hint: "set output, or outputs for each of " + roots.sorted().joined(separator: ", ")))
            status = max(status, CommandOutput.usage)
        }
        return status
    }

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
