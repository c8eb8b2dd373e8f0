import ShaleModel
import ShaleResolver

/// The hashes lock files of schema version 1 recorded: Shale's own SHA-256 over a text listing of the inputs
/// Core Data documents for `versionHash`, not Core Data's hashes (`VersionHash`). Kept only so those lock files
/// are still checked; `shale lock` rewrites them with Core Data's hashes.
enum LegacyVersionHash {
    /// The hash of `entity`, 64 hex digits.
    static func entity(_ entity: Entity) -> String {
        var lines = [
            "entity \(entity.name)", "parent \(entity.parentEntity ?? "")", "abstract \(entity.isAbstract)",
            "modifier \(entity.versionHashModifier ?? "")",
        ]
        let properties = entity.attributes.map(attributeLine) + entity.relationships.map(relationshipLine)
        lines += properties.sorted()
        lines += entity.uniquenessConstraints.map { "unique " + $0.properties.joined(separator: ",") }
        return SHA256.hex(lines.joined(separator: "\n"))
    }

    /// The hash of a whole model version: of its entities' names and hashes, in name order.
    static func model(_ model: Model) -> String {
        SHA256.hex(entities(model).sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: "\n"))
    }

    /// Every entity's hash, by entity name.
    static func entities(_ model: Model) -> [String: String] {
        Dictionary(model.entities.map { ($0.name, entity($0)) }, uniquingKeysWith: { first, _ in first })
    }

    private static func attributeLine(_ attribute: Attribute) -> String {
        [
            "attribute", attribute.name, "optional=\(attribute.isOptional)", "transient=\(attribute.isTransient)",
            "modifier=\(attribute.versionHashModifier ?? "")", "type=\(attribute.type.rawValue)",
            "external=\(attribute.allowsExternalBinaryDataStorage)",
        ].joined(separator: " ")
    }

    private static func relationshipLine(_ relationship: Relationship) -> String {
        [
            "relationship", relationship.name, "optional=\(relationship.isOptional)",
            "transient=\(relationship.isTransient)", "modifier=\(relationship.versionHashModifier ?? "")",
            "destination=\(relationship.destinationEntity)", "inverse=\(relationship.inverseName ?? "")",
            "toMany=\(relationship.isToMany)", "count=\(relationship.minCount)...\(relationship.maxCount)",
            "ordered=\(relationship.isOrdered)",
        ]
        .joined(separator: " ")
    }
}
