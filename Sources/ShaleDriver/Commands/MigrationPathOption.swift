import ShaleDiff

extension MigrationPath {
    /// The path `--path` names (`name`), or `configured` when it names none: what `diff`, `lint` and `report` judge
    /// migrations along. `nil` for a name no path has, with the usage error (exit 64, and a "did you mean") in
    /// `result`, so the run stops before it reads anything.
    static func option(
        _ name: String?, else configured: MigrationPath, into result: inout CommandOutput
    ) -> MigrationPath? {
        guard let name else { return configured }
        guard let path = MigrationPath(name: name) else {
            _ = result.failUsage(unknown(name, in: "--path"))
            return nil
        }
        return path
    }
}
