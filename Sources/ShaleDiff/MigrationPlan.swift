import ShaleModel

/// What `shale diff` reports: on the consecutive path each step from one version to the next, on the direct path
/// each older version compared straight to the target (`MigrationPath`); each older version's overall verdict;
/// and the stages a staged migration runs to reach the target from the oldest, one per consecutive step.
///
/// Its JSON form is a documented, versioned schema (Documentation/Migrations.md); `schemaVersion` changes
/// whenever a field is renamed or removed.
package struct MigrationPlan: Sendable, Hashable, Codable {
    /// The schema version of this JSON form (2: Core Data's checksums and entity hashes replace Shale's hashes;
    /// 3: `path` and `overall`, and on the consecutive path `comparisons` are the steps).
    package static let currentSchemaVersion = 3

    /// `currentSchemaVersion` when written.
    package var schemaVersion: Int
    /// The bundle's name.
    package var model: String
    /// The version stores migrate to.
    package var target: String
    /// The target version's Core Data checksum (`NSManagedObjectModel.versionChecksum`).
    package var targetChecksum: String
    /// How stores reach the target, which decides what `comparisons` holds.
    package var path: MigrationPath
    /// Oldest first: on the consecutive path one per step (each version against the next), on the direct path one
    /// per older version (against the target).
    package var comparisons: [VersionComparison]
    /// Each older version's way to the target, oldest first: its worst step on the consecutive path.
    package var overall: [VersionVerdict]
    /// The stages of a staged migration from the oldest compared version to the target, in order.
    package var stages: [MigrationStage]
    /// Core Data's hashes of every version from the oldest compared one to the target, oldest first.
    package var versions: [VersionHashes]

    /// The strongest migration class over every comparison.
    package var migration: MigrationClass { comparisons.map(\.migration).max() ?? .none }
    /// Whether the comparisons are steps between consecutive versions.
    package var isConsecutive: Bool { path == .consecutive }
    /// Every change of every comparison.
    package var allChanges: [ModelChange] { comparisons.flatMap(\.changes) }
}

/// Core Data's hashes of one version: what a store written with it records.
package struct VersionHashes: Sendable, Hashable, Codable {
    /// The version's name.
    package var version: String
    /// Its checksum (`NSManagedObjectModel.versionChecksum`, base64).
    package var checksum: String
    /// Each entity's version hash (hex), by name.
    package var entities: [String: String]

    /// The hashes of `model`.
    package init(_ model: Model) {
        version = model.versionName
        checksum = model.versionChecksum
        entities = model.entityVersionHashes
    }
}

/// A store at `from` opening with the model at `to`.
package struct VersionComparison: Sendable, Hashable, Codable {
    /// The older version.
    package var from: String
    /// The version it migrates to.
    package var to: String
    /// The older version's Core Data checksum.
    package var fromChecksum: String
    /// Whether both versions have the same entity version hashes: the same store schema, so stores open without
    /// migration whatever else changed.
    package var sameStoreSchema: Bool
    /// The entities whose version hashes differ, by name in the target (the old name for a removed entity).
    package var hashChanges: [EntityHashChange]
    /// The strongest class of any change: `none` for the same store schema, at least `lightweight` otherwise.
    package var migration: MigrationClass
    /// Whether a store at `from` must migrate at all: the versions' entity hashes differ.
    package var needsMigration: Bool
    /// How many changes lose data.
    package var destructiveCount: Int
    /// The changes, entities in the target's order, then fetch requests and configurations.
    package var changes: [ModelChange]

    /// Creates the comparison of `changes` from `old` to `new`. Core Data's hashes decide whether a store
    /// migrates: with equal hashes every change is classified `none`; with different ones the verdict is at
    /// least lightweight.
    package init(from old: Model, to new: Model, changes: [ModelChange]) {
        self.from = old.versionName
        self.to = new.versionName
        self.fromChecksum = old.versionChecksum
        self.hashChanges = EntityHashChange.changes(from: old, to: new)
        self.sameStoreSchema = hashChanges.isEmpty
        self.changes =
            sameStoreSchema
            ? changes.map { change in
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
    package var verdict: String {
        if sameStoreSchema { return "the same store schema: stores open without migration" }
        switch migration {
        case .none, .lightweight: return "opens with lightweight migration"
        case .conditional: return "opens with lightweight migration only if the conditions below hold"
        case .custom: return "does not open with lightweight migration: it needs a custom migration stage"
        }
    }
}

/// An entity whose Core Data version hash differs between two versions.
package struct EntityHashChange: Sendable, Hashable, Codable {
    /// The entity's name in the newer version (the older name when it was removed).
    package var entity: String
    /// Its hash in the older version; `nil` when it is new.
    package var from: String?
    /// Its hash in the newer version; `nil` when it was removed.
    package var to: String?

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
package struct MigrationStage: Sendable, Hashable, Codable {
    /// Whether Core Data infers the stage or the app migrates it by hand.
    package enum Kind: String, Sendable, Hashable, Codable {
        /// `NSLightweightMigrationStage` over `versions`, a step Core Data's inferred mapping migrates.
        case lightweight
        /// `NSCustomMigrationStage` from `versions[0]` to `versions[1]`.
        case custom
    }

    /// The kind of stage.
    package var kind: Kind
    /// The versions it covers, oldest first.
    package var versions: [String]
    /// For a custom stage, the changes lightweight migration cannot infer.
    package var customChanges: [ModelChange]
}

extension MigrationPlan {
    /// The plan for `bundle`: `from` (default: every version older than `to`) against `to` (default: the
    /// newest version, the last in the reader's order), along `path`.
    ///
    /// Each pair of versions is compared once: the consecutive steps (the stages and, on the consecutive path, the
    /// comparisons) and, on the direct path, each older version against the target, on all cores.
    /// - Parameters:
    ///   - path: Step by step (`consecutive`, the default) or straight to the target (`direct`).
    ///   - withStages: Whether to work out the staged migration too; on the direct path it compares every step as
    ///     well, so a caller that reads only the comparisons (`shale lint`) leaves it out.
    ///   - diagnostics: Where errors naming the versions that do not exist (with the ones that do) are reported.
    /// - Returns: The plan; `nil` when `from` or `to` names no version, or `from` is not older than `to`.
    package static func make(
        bundle: ModelBundle, from: String? = nil, to: String? = nil,
        path: MigrationPath = .default, withStages: Bool = true,
        diagnostics: DiagnosticCollector
    ) -> MigrationPlan? {
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
            diagnostics.report(
                .error(
                    "version \"\(from)\" is not older than \"\(target.versionName)\"",
                    at: location, hint: hint))
            return nil
        }
        let firstIndex = from.flatMap(names.firstIndex) ?? 0
        let chain = Array(bundle.versions[firstIndex...targetIndex])
        // Every step along the chain, each pair once: the consecutive path's comparisons and every path's stages.
        let steps = path == .consecutive || withStages ? compareSteps(chain) : []
        let comparisons: [VersionComparison]
        let overall: [VersionVerdict]
        switch path {
        case .consecutive:
            comparisons = steps
            overall = verdicts(ofWaysAlong: steps, to: target.versionName, only: from)
        case .direct:
            let sources =
                from.map { name in bundle.versions.filter { $0.versionName == name } }
                ?? Array(bundle.versions[..<targetIndex])
            // Each comparison is independent of the others: compare on all cores.
            comparisons = sources.concurrentMap { source in
                VersionComparison(from: source, to: target, changes: ModelDiff.changes(from: source, to: target))
            }
            overall = comparisons.map { comparison in
                VersionVerdict(
                    from: comparison.from, to: comparison.to, migration: comparison.migration,
                    worstStep: nil, destructiveSteps: comparison.destructiveCount > 0 ? 1 : 0)
            }
        }
        return MigrationPlan(
            schemaVersion: currentSchemaVersion, model: bundle.name,
            target: target.versionName, targetChecksum: target.versionChecksum, path: path,
            comparisons: comparisons, overall: overall,
            stages: withStages ? stages(steps) : [], versions: chain.map(VersionHashes.init))
    }

    /// Each version of `chain` against the next one, oldest first, on all cores.
    static func compareSteps(_ chain: [Model]) -> [VersionComparison] {
        Array(zip(chain, chain.dropFirst())).concurrentMap { old, new in
            VersionComparison(from: old, to: new, changes: ModelDiff.changes(from: old, to: new))
        }
    }

    /// The way of each step's older version to `target`: the worst step from it on, the first such step when
    /// several tie. One pass from the newest step back, so a long history costs its length, not its square.
    /// - Parameter only: The one older version asked for (`--from`), else every one.
    static func verdicts(
        ofWaysAlong steps: [VersionComparison], to target: String,
        only: String?
    ) -> [VersionVerdict] {
        var verdicts: [VersionVerdict] = []
        var worst = MigrationClass.none
        var worstStep: VersionVerdict.Step?
        var destructive = 0
        for step in steps.reversed() {
            // `>=` keeps the earliest of equally bad steps, the first a store meets on its way.
            if step.needsMigration, step.migration >= worst {
                worst = step.migration
                worstStep = VersionVerdict.Step(from: step.from, to: step.to)
            }
            if step.destructiveCount > 0 { destructive += 1 }
            verdicts.append(
                VersionVerdict(
                    from: step.from, to: target, migration: worst, worstStep: worstStep,
                    destructiveSteps: destructive))
        }
        return verdicts.reversed().filter { only == nil || $0.from == only }
    }

    /// One stage per consecutive step, in order, as `NSStagedMigrationManager` runs them: an
    /// `NSLightweightMigrationStage` over the step's two versions where Core Data infers the mapping, an
    /// `NSCustomMigrationStage` where it cannot. Built from the steps already compared, so it costs no comparison.
    static func stages(_ steps: [VersionComparison]) -> [MigrationStage] {
        steps.map { step in
            step.migration == .custom
                ? MigrationStage(
                    kind: .custom, versions: [step.from, step.to],
                    customChanges: step.changes.filter { $0.migration == .custom })
                : MigrationStage(kind: .lightweight, versions: [step.from, step.to], customChanges: [])
        }
    }
}
