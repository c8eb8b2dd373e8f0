import ShaleModel

/// The documented losses of a round trip through SwiftData sources (Documentation/Freezing.md, "Round trips"): for
/// each difference between a model version and what the reader reads from Shale's Swift for it, the loss that
/// explains it, or nil.
struct RoundTripLoss {
    /// The version the Swift was made from.
    let original: Model

    /// The losses that change an entity's version hash, by the fact they show in.
    private static let hashMoving: Set<String> = [
        "abstract entity", "entity hash modifier", "ordered relationship", "required to-one relationship",
        "derived attribute", "inverse inferred", "to-one minimum count", "inverse not mutual",
        "composite member required",
    ]

    /// Each of `differences` with the name of the loss that explains it, or nil.
    func explain(_ differences: [RoundTripShape.Difference])
        -> [(difference: RoundTripShape.Difference, loss: String?)]
    {
        let named = differences.map { ($0, loss(of: $0)) }
        // An entity's hash enters its subentities' (Documentation/Hashes.md), so a loss in an ancestor moves it too.
        let moved = Set(
            named.compactMap { difference, loss in
                loss.map(Self.hashMoving.contains) == true ? Self.parts(difference.key)[0] : nil
            })
        return named.map { difference, loss in
            let parts = Self.parts(difference.key)
            guard loss == nil, parts.count == 2, parts[1] == "hash" else { return (difference, loss) }
            let lineage = [parts[0]] + (original.entities.first { $0.name == parts[0] }?.ancestors ?? [])
            return (difference, lineage.contains(where: moved.contains) ? "hash of an entity with a loss above" : nil)
        }
    }

    /// The loss a single fact's difference shows, judged by the fact alone and the original model.
    private func loss(of difference: RoundTripShape.Difference) -> String? {
        let parts = Self.parts(difference.key)
        let entity = original.entities.first { $0.name == parts[0] }
        switch (parts.count, parts.last, difference.before, difference.after) {
        case (2, "abstract", "true", "false"): return "abstract entity"
        case (2, "hashModifier", _, "-"): return "entity hash modifier"
        case (3, "ordered", "true", "false"): return "ordered relationship"
        case (3, "derived", "true", "false"): return "derived attribute"
        case (3, "optional", "false", "true"):
            let relationship = entity?.relationships.first { $0.name == parts[1] }
            return relationship.map { !$0.isToMany } == true ? "required to-one relationship" : nil
        case (3, "minimumModelCount", _, "0") where toOne(entity, parts[1]): return "to-one minimum count"
        // Core Data's maximum count of a to-one, 1, is implied: the hash is the same.
        case (3, "maximumModelCount", "1", "0") where toOne(entity, parts[1]): return "to-one maximum count implied"
        case (3, "transformer", "-", "NSSecureUnarchiveFromData"): return "default transformer named"
        case (3, "compositeMembers", let before?, let after?):
            // SwiftData stores every member of a Codable struct optional (Documentation/SwiftData.md).
            let optional = before.split(separator: ",").map { $0.hasSuffix("?") ? String($0) : $0 + "?" }
            return optional.joined(separator: ",") == after ? "composite member required" : nil
        case (3, "inverse", _, "-"):
            // SwiftData's inverses are mutual: an inverse whose own inverse is another relationship, or a relationship
            // that is its own inverse, is written without one.
            return "inverse not mutual"
        case (3, "inverse", "-", _):
            // SwiftData makes two relationships that point at each other, neither with an inverse, each other's.
            let relationship = entity?.relationships.first { $0.name == parts[1] }
            let back = relationship.flatMap { relationship in
                original.entities.first { $0.name == relationship.destinationEntity }?.relationships
                    .first { $0.name == difference.after }
            }
            return back.map { $0.inverseName == nil && $0.destinationEntity == parts[0] } == true
                ? "inverse inferred" : nil
        default: return nil
        }
    }

    /// Whether `entity`'s relationship `name` is a to-one in the original.
    private func toOne(_ entity: Entity?, _ name: String) -> Bool {
        entity?.relationships.first { $0.name == name }.map { !$0.isToMany } == true
    }

    /// `Entity`, `Entity.fact` or `Entity.property.fact`, split.
    private static func parts(_ key: String) -> [String] {
        key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
