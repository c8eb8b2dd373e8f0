import Foundation
import ShaleModel
import ShaleRender
import ShaleTranslation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputWriter {
    /// Rendered files on their way to disk, taken one at a time as they are rendered, so that a run never holds
    /// all of its files in memory.
    ///
    /// `add` compares each file with what is on disk (and, for `check`, diffs it); a file the user owns
    /// (`ownership: user`) counts as unchanged once it exists, so it is written only when missing. In `write` mode
    /// a changed file is written to a temporary file beside its target, creating missing folders. Nothing else
    /// changes until `commit`, which checks the output roots and paths, then renames every temporary file over its
    /// target and removes stale generated files. `discard` (and a failed `commit`) removes the temporary files and the
    /// folders the stage created, so a failed run leaves the disk as it found it.
    package final class Stage: @unchecked Sendable {
        // Safe: `roots`, `defaultFolder`, `mode` and `createsFolders` never change; everything else is only
        // touched while holding `lock`, apart from file contents, which each `add` call reads and writes alone.
        private let roots: [String: String]
        private let defaultFolder: String?
        private let mode: Mode
        private let createsFolders: Bool
        private let lock = NSLock()
        private var rootStates: [String: RootState] = [:]
        private var entries: [Entry] = []
        /// Folders this stage created, parents before children.
        private var createdFolders: [String] = []
        /// Folders known to exist, so each is checked (or created) once.
        private var knownFolders: Set<String> = []
        private var temporaryCount = 0
        /// The first write that failed.
        private var failure: String?
        private var isFinished = false

        /// What a root's folder was found to be when its first file arrived.
        private enum RootState {
            /// No folder is given for the root.
            case unmapped
            /// A folder the root's files can go to (it may not exist yet).
            case usable(String)
            /// A folder that cannot be used: the path is a file, or it is missing and may not be created.
            case unusable(String, Diagnostic)

            var folder: String? {
                switch self {
                case .unmapped: nil
                case let .usable(folder), let .unusable(folder, _): folder
                }
            }
        }

        /// One file received: where it stands and goes, and what `add` found and did.
        private struct Entry {
            var order: RenderedFile.Order
            var placement: RenderedFile.Placement
            /// The file's path on disk; `nil` when its root has no folder.
            var target: String?
            var isUnchanged = false
            /// The file written beside `target`, to be renamed over it.
            var temporary: String?
            /// For `check`: the unified diff of a changed file.
            var diff = ""
        }

        /// A stage for one run.
        /// - Parameters:
        ///   - roots: The folder each output root maps to.
        ///   - defaultFolder: The folder of every root that `roots` does not map.
        ///   - mode: Write, dry run or check.
        ///   - createsFolders: Whether missing output folders are created (else they are an error).
        package init(roots: [String: String], defaultFolder: String? = nil, mode: Mode, createsFolders: Bool = true) {
            self.roots = roots
            self.defaultFolder = defaultFolder
            self.mode = mode
            self.createsFolders = createsFolders
        }

        deinit {
            if !isFinished { removeStaged() }
        }

        /// Takes one rendered file: compares it with disk, and in `write` mode writes it beside its target when it
        /// changed. Safe to call from several threads at once; `order` says where the file stands in the report.
        /// The context is ignored: the signature is `RenderedFileSink`'s.
        package func add(_ file: RenderedFile, order: RenderedFile.Order, context: (any TemplateContext)? = nil) {
            let state = lock.withLock { rootState(file.root) }
            var entry = Entry(
                order: order, placement: file.placement,
                target: state.folder.map { join($0, file.path) })
            // A path that leaves its root fails the run; it is never read or written.
            if let target = entry.target, case .usable = state, OutputPaths.isInsideRoot(file.path) {
                // Bytes are compared as bytes; only a check of a changed file reads them as text, for its diff.
                // A file the user owns is left as it is once it exists, whatever it holds.
                entry.isUnchanged =
                    file.isUserOwned
                    ? access(target, F_OK) == 0
                    : FileIO.holds(file.contents, at: target) == true
                if !entry.isUnchanged {
                    switch mode {
                    case .check:
                        let existing = FileIO.contents(of: target).map { String(decoding: $0, as: UTF8.self) }
                        entry.diff = UnifiedDiff.diff(
                            existing ?? "", file.contents,
                            oldName: existing == nil ? "/dev/null" : target, newName: target)
                    case .write:
                        entry.temporary = stage(file.contents, for: target)
                    case .dryRun:
                        break
                    }
                }
            }
            lock.withLock { entries.append(entry) }
        }

        /// The sink that feeds this stage, for `Renderer`.
        package var sink: RenderedFileSink {
            { [self] file, order, _ in add(file, order: order) }
        }

        /// Checks every root and path, then (in `write` mode) moves every changed file into place and removes stale
        /// generated files. Call once, after the last `add`.
        /// - Parameter diagnostics: Where every root without a usable folder, path that collides once joined to its
        ///   folder, and file that cannot be written is reported, as what stops the run (`stop(_:kind:)`): `usage`
        ///   for a root given no folder, `io` for a folder or file that cannot be made or written, `invalidInput`
        ///   for paths that leave their folder or collide; then nothing on disk has changed.
        /// - Returns: What was (or would be) written, left unchanged and removed, and `check`'s diff; `nil` when
        ///   something was reported.
        package func commit(diagnostics: DiagnosticCollector) -> Report? {
            let (entries, rootStates, failure) = lock.withLock { (self.entries, self.rootStates, self.failure) }
            let sorted = entries.sorted { $0.order < $1.order }
            let before = diagnostics.count
            var kind = DiagnosticCollector.FailureKind.invalidInput
            func failed(_ kind: DiagnosticCollector.FailureKind, _ problems: Diagnostic...) -> Report? {
                diagnostics.stop(contentsOf: problems, kind: kind)
                return nil
            }
            for root in rootStates.keys.sorted() {
                switch rootStates[root]! {
                case .unmapped:
                    kind = .usage
                    diagnostics.report(
                        .error(
                            "no output folder is given for output '\(root)'", at: nil,
                            hint: "pass --output DIR, or --output \(root)=DIR"))
                case let .unusable(_, diagnostic):
                    kind = kind == .usage ? kind : .io
                    diagnostics.report(diagnostic)
                case .usable: break
                }
            }
            // Roots may share a folder, so paths are unique only once joined; a file system that ignores case
            // (macOS's default) would make two of them one file.
            for entry in sorted where !OutputPaths.isInsideRoot(entry.placement.path) {
                diagnostics.report(
                    .error(
                        "generated path \"\(Diagnostic.quote(entry.placement.path))\" would leave its output folder",
                        at: entry.placement.origin?.location,
                        hint: "rename the entity or fix the output path pattern; paths must be relative, without '..'"
                    ))
            }
            let paths = sorted.map(\.target)
            for (first, second) in OutputPaths.repeats(paths) {
                diagnostics.report(
                    OutputPaths.collision(
                        sorted[first].placement, sorted[second].placement,
                        firstPath: paths[first], secondPath: paths[second],
                        fallback: nil))
            }
            guard diagnostics.count == before else {
                discard()
                return failed(kind)
            }
            if let failure {
                discard()
                return failed(.io, Self.writeError(failure))
            }

            var report = Report()
            for entry in sorted {
                if entry.isUnchanged {
                    report.unchanged.append(entry.target!)
                } else {
                    report.written.append(entry.target!)
                    report.diff += entry.diff
                }
            }
            let planned = Set(sorted.compactMap(\.target) + sorted.compactMap(\.temporary))
            let stale = Set(rootStates.values.compactMap(\.folder)).sorted()
                .flatMap { generatedFiles(in: $0, skipping: planned) }
            for path in Set(stale).sorted() {
                report.removed.append(path)
                if mode == .check, let bytes = FileIO.contents(of: path) {
                    report.diff += UnifiedDiff.diff(
                        String(decoding: bytes, as: UTF8.self), "", oldName: path,
                        newName: "/dev/null")
                }
            }
            guard mode == .write else {
                discard()
                return report
            }
            // Renaming is mostly kernel time; two threads overlap it.
            let moves = sorted.filter { $0.temporary != nil }
            let failures = moves.concurrentMap { entry -> String? in
                rename(entry.temporary!, entry.target!) == 0
                    ? nil : POSIXFailure(operation: "write", path: entry.target!).description
            }
            lock.withLock { isFinished = true }
            if let failure = failures.lazy.compactMap({ $0 }).first {
                for (entry, failed) in zip(moves, failures) where failed != nil { unlink(entry.temporary!) }
                return failed(.io, Self.writeError(failure))
            }
            do {
                for path in report.removed {
                    try FileManager.default.removeItem(atPath: path)
                }
            } catch {
                return failed(.io, Self.writeError("\(error)"))
            }
            return report
        }

        /// Removes every temporary file written and every folder created, leaving the disk as the stage found it.
        /// Call when the run fails; `commit` calls it when it fails.
        package func discard() {
            lock.withLock {
                guard !isFinished else { return }
                isFinished = true
                removeStaged()
            }
        }

        private func removeStaged() {
            for entry in entries {
                if let temporary = entry.temporary { unlink(temporary) }
            }
            for folder in createdFolders.reversed() {
                rmdir(folder)
            }
            entries = []
            createdFolders = []
        }

        private static func writeError(_ reason: String) -> Diagnostic {
            .error(
                "cannot write output: \(reason)", at: nil, hint: "check the output folder's permissions and free space")
        }

        /// The state of `root`, found when its first file arrives. Call holding `lock`.
        private func rootState(_ root: String) -> RootState {
            if let known = rootStates[root] { return known }
            let state: RootState
            if let folder = roots[root] ?? defaultFolder {
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
                if exists, !isDirectory.boolValue {
                    state = .unusable(
                        folder,
                        .error(
                            "the output path is a file, not a folder",
                            at: SourceLocation(file: folder)))
                } else if !exists, !createsFolders, mode == .write {
                    state = .unusable(
                        folder,
                        .error(
                            "the output folder does not exist", at: SourceLocation(file: folder),
                            hint: "create it, or pass -f to create missing folders"))
                } else {
                    state = .usable(folder)
                }
            } else {
                state = .unmapped
            }
            rootStates[root] = state
            return state
        }

        /// Writes `contents` to a new temporary file beside `target`, creating its folder when missing.
        /// - Returns: The temporary file's path; `nil` when it could not be written (the failure is kept).
        private func stage(_ contents: String, for target: String) -> String? {
            let folder = Self.parent(of: target)
            let (temporary, folderFailure) = lock.withLock { () -> (String, String?) in
                temporaryCount += 1
                return ("\(target).shale-\(getpid())-\(temporaryCount).tmp", makeFolder(folder))
            }
            do {
                if let folderFailure { throw POSIXFailure(operation: "create", path: folder, reason: folderFailure) }
                try FileIO.create(contents, at: temporary, naming: target)
                return temporary
            } catch {
                lock.withLock {
                    if failure == nil { failure = "\(error)" }
                }
                return nil
            }
        }

        /// The folder holding `path`: "" for a bare name, "/" for a file at the root. (NSString's
        /// `deletingLastPathComponent` traps on Linux for some one-component strings it returned itself.)
        static func parent(of path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "" }
            return slash == path.startIndex ? "/" : String(path[..<slash])
        }

        /// Creates `folder` and its missing parents, remembering each created. Call holding `lock`.
        /// - Returns: Why it could not be created, or `nil`.
        private func makeFolder(_ folder: String) -> String? {
            guard !folder.isEmpty, !knownFolders.contains(folder) else { return nil }
            var missing: [String] = []
            var current = folder
            while !current.isEmpty, current != "/", !knownFolders.contains(current), access(current, F_OK) != 0 {
                missing.append(current)
                current = Self.parent(of: current)
            }
            for path in missing.reversed() {
                if mkdir(path, 0o755) == 0 {
                    createdFolders.append(path)
                } else if errno != EEXIST {
                    return String(cString: strerror(errno))
                }
                knownFolders.insert(path)
            }
            knownFolders.insert(folder)
            return nil
        }
    }
}
