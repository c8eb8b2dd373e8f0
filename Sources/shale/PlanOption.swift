import ArgumentParser

/// `--plan`, for commands that read SwiftData schemas from Swift sources.
struct PlanOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "For SwiftData Swift sources: the SchemaMigrationPlan whose `schemas` order the versions. Needed when "
                + "the sources declare several plans.",
            valueName: "name"
        )
    )
    var plan: String?
}
