import ShaleModel

/// What `shale diff` reports: each older version compared straight to the target, as lightweight migration
/// infers (not step by step), and the stages a staged migration needs to reach the target from the oldest.
///
/// Its JSON form is a documented, versioned schema (README "Migration diffs"); `schemaVersion` changes
/// whenever a field is renamed or removed.
public struct MigrationPlan: Sendable, Hashable, Codable {
    /// The schema version of this JSON form.
    public static let currentSchemaVersion = 1

    /// `currentSchemaVersion` when written.
    public var schemaVersion: Int
    /// The bundle's name.
    public var model: String
    /// The version stores migrate to.
    public var target: String
    /// The target version's hash (`VersionHash.model`).
    public var targetHash: String
    /// One comparison per older version, oldest first.
    public var comparisons: [VersionComparison]
    /// The stages of a staged migration from the oldest compared version to the target, in order.
    public var stages: [MigrationStage]

    /// The strongest migration class over every comparison.
    public var migration: MigrationClass { comparisons.map(\.migration).max() ?? .none }
    /// Every change of every comparison.
    public var allChanges: [ModelChange] { comparisons.flatMap(\.changes) }
}

/// A store at `from` opening with the model at `to`.
public struct VersionComparison: Sendable, Hashable, Codable {
    /// The older version.
    public var from: String
    /// The version it migrates to.
    public var to: String
    /// The older version's hash; equal to the target's when no store migration is needed.
    public var fromHash: String
    /// The strongest class of any change (`none` when nothing changed).
    public var migration: MigrationClass
    /// Whether a store at `from` must migrate at all (some change is stronger than `none`).
    public var needsMigration: Bool
    /// How many changes lose data.
    public var destructiveCount: Int
    /// The changes, entities in the target's order, then fetch requests and configurations.
    public var changes: [ModelChange]

    /// Creates the comparison of `changes` between two versions.
    public init(from: String, to: String, fromHash: String, changes: [ModelChange]) {
        self.from = from
        self.to = to
        self.fromHash = fromHash
        self.migration = changes.map(\.migration).max() ?? .none
        self.needsMigration = migration != .none
        self.destructiveCount = changes.filter(\.isDestructive).count
        self.changes = changes
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
    /// - Parameter withStages: Whether to work out the staged migration too; it compares every pair of versions
    ///   along the way, so a caller that reads only the comparisons (`shale lint`) leaves it out.
    /// - Returns: The plan, or errors naming the versions that do not exist (with the ones that do).
    public static func make(bundle: ModelBundle, from: String? = nil, to: String? = nil,
                            withStages: Bool = true) -> (MigrationPlan?, [Diagnostic]) {
        let names = bundle.versions.map(\.versionName)
        let location = SourceLocation(file: bundle.sourcePath)
        let hint = "the versions, oldest first: " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        var diagnostics: [Diagnostic] = []
        for name in [from, to].compactMap({ $0 }) where !names.contains(name) {
            diagnostics.append(.error("the model has no version \"\(name)\"", at: location, hint: hint))
        }
        guard diagnostics.isEmpty, let targetIndex = to.flatMap(names.firstIndex) ?? names.indices.last else {
            return (nil, diagnostics)
        }
        let target = bundle.versions[targetIndex]
        if let from, let fromIndex = names.firstIndex(of: from), fromIndex >= targetIndex {
            return (nil, [.error("version \"\(from)\" is not older than \"\(target.versionName)\"", at: location,
                                 hint: hint)])
        }
        let sources = from.map { name in bundle.versions.filter { $0.versionName == name } }
            ?? Array(bundle.versions[..<targetIndex])
        // Each comparison is independent of the others: compare on all cores.
        let comparisons = sources.concurrentMap { source in
            let changes = ModelDiff.changes(from: source, to: target)
            return VersionComparison(from: source.versionName, to: target.versionName,
                                     fromHash: VersionHash.model(source), changes: changes)
        }
        let chain = Array(bundle.versions[(sources.first.flatMap { source in
            bundle.versions.firstIndex { $0.versionName == source.versionName }
        } ?? targetIndex)...targetIndex])
        let plan = MigrationPlan(schemaVersion: currentSchemaVersion, model: bundle.name,
                                 target: target.versionName, targetHash: VersionHash.model(target),
                                 comparisons: comparisons, stages: withStages ? stages(chain) : [])
        return (plan, [])
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
