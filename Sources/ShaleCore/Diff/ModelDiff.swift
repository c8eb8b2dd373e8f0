import ShaleModel

/// Compares two versions of a model: what changed, and how Core Data's lightweight migration copes with it.
///
/// Elements are matched as Core Data's inferred mapping matches them: by renaming identifier (`elementID`),
/// which stands for the name when it is not set, each element at most once (`ElementMatching`).
/// Classification follows Apple's documented lightweight-migration rules ("Migrating your data model
/// automatically"; each rule is written beside the code that applies it): a change that leaves version hashes
/// alone (defaults, delete rules, validation, indexes, class names, userInfo) needs no migration; adding and
/// removing entities and properties, renames through the renaming identifier, to-one ⇄ to-many, ordering,
/// optionality relaxed, new parent or child entities, properties moved up or down a hierarchy and entities
/// moved out of one are inferred; a required property without a default, a property made required, a new
/// uniqueness constraint or an entity made abstract migrate only when the store's data allows it; a stored
/// attribute's type change, a relationship pointed at an unrelated entity and merged hierarchies need a
/// custom stage.
///
/// Each entity is compared with every property it has, inherited ones included, because that is what its
/// objects store. A change an entity shares with an ancestor it has in both versions is reported once, at the
/// ancestor; what an entity gains, loses or keeps by a change of parent is reported at that entity.
public enum ModelDiff {
    /// Every change from `old` to `new`, entities in the new version's order, removals last.
    public static func changes(from old: Model, to new: Model) -> [ModelChange] {
        var changes: [ModelChange] = []
        let matching = ElementMatching(old: old.entities, new: new.entities, key: \.matchKey, name: \.name)
        let entityNames = EntityNameMap(old: old, new: new, pairs: matching.pairs)
        let hierarchy = HierarchyComparison(old: old, new: new, names: entityNames)
        var inheritableChanges: [String: [ModelChange]] = [:]
        var entityChanges: [String: [ModelChange]] = [:]
        for (previous, entity) in matching.pairs {
            let comparison = EntityComparison(old: previous, new: entity, names: entityNames, hierarchy: hierarchy)
            entityChanges[entity.name] = comparison.entityChanges()
            inheritableChanges[entity.name] = comparison.inheritableChanges()
        }
        let reported = hierarchy.reportedOnce(inheritableChanges)
        // Apple: entities may be added, removed, and renamed through the renaming identifier.
        for entity in new.entities {
            guard let previous = entityNames.oldEntity(for: entity.name) else {
                changes.append(ModelChange(.entityAdded, entity: entity.name, migration: .lightweight,
                                           newLocation: entity.location))
                continue
            }
            if previous.name != entity.name {
                changes.append(ModelChange(.entityRenamed, entity: entity.name, before: previous.name,
                                           after: entity.name, migration: .lightweight,
                                           oldLocation: previous.location, newLocation: entity.location))
            }
            changes += (entityChanges[entity.name] ?? []) + (reported[entity.name] ?? [])
        }
        let suggester = RenameSuggester(added: matching.added, removed: matching.removed, shape: \.renameShape)
        for entity in matching.removed {
            let suggestion = suggester.lookalike(ofShape: entity.renameShape).map { lookalike in
                "if \(lookalike.name) is \(entity.name) renamed, set its Renaming ID (elementID) to "
                    + "\"\(entity.matchKey)\" so lightweight migration keeps the data"
            }
            changes.append(ModelChange(.entityRemoved, entity: entity.name, migration: .lightweight,
                                       isDestructive: true, suggestion: suggestion, oldLocation: entity.location))
        }
        let all = changes + fetchRequestChanges(from: old, to: new) + configurationChanges(from: old, to: new)
        return HashEffect.mark(all, old: old, new: new)
    }

    /// Model fetch requests live in the model, not the store: their changes need no migration.
    private static func fetchRequestChanges(from old: Model, to new: Model) -> [ModelChange] {
        namedChanges(old.fetchRequests, new.fetchRequests, name: \.name, location: \.location,
                     kinds: (.fetchRequestAdded, .fetchRequestRemoved, .fetchRequestChanged)) { _ in .none }
    }

    /// Configurations decide which store holds an entity. A new or removed configuration is a new or dropped
    /// store; moving entities between existing configurations moves their data between stores, which no
    /// migration of a single store does.
    private static func configurationChanges(from old: Model, to new: Model) -> [ModelChange] {
        namedChanges(old.configurations, new.configurations, name: \.name, location: \.location,
                     kinds: (.configurationAdded, .configurationRemoved, .configurationChanged)) { pair in
            pair.old.entities.sorted() == pair.new.entities.sorted() ? .none : .custom
        }.map { change in
            var change = change
            if change.kind == .configurationChanged, change.migration == .custom {
                change.condition = "entities moved between configurations change store; copy their data in a "
                    + "custom migration stage"
            }
            return change
        }
    }

    /// Additions, removals and changes of model-level elements matched by name, in the new version's order.
    private static func namedChanges<Element: Equatable>(
        _ oldElements: [Element], _ newElements: [Element], name: (Element) -> String,
        location: WritableKeyPath<Element, SourceLocation>,
        kinds: (added: ModelChange.Kind, removed: ModelChange.Kind, changed: ModelChange.Kind),
        classify: ((old: Element, new: Element)) -> MigrationClass
    ) -> [ModelChange] {
        let oldByName = Dictionary(oldElements.map { (name($0), $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(newElements.map(name))
        var changes: [ModelChange] = []
        for element in newElements {
            guard let previous = oldByName[name(element)] else {
                changes.append(ModelChange(kinds.added, entity: name(element), migration: .none,
                                           newLocation: element[keyPath: location]))
                continue
            }
            // Locations move with any edit elsewhere in the file; compare everything else.
            var moved = previous
            moved[keyPath: location] = element[keyPath: location]
            if moved != element {
                changes.append(ModelChange(kinds.changed, entity: name(element),
                                           migration: classify((previous, element)),
                                           oldLocation: previous[keyPath: location],
                                           newLocation: element[keyPath: location]))
            }
        }
        for element in oldElements where !newNames.contains(name(element)) {
            changes.append(ModelChange(kinds.removed, entity: name(element), migration: .none,
                                       oldLocation: element[keyPath: location]))
        }
        return changes
    }

    /// The least a store at `old` needs to open with `new`: `none` when their version hashes are equal, else the
    /// strongest class of any change and at least lightweight.
    public static func migration(from old: Model, to new: Model) -> MigrationClass {
        VersionComparison(from: old, to: new, changes: changes(from: old, to: new)).migration
    }
}

/// Maps old entity names to the names the same entities have in the new version, and back.
struct EntityNameMap {
    private var newName: [String: String] = [:]
    private var oldName: [String: String] = [:]
    /// The new names of the entities that exist in both versions.
    private(set) var survivors: Set<String> = []
    private let oldEntities: [String: Entity]
    private let newEntities: [String: Entity]

    init(old: Model, new: Model, pairs: [(old: Entity, new: Entity)]) {
        oldEntities = Dictionary(old.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        newEntities = Dictionary(new.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (previous, entity) in pairs {
            newName[previous.name] = entity.name
            oldName[entity.name] = previous.name
        }
        survivors = Set(newName.values)
    }

    /// The new name of the old entity `name`, or `nil` when it was removed.
    func renamed(_ name: String) -> String? {
        newName[name]
    }

    /// The old version of the new entity `name`, or `nil` when it was added.
    func oldEntity(for name: String) -> Entity? {
        oldName[name].flatMap { oldEntities[$0] }
    }

    /// The entity named `name` in the old version (`isOld`) or the new one.
    func entity(named name: String, old isOld: Bool) -> Entity? {
        isOld ? oldEntities[name] : newEntities[name]
    }
}

/// Suggests renames: a removed element with exactly one added look-alike (the same `renameShape`), and no
/// other removed element shaped like it, is probably that element renamed.
struct RenameSuggester<Element> {
    private var added: [String: [Element]] = [:]
    private var removedCount: [String: Int] = [:]

    init(added: [Element], removed: [Element], shape: (Element) -> String) {
        for element in added { self.added[shape(element), default: []].append(element) }
        for element in removed { removedCount[shape(element), default: 0] += 1 }
    }

    /// The one added element that looks like a removed element of `shape`, if there is exactly one.
    func lookalike(ofShape shape: String) -> Element? {
        guard removedCount[shape] == 1, let candidates = added[shape], candidates.count == 1 else { return nil }
        return candidates[0]
    }
}

extension Entity {
    /// The key that identifies the entity across versions: its renaming identifier, else its name.
    var matchKey: String { renamingIdentifier ?? name }
}

extension Entity {
    /// What a removed and an added entity must share to look like one rename: their stored attributes.
    var renameShape: String {
        attributes.filter(\.holdsData).map { "\($0.name):\($0.type.rawValue)" }.sorted().joined(separator: ",")
    }
}

extension Attribute {
    var matchKey: String { renamingIdentifier ?? name }
}

extension Relationship {
    var matchKey: String { renamingIdentifier ?? name }
}
