import Foundation
import ShaleModel

/// Core Data's own version hashes and model checksum, byte for byte: what a store records and compares to decide
/// whether a model can open it (`NSEntityDescription.versionHash`, `NSManagedObjectModel.versionChecksum`).
///
/// Apple documents the inputs but not the serialisation; the one here was measured against hashes Apple's tools
/// recorded (`Documentation/Hashes.md`): it reproduces every hash in the compiled models and stores Shale is
/// tested on. What has never been seen in such a hash (a relationship's modifier, a derived
/// attribute other than `.@count` and functions, a subentity's modifier, a uniqueness constraint naming a property
/// the entity does not have) is computed as assumed and reported
/// through `unverifiedReason(of:)`.
///
/// In short: a property's hash covers its name, optionality and modifier, and an attribute's its type, external
/// storage and history tombstone setting, a relationship's its destination, inverse, counts and ordering, a
/// derived attribute's only its expression; an entity's covers its name, abstractness, parent's hash, the hashes
/// of its stored properties (inherited ones too, by name), its modifier and its uniqueness constraints (as written,
/// names the entity does not have included).
/// Transient properties, fetched properties, defaults, validation, delete rules, class names, transformers,
/// indexes, userInfo and renaming identifiers are not inputs: changing them needs no migration.
package enum VersionHash {
    /// The raw value of `NSAttributeType` for `type`, the number a hash carries.
    package static func attributeTypeCode(_ type: AttributeType) -> Int32 {
        switch type {
        case .undefined: 0
        case .integer16: 100
        case .integer32: 200
        case .integer64: 300
        case .decimal: 400
        case .double: 500
        case .float: 600
        case .string: 700
        case .boolean: 800
        case .date: 900
        case .binary: 1000
        case .uuid: 1100
        case .uri: 1200
        case .transformable: 1800
        case .objectID: 2000
        case .composite: 2100
        }
    }

    /// Every entity's 32-byte hash, by entity name, for `model` as resolved (inherited properties listed).
    package static func entityHashes(_ model: Model) -> [String: [UInt8]] {
        var hashes: [String: [UInt8]] = [:]
        let byName = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let composites = compositesByName(model)
        for entity in model.entities where hashes[entity.name] == nil {
            // The entity and its ancestors not hashed yet, nearest first; hashed root first, so each parent's hash
            // is known before its children need it. A cycle of parents is a resolver error: the chain stops where
            // it would repeat, and that entity's hash leaves its parent out.
            var chain = [entity]
            var seen: Set<String> = [entity.name]
            while let parentName = chain[chain.count - 1].parentEntity, hashes[parentName] == nil,
                let parent = byName[parentName], seen.insert(parentName).inserted
            {
                chain.append(parent)
            }
            for member in chain.reversed() where hashes[member.name] == nil {
                hashes[member.name] = hash(
                    member, parentHash: member.parentEntity.flatMap { hashes[$0] },
                    composites: composites)
            }
        }
        return hashes
    }

    /// The model's composites, by name, for hashing the attributes that hold them.
    package static func compositesByName(_ model: Model) -> [String: Composite] {
        Dictionary(model.composites.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The hash of `entity`, given its parent's.
    private static func hash(_ entity: Entity, parentHash: [UInt8]?, composites: [String: Composite]) -> [UInt8] {
        var bytes = Array(entity.name.utf8)
        bytes.append(entity.isAbstract ? 1 : 0)
        bytes += parentHash ?? []
        for property in propertyHashes(of: entity, composites: composites) { bytes += property.hash }
        bytes += Array((entity.versionHashModifier ?? "").utf8)
        for constraint in entity.writtenUniquenessConstraints ?? entity.uniquenessConstraints {
            bytes += Array(constraint.properties.joined(separator: ".").utf8)
        }
        return SHA256.bytes(bytes)
    }

    /// The model checksum (base64) of a version whose entity hashes are `entityHashes`: the hash of every entity's
    /// hash, in order of entity name.
    package static func checksum(_ entityHashes: [String: [UInt8]]) -> String {
        let names = entityHashes.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return Data(SHA256.bytes(names.flatMap { entityHashes[$0]! })).base64EncodedString()
    }

    /// Sets `versionHash` and `versionHashUnverified` of every entity of `model` and its `versionChecksum`.
    package static func assign(to model: inout Model) {
        let hashes = entityHashes(model)
        for index in model.entities.indices {
            model.entities[index].versionHash = hex(hashes[model.entities[index].name] ?? [])
            model.entities[index].versionHashUnverified = unverifiedReason(of: model.entities[index], in: model)
        }
        model.versionChecksum = checksum(hashes)
    }

    /// Why the hash of `entity` is not certain, or `nil` when everything that enters it has been measured.
    package static func unverifiedReason(of entity: Entity, in model: Model) -> String? {
        var reasons = ownUnverifiedReasons(of: entity)
        var seen: Set<String> = [entity.name]
        var ancestor = entity.parentEntity.flatMap(model.entity(named:))
        while let parent = ancestor, seen.insert(parent.name).inserted {
            if !ownUnverifiedReasons(of: parent).isEmpty {
                reasons.append("its ancestor \(parent.name)")
                break
            }
            ancestor = parent.parentEntity.flatMap(model.entity(named:))
        }
        return reasons.isEmpty ? nil : "not measured against Apple's tools: " + reasons.joined(separator: ", ")
    }

    /// What in the entity itself (its inherited properties included) has never been measured.
    private static func ownUnverifiedReasons(of entity: Entity) -> [String] {
        var reasons: [String] = []
        if entity.parentEntity != nil, entity.versionHashModifier != nil {
            reasons.append("a subentity's version hash modifier")
        }
        if entity.writtenUniquenessConstraints != nil {
            reasons.append("a uniqueness constraint naming a property the entity does not have")
        }
        for attribute in entity.attributes where !attribute.isTransient {
            if attribute.isDerived, let expression = attribute.derivationExpression,
                !DerivationExpression(expression).isMeasured
            {
                reasons.append("derived attribute '\(attribute.name)' (\(expression))")
            }
        }
        for relationship in entity.relationships
        where !relationship.isTransient && relationship.versionHashModifier != nil {
            reasons.append("relationship '\(relationship.name)''s version hash modifier")
        }
        return reasons
    }

    /// `bytes` as lower-case hex digits.
    package static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The hashes of the entity's stored attributes and relationships, inherited ones included, in order of name:
    /// what its version hash covers. `composites` (`compositesByName`) gives the members of composite attributes.
    package static func propertyHashes(of entity: Entity, composites: [String: Composite] = [:])
        -> [(name: String, hash: [UInt8])]
    {
        var named: [(name: String, hash: [UInt8])] = []
        for attribute in entity.attributes where !attribute.isTransient {
            named.append((attribute.name, attributeHash(attribute, composites: composites)))
        }
        for relationship in entity.relationships where !relationship.isTransient {
            named.append((relationship.name, relationshipHash(relationship)))
        }
        named.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        return named
    }

    /// What every property's hash starts from: name, optionality, a zero byte and the modifier.
    private static func propertyBase(name: String, isOptional: Bool, modifier: String?) -> [UInt8] {
        SHA256.bytes(Array(name.utf8) + [isOptional ? 1 : 0, 0] + Array((modifier ?? "").utf8))
    }

    /// The hash of a stored attribute: what its entity's version hash covers of it. A composite attribute's is the
    /// hash of its members' hashes in order of member name, and nothing of its own (its name and optionality do not
    /// enter): measured on the stores SwiftData wrote for MatthewHunt84/MetaCocktailsSwiftData
    /// (Documentation/Hashes.md). `composites` gives the members; without its composite, a composite attribute is
    /// hashed as a plain one.
    package static func attributeHash(_ attribute: Attribute, composites: [String: Composite] = [:]) -> [UInt8] {
        if attribute.type == .composite, let name = attribute.compositeName, let composite = composites[name] {
            let members = composite.attributes.filter { !$0.isTransient }
                .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            var bytes: [UInt8] = []
            for member in members {
                // A member holding a composite of its own is hashed the same way, guarding against a cycle.
                var inner = composites
                inner[name] = nil
                bytes += attributeHash(member, composites: inner)
            }
            return SHA256.bytes(bytes)
        }
        if attribute.isDerived, let expression = attribute.derivationExpression {
            return SHA256.bytes(Array(DerivationExpression(expression).printed.utf8))
        }
        var bytes = propertyBase(
            name: attribute.name, isOptional: attribute.isOptional,
            modifier: attribute.versionHashModifier)
        withUnsafeBytes(of: attributeTypeCode(attribute.type).littleEndian) { bytes += $0 }
        if attribute.allowsExternalBinaryDataStorage { bytes.append(1) }
        if attribute.preserveAfterDeletion { bytes.append(1) }
        return SHA256.bytes(bytes)
    }

    static func relationshipHash(_ relationship: Relationship) -> [UInt8] {
        var bytes = propertyBase(
            name: relationship.name, isOptional: relationship.isOptional,
            modifier: relationship.versionHashModifier)
        bytes += Array(relationship.destinationEntity.utf8)
        let isOwnInverse =
            relationship.inverseName == relationship.name
            && relationship.inverseEntity == relationship.declaringEntity
        if let inverse = relationship.inverseName, !isOwnInverse { bytes += Array(inverse.utf8) }
        let maxCount = relationship.isToMany ? relationship.maxCount : 1
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: maxCount).littleEndian) { bytes += $0 }
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: relationship.minCount).littleEndian) { bytes += $0 }
        // momc keeps `ordered` on a to-one too, and the hash counts it there as well.
        if relationship.isOrdered { bytes += [1, 0] }
        return SHA256.bytes(bytes)
    }
}

/// A derived attribute's expression as Core Data prints it, which is what its version hash covers: a key path
/// ending in an aggregate (`books.@count`) prints as a function of the path (`count:(books)`); functions
/// (`canonical:(name)`, `now()`) print as written.
struct DerivationExpression {
    /// The expression as printed.
    let printed: String
    /// Whether hashes of this form were measured against Apple's tools (`.@count` and functions).
    let isMeasured: Bool

    init(_ written: String) {
        let text = written.trimmingCharacters(in: .whitespaces)
        if let at = text.range(of: ".@", options: .backwards) {
            let path = String(text[..<at.lowerBound])
            let function = String(text[at.upperBound...])
            printed = "\(function):(\(path))"
            isMeasured = function == "count"
        } else {
            printed = text
            isMeasured = text.hasSuffix(")") && text.contains("(")
        }
    }
}
