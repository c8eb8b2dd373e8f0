import ShaleDiff
import ShaleModel

/// What a `SchemaMigrationPlan` declares, for the checks of `SwiftDataChecks`: the reader of Swift sources fills it.
package struct SwiftDataPlanFacts: Sendable, Hashable {
    /// One `MigrationStage`.
    package struct Stage: Sendable, Hashable {
        /// `lightweight` or `custom`.
        package var kind: String
        /// The `fromVersion:` schema's name.
        package var from: String
        /// The `toVersion:` schema's name.
        package var to: String
        /// The stage's call.
        package var location: SourceLocation

        /// Creates a stage.
        package init(kind: String, from: String, to: String, location: SourceLocation) {
            self.kind = kind
            self.from = from
            self.to = to
            self.location = location
        }
    }

    /// The plan's name; `nil` when the sources declare no plan.
    package var planName: String?
    /// The plan's declaration (or the sources' path).
    package var location: SourceLocation
    /// The stages, in the order of `stages`.
    package var stages: [Stage]
    /// The schemas declared but listed in no plan, with their declarations.
    package var unlisted: [(name: String, location: SourceLocation)]

    /// Creates the facts of a plan.
    package init(
        planName: String?, location: SourceLocation, stages: [Stage],
        unlisted: [(name: String, location: SourceLocation)]
    ) {
        self.planName = planName
        self.location = location
        self.stages = stages
        self.unlisted = unlisted
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.planName == rhs.planName && lhs.location == rhs.location && lhs.stages == rhs.stages
            && lhs.unlisted.map(\.name) == rhs.unlisted.map(\.name)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(planName)
        hasher.combine(stages)
    }
}

/// The SwiftData rules (`LintRules.swiftData`): the schemas of a bundle read from Swift sources, and the plan
/// checked against the diff between each schema and the next.
package enum SwiftDataChecks {
    /// Every SwiftData finding for `bundle` (versions in the plan's order) and its plan.
    package static func findings(_ bundle: ModelBundle, plan: SwiftDataPlanFacts?) -> [LintFinding] {
        var found = liveTypes(bundle) + identifiers(bundle)
        let comparisons = zip(bundle.versions, bundle.versions.dropFirst()).map { old, new in
            VersionComparison(from: old, to: new, changes: ModelDiff.changes(from: old, to: new))
        }
        for (comparison, new) in zip(comparisons, bundle.versions.dropFirst()) where comparison.sameStoreSchema {
            // What Shale could not read may be what differs: the finding says so.
            let unverified = new.entities.compactMap { entity in
                entity.versionHashUnverified.map { "\(entity.name): \($0)" }
            }
            found.append(
                LintFinding(
                    LintRules.swiftDataUnchangedSchema,
                    "\(new.versionName)'s entity hashes equal \(comparison.from)'s (checksum \(new.versionChecksum))"
                        + (unverified.isEmpty
                            ? ""
                            : "; the hashes are unverified, so the schemas may differ in what "
                                + "Shale cannot read (" + unverified[0] + (unverified.count > 1 ? ", …)" : ")")),
                    at: SourceLocation(file: new.sourcePath)))
        }
        if let plan { found += planFindings(plan, bundle: bundle, comparisons: comparisons) }
        return found
    }

    /// Why a shipped schema's hashes move, as notes for `shale lock --check`: each historical schema's entity whose
    /// class the current schema uses too.
    package static func liveTypeNotes(_ bundle: ModelBundle) -> [Diagnostic] {
        liveTypes(bundle).map { finding in
            .note("why the locked hashes may have moved: " + finding.message, at: finding.location, hint: finding.hint)
        }
    }

    /// Historical schemas whose entities are declared by the class the current schema uses.
    private static func liveTypes(_ bundle: ModelBundle) -> [LintFinding] {
        guard let current = bundle.versions.last else { return [] }
        let live = Dictionary(current.entities.map { ($0.location, $0.name) }, uniquingKeysWith: { first, _ in first })
        return bundle.versions.dropLast().flatMap { version in
            version.entities.compactMap { entity -> LintFinding? in
                guard live[entity.location] != nil else { return nil }
                return LintFinding(
                    LintRules.swiftDataLiveTypeInHistory,
                    "historical schema \(version.versionName) uses the model class of entity '\(entity.name)' that "
                        + "the current schema \(current.versionName) uses too: editing it moves "
                        + "\(version.versionName)'s hash of '\(entity.name)' (now \(entity.versionHash.prefix(12))…)",
                    at: entity.location, entity: entity.name)
            }
        }
    }

    /// Schemas that share a `versionIdentifier`.
    private static func identifiers(_ bundle: ModelBundle) -> [LintFinding] {
        var first: [String: String] = [:]
        var found: [LintFinding] = []
        for version in bundle.versions {
            guard let identifier = version.metadata.userDefinedModelVersionIdentifier else { continue }
            if let earlier = first[identifier] {
                found.append(
                    LintFinding(
                        LintRules.swiftDataDuplicateIdentifier,
                        "\(version.versionName) declares versionIdentifier \(identifier), as \(earlier) does",
                        at: SourceLocation(file: version.sourcePath)))
            } else {
                first[identifier] = version.versionName
            }
        }
        return found
    }

    /// The plan against the versions and what changes between each and the next.
    private static func planFindings(
        _ plan: SwiftDataPlanFacts, bundle: ModelBundle,
        comparisons: [VersionComparison]
    ) -> [LintFinding] {
        let names = bundle.versions.map(\.versionName)
        let planName = plan.planName ?? "the plan"
        var found = plan.unlisted.map { schema in
            LintFinding(
                LintRules.swiftDataSchemaNotListed,
                "\(schema.name) is a VersionedSchema that no plan's `schemas` lists", at: schema.location)
        }
        guard plan.planName != nil else { return found }
        var previous = -1
        for stage in plan.stages {
            guard let from = names.firstIndex(of: stage.from), let to = names.firstIndex(of: stage.to) else {
                let missing = names.contains(stage.from) ? stage.to : stage.from
                found.append(
                    LintFinding(
                        LintRules.swiftDataSchemaNotListed,
                        "the stage names \(missing), which \(planName).schemas does not list",
                        at: stage.location))
                continue
            }
            if to != from + 1 || from <= previous {
                found.append(
                    LintFinding(
                        LintRules.swiftDataStageOrder,
                        "the stage from \(stage.from) to \(stage.to) "
                            + (to != from + 1
                                ? "does not go to the schema after \(stage.from) in \(planName).schemas"
                                : "comes after a stage from a later schema"),
                        at: stage.location))
            }
            previous = max(previous, from)
            guard to == from + 1, stage.kind == "lightweight" else { continue }
            let comparison = comparisons[from]
            if comparison.migration == .custom {
                let reasons = comparison.changes.filter { $0.migration == .custom }.map(\.summary)
                found.append(
                    LintFinding(
                        LintRules.swiftDataLightweightNotInferable,
                        "the .lightweight stage from \(stage.from) to \(stage.to) cannot be inferred: "
                            + reasons.prefix(3).joined(separator: "; "),
                        at: stage.location))
            }
        }
        for (index, comparison) in comparisons.enumerated() where comparison.needsMigration {
            let covered = plan.stages.contains { $0.from == names[index] && $0.to == names[index + 1] }
            if !covered {
                found.append(
                    LintFinding(
                        LintRules.swiftDataMissingStage,
                        "\(planName) has no stage from \(names[index]) to \(names[index + 1]), whose hashes differ "
                            + "(\(comparison.verdict))",
                        at: plan.location))
            }
        }
        return found
    }
}
