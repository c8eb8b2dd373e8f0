/// The entities a store holds, as the `memory` template set generates them from a model.
public struct Schema: Sendable {
    /// The entities, in model order.
    public let entities: [EntitySchema]
    let byName: [String: EntitySchema]

    /// Creates a schema; entities inherit their parents' attributes, relationships and constraints.
    public init(entities: [EntitySchema]) {
        var byName: [String: EntitySchema] = [:]
        for entity in entities { byName[entity.name] = entity }
        func resolved(_ entity: EntitySchema, depth: Int = 0) -> EntitySchema {
            guard let parentName = entity.parent, let parent = byName[parentName], depth < 100 else { return entity }
            let base = resolved(parent, depth: depth + 1)
            var merged = entity
            merged.attributes = base.attributes + entity.attributes
            merged.relationships = base.relationships + entity.relationships
            merged.uniquenessConstraints = base.uniquenessConstraints + entity.uniquenessConstraints
            merged.ancestors = [base.name] + base.ancestors
            return merged
        }
        self.entities = entities.map { entity in
            var merged = resolved(entity)
            merged.attributeIndex = Dictionary(
                merged.attributes.enumerated().map { ($1.name, $0) },
                uniquingKeysWith: { first, _ in first })
            return merged
        }
        self.byName = Dictionary(self.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The entity named `name`.
    public func entity(named name: String) -> EntitySchema? { byName[name] }

    /// `name` and every entity that inherits from it.
    func family(of name: String) -> Set<String> {
        Set(entities.filter { $0.name == name || $0.ancestors.contains(name) }.map(\.name))
    }
}

/// One entity.
public struct EntitySchema: Sendable {
    /// The entity's name.
    public let name: String
    /// The parent entity.
    public let parent: String?
    /// Whether objects of exactly this entity cannot be created.
    public let isAbstract: Bool
    /// The mutable class.
    public let managedType: ManagedObject.Type
    /// Attributes, inherited ones first once the schema is built.
    public internal(set) var attributes: [AttributeSchema]
    /// Relationships, inherited ones first once the schema is built.
    public internal(set) var relationships: [RelationshipSchema]
    /// Each constraint lists the attributes whose values together must be unique among the entity's objects.
    public internal(set) var uniquenessConstraints: [[String]]
    /// The parent, its parent and so on.
    public internal(set) var ancestors: [String] = []
    /// The constraints this entity declares itself (checked over it and its subentities).
    let declaredUniquenessConstraints: [[String]]
    /// Each attribute's position in a record's values; inherited attributes keep their parent's positions.
    var attributeIndex: [String: Int] = [:]

    /// Creates an entity.
    public init(
        name: String, parent: String? = nil, isAbstract: Bool = false, managedType: ManagedObject.Type,
        attributes: [AttributeSchema], relationships: [RelationshipSchema] = [], uniquenessConstraints: [[String]] = []
    ) {
        self.name = name
        self.parent = parent
        self.isAbstract = isAbstract
        self.managedType = managedType
        self.attributes = attributes
        self.relationships = relationships
        self.uniquenessConstraints = uniquenessConstraints
        self.declaredUniquenessConstraints = uniquenessConstraints
    }

    func attribute(named name: String) -> AttributeSchema? { attributes.first { $0.name == name } }
    func relationship(named name: String) -> RelationshipSchema? { relationships.first { $0.name == name } }
}

/// One attribute and its save-time validation.
public struct AttributeSchema: Sendable {
    /// How the attribute's limits are read.
    public enum Kind: Sendable {
        /// Numbers: the limits bound the value.
        case number
        /// Strings and binary data: the limits bound the length.
        case length
        /// Dates: the limits are seconds since 2001-01-01 00:00:00 UTC.
        case date
        /// Everything else: no limits.
        case other
    }

    /// The name.
    public let name: String
    /// How limits apply.
    public let kind: Kind
    /// Whether nil is allowed at save.
    public let isOptional: Bool
    /// Whether the value is never validated (transient attributes).
    public let isTransient: Bool
    /// The value a new object starts with.
    public let defaultValue: StoreValue
    /// The least value or length allowed.
    public let minimum: Double?
    /// The greatest value or length allowed.
    public let maximum: Double?
    /// A pattern a string value must match as a whole.
    public let regularExpression: String?

    /// Creates an attribute.
    public init(
        name: String, kind: Kind = .other, isOptional: Bool = true, isTransient: Bool = false,
        defaultValue: StoreValue = .null, minimum: Double? = nil, maximum: Double? = nil,
        regularExpression: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.isOptional = isOptional
        self.isTransient = isTransient
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
        self.regularExpression = regularExpression
    }
}

/// What deleting an object does to the objects a relationship leads to.
public enum DeleteRule: Sendable {
    /// Remove the deleted object from their inverse relationship.
    case nullify
    /// Delete them too.
    case cascade
    /// Refuse the deletion (the mutation fails) while the relationship is not empty.
    case deny
    /// Leave them alone; their inverse still names the deleted object, which reads as absent.
    case noAction
}

/// One relationship.
public struct RelationshipSchema: Sendable {
    /// The name.
    public let name: String
    /// The destination entity.
    public let destination: String
    /// The inverse relationship on the destination.
    public let inverse: String?
    /// To-many or to-one.
    public let isToMany: Bool
    /// Whether a to-many relationship keeps its order.
    public let isOrdered: Bool
    /// Whether a to-one may be nil (and a to-many empty) at save.
    public let isOptional: Bool
    /// The least number of destinations at save (to-many).
    public let minCount: Int
    /// The most destinations at save (to-many; 0 for no limit).
    public let maxCount: Int
    /// What deleting the source does.
    public let deleteRule: DeleteRule

    /// Creates a relationship.
    public init(
        name: String, destination: String, inverse: String? = nil, isToMany: Bool = false, isOrdered: Bool = false,
        isOptional: Bool = true, minCount: Int = 0, maxCount: Int = 0, deleteRule: DeleteRule = .nullify
    ) {
        self.name = name
        self.destination = destination
        self.inverse = inverse
        self.isToMany = isToMany
        self.isOrdered = isOrdered
        self.isOptional = isOptional
        self.minCount = minCount
        self.maxCount = maxCount
        self.deleteRule = deleteRule
    }
}
