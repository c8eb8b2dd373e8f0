import ShaleDiff
import ShaleModel
import ShaleResolver

/// Turns a `MigrationPlan` into what the `migration` set's templates read: sentences, aligned columns and
/// Swift literals, so the templates only place them.
package enum MigrationTranslator {
    /// The context of `plan`.
    /// - Parameter diagrams: Mermaid diagrams of comparisons, by the older version's name (`shale diff` draws them
    ///   for its markdown and mermaid formats).
    /// - Parameter details: How many comparisons' details the report shows (`details`); all by default.
    package static func context(
        _ plan: MigrationPlan, diagrams: [String: String] = [:],
        details: ReportDetails = .all
    ) -> MigrationPlanContext {
        let omitted = details.omittedCount(of: plan.comparisons.count)
        // On the consecutive path each step starts at an older version: its row also tells that version's way.
        let ways = Dictionary(plan.isConsecutive ? plan.overall.map { ($0.from, $0) } : []) { first, _ in first }
        // Each comparison's context stands alone, and a long history has hundreds with thousands of changes: build
        // them on all cores.
        let comparisons = Array(plan.comparisons.indices).concurrentMap { index in
            let compared = plan.comparisons[index]
            return comparison(
                compared, diagram: diagrams[compared.from], showsDetails: index >= omitted,
                way: ways[compared.from])
        }
        return MigrationPlanContext(
            .init(
                model: plan.model, target: plan.target, targetChecksum: plan.targetChecksum,
                migration: plan.migration.rawValue, summary: summary(plan), path: plan.path.rawValue,
                isConsecutive: plan.isConsecutive, overall: plan.overall.map(verdict), comparisons: comparisons,
                hasComparisons: !comparisons.isEmpty,
                omittedDetails: details.omissionNote(plan.comparisons.prefix(omitted).map(\.from)),
                stages: plan.stages.enumerated().map { stage($1, number: $0 + 1) },
                hasCustomStages: plan.stages.contains { $0.kind == .custom },
                typeName: SwiftNamer.typeName(from: plan.model, suffix: "Migration"),
                targetLiteral: SwiftSource.string(plan.target),
                compiledModelLiteral: SwiftSource.string(plan.model + ".momd"),
                versionChecksums: plan.versions.map { version in
                    VersionChecksumContext(
                        .init(
                            version: version.version, checksum: version.checksum,
                            versionLiteral: SwiftSource.string(version.version),
                            checksumLiteral: SwiftSource.string(version.checksum)))
                }
            ))
    }

    private static func summary(_ plan: MigrationPlan) -> String {
        let count = plan.overall.count
        guard count > 0 else { return "no older version to compare" }
        let versions = "\(count) older \(count == 1 ? "version" : "versions")"
        guard plan.isConsecutive else { return versions + ": " + counts(plan.comparisons.map(\.migration)) }
        let steps = plan.comparisons.count
        let stepCounts = counts(plan.comparisons.map(\.migration))
        let wayCounts = counts(plan.overall.map(\.migration))
        let their = count == 1 ? "its" : "their"
        return "\(steps) \(steps == 1 ? "step" : "steps") from one version to the next: \(stepCounts); \(versions) on "
            + "\(their) way to \"\(plan.target)\", by the worst step: \(wayCounts)"
    }

    /// How many of `classes` are of each class, in words: `2 migrate with lightweight migration, 1 needs a custom
    /// stage`.
    private static func counts(_ classes: [MigrationClass]) -> String {
        MigrationClass.allCases.compactMap { migration -> String? in
            let matching = classes.filter { $0 == migration }.count
            guard matching > 0 else { return nil }
            switch migration {
            case .none: return "\(matching) \(matching == 1 ? "has" : "have") the same store schema"
            case .lightweight: return "\(matching) \(matching == 1 ? "migrates" : "migrate") with lightweight migration"
            case .conditional: return "\(matching) \(matching == 1 ? "migrates" : "migrate") under conditions"
            case .custom: return "\(matching) \(matching == 1 ? "needs" : "need") a custom stage"
            }
        }.joined(separator: ", ")
    }

    private static func verdict(_ verdict: VersionVerdict) -> VersionVerdictContext {
        let step = verdict.worstStep.map { "\"\($0.from)\" → \"\($0.to)\"" }
        let words =
            switch verdict.migration {
            case .none: "the same store schema: stores open without migration"
            case .lightweight: "opens with lightweight migration"
            case .conditional: "opens with lightweight migration only if the conditions hold"
            case .custom: "needs a custom stage"
            }
        return VersionVerdictContext(
            .init(
                from: verdict.from, migration: verdict.migration.rawValue,
                verdict: words + (step.map { " (worst step \($0))" } ?? ""), worstStep: step
            ))
    }

    private static func comparison(
        _ comparison: VersionComparison, diagram: String?,
        showsDetails: Bool, way: VersionVerdict?
    ) -> VersionComparisonContext {
        let changes = comparison.changes.count
        var counts = "\(changes) \(changes == 1 ? "change" : "changes")"
        if comparison.destructiveCount > 0 {
            counts += ", \(comparison.destructiveCount) \(comparison.destructiveCount == 1 ? "loses" : "lose") data"
        }
        return VersionComparisonContext(
            .init(
                from: comparison.from, to: comparison.to, fromChecksum: comparison.fromChecksum,
                migration: comparison.migration.rawValue, verdict: comparison.verdict,
                needsMigration: comparison.needsMigration, sameStoreSchema: comparison.sameStoreSchema,
                hashChanges: comparison.hashChanges.map { change in
                    change.entity + (change.from == nil ? " (new)" : change.to == nil ? " (removed)" : "")
                }.joined(separator: ", "),
                destructiveCount: comparison.destructiveCount,
                counts: counts, changes: comparison.changes.map(ChangeTranslation.context),
                hasChanges: !comparison.changes.isEmpty, diagram: diagram, showsDetails: showsDetails,
                fromCell: MarkdownText.cell(comparison.from), wayCell: way.map { wayCell($0, from: comparison) },
                detailsTitle: "<code>\(MarkdownText.html(comparison.from))</code> → "
                    + "<code>\(MarkdownText.html(comparison.to))</code>: \(comparison.migration.rawValue), \(counts)"
            ))
    }

    /// `**custom** (at `Model 45` → `Model 46`)`: a version's way to the target in a Markdown cell, the worst step
    /// named when it is not the version's own next step.
    private static func wayCell(_ way: VersionVerdict, from step: VersionComparison) -> String {
        let cell = "**\(way.migration.rawValue)**"
        guard let worst = way.worstStep, worst.from != step.from || worst.to != step.to else { return cell }
        return cell + " (at `\(MarkdownText.cell(worst.from))` → `\(MarkdownText.cell(worst.to))`)"
    }

    private static func stage(_ stage: MigrationStage, number: Int) -> MigrationStageContext {
        let literals = stage.versions.map(SwiftSource.string)
        let isLightweight = stage.kind == .lightweight
        let first = stage.versions.first ?? ""
        let last = stage.versions.last ?? ""
        return MigrationStageContext(
            .init(
                number: number, isLightweight: isLightweight, versionLiterals: literals,
                versionList: isLightweight
                    ? stage.versions.map { "\"\($0)\"" }.joined(separator: ", ")
                    : "\"\(first)\" → \"\(last)\"",
                labelLiteral: SwiftSource.string("\(first) to \(last)"),
                fromLiteral: SwiftSource.string(first), toLiteral: SwiftSource.string(last),
                customChanges: stage.customChanges.map(ChangeTranslation.context)
            ))
    }
}

extension TranslatorKind {
    /// `migration`: `shale diff` reports, rendered from a `MigrationPlan` (`MigrationTranslator`); its sets have
    /// only `scope: diff` outputs and no options of the translator's.
    package static let migration = TranslatorKind(
        "migration", translator: nil,
        reportRoot: ContextType(MigrationPlanContext.self))
}
