import ShaleModel

/// Decides for each change whether it alters a Core Data version hash, from what enters the hash
/// (`VersionHash`): a property's name, optionality, modifier and storage, an attribute's type and storage
/// settings, a derived attribute's expression, a relationship's destination, inverse, counts and ordering, and an
/// entity's name, parent, abstractness, modifier and uniqueness constraints. Nothing about a transient property
/// enters but its being transient. A change to an entity whose hash is the same in both versions cannot alter it.
enum HashEffect {
    /// `changes`, each with `changesVersionHash` set.
    static func mark(_ changes: [ModelChange], old: Model, new: Model) -> [ModelChange] {
        let oldHashes = old.entityVersionHashes
        let newHashes = new.entityVersionHashes
        return changes.map { change in
            var change = change
            let sameEntityHash = oldHashes[change.entity] != nil && oldHashes[change.entity] == newHashes[change.entity]
            change.changesVersionHash = !sameEntityHash && entersHash(change, old: old, new: new)
            return change
        }
    }

    private static let entityFields: Set<String> = [
        "parentEntity", "isAbstract", "versionHashModifier", "uniquenessConstraints",
    ]
    private static let storedAttributeFields: Set<String> = [
        "type", "optional", "versionHashModifier", "allowsExternalBinaryDataStorage", "preserveAfterDeletion",
    ]
    private static let storedRelationshipFields: Set<String> = [
        "destinationEntity", "toMany", "ordered", "optional", "count", "inverse", "versionHashModifier",
    ]

    private static func entersHash(_ change: ModelChange, old: Model, new: Model) -> Bool {
        switch change.kind {
        case .entityAdded, .entityRemoved, .entityRenamed:
            return true
        case .entityChanged:
            return change.field.map(entityFields.contains) ?? true
        case .fetchedPropertyAdded, .fetchedPropertyRemoved, .fetchedPropertyRenamed, .fetchedPropertyChanged,
            .fetchRequestAdded, .fetchRequestRemoved, .fetchRequestChanged,
            .configurationAdded, .configurationRemoved, .configurationChanged:
            return false
        case .attributeAdded, .relationshipAdded:
            return property(change, in: new, isOlder: false)?.isStored ?? true
        case .attributeRemoved, .relationshipRemoved:
            return property(change, in: old, isOlder: true)?.isStored ?? true
        case .attributeRenamed, .relationshipRenamed:
            return (property(change, in: new, isOlder: false)?.isStored ?? true)
                || (property(change, in: old, isOlder: true)?.isStored ?? true)
        case .attributeChanged, .relationshipChanged:
            guard let field = change.field else { return true }
            if field == "transient" || field == "declaringEntity" { return true }
            let before = property(change, in: old, isOlder: true)
            let after = property(change, in: new, isOlder: false)
            let stored = (before?.isStored ?? true) || (after?.isStored ?? true)
            guard stored else { return false }
            if change.kind == .relationshipChanged { return storedRelationshipFields.contains(field) }
            if field == "derivation" { return true }
            // A derived attribute's hash is its expression's alone.
            let derived = (before?.isDerived ?? false) && (after?.isDerived ?? false)
            return !derived && storedAttributeFields.contains(field)
        }
    }

    /// What the hash needs to know of the changed property in `model`: looked up in the change's entity (any
    /// entity when the entity was renamed) by its name there: `before` of a rename in the older version.
    private static func property(
        _ change: ModelChange, in model: Model,
        isOlder: Bool
    ) -> (isStored: Bool, isDerived: Bool)? {
        guard var name = change.property else { return nil }
        if isOlder, change.kind.isRename, let before = change.before { name = before }
        let entities = model.entity(named: change.entity).map { [$0] } ?? model.entities
        for entity in entities {
            if let attribute = entity.attributes.first(where: { $0.name == name }) {
                return (!attribute.isTransient, attribute.isDerived)
            }
            if let relationship = entity.relationships.first(where: { $0.name == name }) {
                return (!relationship.isTransient, false)
            }
        }
        return nil
    }
}

extension ModelChange.Kind {
    /// Whether the kind is a rename of a property.
    var isRename: Bool {
        self == .attributeRenamed || self == .relationshipRenamed || self == .fetchedPropertyRenamed
    }
}
