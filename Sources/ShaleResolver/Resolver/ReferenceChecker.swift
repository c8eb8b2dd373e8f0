import ShaleModel

/// Checks every reference by name: destinations, inverses, composites, fetch request entities,
/// configuration members, and the properties indexes name (uniqueness constraints are
/// `UniquenessConstraintResolver`'s).
///
/// Runs after inheritance, so inherited properties count. Each declaration is checked once, on the
/// entity that declares it.
struct ReferenceChecker {
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector
    private let entities: [String: Entity]
    private let composites: Set<String>
    /// Whether the model was read from SwiftData sources, whose fixes are written in Swift, not in Xcode.
    private let isSwiftData: Bool

    init(_ model: Model, diagnostics: DiagnosticCollector) {
        self.diagnostics = diagnostics
        isSwiftData = model.metadata.usedWithSwiftData && model.sourcePath.hasSuffix(".swift")
        entities = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        composites = Set(model.composites.map(\.name))
    }

    mutating func check(_ model: Model) {
        for entity in model.entities {
            for relationship in entity.declaredRelationships {
                checkRelationship(relationship)
            }
            // In place, and only attributes `checkComposite` has something to say about: `declaredAttributes`
            // would copy every attribute into a new array, and passing one copies it.
            for index in entity.attributes.indices
            where entity.attributes[index].declaringEntity == entity.name
                && (entity.attributes[index].type == .composite || entity.attributes[index].compositeName != nil)
            {
                checkComposite(entity.attributes[index])
            }
            for property in entity.declaredFetchedProperties {
                checkEntity(
                    property.fetchRequest.entity, usedBy: "fetched property '\(property.name)'",
                    at: property.fetchRequest.location)
            }
            // Only an entity with indexes to check needs its property names.
            let indexed =
                entity.compoundIndexes.contains { $0.derivedFrom == nil }
                || entity.fetchIndexes.contains { $0.derivedFrom == nil }
            let properties = indexed ? Set(entity.attributes.map(\.name) + entity.relationships.map(\.name)) : []
            for index in entity.compoundIndexes where index.derivedFrom == nil {
                checkProperties(
                    index.properties, of: entity, in: properties, usedBy: "compound index",
                    at: index.location)
            }
            for index in entity.fetchIndexes where index.derivedFrom == nil {
                for element in index.elements {
                    checkProperties(
                        element.property.map { [$0] } ?? [], of: entity, in: properties,
                        usedBy: "fetch index '\(index.name)'", at: element.location)
                }
            }
        }
        for composite in model.composites {
            for attribute in composite.attributes {
                checkComposite(attribute)
            }
        }
        for request in model.fetchRequests {
            checkEntity(request.entity, usedBy: "fetch request '\(request.name)'", at: request.location)
        }
        for configuration in model.configurations {
            for member in configuration.entities {
                checkEntity(member, usedBy: "configuration '\(configuration.name)'", at: configuration.location)
            }
        }
    }

    private mutating func checkEntity(_ name: String, usedBy user: String, at location: SourceLocation) {
        guard !name.isEmpty, entities[name] == nil else { return }
        diagnostics.report(
            .error(
                "\(user) names entity '\(name)', which does not exist"
                    + Suggestion.didYouMean(name, among: entities.keys),
                at: location, hint: "add entity '\(name)' or choose an existing entity in Xcode"
            ))
    }

    private mutating func checkProperties(
        _ names: [String], of entity: Entity, in properties: Set<String>, usedBy user: String,
        at location: SourceLocation
    ) {
        for name in names where !properties.contains(name) {
            diagnostics.report(
                .error(
                    "\(user) of entity '\(entity.name)' names property '\(name)', which the entity does not have"
                        + Suggestion.didYouMean(name, among: properties),
                    at: location, hint: "remove '\(name)' from the \(user) or add the property"
                ))
        }
    }

    private mutating func checkComposite(_ attribute: Attribute) {
        switch (attribute.type, attribute.compositeName) {
        case (.composite, nil):
            diagnostics.report(
                .error(
                    "composite attribute '\(attribute.name)' names no composite",
                    at: attribute.location, hint: "choose the attribute's composite type in Xcode"
                ))
        case (.composite, let name?) where !composites.contains(name):
            diagnostics.report(
                .error(
                    "attribute '\(attribute.name)' uses composite '\(name)', which the model does not define",
                    at: attribute.location, hint: "add composite '\(name)' to the model or choose another"
                ))
        case (let type, _?) where type != .composite:
            diagnostics.report(
                .warning(
                    "attribute '\(attribute.name)' names a composite but its type is \(type.rawValue); the composite is ignored",
                    at: attribute.location, hint: "set the attribute's type to Composite, or remove composite=\"...\""
                ))
        default:
            break
        }
    }

    private mutating func checkRelationship(_ relationship: Relationship) {
        let owner = relationship.declaringEntity
        let name = "relationship '\(relationship.name)' of entity '\(owner)'"
        guard !relationship.destinationEntity.isEmpty else { return }
        guard let destination = entities[relationship.destinationEntity] else {
            checkEntity(relationship.destinationEntity, usedBy: name, at: relationship.location)
            return
        }
        guard let inverseName = relationship.inverseName else {
            diagnostics.report(
                Diagnostic(
                    .warning, "\(name) has no inverse",
                    at: relationship.location,
                    hint: (isSwiftData
                        ? "give \(relationship.destinationEntity) a property pointing back (SwiftData "
                            + "pairs the two) or name it with `@Relationship(inverse:)`" : "set an inverse in Xcode")
                        + ", unless this is deliberate: without one Core Data cannot keep the object graph consistent",
                    code: "model-no-inverse"
                ))
            return
        }
        let inverseOwner = relationship.inverseEntity.flatMap { entities[$0] } ?? destination
        if let inverseEntity = relationship.inverseEntity, entities[inverseEntity] == nil {
            checkEntity(inverseEntity, usedBy: name, at: relationship.location)
            return
        }
        guard let inverse = inverseOwner.relationships.first(where: { $0.name == inverseName }) else {
            diagnostics.report(
                .error(
                    "\(name) names inverse '\(inverseName)', which entity '\(inverseOwner.name)' does not have"
                        + Suggestion.didYouMean(inverseName, among: inverseOwner.relationships.map(\.name)),
                    at: relationship.location,
                    hint: "choose an existing relationship of '\(inverseOwner.name)' as inverse"
                ))
            return
        }
        if inverse.inverseName == relationship.name {
            if !isRelated(inverse.destinationEntity, to: owner) {
                diagnostics.report(
                    .error(
                        "\(name) names inverse '\(inverseName)', which leads to '\(inverse.destinationEntity)', "
                            + "not to '\(owner)'",
                        at: relationship.location, hint: "make the two relationships each other's inverse in Xcode"
                    ))
            }
        } else if let back = inverse.inverseName, sharesInverse(relationship, back, inverse) {
            diagnostics.report(
                Diagnostic(
                    .warning,
                    "\(name) shares its inverse '\(inverseOwner.name).\(inverseName)' with relationship "
                        + "'\(back)', whose inverse it is; Core Data keeps only that pair consistent",
                    at: relationship.location,
                    hint: "give '\(relationship.name)' an inverse of its own in Xcode",
                    code: "model-shared-inverse"
                ))
        } else {
            let back = inverse.inverseName.map { "is '\($0)'" } ?? "is not set"
            diagnostics.report(
                .error(
                    "\(name) names inverse '\(inverseOwner.name).\(inverseName)', which does not point back: "
                        + "its inverse \(back)",
                    at: relationship.location, hint: "make the two relationships each other's inverse in Xcode"
                ))
        }
    }

    /// Whether the inverse's own inverse, `back`, is another relationship of the same entity with the same
    /// destination (a shared inverse, which older Xcode versions let models have).
    private func sharesInverse(_ relationship: Relationship, _ back: String, _ inverse: Relationship) -> Bool {
        guard let sibling = entities[relationship.declaringEntity]?.relationships.first(where: { $0.name == back })
        else { return false }
        return sibling.destinationEntity == relationship.destinationEntity && sibling.inverseName == inverse.name
    }

    /// Whether two entities are the same or one inherits from the other.
    private func isRelated(_ first: String, to second: String) -> Bool {
        first == second
            || entities[first]?.ancestors.contains(second) == true
            || entities[second]?.ancestors.contains(first) == true
    }
}
