import ShaleModel

/// Links the relationships of every entity read: destinations name Swift types, which become entity names, and
/// each inverse must exist on the destination and point back (Slate 3's validator,
/// `G/SchemaValidator.swift:187-224`; Slate 3 has no one-way relationships).
enum Slate3Relationships {
    static func resolve(_ results: [Slate3EntityReader.Result], diagnostics: DiagnosticCollector) -> [Entity] {
        let entityNames = Dictionary(results.map { ($0.typeName, $0.entity.name) }) { first, _ in first }
        var entities: [Entity] = []
        for result in results {
            var entity = result.entity
            entity.relationships = result.entity.relationships.compactMap { relationship in
                var linked = relationship
                let typeName = result.destinations[relationship.name] ?? relationship.destinationEntity
                guard let destination = entityNames[typeName] else {
                    // Left out, so the resolver does not report it again.
                    diagnostics.report(
                        .error(
                            "relationship '\(relationship.name)' of entity '\(entity.name)' leads to '\(typeName)', which "
                                + "is no @SlateEntity type of the schema source", at: relationship.location,
                            hint: "name the destination's struct"
                                + Suggestion.didYouMean(typeName, among: entityNames.keys.sorted())))
                    return nil
                }
                linked.destinationEntity = destination
                linked.inverseEntity = destination
                return linked
            }
            entities.append(entity)
        }
        let byName = Dictionary(entities.map { ($0.name, $0) }) { first, _ in first }
        for entity in entities {
            for relationship in entity.relationships {
                guard let destination = byName[relationship.destinationEntity],
                    let inverseName = relationship.inverseName
                else { continue }
                // A missing inverse the resolver reports; one that points elsewhere Slate 3 rejects too.
                guard let inverse = destination.relationships.first(where: { $0.name == inverseName }) else { continue }
                if inverse.inverseName != relationship.name || inverse.destinationEntity != entity.name {
                    diagnostics.report(
                        .error(
                            "relationship '\(relationship.name)' of entity '\(entity.name)' names inverse '\(inverseName)', "
                                + "which entity '\(destination.name)' does not declare pointing back",
                            at: relationship.location,
                            hint:
                                "declare `\(inverseName)` on '\(destination.name)' with inverse: \"\(relationship.name)\""
                        ))
                }
            }
        }
        return entities
    }
}
