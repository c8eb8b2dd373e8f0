import ArgumentParser
import ShaleDriver

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

    @Option(
        name: .customLong("lock-file"),
        help: ArgumentHelp(
            "The lock file (default: beside the bundle).",
            valueName: "file"))
    var lockFile: String?

    func validate() throws {
        if check, force { throw ValidationError("--check and --force cannot be combined") }
    }

    @OptionGroup var planOption: PlanOption

    func run() throws {
        var lock = LockRun(path: path, check: check, force: force, lockFile: lockFile)
        lock.plan = planOption.plan
        try DiagnosticPrinter.show(lock.run(), of: Self.self)
    }
}
