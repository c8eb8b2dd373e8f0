import ShaleModel

/// A SwiftData schema read from Swift sources: its versions in the IR, and what the migration plan declares.
package struct SwiftDataSchemaSet: Sendable {
    /// One `MigrationStage` of the plan.
    package struct Stage: Sendable, Hashable {
        /// `lightweight` or `custom`.
        package var kind: String
        /// The `fromVersion:` schema's type name (the version's name), as resolved; the text written when unresolved.
        package var from: String
        /// The `toVersion:` schema's type name.
        package var to: String
        /// The stage's call.
        package var location: SourceLocation
    }

    /// The plan the versions are ordered by.
    package struct Plan: Sendable, Hashable {
        /// The plan type's name.
        package var name: String
        /// Its declaration.
        package var location: SourceLocation
        /// Its stages, in the order of `stages`.
        package var stages: [Stage]
    }

    /// A `VersionedSchema` read but listed in no plan's `schemas`.
    package struct UnlistedSchema: Sendable, Hashable {
        /// The schema type's name.
        package var name: String
        /// Its declaration.
        package var location: SourceLocation
    }

    /// Every version: one per `VersionedSchema` in the plan's `schemas` order, the last current. A version's name is
    /// the schema type's name; its `metadata.userDefinedModelVersionIdentifier` the `versionIdentifier`.
    package var bundle: ModelBundle
    /// The plan read, if the sources declare one.
    package var plan: Plan?
    /// The schemas declared but not in the plan's `schemas`.
    package var unlisted: [UnlistedSchema] = []
}
