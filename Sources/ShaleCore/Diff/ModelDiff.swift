import ShaleModel

/// Compares two versions of a model: what changed, and how Core Data's lightweight migration copes with it.
///
/// Elements are matched by their renaming identifier when they have one, else by name: a renamed element
/// sets its Renaming ID (`elementID`) to its old name, as Core Data's lightweight migration expects.
/// Classification follows Core Data's documented rules: a change that leaves version hashes alone (defaults,
/// delete rules, validation, indexes, class names, userInfo) needs no migration; renames, additions of optional
/// properties, to-one ⇄ to-many, ordering, optionality relaxed, and new hierarchy levels are inferred;
/// a required property without a default, or a property made required, migrate only when the store has values;
/// type changes, new destinations and merged hierarchies need a custom stage.
public enum ModelDiff {
    /// Every change from `old` to `new`, entities in the new version's order, removals last.
    public static func changes(from old: Model, to new: Model) -> [ModelChange] {
        var changes: [ModelChange] = []
        let oldEntities = Dictionary(old.entities.map { ($0.matchKey, $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.entities.map(\.matchKey))
        let entityNames = EntityNameMap(old: old, new: new)
        for entity in new.entities {
            guard let previous = oldEntities[entity.matchKey] else {
                changes.append(ModelChange(.entityAdded, entity: entity.name, migration: .lightweight,
                                           newLocation: entity.location))
                continue
            }
            if previous.name != entity.name {
                changes.append(ModelChange(.entityRenamed, entity: entity.name, before: previous.name,
                                           after: entity.name, migration: .lightweight,
                                           oldLocation: previous.location, newLocation: entity.location))
            }
            changes += EntityComparison(old: previous, new: entity, oldModel: old, newModel: new, names: entityNames)
                .changes()
        }
        for entity in old.entities where !newKeys.contains(entity.matchKey) {
            changes.append(ModelChange(.entityRemoved, entity: entity.name, migration: .lightweight,
                                       isDestructive: true, oldLocation: entity.location))
        }
        return changes
    }

    /// The least a store at `old` needs to open with `new`: the strongest class of any change.
    public static func migration(from old: Model, to new: Model) -> MigrationClass {
        changes(from: old, to: new).map(\.migration).max() ?? .none
    }
}

/// Maps old entity names to the names the same entities have in the new version.
struct EntityNameMap {
    private var newName: [String: String] = [:]

    init(old: Model, new: Model) {
        let newByKey = Dictionary(new.entities.map { ($0.matchKey, $0.name) }, uniquingKeysWith: { first, _ in first })
        for entity in old.entities {
            if let name = newByKey[entity.matchKey] { newName[entity.name] = name }
        }
    }

    /// The new name of the old entity `name`, or `nil` when it was removed.
    func renamed(_ name: String) -> String? {
        newName[name]
    }
}

extension Entity {
    /// The key that identifies the entity across versions: its renaming identifier, else its name.
    var matchKey: String { renamingIdentifier ?? name }
}

extension Attribute {
    var matchKey: String { renamingIdentifier ?? name }
}

extension Relationship {
    var matchKey: String { renamingIdentifier ?? name }
}
