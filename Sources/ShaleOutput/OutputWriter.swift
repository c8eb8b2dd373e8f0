import Foundation
import ShaleModel
import ShaleRender

/// Puts rendered files on disk: only what changed, stale generated files removed, nothing else touched.
///
/// A file counts as generated (and so may be pruned) only when it starts with Shale's header. Changed files are
/// written beside their targets and moved into place only once every check has passed, so a failed run changes
/// nothing on disk.
package enum OutputWriter {
    /// What to do with the rendered files.
    package enum Mode: Sendable {
        /// Write changed files and remove stale ones.
        case write
        /// Only report what `write` would do.
        case dryRun
        /// Write nothing; report a unified diff for every stale, missing or extra file.
        case check
    }

    /// What a run did, or would do.
    package struct Report: Sendable {
        /// Files written (or to write), as displayed paths.
        package var written: [String] = []
        /// Files whose bytes were already right.
        package var unchanged: [String] = []
        /// Stale generated files removed (or to remove).
        package var removed: [String] = []
        /// For `check`: the unified diffs, empty when everything is up to date.
        package var diff = ""

        /// Whether anything differs from what is on disk.
        package var hasChanges: Bool { !written.isEmpty || !removed.isEmpty }
    }

    /// Applies `files` to disk, through a `Stage`: what `Generator.run` does with files as they are rendered.
    /// - Parameters:
    ///   - files: The rendered files.
    ///   - roots: The folder each output root maps to.
    ///   - mode: Write, dry run or check.
    ///   - createsFolders: Whether missing output folders are created (else they are an error).
    ///   - diagnostics: Where unmapped roots, missing folders, colliding paths or a file that cannot be written are
    ///     reported; then nothing on disk has changed.
    /// - Returns: What was (or would be) written and removed; `nil` when something was reported.
    package static func apply(
        _ files: [RenderedFile],
        roots: [String: String],
        mode: Mode,
        createsFolders: Bool = true,
        diagnostics: DiagnosticCollector
    ) -> Report? {
        let stage = Stage(roots: roots, mode: mode, createsFolders: createsFolders)
        // Reading, comparing and writing are independent per file, so they run on all cores.
        _ = Array(files.indices).concurrentMap { index in
            stage.add(files[index], order: RenderedFile.Order(phase: 0, output: 0, entity: index))
        }
        return stage.commit(diagnostics: diagnostics)
    }

    /// Writes `text` to the single file `path`, atomically and only when its bytes differ; nothing else in
    /// its folder is touched. - Returns: Whether the file was written.
    /// - Throws: `DiagnosticCollector.Stopped` (an I/O error) when the file cannot be written, reported to
    ///   `diagnostics`.
    package static func writeFile(_ text: String, to path: String, diagnostics: DiagnosticCollector) throws -> Bool {
        if let existing = FileIO.contents(of: path), existing.elementsEqual(text.utf8) { return false }
        do {
            try FileIO.writeAtomically(text, to: path)
        } catch {
            throw diagnostics.stop(
                .error(
                    "cannot write the file: \(error)", at: SourceLocation(file: path),
                    hint: "check that its folder exists and can be written"), kind: .io)
        }
        return true
    }

    /// Every regular file under `folder` that starts with Shale's header, or with the Xcode header the `xcode` set
    /// writes, sorted; files in `planned` (about to be generated) are left out unread.
    static func generatedFiles(in folder: String, skipping planned: Set<String> = []) -> [String] {
        let marker = Array(OutputNormalizer.headerMarker.utf8)
        return FileIO.regularFiles(under: folder).filter { path in
            !planned.contains(path)
                && (FileIO.startsWith(path, marker)
                    || path.hasSuffix(".swift") && OutputNormalizer.isXcodeHeader(FileIO.head(of: path, count: 512)))
        }.sorted()
    }

    static func join(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
