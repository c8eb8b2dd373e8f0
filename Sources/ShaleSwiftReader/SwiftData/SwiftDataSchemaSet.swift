import ShaleModel

/// A SwiftData schema read from Swift sources: its versions in the IR, and what the migration plan declares.
public struct SwiftDataSchemaSet: Sendable {
    /// One `MigrationStage` of the plan.
    public struct Stage: Sendable, Hashable {
        /// `lightweight` or `custom`.
        public var kind: String
        /// The `fromVersion:` schema's type name (the version's name), as resolved; the text written when unresolved.
        public var from: String
        /// The `toVersion:` schema's type name.
        public var to: String
        /// The stage's call.
        public var location: SourceLocation
    }

    /// The plan the versions are ordered by.
    public struct Plan: Sendable, Hashable {
        /// The plan type's name.
        public var name: String
        /// Its declaration.
        public var location: SourceLocation
        /// Its stages, in the order of `stages`.
        public var stages: [Stage]
    }

    /// A `VersionedSchema` read but listed in no plan's `schemas`.
    public struct UnlistedSchema: Sendable, Hashable {
        /// The schema type's name.
        public var name: String
        /// Its declaration.
        public var location: SourceLocation
    }

    /// Every version: one per `VersionedSchema` in the plan's `schemas` order, the last current. A version's name is
    /// the schema type's name; its `metadata.userDefinedModelVersionIdentifier` the `versionIdentifier`.
    public var bundle: ModelBundle
    /// The plan read, if the sources declare one.
    public var plan: Plan?
    /// The schemas declared but not in the plan's `schemas`.
    public var unlisted: [UnlistedSchema] = []
}
