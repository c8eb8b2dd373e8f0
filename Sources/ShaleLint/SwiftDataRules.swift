/// The rules of SwiftData schemas read from Swift sources (`VersionedSchema`, `SchemaMigrationPlan`): what makes a
/// store written by a shipped schema stop opening. Documentation/LintRules.md describes each.
extension LintRules {
    /// A historical schema that uses a model class the current schema uses too.
    package static let swiftDataLiveTypeInHistory = LintRule(
        "swiftdata-live-type-in-history", .swiftdata, .warning,
        summary: "a historical VersionedSchema uses a model class the current schema uses too, so editing that "
            + "class moves the old schema's hashes",
        hint: "give the historical schema its own frozen copy of the class (nested in the schema, `shale freeze`), "
            + "so stores it wrote keep opening; else they fail with NSCocoaErrorDomain 134504")
    /// Two schemas with one `versionIdentifier`.
    package static let swiftDataDuplicateIdentifier = LintRule(
        "swiftdata-duplicate-version-identifier", .swiftdata, .error,
        summary: "two VersionedSchema types declare the same versionIdentifier",
        hint: "give each schema its own Schema.Version: the store records the identifier, and the plan's stages are "
            + "told apart by it")
    /// A new schema that changes nothing Core Data sees.
    package static let swiftDataUnchangedSchema = LintRule(
        "swiftdata-unchanged-schema", .swiftdata, .error,
        summary: "a VersionedSchema's entity hashes equal the previous schema's",
        hint: "NSStagedMigrationManager rejects two versions with one checksum (\"Duplicate version checksums\"): "
            + "drop the new schema, or change what it was meant to change (a hashModifier: forces a new hash)")
    /// A `.lightweight` stage Core Data cannot infer.
    package static let swiftDataLightweightNotInferable = LintRule(
        "swiftdata-plan-lightweight-not-inferable", .swiftdata, .error,
        summary: "a .lightweight migration stage whose changes Core Data cannot infer",
        hint: "make the stage .custom(fromVersion:toVersion:willMigrate:didMigrate:) and move the data yourself")
    /// Two consecutive schemas with different hashes and no stage between them.
    package static let swiftDataMissingStage = LintRule(
        "swiftdata-plan-missing-stage", .swiftdata, .error,
        summary: "the plan has no stage between two consecutive schemas whose hashes differ",
        hint: "add `MigrationStage.lightweight(fromVersion:toVersion:)` (or .custom) for the pair to `stages`")
    /// A stage naming a schema the plan's `schemas` does not list, or a schema listed nowhere.
    package static let swiftDataSchemaNotListed = LintRule(
        "swiftdata-plan-schema-not-listed", .swiftdata, .error,
        summary: "a stage names a VersionedSchema missing from the plan's schemas, or a schema is in no plan",
        hint: "list every shipped schema in `schemas`, oldest first: a store written by an unlisted schema fails "
            + "with NSCocoaErrorDomain 134504 (\"unknown model version\")")
    /// Stages that do not run from each schema to the next.
    package static let swiftDataStageOrder = LintRule(
        "swiftdata-plan-stage-order", .swiftdata, .error,
        summary: "the plan's stages do not run from each schema to the next, in the order of `schemas`",
        hint: "order `stages` as `schemas`, each from one schema to the next")

    /// The SwiftData rules, in the order `all` lists them.
    static let swiftData: [LintRule] = [
        swiftDataLiveTypeInHistory, swiftDataDuplicateIdentifier, swiftDataUnchangedSchema,
        swiftDataLightweightNotInferable, swiftDataMissingStage, swiftDataSchemaNotListed, swiftDataStageOrder,
    ]
}
