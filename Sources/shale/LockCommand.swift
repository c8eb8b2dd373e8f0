import ArgumentParser
import Foundation
import ShaleCore
import ShaleModel
import ShaleRender

/// `shale lock`: records the hashes of a bundle's versions, or checks that locked versions are unchanged.
struct LockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lock",
        abstract: "Lock a bundle's shipped versions, or check (--check) that none was edited or removed.",
        discussion: """
            The lock file sits beside the bundle (Library.xcdatamodeld.lock) and maps each version to its \
            hash and its entities' hashes. `shale lock` adds versions that are not locked yet; it refuses to \
            change a locked version unless --force is given. `shale lock --check` writes nothing and exits 1 \
            when a locked version was edited in place (naming the entities that changed) or removed; new \
            versions are fine.
            """
    )

    @Argument(help: ArgumentHelp("The model bundle (.xcdatamodeld).", valueName: "path"))
    var path: String

    @Flag(help: "Write nothing; exit 1 when a locked version was edited in place or removed.")
    var check = false

    @Flag(help: "Rewrite the lock from the bundle as it is now, accepting edits to locked versions.")
    var force = false

    @Option(name: .customLong("lock-file"), help: ArgumentHelp("The lock file (default: beside the bundle).",
                                                               valueName: "file"))
    var lockFile: String?

    func validate() throws {
        if check, force { throw ValidationError("--check and --force cannot be combined") }
    }

    func run() throws {
        let loaded = ModelLoader.load(path: path, scope: .allVersions)
        DiagnosticPrinter.print(loaded.diagnostics)
        guard let bundle = loaded.bundle, !loaded.diagnostics.containsErrors else { throw ExitCode.failure }
        let lockPath = lockFile ?? VersionLock.path(forBundle: path)
        var previous: VersionLock?
        if check || (!force && FileManager.default.fileExists(atPath: lockPath)) {
            let (existing, readProblem) = VersionLock.read(from: lockPath)
            if let readProblem {
                DiagnosticPrinter.print([readProblem])
                throw ExitCode.failure
            }
            previous = existing
        }
        let problems = previous?.problems(in: bundle, lockPath: lockPath).map(\.diagnostic) ?? []
        DiagnosticPrinter.print(problems)
        if !problems.isEmpty { throw ExitCode.failure }
        let unlocked = bundle.versions.map(\.versionName).filter { previous?.versions[$0] == nil }
        if check {
            if !unlocked.isEmpty {
                print("shale: \(unlocked.count) \(unlocked.count == 1 ? "version is" : "versions are") not locked "
                      + "yet (\(unlocked.joined(separator: ", "))); run `shale lock` when they ship")
            }
            return
        }
        var lock = VersionLock(bundle: bundle)
        // Locked entries stay as they were (they are unchanged, or --force replaced them all).
        lock.versions.merge(previous?.versions ?? [:]) { _, locked in locked }
        let written = try DiagnosticPrinter.reporting { try OutputWriter.writeFile(ModelJSON.encode(lock), to: lockPath) }
        print("shale: \(written ? "wrote" : "unchanged") \(lockPath) (\(lock.versions.count) versions)")
    }
}
