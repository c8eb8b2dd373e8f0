import ShaleModel

/// What `shale diff` reports: each older version compared straight to the target, as lightweight migration
/// infers (not step by step), and the stages a staged migration needs to reach the target from the oldest.
///
/// Its JSON form is a documented, versioned schema (Documentation/Migrations.md); `schemaVersion` changes
/// whenever a field is renamed or removed.
public struct MigrationPlan: Sendable, Hashable, Codable {
    /// The schema version of this JSON form (2: Core Data's checksums and entity hashes replace Shale's hashes).
    public static let currentSchemaVersion = 2

    /// `currentSchemaVersion` when written.
    public var schemaVersion: Int
    /// The bundle's name.
    public var model: String
    /// The version stores migrate to.
    public var target: String
    /// The target version's Core Data checksum (`NSManagedObjectModel.versionChecksum`).
    public var targetChecksum: String
    /// One comparison per older version, oldest first.
    public var comparisons: [VersionComparison]
    /// The stages of a staged migration from the oldest compared version to the target, in order.
    public var stages: [MigrationStage]
    /// Core Data's hashes of every version from the oldest compared one to the target, oldest first.
    public var versions: [VersionHashes]

    /// The strongest migration class over every comparison.
    public var migration: MigrationClass { comparisons.map(\.migration).max() ?? .none }
    /// Every change of every comparison.
    public var allChanges: [ModelChange] { comparisons.flatMap(\.changes) }
}

/// Core Data's hashes of one version: what a store written with it records.
public struct VersionHashes: Sendable, Hashable, Codable {
    /// The version's name.
    public var version: String
    /// Its checksum (`NSManagedObjectModel.versionChecksum`, base64).
    public var checksum: String
    /// Each entity's version hash (hex), by name.
    public var entities: [String: String]

    /// The hashes of `model`.
    public init(_ model: Model) {
        version = model.versionName
        checksum = model.versionChecksum
        entities = model.entityVersionHashes
    }
}

/// A store at `from` opening with the model at `to`.
public struct VersionComparison: Sendable, Hashable, Codable {
    /// The older version.
    public var from: String
    /// The version it migrates to.
    public var to: String
    /// The older version's Core Data checksum.
    public var fromChecksum: String
    /// Whether both versions have the same entity version hashes: the same store schema, so stores open without
    /// migration whatever else changed.
    public var sameStoreSchema: Bool
    /// The entities whose version hashes differ, by name in the target (the old name for a removed entity).
    public var hashChanges: [EntityHashChange]
    /// The strongest class of any change: `none` for the same store schema, at least `lightweight` otherwise.
    public var migration: MigrationClass
    /// Whether a store at `from` must migrate at all: the versions' entity hashes differ.
    public var needsMigration: Bool
    /// How many changes lose data.
    public var destructiveCount: Int
    /// The changes, entities in the target's order, then fetch requests and configurations.
    public var changes: [ModelChange]

    /// Creates the comparison of `changes` from `old` to `new`. Core Data's hashes decide whether a store
    /// migrates: with equal hashes every change is classified `none`; with different ones the verdict is at
    /// least lightweight.
    public init(from old: Model, to new: Model, changes: [ModelChange]) {
        self.from = old.versionName
        self.to = new.versionName
        self.fromChecksum = old.versionChecksum
        self.hashChanges = EntityHashChange.changes(from: old, to: new)
        self.sameStoreSchema = hashChanges.isEmpty
        self.changes = sameStoreSchema ? changes.map { change in
            var change = change
            change.migration = .none
            return change
        } : changes
        let strongest = self.changes.map(\.migration).max() ?? .none
        self.migration = sameStoreSchema ? .none : max(strongest, .lightweight)
        self.needsMigration = !sameStoreSchema
        self.destructiveCount = self.changes.filter(\.isDestructive).count
    }

    /// What happens to a store at `from`, in words.
    public var verdict: String {
        if sameStoreSchema { return "the same store schema: stores open without migration" }
        switch migration {
        case .none, .lightweight: return "opens with lightweight migration"
        case .conditional: return "opens with lightweight migration only if the conditions below hold"
        case .custom: return "does not open with lightweight migration: it needs a custom migration stage"
        }
    }
}

/// An entity whose Core Data version hash differs between two versions.
public struct EntityHashChange: Sendable, Hashable, Codable {
    /// The entity's name in the newer version (the older name when it was removed).
    public var entity: String
    /// Its hash in the older version; `nil` when it is new.
    public var from: String?
    /// Its hash in the newer version; `nil` when it was removed.
    public var to: String?

    /// The entities whose hashes differ from `old` to `new`: the newer version's entities in order, then removed ones.
    static func changes(from old: Model, to new: Model) -> [EntityHashChange] {
        let oldHashes = old.entityVersionHashes
        var changes: [EntityHashChange] = []
        for entity in new.entities where oldHashes[entity.name] != entity.versionHash {
            changes.append(EntityHashChange(entity: entity.name, from: oldHashes[entity.name], to: entity.versionHash))
        }
        let newNames = Set(new.entities.map(\.name))
        for entity in old.entities where !newNames.contains(entity.name) {
            changes.append(EntityHashChange(entity: entity.name, from: entity.versionHash, to: nil))
        }
        return changes
    }
}

/// One stage of a staged migration (`NSStagedMigrationManager`).
public struct MigrationStage: Sendable, Hashable, Codable {
    /// Whether Core Data infers the stage or the app migrates it by hand.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `NSLightweightMigrationStage` over `versions`: every one of them migrates straight to the last.
        case lightweight
        /// `NSCustomMigrationStage` from `versions[0]` to `versions[1]`.
        case custom
    }

    /// The kind of stage.
    public var kind: Kind
    /// The versions it covers, oldest first.
    public var versions: [String]
    /// For a custom stage, the changes lightweight migration cannot infer.
    public var customChanges: [ModelChange]
}

extension MigrationPlan {
    /// The plan for `bundle`: `from` (default: every version older than `to`) against `to` (default: the
    /// newest version, the last in the reader's order).
    /// - Parameters:
    ///   - withStages: Whether to work out the staged migration too; it compares every pair of versions along the
    ///     way, so a caller that reads only the comparisons (`shale lint`) leaves it out.
    ///   - diagnostics: Where errors naming the versions that do not exist (with the ones that do) are reported.
    /// - Returns: The plan; `nil` when `from` or `to` names no version, or `from` is not older than `to`.
    public static func make(bundle: ModelBundle, from: String? = nil, to: String? = nil,
                            withStages: Bool = true, diagnostics: DiagnosticCollector) -> MigrationPlan? {
        let names = bundle.versions.map(\.versionName)
        let location = SourceLocation(file: bundle.sourcePath)
        let hint = "the versions, oldest first: " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        var missing = false
        for name in [from, to].compactMap({ $0 }) where !names.contains(name) {
            diagnostics.report(.error("the model has no version \"\(name)\"", at: location, hint: hint))
            missing = true
        }
        guard !missing, let targetIndex = to.flatMap(names.firstIndex) ?? names.indices.last else { return nil }
        let target = bundle.versions[targetIndex]
        if let from, let fromIndex = names.firstIndex(of: from), fromIndex >= targetIndex {
            diagnostics.report(.error("version \"\(from)\" is not older than \"\(target.versionName)\"",
                                      at: location, hint: hint))
            return nil
        }
        let sources = from.map { name in bundle.versions.filter { $0.versionName == name } }
            ?? Array(bundle.versions[..<targetIndex])
        // Each comparison is independent of the others: compare on all cores.
        let comparisons = sources.concurrentMap { source in
            let changes = ModelDiff.changes(from: source, to: target)
            return VersionComparison(from: source, to: target, changes: changes)
        }
        let chain = Array(bundle.versions[(sources.first.flatMap { source in
            bundle.versions.firstIndex { $0.versionName == source.versionName }
        } ?? targetIndex)...targetIndex])
        return MigrationPlan(schemaVersion: currentSchemaVersion, model: bundle.name,
                             target: target.versionName, targetChecksum: target.versionChecksum,
                             comparisons: comparisons, stages: withStages ? stages(chain) : [],
                             versions: chain.map(VersionHashes.init))
    }

    /// Stages from the first of `chain` to its last. A lightweight stage grows while every version in it still
    /// migrates straight to the next one; a pair that needs a custom migration becomes a custom stage.
    static func stages(_ chain: [Model]) -> [MigrationStage] {
        guard let first = chain.first else { return [] }
        var stages: [MigrationStage] = []
        var run = [first]
        func closeRun() {
            if run.count > 1 {
                stages.append(MigrationStage(kind: .lightweight, versions: run.map(\.versionName), customChanges: []))
            }
        }
        for next in chain.dropFirst() {
            // Every version of the run against the next one: independent comparisons, on all cores. A run breaks
            // only at a custom stage, so comparing all of it costs little more than stopping at the first failure.
            if run.concurrentMap({ ModelDiff.migration(from: $0, to: next) }).allSatisfy({ $0 < .custom }) {
                run.append(next)
                continue
            }
            closeRun()
            let last = run[run.count - 1]
            let changes = ModelDiff.changes(from: last, to: next)
            if changes.contains(where: { $0.migration == .custom }) {
                stages.append(MigrationStage(kind: .custom, versions: [last.versionName, next.versionName],
                                             customChanges: changes.filter { $0.migration == .custom }))
                run = [next]
            } else {
                run = [last, next]
            }
        }
        closeRun()
        return stages
    }
}
