import ShaleModel
import ShaleResolver

/// What a diagram of one version shows beyond entities, attributes, relationships and inheritance.
package struct DiagramOptions: Sendable, Hashable {
    /// Whether entities are grouped by the configurations that hold them.
    package var showsConfigurations = false

    /// The default options: no configuration groups.
    package init(showsConfigurations: Bool = false) {
        self.showsConfigurations = showsConfigurations
    }
}

extension ERDiagram {
    /// The diagram of `model`: every entity with its own attributes (inherited ones are drawn on the parent),
    /// compound uniqueness constraints, each relationship and its inverse as one link, and inheritance.
    package init(model: Model, title: String? = nil, options: DiagramOptions = DiagramOptions()) {
        self.init(title: title ?? model.versionName)
        entities = model.entities.map { Self.entity($0) }
        links = Self.links(model)
        inheritance = model.entities.compactMap { entity in
            entity.parentEntity.map { DiagramInheritance(parent: $0, child: entity.name) }
        }
        if options.showsConfigurations { groups = Self.groups(model) }
    }

    /// The diagram of `model` as `view` draws it (`viewed(_:)`): some entities, attributes hidden, grouped.
    /// - Throws: `DiagramError.unknownEntities` when the view names an entity `model` does not have.
    package init(model: Model, title: String? = nil, view: DiagramView) throws {
        let options = DiagramOptions(showsConfigurations: view.grouping == .configuration)
        self = try ERDiagram(model: model, title: title, options: options).viewed(view)
    }

    /// `entity`'s box: its own attributes, then its compound uniqueness constraints.
    static func entity(_ entity: Entity, mark: DiagramMark = .plain) -> DiagramEntity {
        var box = DiagramEntity(name: entity.name, mark: mark)
        box.isAbstract = entity.isAbstract
        box.members = entity.declaredAttributes.map { member($0, in: entity) }
        box.members += entity.uniquenessConstraints.filter { $0.properties.count > 1 }.map { constraint in
            DiagramMember(name: constraint.properties.joined(separator: ", "), type: "", flags: ["unique"])
        }
        return box
    }

    /// The row of `attribute`, declared by `entity`.
    static func member(_ attribute: Attribute, in entity: Entity?, mark: DiagramMark = .plain) -> DiagramMember {
        var flags: [String] = []
        if attribute.isTransient { flags.append("transient") }
        if attribute.isDerived { flags.append("derived") }
        if attribute.isIndexed { flags.append("indexed") }
        if let entity, entity.uniquenessConstraints.contains(where: { $0.properties == [attribute.name] }) {
            flags.append("unique")
        }
        return DiagramMember(name: attribute.name, type: swiftType(attribute), flags: flags, mark: mark)
    }

    /// The attribute's type as the code sets name it in an immutable model (`Int16`, `String`, `URL`, a
    /// transformable's class), the composite's name for a composite, with `?` when it is optional.
    static func swiftType(_ attribute: Attribute) -> String {
        let type =
            attribute.type == .composite
            ? attribute.compositeName ?? "Composite"
            : AttributeSwiftTypes(attribute, castsIntegers: false).valueType
        return attribute.isOptional ? type + "?" : type
    }

    /// Every relationship of `model` declared by its entity, each inverse pair once: a relationship whose inverse
    /// names it back is drawn with the first of the two the model declares.
    static func links(_ model: Model, mark: (Relationship) -> DiagramMark = { _ in .plain }) -> [DiagramLink] {
        var drawn = Set<RelationshipKey>()
        var links: [DiagramLink] = []
        // Looked up by name once: a model of many entities must not search its list for every relationship.
        let entities = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for entity in model.entities {
            for relationship in entity.declaredRelationships {
                let key = RelationshipKey(entity: entity.name, name: relationship.name)
                guard !drawn.contains(key) else { continue }
                drawn.insert(key)
                let inverse = mutualInverse(of: relationship, in: entities)
                if let inverse { drawn.insert(RelationshipKey(entity: inverse.declaringEntity, name: inverse.name)) }
                links.append(
                    DiagramLink(
                        source: entity.name, destination: relationship.destinationEntity, forward: end(relationship),
                        inverse: inverse.map(end), mark: mark(relationship)
                    ))
            }
        }
        return links
    }

    /// The inverse of `relationship` when that inverse names `relationship` back as its own inverse; `entities`
    /// are the model's, by name.
    static func mutualInverse(of relationship: Relationship, in entities: [String: Entity]) -> Relationship? {
        guard let name = relationship.inverseName,
            let owner = entities[relationship.inverseEntity ?? relationship.destinationEntity],
            let inverse = owner.relationships.first(where: { $0.name == name }),
            inverse.inverseName == relationship.name,
            inverse.destinationEntity == relationship.declaringEntity
                || entities[relationship.declaringEntity]?.ancestors.contains(inverse.destinationEntity)
                    == true
        else { return nil }
        return inverse
    }

    /// One direction of a link.
    static func end(_ relationship: Relationship) -> DiagramEnd {
        DiagramEnd(
            name: relationship.name, cardinality: Cardinality(relationship),
            deleteRule: relationship.deleteRule == .nullify ? nil : relationship.deleteRule)
    }

    /// Entities grouped by the set of configurations that hold them (an entity can be in several, a box in one
    /// group), groups in the order their first entity appears; entities in no configuration are left out.
    static func groups(_ model: Model) -> [DiagramGroup] {
        var groups: [DiagramGroup] = []
        for entity in model.entities {
            let names = model.configurations.filter { $0.entities.contains(entity.name) }.map(\.name)
            guard !names.isEmpty else { continue }
            let name = names.joined(separator: ", ")
            if let index = groups.firstIndex(where: { $0.name == name }) {
                groups[index].entities.append(entity.name)
            } else {
                groups.append(DiagramGroup(name: name, entities: [entity.name]))
            }
        }
        return groups
    }
}

/// A relationship by its declaring entity and name.
struct RelationshipKey: Hashable {
    var entity: String
    var name: String
}
