import Foundation
import ShaleConfiguration
import ShaleModel
import ShaleOutput

/// `shale generate` and `shale gen-core-data`: runs generation jobs and reports each the same way (files written,
/// `--check`'s diff, `--dry-run`'s list, the summary line), or dumps their contexts, or combines their output.
package struct GenerateRun: Sendable {
    /// Where the jobs come from.
    package enum Jobs: Sendable {
        /// The jobs of a configuration file (`shale.yml`); a file that does not load is a usage error.
        case config(String)
        /// One job, described by command-line flags.
        case job(GenerationJob)
    }

    /// The jobs to run.
    package var jobs: Jobs
    /// Option values that override every job's own.
    package var overrides: [String: String] = [:]
    /// Write, dry run or check.
    package var mode = OutputWriter.Mode.write
    /// Whether warnings fail a job (and keep it from writing).
    package var warningsAsErrors = false
    /// Whether every file written or removed is listed (`--verbose`).
    package var listsFiles = false
    /// Whether the summary line is left out (`--quiet`).
    package var quiet = false
    /// Whether each job's template context is printed as JSON instead of generating (`--dump-context`).
    package var dumpsContext = false
    /// The one file every job's Swift files are combined into, instead of output folders (`--combined-output`).
    package var combinedOutput: String?

    /// A run of `jobs` in `mode`.
    package init(jobs: Jobs, mode: OutputWriter.Mode = .write) {
        self.jobs = jobs
        self.mode = mode
    }

    /// Loads the jobs and runs each; a job that fails does not stop the others, but fails the run.
    package func run() -> CommandOutput {
        var result = CommandOutput()
        var jobs: [GenerationJob]
        switch self.jobs {
        case let .config(path):
            let diagnostics = DiagnosticCollector()
            guard let loaded = GenerationConfig.load(path, diagnostics: diagnostics) else {
                return result.fail(diagnostics.diagnostics, status: CommandOutput.usage)
            }
            jobs = loaded
        case var .job(job):
            job.anchor = job.anchor ?? combinedOutput.map { PathAnchor.folder(of: $0).folder } ?? job.outputFolder
            jobs = [job]
        }
        for index in jobs.indices {
            jobs[index].options.merge(overrides) { $1 }
            for name in overrides.keys { jobs[index].optionLocations[name] = nil }  // given on the command line
        }
        if let combinedOutput {
            return CombinedOutput.write(
                jobs, to: combinedOutput, warningsAsErrors: warningsAsErrors,
                quiet: quiet)
        }
        // Every job runs; the run ends with the most severe status among them (a usage or input error over a
        // stale check), so one job's mistake is not hidden by another's finding.
        var status = CommandOutput.success
        // The jobs of a configuration are named in their summary lines, so each job's counts are told apart.
        let labeled: Bool
        if case .config = self.jobs { labeled = true } else { labeled = false }
        for job in jobs {
            let jobStatus =
                dumpsContext
                ? dumpContext(job, into: &result)
                : generate(job, label: labeled ? job.label + ": " : "", into: &result)
            status = max(status, jobStatus)
        }
        result.status = status
        return result
    }

    /// Prints the context `job`'s templates would see. - Returns: The job's exit status.
    private func dumpContext(_ job: GenerationJob, into result: inout CommandOutput) -> Int32 {
        let collector = DiagnosticCollector()
        let json = Generator.dumpContext(job, diagnostics: collector)
        let diagnostics = collector.diagnostics
        result.report(diagnostics)
        guard let json else { return CommandOutput.status(collector) }
        if diagnostics.fails(warningsAsErrors: warningsAsErrors) { return CommandOutput.failure }
        result.write(json)
        return CommandOutput.success
    }

    /// Runs `job` in `mode` and reports what it did, its lines starting with `label`.
    /// - Returns: The job's exit status.
    private func generate(_ job: GenerationJob, label: String, into result: inout CommandOutput) -> Int32 {
        let collector = DiagnosticCollector()
        let written = Generator.run(job, mode: mode, failsOnWarnings: warningsAsErrors, diagnostics: collector)
        result.report(collector.diagnostics)
        guard let report = written else { return CommandOutput.status(collector) }
        switch mode {
        case .check:
            if report.hasChanges {
                result.write(report.diff)
                result.writeError(
                    "error: \(label)\(report.written.count + report.removed.count) generated file(s) "
                        + "are out of date; run the same command without --check to update them\n")
                return CommandOutput.failure
            }
        case .dryRun:
            let planned = report.written.map { "would write \($0)" } + report.removed.map { "would remove \($0)" }
            result.write(lines(planned))
        case .write:
            if listsFiles {
                result.write(lines(report.written.map { "wrote \($0)" } + report.removed.map { "removed \($0)" }))
            }
        }
        if !quiet {
            let verb = mode == .write ? "" : "would be "
            result.writeError(
                "shale: \(label)\(report.written.count) \(verb)written, \(report.unchanged.count) "
                    + "unchanged, \(report.removed.count) \(verb)removed\n")
        }
        return 0
    }

    private func lines(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }
}
