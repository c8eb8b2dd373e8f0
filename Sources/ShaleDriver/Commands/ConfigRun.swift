import Foundation
import ShaleModel
import ShaleRender

/// `shale config`: writes a commented example `shale.yml`, or checks one without generating.
public enum ConfigRun {
    /// Writes `GenerationConfig.example` to `path`, which must not exist yet, so nothing is overwritten.
    /// - Throws: `GenerationError` when the file cannot be written.
    public static func writeExample(to path: String) throws -> CommandOutput {
        var result = CommandOutput()
        guard !FileManager.default.fileExists(atPath: path) else {
            return result.failUsage("\(path) already exists; remove it or name another file")
        }
        _ = try OutputWriter.writeFile(GenerationConfig.example, to: path)
        result.write("shale: wrote \(path); edit the model path and outputs, then run `shale generate`\n")
        return result
    }

    /// Checks the configuration at `path`: its keys, template sets, options, models and output roots.
    public static func lint(_ path: String) -> CommandOutput {
        var result = CommandOutput()
        let collector = DiagnosticCollector()
        guard let jobs = GenerationConfig.load(path, diagnostics: collector) else {
            return result.fail(collector.diagnostics)
        }
        for job in jobs { check(job, in: path, diagnostics: collector) }
        let diagnostics = collector.diagnostics
        result.report(diagnostics)
        if diagnostics.containsErrors { return result.fail() }
        result.write("shale: \(path) is valid (\(jobs.count) \(jobs.count == 1 ? "job" : "jobs"))\n")
        return result
    }

    /// Reports what is wrong with `job` of the configuration at `path` to `diagnostics`.
    static func check(_ job: GenerationJob, in path: String, diagnostics: DiagnosticCollector) {
        if !FileManager.default.fileExists(atPath: job.modelPath) {
            diagnostics.report(.error("the model \(job.modelPath) does not exist", at: SourceLocation(file: path),
                                      hint: "model paths are relative to the configuration file's folder"))
        }
        let here = SourceLocation(file: path)
        let set: TemplateSet
        // The template set's loader and option parser throw `GenerationError`: reported here, at the configuration.
        do {
            set = try TemplateSetLoader.load(job.templates)
        } catch let error as GenerationError {
            diagnostics.report(contentsOf: error.diagnostics.map { $0.located(at: here) })
            return
        } catch {
            diagnostics.report(.error("\(error)", at: here))
            return
        }
        do {
            _ = try set.resolveOptions(job.options, locations: job.optionLocations)
        } catch let error as GenerationError {
            diagnostics.report(contentsOf: error.diagnostics.map { $0.located(at: here) })
        } catch {
            diagnostics.report(.error("\(error)", at: here))
        }
        let roots = Set(set.manifest.outputs.map(\.root))
        for root in job.outputsByRoot.keys.sorted() where !roots.contains(root) {
            diagnostics.report(.error("the template set '\(set.manifest.name)' has no output root '\(root)'",
                                      at: here, hint: "its roots are " + roots.sorted().joined(separator: ", ")))
        }
        if job.output == nil, !roots.allSatisfy({ job.outputsByRoot[$0] != nil }) {
            diagnostics.report(.error(
                "a job with model \(job.modelPath) gives no folder for some of its outputs", at: here,
                hint: "set output, or outputs for each of " + roots.sorted().joined(separator: ", ")))
        }
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
