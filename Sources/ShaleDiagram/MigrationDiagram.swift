import ShaleDiff
import ShaleModel

extension ERDiagram {
    /// The diagram of what changed from `old` to `new`, drawn from `changes` (a `VersionComparison`'s, with their
    /// verdicts): added entities and properties green, removed red, changed amber with the verdict, and entities
    /// that did not change dimmed with their rows collapsed. A changed entity lists only its changed properties
    /// and counts the rest.
    package init(migrationFrom old: Model, to new: Model, changes: [ModelChange], title: String? = nil) {
        self.init(title: title ?? "\(old.versionName) to \(new.versionName)")
        let entityChanges = Dictionary(grouping: changes.filter { $0.kind.isEntityLevel }, by: \.entity)
        var removedEntities: [String] = []
        // Looked up by name once: a model of many entities must not search its list for every change.
        let oldEntities = Dictionary(old.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var drawnNames = Set(new.entities.map(\.name))
        for entity in new.entities {
            entities.append(Self.migrationBox(entity, changes: entityChanges[entity.name] ?? [], old: oldEntities))
        }
        for change in changes where change.kind == .entityRemoved {
            guard !drawnNames.contains(change.entity), let entity = oldEntities[change.entity] else { continue }
            drawnNames.insert(entity.name)
            var box = Self.entity(entity, mark: .removed)
            box.notes = ["removed", "migration: " + Self.verdict([change])]
            box.members = box.members.map { member in
                var member = member
                member.mark = .removed
                return member
            }
            entities.append(box)
            removedEntities.append(entity.name)
        }
        let drawn = drawnNames
        let relationshipChanges = Set(
            changes.filter(\.kind.isRelationship).map {
                RelationshipKey(entity: $0.entity, name: $0.property ?? "")
            })
        let added = Set(
            changes.filter { $0.kind == .relationshipAdded || $0.kind == .entityAdded }.map {
                RelationshipKey(entity: $0.entity, name: $0.property ?? "")
            })
        links = Self.links(new) { relationship in
            if added.contains(RelationshipKey(entity: relationship.declaringEntity, name: relationship.name))
                || added.contains(RelationshipKey(entity: relationship.declaringEntity, name: ""))
            {
                return .added
            }
            return relationshipChanges.contains(
                RelationshipKey(
                    entity: relationship.declaringEntity,
                    name: relationship.name)) ? .changed : .unchanged
        }
        // A changed inverse marks its pair too.
        links = links.map { link in
            var link = link
            if link.mark == .unchanged, let inverse = link.inverse,
                relationshipChanges.contains(RelationshipKey(entity: link.destination, name: inverse.name))
            {
                link.mark = .changed
            }
            return link
        }
        let removedRelationships = Set(
            changes.filter { $0.kind == .relationshipRemoved }.map {
                RelationshipKey(entity: $0.entity, name: $0.property ?? "")
            })
        let removed = Set(removedEntities)
        links += Self.links(old) { _ in .removed }.filter { link in
            drawn.contains(link.source) && drawn.contains(link.destination)
                && (removed.contains(link.source) || removed.contains(link.destination)
                    || removedRelationships.contains(RelationshipKey(entity: link.source, name: link.forward.name)))
        }
        inheritance = new.entities.compactMap { entity in
            entity.parentEntity.map { DiagramInheritance(parent: $0, child: entity.name) }
        }
        inheritance += old.entities.filter { removed.contains($0.name) }.compactMap { entity in
            entity.parentEntity.flatMap { parent in
                drawn.contains(parent) ? DiagramInheritance(parent: parent, child: entity.name) : nil
            }
        }
    }

    /// The diagram of the changed entities (added, removed or changed) and their direct neighbours alone, what a
    /// pull request shows: unchanged entities further away are left out. `nil` when no entity changed.
    package var changedEntitiesAndNeighbours: ERDiagram? {
        let changed = Set(entities.filter { $0.mark != .unchanged && $0.mark != .plain }.map(\.name))
        guard !changed.isEmpty else { return nil }
        return restricted(to: neighbourhood(of: changed, depth: 1))
    }

    /// The box of `entity` of the new version, given the changes filed under its name and the old version's
    /// entities by name.
    static func migrationBox(_ entity: Entity, changes: [ModelChange], old: [String: Entity]) -> DiagramEntity {
        if changes.contains(where: { $0.kind == .entityAdded }) {
            var box = Self.entity(entity, mark: .added)
            box.notes = ["added", "migration: " + verdict(changes)]
            return box
        }
        var box = DiagramEntity(name: entity.name, mark: changes.isEmpty ? .unchanged : .changed)
        box.isAbstract = entity.isAbstract
        let plainRows =
            entity.declaredAttributes.count
            + entity.uniquenessConstraints.filter { $0.properties.count > 1 }.count
        guard !changes.isEmpty else {
            box.collapsedMembers = plainRows
            return box
        }
        box.notes = changes.filter { $0.property == nil }.map(\.detail) + ["migration: " + verdict(changes)]
        let renamedFrom = changes.first { $0.kind == .entityRenamed }?.before
        let oldEntity = old[renamedFrom ?? entity.name]
        var properties: [String] = []
        for change in changes {
            if let property = change.property, !properties.contains(property) { properties.append(property) }
        }
        for property in properties {
            let propertyChanges = changes.filter { $0.property == property }
            box.members.append(migrationRow(property, changes: propertyChanges, new: entity, old: oldEntity))
        }
        box.collapsedMembers =
            entity.declaredAttributes.filter { !properties.contains($0.name) }.count
            + entity.uniquenessConstraints.filter { $0.properties.count > 1 }.count
        return box
    }

    /// The row of one changed property of `new` (`old` is the entity in the older version, if it was there).
    static func migrationRow(_ property: String, changes: [ModelChange], new: Entity, old: Entity?) -> DiagramMember {
        let mark: DiagramMark =
            changes.contains { $0.kind.isAddition }
            ? .added
            : changes.contains { $0.kind.isRemoval } ? .removed : .changed
        let owner = mark == .removed ? old : new
        var row = DiagramMember(name: property, type: "", mark: mark)
        if let attribute = owner?.attributes.first(where: { $0.name == property }) {
            row = member(attribute, in: owner, mark: mark)
        } else if let relationship = owner?.relationships.first(where: { $0.name == property }) {
            row.type = "→ \(relationship.destinationEntity) · \(Cardinality(relationship))"
        } else if owner?.fetchedProperties.contains(where: { $0.name == property }) == true {
            row.type = "fetched"
        }
        let details = changes.filter { !$0.kind.isAddition && !$0.kind.isRemoval }.map(\.detail)
        row.note = (details + [verdict(changes)]).joined(separator: " · ")
        return row
    }

    /// The strongest verdict of `changes`: `lightweight`, `conditional`, `custom` or `no migration`, with
    /// `loses data` when any does.
    static func verdict(_ changes: [ModelChange]) -> String {
        let strongest = changes.map(\.migration).max() ?? .none
        let words = strongest == .none ? "no migration" : strongest.rawValue
        return changes.contains(where: \.isDestructive) ? words + " · loses data" : words
    }
}

extension ModelChange.Kind {
    /// Whether the change is to an entity or one of its properties (not a fetch request or configuration).
    var isEntityLevel: Bool {
        !rawValue.hasPrefix("fetchRequest") && !rawValue.hasPrefix("configuration")
    }

    /// Whether the change is to a relationship.
    var isRelationship: Bool { rawValue.hasPrefix("relationship") }

    /// Whether the change adds an element.
    var isAddition: Bool { rawValue.hasSuffix("Added") }

    /// Whether the change removes an element.
    var isRemoval: Bool { rawValue.hasSuffix("Removed") }
}
