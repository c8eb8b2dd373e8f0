import Foundation
import ShaleLint
import ShaleModel
import ShaleOutput

/// Reads and writes the baseline files of `shale lint` and `shale diff` (`Baseline`), and makes their entries:
/// model paths relative to the baseline file's folder, so the file means the same from any working directory.
enum BaselineFile {
    /// The baseline at `path`; `nil` when it cannot be used, which stops the run as invalid input (65, the
    /// convention's "unreadable or invalid input"), reported to `diagnostics`: a missing file is an error, never an
    /// empty baseline.
    /// - Parameter command: The command that writes it (`shale lint`), for the hint.
    static func read(_ path: String, command: String, diagnostics: DiagnosticCollector) -> Baseline? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.stop(
                .error(
                    "the baseline file does not exist or cannot be read", at: SourceLocation(file: path),
                    hint: "write it with `\(command) --write-baseline \(path)`, then commit it"))
            return nil
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard baseline.schemaVersion == 1 else {
                diagnostics.stop(
                    .error(
                        "the baseline has schema version \(baseline.schemaVersion), "
                            + "and this shale reads version 1", at: SourceLocation(file: path),
                        hint: "write it again with `\(command) --write-baseline \(path)`"))
                return nil
            }
            return baseline
        } catch {
            diagnostics.stop(
                .error(
                    "the baseline file is not a Shale baseline: \(error)",
                    at: SourceLocation(file: path),
                    hint: "write it with `\(command) --write-baseline \(path)`"))
            return nil
        }
    }

    /// Exit status 74: the baseline cannot be written (the convention's I/O error).
    static let unwritable = CommandOutput.ioError

    /// Writes `baseline` to `path` (only when its bytes change), creating its folder. - Returns: The line to print.
    /// - Throws: `DiagnosticCollector.Stopped` when the file cannot be written, reported to `diagnostics`.
    static func write(
        _ baseline: Baseline, to path: String, command: String,
        diagnostics: DiagnosticCollector
    ) throws -> String {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let written = try OutputWriter.writeFile(ModelJSON.encode(baseline), to: path, diagnostics: diagnostics)
        let count = baseline.entries.count
        return "\(command): \(written ? "wrote" : "unchanged") baseline \(path) (\(count) "
            + "\(count == 1 ? "entry" : "entries"))\n"
    }

    /// Writes `baseline` to `path` for `--write-baseline`, ending `result` there: its line on standard error, or the
    /// error with exit status 74 when the file cannot be written. - Returns: The finished output.
    static func record(
        _ baseline: Baseline, to path: String, command: String,
        into result: inout CommandOutput
    ) -> CommandOutput {
        let writing = DiagnosticCollector()
        do {
            result.writeError(try write(baseline, to: path, command: command, diagnostics: writing))
        } catch {
            return result.fail(error, diagnostics: writing, at: SourceLocation(file: path))
        }
        return result
    }

    /// Leaves out of `report` the findings `baseline` (read from `path`) accepts, as `shale lint` and `shale report`
    /// leave them out. - Returns: How many were left out, and the entries that no longer occur.
    static func accept(
        _ baseline: Baseline, from path: String, in report: inout LintReport
    ) -> (accepted: Int, gone: [Baseline.Entry]) {
        let comparison = baseline.compare(entries(of: report, baselinePath: path))
        let accepted = report.findings.count - comparison.new.count
        report.findings = comparison.new.map { report.findings[$0] }
        return (accepted, comparison.gone)
    }

    /// The entry of each finding of `report`, in order, with model paths relative to `baselinePath`'s folder.
    static func entries(of report: LintReport, baselinePath: String) -> [Baseline.Entry] {
        // The longest model path a finding's file lies in names its model.
        let models = report.models.sorted { $0.count > $1.count }
        return report.findings.map { finding in
            let file = finding.location?.file ?? ""
            let model = models.first { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } ?? file
            return Baseline.entry(
                finding, model: relative(model, to: baselinePath),
                olderVersion: report.olderVersionFiles[file])
        }
    }

    /// `path` relative to the folder of `baselinePath`, both taken from the working directory when relative.
    static func relative(_ path: String, to baselinePath: String) -> String {
        let target = absoluteComponents(path)
        let folder = absoluteComponents(baselinePath).dropLast()
        var common = 0
        while common < min(target.count, folder.count), target[common] == folder[common] { common += 1 }
        let parts = Array(repeating: "..", count: folder.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    private static func absoluteComponents(_ path: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (absolute as NSString).standardizingPath.split(separator: "/").map(String.init)
    }
}
