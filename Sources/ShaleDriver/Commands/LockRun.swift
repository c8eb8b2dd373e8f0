import Foundation
import ShaleDiff
import ShaleLint
import ShaleModel
import ShaleOutput
import ShaleReader

/// `shale lock`: records the hashes of a bundle's versions, or checks that no locked version was edited in place
/// or removed.
package struct LockRun: Sendable, Hashable {
    /// The model bundle.
    package var path: String
    /// For SwiftData sources, the `SchemaMigrationPlan` that orders the versions (`--plan`).
    package var plan: String?
    /// Whether to write nothing and only check the lock.
    package var check = false
    /// Whether to rewrite the lock from the bundle as it is, accepting edits to locked versions.
    package var force = false
    /// The lock file; `nil` for the one beside the bundle.
    package var lockFile: String?

    /// A lock of the bundle at `path`.
    package init(path: String, check: Bool = false, force: Bool = false, lockFile: String? = nil) {
        self.path = path
        self.check = check
        self.force = force
        self.lockFile = lockFile
    }

    /// Reads the bundle and the lock, reports locked versions that changed, then checks or writes the lock.
    package func run() -> CommandOutput {
        var result = CommandOutput()
        // The lock records every version and judges none as current: a bundle without one is read.
        let request = ModelInput.Request(path: path, needsCurrent: false, scope: .allVersions, plan: plan)
        guard let bundle = ModelInput.load(request, warningsAsErrors: false, into: &result) else { return result }
        let lockPath = lockFile ?? VersionLock.path(forBundle: path)
        var previous: VersionLock?
        if check || (!force && FileManager.default.fileExists(atPath: lockPath)) {
            let (existing, readProblem) = VersionLock.read(from: lockPath)
            if let readProblem {
                let unreadable =
                    FileManager.default.fileExists(atPath: lockPath)
                    && !FileManager.default.isReadableFile(atPath: lockPath)
                return result.fail(
                    [readProblem], status: unreadable ? CommandOutput.ioError : CommandOutput.invalidInput)
            }
            previous = existing
        }
        let problems = previous?.problems(in: bundle, lockPath: lockPath) ?? []
        // Warnings (edits that keep every hash) go out with the errors, in one sorted batch.
        result.report(problems.map(\.diagnostic))
        if problems.contains(where: \.isError) {
            // SwiftData sources: the typical cause, a historical schema using a model class the current one uses.
            if bundle.versions.contains(where: \.metadata.usedWithSwiftData) {
                result.report(SwiftDataChecks.liveTypeNotes(bundle))
            }
            return result.fail(status: CommandOutput.failure)
        }
        let unlocked = bundle.versions.map(\.versionName).filter { !(previous?.lockedNames.contains($0) ?? false) }
        if check {
            if !unlocked.isEmpty {
                result.write(
                    "shale: \(unlocked.count) \(unlocked.count == 1 ? "version is" : "versions are") not "
                        + "locked yet (\(unlocked.joined(separator: ", "))); run `shale lock` when they ship\n")
            }
            return result
        }
        // Locked entries stay as they were (they are unchanged, or --force replaced them all); a lock of schema
        // version 1 is rewritten with Core Data's hashes.
        let lock = previous?.adding(bundle) ?? VersionLock(bundle: bundle)
        let writing = DiagnosticCollector()
        do {
            let written = try OutputWriter.writeFile(ModelJSON.encode(lock), to: lockPath, diagnostics: writing)
            result.write("shale: \(written ? "wrote" : "unchanged") \(lockPath) (\(lock.versions.count) versions)\n")
        } catch {
            return result.fail(error, diagnostics: writing, at: SourceLocation(file: lockPath))
        }
        return result
    }
}
