import ShaleModel

/// Turns a `MigrationPlan` into what the `migration` set's templates read: sentences, aligned columns and
/// Swift literals, so the templates only place them.
public enum MigrationTranslator {
    /// The context of `plan`.
    public static func context(_ plan: MigrationPlan) -> MigrationPlanContext {
        let comparisons = plan.comparisons.map(comparison)
        return MigrationPlanContext(.init(
            model: plan.model, target: plan.target, targetHash: plan.targetHash,
            migration: plan.migration.rawValue, summary: summary(plan), comparisons: comparisons,
            stages: plan.stages.enumerated().map { stage($1, number: $0 + 1) },
            hasCustomStages: plan.stages.contains { $0.kind == .custom },
            typeName: SwiftNamer.typeName(from: plan.model, suffix: "Migration"),
            targetLiteral: SwiftSource.string(plan.target),
            compiledModelLiteral: SwiftSource.string(plan.model + ".momd")
        ))
    }

    /// What happens to a store at a version, by the strongest class of its changes.
    static func verdict(_ migration: MigrationClass) -> String {
        switch migration {
        case .none: "opens as it is: no migration needed"
        case .lightweight: "opens with lightweight migration"
        case .conditional: "opens with lightweight migration only if the conditions below hold"
        case .custom: "does not open with lightweight migration: it needs a custom migration stage"
        }
    }

    private static func summary(_ plan: MigrationPlan) -> String {
        let count = plan.comparisons.count
        guard count > 0 else { return "no older version to compare" }
        let parts = MigrationClass.allCases.compactMap { migration -> String? in
            let matching = plan.comparisons.filter { $0.migration == migration }.count
            guard matching > 0 else { return nil }
            switch migration {
            case .none: return "\(matching) \(matching == 1 ? "opens" : "open") as is"
            case .lightweight: return "\(matching) \(matching == 1 ? "migrates" : "migrate") with lightweight migration"
            case .conditional: return "\(matching) \(matching == 1 ? "migrates" : "migrate") under conditions"
            case .custom: return "\(matching) \(matching == 1 ? "needs" : "need") a custom stage"
            }
        }
        return "\(count) older \(count == 1 ? "version" : "versions"): " + parts.joined(separator: ", ")
    }

    private static func comparison(_ comparison: VersionComparison) -> VersionComparisonContext {
        let changes = comparison.changes.count
        var counts = "\(changes) \(changes == 1 ? "change" : "changes")"
        if comparison.destructiveCount > 0 {
            counts += ", \(comparison.destructiveCount) \(comparison.destructiveCount == 1 ? "loses" : "lose") data"
        }
        return VersionComparisonContext(.init(
            from: comparison.from, to: comparison.to, fromHash: comparison.fromHash,
            migration: comparison.migration.rawValue, verdict: verdict(comparison.migration),
            needsMigration: comparison.needsMigration, destructiveCount: comparison.destructiveCount,
            counts: counts, changes: comparison.changes.map(change)
        ))
    }

    private static func stage(_ stage: MigrationStage, number: Int) -> MigrationStageContext {
        let literals = stage.versions.map(SwiftSource.string)
        let isLightweight = stage.kind == .lightweight
        let first = stage.versions.first ?? ""
        let last = stage.versions.last ?? ""
        return MigrationStageContext(.init(
            number: number, isLightweight: isLightweight, versionLiterals: literals,
            versionList: isLightweight ? stage.versions.map { "\"\($0)\"" }.joined(separator: ", ")
                : "\"\(first)\" → \"\(last)\"",
            labelLiteral: SwiftSource.string("\(first) to \(last)"),
            fromLiteral: SwiftSource.string(first), toLiteral: SwiftSource.string(last),
            customChanges: stage.customChanges.map(change)
        ))
    }

    static func change(_ change: ModelChange) -> ChangeContext {
        let width = MigrationClass.allCases.map(\.rawValue.count).max() ?? 0
        let migration = change.migration.rawValue
        return ChangeContext(.init(
            kind: change.kind.rawValue, summary: change.summary, migration: migration,
            migrationColumn: migration + String(repeating: " ", count: width - migration.count),
            condition: change.condition, suggestion: change.suggestion, isDestructive: change.isDestructive,
            needsAttention: change.isDestructive || change.migration >= .conditional,
            location: (change.newLocation ?? change.oldLocation).map { "\($0)" }
        ))
    }
}
