import Foundation
import ShaleCore
import ShaleModel

/// Puts rendered files on disk: only what changed, stale generated files removed, nothing else touched.
///
/// A file counts as generated (and so may be pruned) only when it starts with Shale's header. Nothing is
/// written before every check has passed, and each file is written atomically.
public enum OutputWriter {
    /// What to do with the rendered files.
    public enum Mode: Sendable {
        /// Write changed files and remove stale ones.
        case write
        /// Only report what `write` would do.
        case dryRun
        /// Write nothing; report a unified diff for every stale, missing or extra file.
        case check
    }

    /// What a run did, or would do.
    public struct Report: Sendable {
        /// Files written (or to write), as displayed paths.
        public var written: [String] = []
        /// Files whose bytes were already right.
        public var unchanged: [String] = []
        /// Stale generated files removed (or to remove).
        public var removed: [String] = []
        /// For `check`: the unified diffs, empty when everything is up to date.
        public var diff = ""

        /// Whether anything differs from what is on disk.
        public var hasChanges: Bool { !written.isEmpty || !removed.isEmpty }
    }

    /// Applies `files` to disk.
    /// - Parameters:
    ///   - files: The rendered files.
    ///   - roots: The folder each output root maps to.
    ///   - mode: Write, dry run or check.
    ///   - createsFolders: Whether missing output folders are created (else they are an error).
    /// - Throws: `GenerationError` before anything is written, for unmapped roots or missing folders.
    public static func apply(
        _ files: [RenderedFile],
        roots: [String: String],
        mode: Mode,
        createsFolders: Bool = true
    ) throws -> Report {
        var diagnostics: [Diagnostic] = []
        for root in Set(files.map(\.root)).sorted() {
            guard let folder = roots[root] else {
                diagnostics.append(.error("no output folder is given for output '\(root)'", at: nil,
                                          hint: "pass --output DIR, or --output \(root)=DIR"))
                continue
            }
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
            if exists, !isDirectory.boolValue {
                diagnostics.append(.error("the output path is a file, not a folder", at: SourceLocation(file: folder)))
            } else if !exists, !createsFolders, mode == .write {
                diagnostics.append(.error("the output folder does not exist", at: SourceLocation(file: folder),
                                          hint: "create it, or pass -f to create missing folders"))
            }
        }
        // Roots may share a folder, so paths are unique only once joined; a file system that ignores case
        // (macOS's default) would make two of them one file.
        let paths = files.map { file in roots[file.root].map { join($0, file.path) } }
        for (first, second) in OutputPaths.repeats(paths) {
            diagnostics.append(OutputPaths.collision(files[first], files[second], firstPath: paths[first],
                                                     secondPath: paths[second], fallback: nil))
        }
        guard diagnostics.isEmpty else { throw GenerationError(diagnostics) }

        var report = Report()
        // Reading, comparing and diffing are independent per file, so they run on all cores.
        let comparisons = files.concurrentMap { file in
            let path = join(roots[file.root]!, file.path)
            // Bytes are compared as bytes; only a check of a changed file reads them as text, for its diff.
            let isUnchanged = FileIO.holds(file.contents, at: path) == true
            guard mode == .check, !isUnchanged else { return (path: path, isUnchanged: isUnchanged, diff: "") }
            let existing = FileIO.contents(of: path).map { String(decoding: $0, as: UTF8.self) }
            let diff = UnifiedDiff.diff(existing ?? "", file.contents, oldName: existing == nil ? "/dev/null" : path,
                                        newName: path)
            return (path: path, isUnchanged: false, diff: diff)
        }
        var writes: [(path: String, contents: String)] = []
        for (file, comparison) in zip(files, comparisons) {
            if comparison.isUnchanged {
                report.unchanged.append(comparison.path)
            } else {
                report.written.append(comparison.path)
                writes.append((comparison.path, file.contents))
                report.diff += comparison.diff
            }
        }
        let planned = Set(comparisons.map(\.path))
        let stale = Set(roots.filter { root, _ in files.contains { $0.root == root } }.values)
            .sorted().flatMap { generatedFiles(in: $0, skipping: planned) }
        for path in Set(stale).sorted() {
            report.removed.append(path)
            if mode == .check, let bytes = FileIO.contents(of: path) {
                report.diff += UnifiedDiff.diff(String(decoding: bytes, as: UTF8.self), "", oldName: path,
                                                newName: "/dev/null")
            }
        }
        guard mode == .write else { return report }
        do {
            for folder in Set(writes.map { ($0.path as NSString).deletingLastPathComponent }).sorted() {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            // Creating files is mostly kernel time; two writers overlap it.
            let failures = writes.concurrentMap { write -> String? in
                do {
                    try FileIO.writeAtomically(write.contents, to: write.path)
                    return nil
                } catch {
                    return "\(error)"
                }
            }
            if let failure = failures.lazy.compactMap({ $0 }).first { throw WriteFailure(description: failure) }
            for path in report.removed {
                try FileManager.default.removeItem(atPath: path)
            }
        } catch {
            throw GenerationError([.error("cannot write output: \(error)", at: nil,
                                          hint: "check the output folder's permissions and free space")])
        }
        return report
    }

    /// Writes `text` to the single file `path`, atomically and only when its bytes differ; nothing else in
    /// its folder is touched. - Returns: Whether the file was written.
    /// - Throws: `GenerationError` when the file cannot be written.
    public static func writeFile(_ text: String, to path: String) throws -> Bool {
        if let existing = FileIO.contents(of: path), existing.elementsEqual(text.utf8) { return false }
        do {
            try FileIO.writeAtomically(text, to: path)
        } catch {
            throw GenerationError([.error("cannot write the file: \(error)", at: SourceLocation(file: path),
                                          hint: "check that its folder exists and can be written")])
        }
        return true
    }

    /// Every regular file under `folder` that starts with Shale's header, sorted; files in `planned` (about to be
    /// generated) are left out unread.
    static func generatedFiles(in folder: String, skipping planned: Set<String> = []) -> [String] {
        let marker = Array(OutputNormalizer.headerMarker.utf8)
        return FileIO.regularFiles(under: folder).filter { !planned.contains($0) && FileIO.startsWith($0, marker) }
            .sorted()
    }

    private struct WriteFailure: Error, CustomStringConvertible {
        var description: String
    }

    static func join(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
