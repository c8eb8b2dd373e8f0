import Foundation
import ShaleConfiguration
import ShaleModel
import ShaleOutput
import ShaleRender

/// All generated Swift files as one: what a SwiftPM build-tool plugin needs, since it must name its output files
/// before the model is read. One Shale header, the files' imports once each, then every file's declarations in
/// output order.
package enum CombinedOutput {
    /// The Swift files among `files` combined into one file's text.
    /// - Parameter source: What the header names as the input (relative paths only).
    package static func combine(_ files: [RenderedFile], source: String) -> String {
        var imports = Set<String>()
        var bodies: [String] = []
        for file in files where file.path.hasSuffix(".swift") && !file.isUserOwned {
            var lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)[...]
            // Drop the file's own header: its comment lines up to the first blank line (Shale's, or the Xcode
            // header of the `xcode` set's files).
            if lines.first?.hasPrefix(OutputNormalizer.headerMarker) == true
                || OutputNormalizer.isXcodeHeader(Array(file.contents.utf8.prefix(512)))
            {
                lines = lines.drop { !$0.isEmpty }
            }
            lines = lines.drop { $0.isEmpty }
            while let first = lines.first, first.hasPrefix("import ") || first.isEmpty {
                if first.hasPrefix("import ") { imports.insert(String(first)) }
                lines = lines.dropFirst()
            }
            bodies.append("// MARK: - \(file.root)/\(file.path)\n\n" + lines.joined(separator: "\n"))
        }
        let text =
            OutputNormalizer.swiftHeader(source: source) + imports.sorted().joined(separator: "\n") + "\n\n"
            + bodies.joined(separator: "\n\n")
        return OutputNormalizer.normalize(text)
    }
}

extension CombinedOutput {
    /// Renders every job and writes all their Swift files as one file at `path`, only when its bytes change.
    /// - Parameters:
    ///   - warningsAsErrors: Whether a warning keeps the file from being written and fails the run.
    ///   - quiet: Whether the line saying what happened is left out.
    package static func write(_ jobs: [GenerationJob], to path: String, warningsAsErrors: Bool, quiet: Bool)
        -> CommandOutput
    {
        var result = CommandOutput()
        var files: [RenderedFile] = []
        var status = CommandOutput.success
        let collector = DiagnosticCollector()
        for job in jobs {
            let before = collector.count
            if let rendered = Generator.render(job, diagnostics: collector) {
                files += rendered
            } else {
                status = max(status, CommandOutput.status(collector, since: before))
            }
        }
        let diagnostics = collector.diagnostics
        result.report(diagnostics)
        if status == CommandOutput.success, diagnostics.fails(warningsAsErrors: warningsAsErrors) {
            status = CommandOutput.failure
        }
        guard status == CommandOutput.success else { return result.fail(status: status) }
        let written: Bool
        let writing = collector.count
        do {
            written = try OutputWriter.writeFile(
                combine(files, source: source(of: jobs)), to: path,
                diagnostics: collector)
        } catch {
            return result.fail(error, diagnostics: collector, since: writing, at: SourceLocation(file: path))
        }
        if !quiet {
            result.writeError("shale: \(written ? "wrote" : "unchanged") \(path) (\(files.count) generated files)\n")
        }
        return result
    }

    /// The models of `jobs` as the combined file's header names them: each relative to its job's anchor (the
    /// configuration's folder), since the build plugin passes absolute paths and no absolute path may reach
    /// generated code.
    static func source(of jobs: [GenerationJob]) -> String {
        jobs.map(Generator.headerPath(of:)).joined(separator: ", ")
    }
}
