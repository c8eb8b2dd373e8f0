import ShaleModel

/// Compares two versions of a model: what changed, and how Core Data's lightweight migration copes with it.
///
/// Elements are matched as Core Data's inferred mapping matches them: by renaming identifier (`elementID`),
/// which stands for the name when it is not set, each element at most once (`ElementMatching`).
/// Classification follows Apple's documented lightweight-migration rules ("Migrating your data model
/// automatically"; each rule is written beside the code that applies it, and each change names its source,
/// `MigrationEvidence`): a change that leaves version hashes alone (defaults, delete rules, validation, indexes,
/// class names, userInfo) needs no migration; adding and removing entities and properties, renames through the
/// renaming identifier, to-one ⇄ to-many, ordering, optionality relaxed, new parent or child entities, properties
/// moved up or down a hierarchy, entities moved out of one and numeric types that hold every old value are
/// inferred; a required property without a default, a property made required, a narrowing numeric type, a new
/// uniqueness constraint or an entity made abstract migrate only when the store's data allows it; other type
/// changes of stored attributes, a relationship pointed at an unrelated entity and merged hierarchies need a
/// custom stage.
///
/// Each entity is compared with every property it has, inherited ones included, because that is what its
/// objects store. A change an entity shares with an ancestor it has in both versions is reported once, at the
/// ancestor; what an entity gains, loses or keeps by a change of parent is reported at that entity.
package enum ModelDiff {
    /// Every change from `old` to `new`, entities in the new version's order, removals last.
    package static func changes(from old: Model, to new: Model) -> [ModelChange] {
        var changes: [ModelChange] = []
        let matching = ElementMatching(old: old.entities, new: new.entities)
        let entityNames = EntityNameMap(matching)
        let hierarchy = HierarchyComparison(names: entityNames)
        // Only entities with changes get an entry: most have none, and a missing entry reads as none.
        var inheritableChanges: [String: [ModelChange]] = [:]
        var entityChanges: [String: [ModelChange]] = [:]
        for (index, partner) in matching.partners.enumerated() {
            guard let partner else { continue }
            let comparison = EntityComparison(
                old: old.entities[partner], new: new.entities[index],
                names: entityNames, hierarchy: hierarchy)
            let name = new.entities[index].name
            let own = comparison.entityChanges()
            if !own.isEmpty { entityChanges[name] = own }
            let inheritable = comparison.inheritableChanges()
            if !inheritable.isEmpty { inheritableChanges[name] = inheritable }
        }
        let reported = hierarchy.reportedOnce(inheritableChanges)
        // Apple: entities may be added, removed, and renamed through the renaming identifier.
        for entity in new.entities {
            guard let previous = entityNames.oldEntity(for: entity.name) else {
                changes.append(
                    ModelChange(
                        .entityAdded, entity: entity.name, migration: .lightweight,
                        evidence: .added, newLocation: entity.location))
                continue
            }
            if previous.name != entity.name {
                changes.append(
                    ModelChange(
                        .entityRenamed, entity: entity.name, before: previous.name,
                        after: entity.name, migration: .lightweight, evidence: .renamed,
                        oldLocation: previous.location, newLocation: entity.location))
            }
            changes += (entityChanges[entity.name] ?? []) + (reported[entity.name] ?? [])
        }
        let removed = matching.removed
        // The rename suggester is built only when an entity was removed.
        if !removed.isEmpty {
            changes += removals(removed, added: matching.added)
        }
        let all = changes + fetchRequestChanges(from: old, to: new) + configurationChanges(from: old, to: new)
        return HashEffect.mark(all, old: old, new: new)
    }

    /// The removal of each entity of `removed`, with the Renaming ID to set when an added entity looks like it.
    private static func removals(_ removed: [Entity], added: [Entity]) -> [ModelChange] {
        var changes: [ModelChange] = []
        let suggester = RenameSuggester(added: added, removed: removed, shape: \.renameShape)
        for entity in removed {
            // An entity renamed and back, or given another Renaming ID, keeps its name but not its identifier.
            if let namesake = added.first(where: { $0.name == entity.name }) {
                changes.append(
                    ModelChange(
                        .entityRemoved, entity: entity.name, migration: .lightweight, isDestructive: true,
                        suggestion:
                            "\(entity.name) keeps its name, but its identifier (the Renaming ID, or the name when "
                            + "none is set) changed from \"\(entity.matchKey)\" to \"\(namesake.matchKey)\"; Core Data "
                            + "matches entities by that identifier, so a store migrating straight from this version "
                            + "starts \(entity.name) empty: migrate through the versions in between, or set its Renaming "
                            + "ID (elementID) to \"\(entity.matchKey)\"",
                        evidence: .renamingIdentifierChanged, oldLocation: entity.location))
                continue
            }
            let suggestion = suggester.lookalike(ofShape: entity.renameShape).map { lookalike in
                "if \(lookalike.name) is \(entity.name) renamed, set its Renaming ID (elementID) to "
                    + "\"\(entity.matchKey)\" so lightweight migration keeps the data"
            }
            changes.append(
                ModelChange(
                    .entityRemoved, entity: entity.name, migration: .lightweight,
                    isDestructive: true, suggestion: suggestion, evidence: .removed,
                    oldLocation: entity.location))
        }
        return changes
    }

    /// Model fetch requests live in the model, not the store: their changes need no migration.
    private static func fetchRequestChanges(from old: Model, to new: Model) -> [ModelChange] {
        namedChanges(
            old.fetchRequests, new.fetchRequests, name: \.name, location: \.location,
            kinds: (.fetchRequestAdded, .fetchRequestRemoved, .fetchRequestChanged)
        ) { _ in .none }
    }

    /// Configurations decide which store holds an entity. A new or removed configuration is a new or dropped
    /// store; moving entities between existing configurations moves their data between stores, which no
    /// migration of a single store does.
    private static func configurationChanges(from old: Model, to new: Model) -> [ModelChange] {
        namedChanges(
            old.configurations, new.configurations, name: \.name, location: \.location,
            kinds: (.configurationAdded, .configurationRemoved, .configurationChanged)
        ) { pair in
            pair.old.entities.sorted() == pair.new.entities.sorted() ? .none : .custom
        }.map { change in
            var change = change
            if change.kind == .configurationChanged, change.migration == .custom {
                change.evidence = .configurationMoved
                change.condition =
                    "entities moved between configurations change store; copy their data in a "
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
                changes.append(
                    ModelChange(
                        kinds.added, entity: name(element), migration: .none,
                        evidence: .notInStore, newLocation: element[keyPath: location]))
                continue
            }
            // Locations move with any edit elsewhere in the file; compare everything else.
            var moved = previous
            moved[keyPath: location] = element[keyPath: location]
            if moved != element {
                changes.append(
                    ModelChange(
                        kinds.changed, entity: name(element),
                        migration: classify((previous, element)), evidence: .notInStore,
                        oldLocation: previous[keyPath: location],
                        newLocation: element[keyPath: location]))
            }
        }
        for element in oldElements where !newNames.contains(name(element)) {
            changes.append(
                ModelChange(
                    kinds.removed, entity: name(element), migration: .none,
                    evidence: .notInStore, oldLocation: element[keyPath: location]))
        }
        return changes
    }

    /// The least a store at `old` needs to open with `new`: `none` when their version hashes are equal, else the
    /// strongest class of any change and at least lightweight.
    package static func migration(from old: Model, to new: Model) -> MigrationClass {
        VersionComparison(from: old, to: new, changes: changes(from: old, to: new)).migration
    }
}

/// Maps old entity names to the names the same entities have in the new version, and back, and finds either
/// version's entities by name. Entities stay in their versions' arrays; lookups go through their positions.
struct EntityNameMap {
    private var newName: [String: String] = [:]
    private var oldName: [String: String] = [:]
    /// The old version's entities, in model order.
    let oldEntities: [Entity]
    /// The new version's entities, in model order.
    let newEntities: [Entity]
    /// The position of each name's first entity in `oldEntities` and `newEntities`.
    private let oldPositions: [String: Int]
    private let newPositions: [String: Int]

    init(_ matching: ElementMatching<Entity>) {
        oldEntities = matching.old
        newEntities = matching.new
        oldPositions = Self.positions(of: matching.old)
        newPositions = Self.positions(of: matching.new)
        for (index, partner) in matching.partners.enumerated() {
            guard let partner else { continue }
            newName[matching.old[partner].name] = matching.new[index].name
            oldName[matching.new[index].name] = matching.old[partner].name
        }
    }

    private static func positions(of entities: [Entity]) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(entities.count)
        for index in entities.indices where positions[entities[index].name] == nil {
            positions[entities[index].name] = index
        }
        return positions
    }

    /// The new name of the old entity `name`, or `nil` when it was removed.
    func renamed(_ name: String) -> String? {
        newName[name]
    }

    /// The old name of the new entity `name`, or `nil` when it was added.
    func oldName(of name: String) -> String? {
        oldName[name]
    }

    /// The old version of the new entity `name`, or `nil` when it was added.
    func oldEntity(for name: String) -> Entity? {
        oldName[name].flatMap { entity(named: $0, old: true) }
    }

    /// The entity named `name` in the old version (`isOld`) or the new one.
    func entity(named name: String, old isOld: Bool) -> Entity? {
        isOld ? oldPositions[name].map { oldEntities[$0] } : newPositions[name].map { newEntities[$0] }
    }

    /// The ancestors of the entity named `name` in the old version (`isOld`) or the new one, nearest first.
    func ancestors(of name: String, old isOld: Bool) -> [String]? {
        isOld
            ? oldPositions[name].map { oldEntities[$0].ancestors }
            : newPositions[name].map { newEntities[$0].ancestors }
    }

    /// The match key of relationship `relationship` of entity `entity` in the old version (`isOld`) or the new
    /// one, or `nil` when there is no such relationship.
    func matchKey(ofRelationship relationship: String, in entity: String, old isOld: Bool) -> String? {
        let entities = isOld ? oldEntities : newEntities
        guard let position = (isOld ? oldPositions : newPositions)[entity],
            let index = entities[position].relationships.firstIndex(where: { $0.name == relationship })
        else { return nil }
        return entities[position].relationships[index].matchKey
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

extension Entity: MatchableElement {
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
