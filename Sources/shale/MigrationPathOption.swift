import ArgumentParser

/// `--path`, for every command that judges migrations (`diff`, `lint`, `report`): one declaration, one help text.
struct MigrationPathOption: ParsableArguments {
    @Option(
        name: .customLong("path"),
        help: ArgumentHelp(
            "How stores reach the version they migrate to: consecutive (one step per version, as staged migration "
                + "runs) or direct (each older version straight to it) (default: migration-path of the configuration, "
                + "else consecutive).",
            valueName: "consecutive|direct"))
    var migrationPath: String?
}
