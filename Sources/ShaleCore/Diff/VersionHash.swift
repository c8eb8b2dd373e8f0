import ShaleModel

/// Stable hashes of what makes a store compatible with a model, computed from the inputs Core Data documents
/// for `versionHash`: for an entity its name, parent, abstractness, modifier and properties; for a property
/// its name, optionality, transience and modifier, plus an attribute's type or a relationship's destination,
/// inverse, counts and ordering. Uniqueness constraints and external binary storage are inputs too, because
/// changing them changes the store's schema. Defaults, validation, delete rules, class names and userInfo are not inputs,
/// so changing them needs no migration. The hashes are Shale's (SHA-256), not Core Data's byte-for-byte.
public enum VersionHash {
    /// The hash of `entity`, 64 hex digits.
    public static func entity(_ entity: Entity) -> String {
        var lines = ["entity \(entity.name)", "parent \(entity.parentEntity ?? "")", "abstract \(entity.isAbstract)",
                     "modifier \(entity.versionHashModifier ?? "")"]
        let properties = entity.attributes.map(attributeLine) + entity.relationships.map(relationshipLine)
        lines += properties.sorted()
        lines += entity.uniquenessConstraints.map { "unique " + $0.properties.joined(separator: ",") }
        return SHA256.hex(lines.joined(separator: "\n"))
    }

    /// The hash of a whole model version: of its entities' names and hashes, in name order.
    public static func model(_ model: Model) -> String {
        SHA256.hex(entities(model).sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: "\n"))
    }

    /// Every entity's hash, by entity name.
    public static func entities(_ model: Model) -> [String: String] {
        Dictionary(model.entities.map { ($0.name, entity($0)) }, uniquingKeysWith: { first, _ in first })
    }

    private static func attributeLine(_ attribute: Attribute) -> String {
        ["attribute", attribute.name, "optional=\(attribute.isOptional)", "transient=\(attribute.isTransient)",
         "modifier=\(attribute.versionHashModifier ?? "")", "type=\(attribute.type.rawValue)",
         "external=\(attribute.allowsExternalBinaryDataStorage)"].joined(separator: " ")
    }

    private static func relationshipLine(_ relationship: Relationship) -> String {
        ["relationship", relationship.name, "optional=\(relationship.isOptional)",
         "transient=\(relationship.isTransient)", "modifier=\(relationship.versionHashModifier ?? "")",
         "destination=\(relationship.destinationEntity)", "inverse=\(relationship.inverseName ?? "")",
         "toMany=\(relationship.isToMany)", "count=\(relationship.minCount)...\(relationship.maxCount)",
         "ordered=\(relationship.isOrdered)"]
            .joined(separator: " ")
    }
}
