import ShaleModel

/// The changes between two versions of one entity: its own settings, then every property its objects have,
/// inherited ones included (`HierarchyComparison` drops those an ancestor reports).
///
/// A class: the comparison's closures capture it, and a struct this size would be copied into each.
final class EntityComparison {
    let old: Entity
    let new: Entity
    let names: EntityNameMap
    let hierarchy: HierarchyComparison
    let attributes: ElementMatching<Attribute>
    let relationships: ElementMatching<Relationship>
    /// `old`'s name in the new version (its own when it is not matched): most properties are declared by the entity
    /// itself, and this spares a lookup for each.
    private let renamedSelf: String

    init(old: Entity, new: Entity, names: EntityNameMap, hierarchy: HierarchyComparison) {
        self.old = old
        self.new = new
        self.names = names
        self.hierarchy = hierarchy
        renamedSelf = names.renamed(old.name) ?? old.name
        attributes = ElementMatching(old: old.attributes, new: new.attributes)
        relationships = ElementMatching(old: old.relationships, new: new.relationships)
    }

    func change(
        _ kind: ModelChange.Kind, property: String? = nil, field: String? = nil, before: String? = nil,
        after: String? = nil, _ migration: MigrationClass, condition: String? = nil, destructive: Bool = false,
        evidence: MigrationEvidence, old oldLocation: SourceLocation? = nil, new newLocation: SourceLocation? = nil
    ) -> ModelChange {
        ModelChange(
            kind, entity: new.name, property: property, field: field, before: before, after: after,
            migration: migration, condition: condition, isDestructive: destructive, evidence: evidence,
            oldLocation: oldLocation ?? old.location, newLocation: newLocation ?? new.location)
    }

    /// The changes the entity may share with its ancestors (`HierarchyComparison.reportedOnce` keeps each
    /// at the highest entity that has it): its effective uniqueness constraints, then every property change
    /// (attributes, relationships, fetched properties).
    func inheritableChanges() -> [ModelChange] {
        [constraintChange()].compactMap { $0 } + attributeChanges() + relationshipChanges() + fetchedPropertyChanges()
    }

    /// The changes of the entity's own settings.
    func entityChanges() -> [ModelChange] {
        var changes: [ModelChange] = []
        let oldParent = old.parentEntity.map { names.renamed($0) ?? "\($0) (removed)" }
        if oldParent != new.parentEntity {
            // Apple: creating a new parent or child entity and moving an entity out of a hierarchy are
            // inferred; merging hierarchies is not. What the entity gains, loses or keeps is reported per
            // property.
            let merged = hierarchy.mergedEntities(with: new)
            changes.append(
                change(
                    .entityChanged, field: "parentEntity", before: old.parentEntity, after: new.parentEntity,
                    merged.isEmpty ? .lightweight : .custom,
                    condition: merged.isEmpty
                        ? nil
                        : "puts \(new.name) in one hierarchy with "
                            + merged.joined(separator: ", ")
                            + ", which shared no parent entity with it in the old version; "
                            + "lightweight migration cannot merge hierarchies: copy the objects in a custom migration stage",
                    evidence: merged.isEmpty ? .hierarchy : .hierarchiesMerged))
        }
        if old.isAbstract != new.isAbstract {
            // Not in Apple's list. Abstractness is a version-hash input, so the store migrates; an abstract
            // entity has no objects of its own, so existing objects of exactly this entity have no place to go.
            changes.append(
                change(
                    .entityChanged, field: "isAbstract", before: "\(old.isAbstract)", after: "\(new.isAbstract)",
                    new.isAbstract ? .conditional : .lightweight,
                    condition: new.isAbstract
                        ? "the store must hold no objects of \(new.name) itself, only of its "
                            + "subentities; move or delete them in a custom migration stage first" : nil,
                    evidence: .madeAbstract))
        }
        // A version-hash input with nothing to convert: the store migrates, trivially. The class name, userInfo
        // and fetch indexes are not version-hash inputs (NSEntityDescription.versionHash): nothing migrates.
        if old.versionHashModifier != new.versionHashModifier {
            changes.append(
                change(
                    .entityChanged, field: "versionHashModifier", before: old.versionHashModifier,
                    after: new.versionHashModifier, .lightweight, evidence: .hashInputOnly))
        }
        if old.representedClass?.rawValue != new.representedClass?.rawValue {
            changes.append(
                change(
                    .entityChanged, field: "representedClassName", before: old.representedClass?.rawValue,
                    after: new.representedClass?.rawValue, .none, evidence: .sameVersionHash))
        }
        if !old.userInfo.hasSameEntries(as: new.userInfo) {
            changes.append(change(.entityChanged, field: "userInfo", .none, evidence: .sameVersionHash))
        }
        // Written indexes only: one momc derives from an indexed attribute or a compound index is not a change here.
        let indexes = { (entity: Entity) in
            entity.fetchIndexes.filter { $0.derivedFrom == nil }.map { [$0.name] + $0.elements.compactMap(\.property) }
        }
        if indexes(old) != indexes(new) {
            changes.append(change(.entityChanged, field: "fetchIndexes", .none, evidence: .sameVersionHash))
        }
        return changes
    }

    /// A change of the uniqueness constraints that apply to the entity: its own and its ancestors', as Core
    /// Data applies them. Not in Apple's list; decided here from what a constraint means: objects that were
    /// unique under an old constraint are unique under any constraint that holds more properties, so dropping
    /// or widening constraints cannot fail, and only a new constraint that contains no old one (after
    /// renames) needs the existing objects to be unique already.
    private func constraintChange() -> ModelChange? {
        let oldConstraints = constraints(of: old, inOld: true)
        let after = constraints(of: new, inOld: false)
        // Most entities have none in either version: nothing to rename or compare.
        if oldConstraints.isEmpty, after.isEmpty { return nil }
        let renamed = Dictionary(
            (attributes.pairs.map { ($0.old.name, $0.new.name) }
                + relationships.pairs.map { ($0.old.name, $0.new.name) }), uniquingKeysWith: { first, _ in first })
        let before = oldConstraints.map { $0.map { renamed[$0] ?? $0 } }
        guard before != after else { return nil }
        let stricter = after.filter { constraint in
            !before.contains { Set($0).isSubset(of: Set(constraint)) }
        }
        let text = { (constraints: [[String]]) -> String? in
            constraints.isEmpty
                ? nil
                : constraints.map { "(" + $0.joined(separator: ", ") + ")" }.joined(separator: ", ")
        }
        return change(
            .entityChanged, field: "uniquenessConstraints", before: text(oldConstraints),
            after: text(after), stricter.isEmpty ? .lightweight : .conditional,
            condition: stricter.isEmpty
                ? nil
                : "existing objects must already be unique by "
                    + (text(stricter) ?? "") + "; otherwise remove the duplicates in a custom migration stage",
            evidence: .uniqueness)
    }

    /// The constraints that apply to `entity`: its root ancestor's first, its own last; as written, names the
    /// entity does not have included, as the version hash covers them.
    private func constraints(of entity: Entity, inOld: Bool) -> [[String]] {
        let written = { (entity: Entity) in
            (entity.writtenUniquenessConstraints ?? entity.uniquenessConstraints).map(\.properties)
        }
        if entity.ancestors.isEmpty { return written(entity) }
        let lineage = entity.ancestors.reversed().compactMap { names.entity(named: $0, old: inOld) } + [entity]
        return lineage.flatMap(written)
    }

    /// Appends the changes of one matched pair: a rename, a move within a hierarchy, then what `compare` finds.
    private func appendPairChanges<Property: DiffableProperty>(
        _ previous: Property, _ property: Property,
        kinds: (
            added: ModelChange.Kind, renamed: ModelChange.Kind, changed: ModelChange.Kind,
            removed: ModelChange.Kind
        ),
        compare: (Property, Property) -> [ModelChange], to changes: inout [ModelChange]
    ) {
        // Apple: "renaming an entity or property" through the renaming identifier.
        if previous.name != property.name {
            changes.append(
                change(
                    kinds.renamed, property: property.name, before: previous.name,
                    after: property.name, .lightweight, evidence: .renamed, old: previous.location,
                    new: property.location))
        }
        // Apple: properties may move up and down a hierarchy; their values stay with the objects.
        let declaredBy =
            previous.declaringEntity == old.name
            ? renamedSelf
            : names.renamed(previous.declaringEntity) ?? previous.declaringEntity
        if declaredBy != property.declaringEntity {
            changes.append(
                change(
                    kinds.changed, property: property.name, field: "declaringEntity",
                    before: previous.declaringEntity, after: property.declaringEntity,
                    .lightweight, evidence: .hierarchy, old: previous.location,
                    new: property.location))
        }
        let compared = compare(previous, property)
        if !compared.isEmpty { changes += compared }
    }

    /// Reports additions, renames, moves within a hierarchy, removals (destructive when the property holds
    /// data) and, through `compare`, changes of matched pairs. A removal with exactly one addition of the
    /// same shape gets the Renaming ID to set as its suggestion; so does a property that keeps its name but
    /// carries a Renaming ID no old property has (Core Data matches by the identifier, not the name).
    func propertyChanges<Property: DiffableProperty>(
        _ matching: ElementMatching<Property>,
        kinds: (
            added: ModelChange.Kind, renamed: ModelChange.Kind, changed: ModelChange.Kind,
            removed: ModelChange.Kind
        ),
        additionCondition: (Property) -> String?,
        compare: (Property, Property) -> [ModelChange]
    ) -> [ModelChange] {
        var changes: [ModelChange] = []
        // Most pairs do not differ, and copying each element would cost more than comparing it: elements are read
        // in place, through buffer pointers that live only for this loop.
        matching.old.withUnsafeBufferPointer { oldElements in
            matching.new.withUnsafeBufferPointer { newElements in
                for index in newElements.indices {
                    if let partner = matching.partners[index] {
                        appendPairChanges(
                            oldElements[partner], newElements[index], kinds: kinds, compare: compare,
                            to: &changes)
                        continue
                    }
                    // Apple: "addition of an attribute"; relationships may be added too. `additionCondition` says
                    // when the existing objects need a value.
                    let condition = additionCondition(newElements[index])
                    var addition = change(
                        kinds.added, property: newElements[index].name,
                        condition == nil ? .lightweight : .conditional, condition: condition,
                        evidence: condition == nil ? .added : .addedRequired,
                        new: newElements[index].location)
                    addition.oldLocation = nil
                    changes.append(addition)
                }
            }
        }
        // The rest words the removals: with none, it is done.
        if matching.removedIndices.isEmpty { return changes }
        let added = matching.added
        let suggester = RenameSuggester(added: added, removed: matching.removed, shape: { $0.renameShape })
        // Apple: "removal of an attribute"; relationships may be removed too. The values are lost.
        for property in matching.removed {
            let losesValues = property.holdsData && !movedDownToEverySubentity(property)
            var removal = change(
                kinds.removed, property: property.name, .lightweight,
                destructive: losesValues,
                evidence: property.holdsData && !losesValues
                    ? .hierarchy
                    : .removed, old: property.location)
            removal.newLocation = nil
            if let namesake = added.first(where: { $0.name == property.name }) {
                removal.evidence = .renamingIdentifierChanged
                removal.suggestion =
                    "\(new.name).\(property.name) keeps its name, but its identifier (the Renaming "
                    + "ID, or the name when none is set) changed from \"\(property.matchKey)\" to "
                    + "\"\(namesake.matchKey)\"; "
                    + "Core Data matches properties by that identifier, so lightweight migration starts the property "
                    + "empty: set its Renaming ID (elementID) to \"\(property.matchKey)\" to keep the data"
            } else if let candidate = suggester.lookalike(ofShape: property.renameShape) {
                removal.suggestion =
                    "if \(new.name).\(candidate.name) is \(property.name) renamed, set its "
                    + "Renaming ID (elementID) to \"\(property.matchKey)\" so lightweight migration keeps the data"
            }
            changes.append(removal)
        }
        return changes
    }
}

extension EntityComparison {
    /// Whether every object that has `property`, removed from this entity, keeps it: the entity is abstract in the
    /// old version (it has no objects of its own) and each of its subentities still has the property in the new
    /// version, moved down the hierarchy (Apple: "move properties up and down the entity hierarchy"). Core Data
    /// keeps a hierarchy in one table, so the values stay in their column. A subentity removed altogether loses
    /// its objects with it, reported as its own removal.
    func movedDownToEverySubentity<Property: DiffableProperty>(_ property: Property) -> Bool {
        guard old.isAbstract else { return false }
        var pending = old.subentities
        var seen = Set(pending)
        while let name = pending.popLast() {
            guard let subentity = names.entity(named: name, old: true) else { continue }
            if let renamed = names.renamed(name), let kept = names.entity(named: renamed, old: false),
                !kept.hasProperty(matching: property.matchKey)
            {
                return false
            }
            for next in subentity.subentities where seen.insert(next).inserted { pending.append(next) }
        }
        return true
    }
}

extension Entity {
    /// Whether the entity has an attribute or relationship, its own or inherited, whose identifier is `key`.
    func hasProperty(matching key: String) -> Bool {
        attributes.contains { $0.matchKey == key } || relationships.contains { $0.matchKey == key }
    }
}

/// What matching properties across versions needs of attributes, relationships and fetched properties.
protocol DiffableProperty: MatchableElement {
    var location: SourceLocation { get }
    var declaringEntity: String { get }
    /// Whether the store holds values of it, so that removing it loses data.
    var holdsData: Bool { get }
    /// What a removed and an added property must share to look like one rename.
    var renameShape: String { get }
}

extension Attribute: DiffableProperty {
    var holdsData: Bool { !isTransient && !isDerived }
    var renameShape: String { "\(type.rawValue) \(isOptional)" }
}

extension Relationship: DiffableProperty {
    var holdsData: Bool { !isTransient }
    var renameShape: String { "\(destinationEntity) \(isToMany) \(isOrdered)" }
}

extension FetchedProperty: DiffableProperty {
    var holdsData: Bool { false }
    var renameShape: String { fetchRequest.entity }
    var matchKey: String { renamingIdentifier ?? name }
}

extension [UserInfoEntry] {
    /// Whether both hold the same keys and values in the same order, wherever they are in their files: the way
    /// dictionaries are compared across versions.
    func hasSameEntries(as other: [UserInfoEntry]) -> Bool {
        elementsEqual(other) { $0.key == $1.key && $0.value == $1.value }
    }
}
