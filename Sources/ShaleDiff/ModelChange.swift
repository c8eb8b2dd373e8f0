import ShaleModel

/// How a store at the old version gets to the new one, for one change.
package enum MigrationClass: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Version hashes do not change: the store opens as it is (defaults, delete rules, validation, userInfo...).
    case none
    /// Core Data's lightweight migration infers the mapping.
    case lightweight
    /// Lightweight migration works only under a condition, given in `ModelChange.condition`.
    case conditional
    /// Needs a custom migration stage (or mapping model).
    case custom

    private var rank: Int {
        switch self {
        case .none: 0
        case .lightweight: 1
        case .conditional: 2
        case .custom: 3
        }
    }

    package static func < (lhs: MigrationClass, rhs: MigrationClass) -> Bool { lhs.rank < rhs.rank }
}

/// One difference between two model versions, classified for migration.
package struct ModelChange: Sendable, Hashable, Codable {
    /// What kind of element changed, and how.
    package enum Kind: String, Sendable, Hashable, Codable {
        case entityAdded, entityRemoved, entityRenamed, entityChanged
        case attributeAdded, attributeRemoved, attributeRenamed, attributeChanged
        case relationshipAdded, relationshipRemoved, relationshipRenamed, relationshipChanged
        case fetchedPropertyAdded, fetchedPropertyRemoved, fetchedPropertyRenamed, fetchedPropertyChanged
        case fetchRequestAdded, fetchRequestRemoved, fetchRequestChanged
        case configurationAdded, configurationRemoved, configurationChanged
    }

    /// The kind of change.
    package var kind: Kind
    /// The entity, by its name in the new version (the old name for removals); for fetch requests and
    /// configurations, the request's or configuration's name.
    package var entity: String
    /// The property, by its name in the new version (the old name for removals), if the change is to one.
    package var property: String?
    /// For `…Changed` kinds, the setting that changed (`type`, `optional`, `toMany`...).
    package var field: String?
    /// The old value or name, as text.
    package var before: String?
    /// The new value or name, as text.
    package var after: String?
    /// How a store migrates across this change.
    package var migration: MigrationClass
    /// For conditional changes, the condition under which lightweight migration works.
    package var condition: String?
    /// Whether existing data is lost.
    package var isDestructive: Bool
    /// Whether the change alters a Core Data version hash (of its entity, or of the entity and its subentities).
    /// One that does not (a default, an index, userInfo, a transformer) is invisible to Core Data: stores are
    /// not migrated for it.
    package var changesVersionHash = true
    /// What to do instead, when Shale has a better guess: the Renaming ID to set when a removal and an
    /// addition look like one rename.
    package var suggestion: String?
    /// The source of the rule that classified the change: a row of the evidence table in
    /// `Documentation/Migrations.md`.
    package var evidence: MigrationEvidence? {
        didSet { unverified = evidence?.unverifiedReason }
    }
    /// Why Core Data's behaviour for this change is not established, when it is not: the verdict is Shale's
    /// reading, unverified. Set with `evidence`.
    package var unverified: String?
    /// Where the element is in the old version, if it exists there.
    package var oldLocation: SourceLocation?
    /// Where the element is in the new version, if it exists there.
    package var newLocation: SourceLocation?

    /// Creates a change.
    package init(
        _ kind: Kind, entity: String, property: String? = nil, field: String? = nil,
        before: String? = nil, after: String? = nil, migration: MigrationClass, condition: String? = nil,
        isDestructive: Bool = false, suggestion: String? = nil, evidence: MigrationEvidence? = nil,
        oldLocation: SourceLocation? = nil, newLocation: SourceLocation? = nil
    ) {
        self.kind = kind
        self.entity = entity
        self.property = property
        self.field = field
        self.before = before
        self.after = after
        self.migration = migration
        self.condition = condition
        self.isDestructive = isDestructive
        self.suggestion = suggestion
        self.evidence = evidence
        self.unverified = evidence?.unverifiedReason
        self.oldLocation = oldLocation
        self.newLocation = newLocation
    }
}

extension ModelChange {
    /// What makes two changes the same change wherever they were found: everything but their locations,
    /// condition and suggestion.
    package struct Signature: Sendable, Hashable {
        let kind: Kind
        let entity: String?
        let property: String?
        let field: String?
        let before: String?
        let after: String?
        let migration: MigrationClass
        let isDestructive: Bool
    }

    /// The change's signature; without the entity's name when `withEntity` is false, to compare the changes
    /// of entities along one hierarchy.
    package func signature(withEntity: Bool = true) -> Signature {
        Signature(
            kind: kind, entity: withEntity ? entity : nil, property: property, field: field, before: before,
            after: after, migration: migration, isDestructive: isDestructive)
    }
}
