import ShaleModel

/// Leaves out of each uniqueness constraint the names of properties its entity does not have, with a warning.
///
/// Xcode saves such constraints and generates code for their entities (its editor fills a new constraint with the
/// placeholder `comma,separated,properties`, and a model saved with it is in `../shared/xcode-codegen-pairs`, pair
/// 55), so they are not errors. What momc compiles from them has not been seen: the IR keeps the constraints as
/// written in `Entity.writtenUniquenessConstraints` for the version hash, and marks that hash unverified.
///
/// Runs after inheritance: a constraint may name an inherited property.
struct UniquenessConstraintResolver {
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector

    /// The placeholder Xcode's editor writes into a new constraint.
    static let placeholder = ["comma", "separated", "properties"]

    mutating func resolve(_ entities: inout [Entity]) {
        for index in entities.indices {
            resolve(&entities[index])
        }
    }

    private mutating func resolve(_ entity: inout Entity) {
        let properties = Set(entity.attributes.map(\.name) + entity.relationships.map(\.name))
        var kept: [UniquenessConstraint] = []
        for constraint in entity.uniquenessConstraints {
            let unknown = constraint.properties.filter { !properties.contains($0) }
            guard !unknown.isEmpty else {
                kept.append(constraint)
                continue
            }
            var known = constraint
            known.properties.removeAll { !properties.contains($0) }
            if !known.properties.isEmpty { kept.append(known) }
            report(constraint, of: entity, unknown: unknown, isDropped: known.properties.isEmpty)
        }
        guard kept != entity.uniquenessConstraints else { return }
        entity.writtenUniquenessConstraints = entity.uniquenessConstraints
        entity.uniquenessConstraints = kept
    }

    private mutating func report(
        _ constraint: UniquenessConstraint, of entity: Entity, unknown: [String],
        isDropped: Bool
    ) {
        let names = unknown.map { "'\(Diagnostic.quote($0))'" }.joined(separator: ", ")
        let written = Diagnostic.quote(constraint.properties.joined(separator: ","))
        let outcome = isDropped ? "the constraint is left out" : "\(unknown.count == 1 ? "it is" : "they are") left out"
        let hint =
            constraint.properties == Self.placeholder
            ? "this is the placeholder Xcode's editor puts in a new constraint: enter the names of properties of "
                + "'\(entity.name)' in Xcode's Data Model inspector, or remove the constraint"
            : "name properties of '\(entity.name)' in the constraint in Xcode's Data Model inspector, or remove "
                + (isDropped ? "the constraint" : unknown.count == 1 ? "that name" : "those names")
        diagnostics.report(
            .warning(
                "uniqueness constraint '\(written)' of entity '\(entity.name)' names \(names), which the entity does "
                    + "not have; \(outcome), as generated code cannot name \(unknown.count == 1 ? "it" : "them")",
                at: constraint.location, hint: hint
            ))
    }
}
