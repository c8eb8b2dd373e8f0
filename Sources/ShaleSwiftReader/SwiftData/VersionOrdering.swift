import Foundation
import ShaleModel

/// Chooses the migration plan and the order of the versions: the plan's `schemas`, or, without a plan, every
/// `VersionedSchema` by `versionIdentifier`.
struct VersionOrdering {
    let lookup: TypeLookup
    let diagnostics: DiagnosticCollector

    /// The chosen plan and its schemas, in order.
    struct Ordered {
        var plan: SwiftDataDeclarations.Plan?
        var schemas: [SwiftDataDeclarations.Schema]
    }

    /// The plan named `planName` (or the only one) and its schemas; `nil` after reporting a usage mistake.
    func order(planName: String?, at here: SourceLocation) -> Ordered? {
        let plans = lookup.declarations.plans
        let names = plans.map(\.name)
        if let planName {
            guard let plan = plans.first(where: { $0.name == planName || $0.qualifiedName == planName }) else {
                diagnostics.report(
                    .error(
                        "there is no SchemaMigrationPlan named '\(planName)'"
                            + Suggestion.didYouMean(planName, among: names),
                        at: here,
                        hint: names.isEmpty
                            ? "the sources declare no plan: leave --plan out"
                            : "pass --plan one of: " + names.map { "'\($0)'" }.joined(separator: ", ")))
                return nil
            }
            return Ordered(plan: plan, schemas: schemas(of: plan))
        }
        if plans.count > 1 {
            diagnostics.report(
                .error(
                    "the sources declare \(plans.count) SchemaMigrationPlan types, and no --plan names which one orders "
                        + "the versions", at: here,
                    hint: "pass --plan with one of: " + names.map { "'\($0)'" }.joined(separator: ", ")
                        + " (or `plan:` in the shale.yml job)"))
            return nil
        }
        if let plan = plans.first { return Ordered(plan: plan, schemas: schemas(of: plan)) }
        let sorted = lookup.declarations.schemas.sorted { first, second in
            let one = Self.numbers(first.versionIdentifier?.text)
            let two = Self.numbers(second.versionIdentifier?.text)
            return one == two ? first.qualifiedName < second.qualifiedName : one.lexicographicallyPrecedes(two)
        }
        return Ordered(plan: nil, schemas: sorted)
    }

    /// The plan's `schemas`, resolved; an entry that is no `VersionedSchema` read is an error, left out.
    private func schemas(of plan: SwiftDataDeclarations.Plan) -> [SwiftDataDeclarations.Schema] {
        plan.schemas.compactMap { entry in
            if let name = lookup.qualify(entry.name, in: plan.scope + [plan.name]), let schema = lookup.schema(name) {
                return schema
            }
            let known = lookup.declarations.schemas.map(\.name)
            diagnostics.report(
                .error(
                    "'\(entry.name)' in \(plan.name).schemas is not a VersionedSchema in the sources read"
                        + Suggestion.didYouMean(entry.name, among: known),
                    at: entry.location, hint: "pass the folder that declares it too; the version is left out until then"
                ))
            return nil
        }
    }

    /// The plan's stages, each resolved to the versions' names.
    func stages(of plan: SwiftDataDeclarations.Plan) -> [SwiftDataSchemaSet.Stage] {
        plan.stages.compactMap { entry in
            var stage = entry.stage
            if stage == nil, let reference = entry.reference {
                let bare = reference.hasPrefix("Self.") ? String(reference.dropFirst(5)) : reference
                stage =
                    lookup.declarations.namedStages[(plan.scope + [plan.name, bare]).joined(separator: ".")]
                    ?? lookup.declarations.namedStages[bare]
            }
            guard let stage else {
                diagnostics.report(
                    .warning(
                        "cannot read the stage '\(entry.reference ?? "")' statically: the plan check skips it",
                        at: entry.location,
                        hint: "declare the stage as `static let name = MigrationStage.lightweight("
                            + "fromVersion: A.self, toVersion: B.self)` or write it in `stages`"))
                return nil
            }
            let scope = plan.scope + [plan.name]
            let from = lookup.qualify(stage.from, in: scope).flatMap(lookup.schema)?.name ?? stage.from
            let to = lookup.qualify(stage.to, in: scope).flatMap(lookup.schema)?.name ?? stage.to
            return SwiftDataSchemaSet.Stage(kind: stage.kind, from: from, to: to, location: stage.location)
        }
    }

    /// `1.2.0` as `[1, 2, 0]`.
    static func numbers(_ identifier: String?) -> [Int] {
        (identifier ?? "").split(separator: ".").map { Int($0.trimmingCharacters(in: .whitespaces)) ?? 0 }
    }
}
