import ShaleModel

/// The entity hierarchies of two versions side by side: which hierarchies a change of parent merges, which
/// ancestors an entity keeps, and which entity reports a property change shared along a hierarchy.
///
/// Apple's rule for hierarchies: new parent and child entities may be created, properties moved up and down
/// a hierarchy, and entities moved out of one, all inferred; but hierarchies cannot be merged: "if two
/// existing entities do not share a common parent in the source, they cannot share a common parent in the
/// destination". Core Data keeps a hierarchy in one table, so merging two needs a custom stage.
struct HierarchyComparison {
    private let names: EntityNameMap

    init(names: EntityNameMap) {
        self.names = names
    }

    /// The root of the old hierarchy of the surviving entity `name` (its new name), or `nil` when it was added.
    private func oldRoot(of name: String) -> String? {
        guard let previous = names.oldName(of: name), let ancestors = names.ancestors(of: previous, old: true) else {
            return nil
        }
        return ancestors.last ?? previous
    }

    /// The surviving entities that share a hierarchy with `entity` in the new version although they shared
    /// none with it in the old one, in model order; empty when its hierarchy merges nothing. Worked out only here,
    /// for an entity whose parent changed: most comparisons never ask.
    func mergedEntities(with entity: Entity) -> [String] {
        guard let root = oldRoot(of: entity.name) else { return [] }
        let newRoot = entity.ancestors.last ?? entity.name
        return names.newEntities.compactMap { member in
            guard (member.ancestors.last ?? member.name) == newRoot, let memberRoot = oldRoot(of: member.name) else {
                return nil
            }
            return memberRoot == root ? nil : member.name
        }
    }

    /// Whether `ancestor` is `entity` or one of its ancestors in the new version.
    func isSelfOrAncestor(_ ancestor: String, of entity: String) -> Bool {
        ancestor == entity || (names.ancestors(of: entity, old: false)?.contains(ancestor) ?? false)
    }

    /// The new names of `entity`'s ancestors that were its ancestors in the old version too.
    private func keptAncestors(of entity: String) -> [String] {
        guard let current = names.ancestors(of: entity, old: false), !current.isEmpty,
            let previous = names.oldName(of: entity), let oldAncestors = names.ancestors(of: previous, old: true)
        else { return [] }
        let kept = Set(oldAncestors.compactMap(names.renamed))
        return current.filter(kept.contains)
    }

    /// `changes` (property and constraint changes by new entity name) without those an entity shares with an
    /// ancestor it has in both versions: the ancestor reports them once. What differs from the ancestor's changes (an
    /// inherited property the entity keeps while the ancestor drops it) stays with the entity.
    func reportedOnce(_ changes: [String: [ModelChange]]) -> [String: [ModelChange]] {
        let signatures = changes.mapValues { Set($0.map { $0.signature(withEntity: false) }) }
        var result: [String: [ModelChange]] = [:]
        for (entity, list) in changes {
            let shared = keptAncestors(of: entity).compactMap { signatures[$0] }
            result[entity] =
                shared.isEmpty
                ? list
                : list.filter { change in
                    let signature = change.signature(withEntity: false)
                    return !shared.contains { $0.contains(signature) }
                }
        }
        return result
    }
}
