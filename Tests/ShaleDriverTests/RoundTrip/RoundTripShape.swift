import ShaleModel

/// What a round trip through SwiftData sources compares of a model version: every fact the Swift form can carry,
/// one string per fact, keyed `Entity.fact` or `Entity.property.fact`. Transient properties are left out (SwiftData
/// keeps `@Transient` properties out of its schema), and so is what no Swift form holds (userInfo, fetched
/// properties, fetch requests, configurations, class names, codegen, validation: Documentation/Freezing.md, "Round
/// trips").
struct RoundTripShape: Equatable {
    /// The facts, by key.
    var facts: [String: String] = [:]

    /// The shape of `model`.
    init(_ model: Model) {
        for entity in model.entities {
            let prefix = entity.name
            facts[prefix] = "entity"
            facts[prefix + ".parent"] = entity.parentEntity ?? "-"
            facts[prefix + ".abstract"] = "\(entity.isAbstract)"
            facts[prefix + ".hashModifier"] = entity.versionHashModifier ?? "-"
            facts[prefix + ".unique"] = entity.uniquenessConstraints
                .map { $0.properties.sorted().joined(separator: "+") }.sorted().joined(separator: ", ")
            if !entity.versionHash.isEmpty { facts[prefix + ".hash"] = entity.versionHash }
            for attribute in entity.declaredAttributes where !attribute.isTransient {
                let key = prefix + "." + attribute.name
                facts[key] = "attribute"
                facts[key + ".type"] = attribute.type.rawValue
                facts[key + ".optional"] = "\(attribute.isOptional)"
                facts[key + ".derived"] = "\(attribute.isDerived)"
                facts[key + ".externalStorage"] = "\(attribute.allowsExternalBinaryDataStorage)"
                facts[key + ".cloudEncryption"] = "\(attribute.allowsCloudEncryption)"
                facts[key + ".preserveValueOnDeletion"] = "\(attribute.preserveAfterDeletion)"
                facts[key + ".spotlight"] = "\(attribute.isIndexedBySpotlight)"
                facts[key + ".originalName"] =
                    attribute.renamingIdentifier.flatMap { $0 == attribute.name ? nil : $0 }
                    ?? "-"
                facts[key + ".hashModifier"] = attribute.versionHashModifier ?? "-"
                facts[key + ".composite"] = attribute.compositeName ?? "-"
                if let composite = model.composites.first(where: { $0.name == attribute.compositeName }) {
                    facts[key + ".compositeMembers"] = composite.attributes.map {
                        "\($0.name) \($0.type.rawValue)\($0.isOptional ? "?" : "")"
                    }.sorted().joined(separator: ", ")
                }
                if attribute.type == .transformable {
                    facts[key + ".transformer"] = attribute.valueTransformerName ?? "-"
                }
            }
            for relationship in entity.declaredRelationships where !relationship.isTransient {
                let key = prefix + "." + relationship.name
                facts[key] = "relationship"
                facts[key + ".destination"] = relationship.destinationEntity
                facts[key + ".toMany"] = "\(relationship.isToMany)"
                facts[key + ".ordered"] = "\(relationship.isOrdered)"
                facts[key + ".optional"] = "\(relationship.isOptional)"
                facts[key + ".inverse"] = relationship.inverseName ?? "-"
                facts[key + ".deleteRule"] = relationship.deleteRule.rawValue
                facts[key + ".minimumModelCount"] = "\(relationship.minCount)"
                facts[key + ".maximumModelCount"] = "\(relationship.maxCount)"
                facts[key + ".originalName"] =
                    relationship.renamingIdentifier
                    .flatMap { $0 == relationship.name ? nil : $0 } ?? "-"
                facts[key + ".hashModifier"] = relationship.versionHashModifier ?? "-"
            }
        }
    }

    /// One fact that differs: its key and its values before and after (`nil`: absent).
    struct Difference: Hashable, CustomStringConvertible {
        var key: String
        var before: String?
        var after: String?

        var description: String { "\(key): \(before ?? "(none)") -> \(after ?? "(none)")" }
    }

    /// The facts of `self` (before) and `other` (after) that differ, sorted by key.
    func differences(to other: RoundTripShape) -> [Difference] {
        Set(facts.keys).union(other.facts.keys).sorted().compactMap { key in
            facts[key] == other.facts[key] ? nil : Difference(key: key, before: facts[key], after: other.facts[key])
        }
    }
}
