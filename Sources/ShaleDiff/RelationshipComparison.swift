import ShaleModel

extension EntityComparison {
    /// The relationship changes of the entity.
    func relationshipChanges() -> [ModelChange] {
        propertyChanges(
            relationships,
            kinds: (.relationshipAdded, .relationshipRenamed, .relationshipChanged, .relationshipRemoved),
            additionCondition: { relationship in
                relationship.isOptional || relationship.isTransient ? nil
                    : "works only on an empty store: make the relationship optional"
            },
            compare: compare
        )
    }

    private func compare(_ old: Relationship, _ new: Relationship) -> [ModelChange] {
        var changes: [ModelChange] = []
        func add(_ field: String, _ before: String?, _ after: String?, _ migration: MigrationClass,
                 condition: String? = nil, destructive: Bool = false) {
            changes.append(change(.relationshipChanged, property: new.name, field: field, before: before,
                                  after: after, migration, condition: condition, destructive: destructive,
                                  old: old.location, new: new.location))
        }
        let storedInBoth = !old.isTransient && !new.isTransient
        if let destination = destinationChange(old, new, stored: storedInBoth) {
            add("destinationEntity", old.destinationEntity, new.destinationEntity, destination.migration,
                condition: destination.condition)
        }
        // Apple: a relationship may change from to-one to to-many, and from unordered to ordered and back.
        if old.isToMany != new.isToMany {
            add("toMany", "\(old.isToMany)", "\(new.isToMany)", .lightweight,
                destructive: !new.isToMany && storedInBoth)
        }
        if old.isOrdered != new.isOrdered {
            add("ordered", "\(old.isOrdered)", "\(new.isOrdered)", .lightweight)
        }
        if old.isOptional != new.isOptional {
            let needsValue = !new.isOptional && storedInBoth
            add("optional", "\(old.isOptional)", "\(new.isOptional)", needsValue ? .conditional : .lightweight,
                condition: needsValue ? "every existing object must already have a destination" : nil)
        }
        // Counts, the inverse and the modifier are relationship version-hash inputs with nothing to convert:
        // inferred. The delete rule and userInfo are not inputs: nothing migrates.
        if old.minCount != new.minCount || old.maxCount != new.maxCount {
            add("count", "\(old.minCount)...\(old.maxCount)", "\(new.minCount)...\(new.maxCount)", .lightweight)
        }
        // Compare inverses by identity, so renaming the inverse relationship is not a change of this one.
        if inverseKey(old, old: true) != inverseKey(new, old: false) {
            add("inverse", old.inverseName, new.inverseName, .lightweight)
        }
        if old.isTransient != new.isTransient {
            let condition = new.isTransient || new.isOptional ? nil
                : "works only on an empty store: make the relationship optional"
            add("transient", "\(old.isTransient)", "\(new.isTransient)", condition == nil ? .lightweight : .conditional,
                condition: condition, destructive: new.isTransient)
        }
        if old.versionHashModifier != new.versionHashModifier {
            add("versionHashModifier", old.versionHashModifier, new.versionHashModifier, .lightweight)
        }
        if old.deleteRule != new.deleteRule {
            add("deleteRule", old.deleteRule.rawValue, new.deleteRule.rawValue, .none)
        }
        if !old.userInfo.hasSameEntries(as: new.userInfo) {
            add("userInfo", nil, nil, .none)
        }
        return changes
    }

    /// How a change of destination migrates, or `nil` when the destination is the same entity (renamed or not).
    ///
    /// Not in Apple's list; decided here from what the store holds: each link points at an object of the old
    /// destination, which keeps its entity. Widened to an ancestor of the old destination (typically its new
    /// parent), every link is still valid, so the mapping is inferred. Narrowed to a subentity, only links to
    /// objects of that subentity stay valid. Anything else needs the links mapped by hand. A transient
    /// relationship stores no links, so nothing has to hold.
    private func destinationChange(_ old: Relationship, _ new: Relationship, stored: Bool)
        -> (migration: MigrationClass, condition: String?)?
    {
        guard let previous = names.renamed(old.destinationEntity) else {
            return stored ? (.custom, "the old destination \(old.destinationEntity) was removed; map existing "
                + "objects to the new destination in a custom migration stage") : (.lightweight, nil)
        }
        guard previous != new.destinationEntity else { return nil }
        guard stored else { return (.lightweight, nil) }
        if hierarchy.isSelfOrAncestor(new.destinationEntity, of: previous) {
            return (.lightweight, nil)
        }
        if hierarchy.isSelfOrAncestor(previous, of: new.destinationEntity) {
            return (.conditional, "every existing destination must already be a \(new.destinationEntity)")
        }
        return (.custom, "map existing objects to the new destination in a custom migration stage")
    }

    /// Fetched properties are not stored: every change to them leaves the store alone.
    func fetchedPropertyChanges() -> [ModelChange] {
        let matching = ElementMatching(old: old.fetchedProperties, new: new.fetchedProperties)
        return propertyChanges(
            matching,
            kinds: (.fetchedPropertyAdded, .fetchedPropertyRenamed, .fetchedPropertyChanged, .fetchedPropertyRemoved),
            additionCondition: { _ in nil },
            compare: { old, new in
                var changes: [ModelChange] = []
                let fields: [(String, String?, String?)] = [
                    ("entity", old.fetchRequest.entity, new.fetchRequest.entity),
                    ("predicate", old.fetchRequest.predicate, new.fetchRequest.predicate),
                    ("versionHashModifier", old.versionHashModifier, new.versionHashModifier),
                ]
                for (field, before, after) in fields where before != after {
                    changes.append(change(.fetchedPropertyChanged, property: new.name, field: field, before: before,
                                          after: after, .none, old: old.location, new: new.location))
                }
                if !old.userInfo.hasSameEntries(as: new.userInfo) {
                    changes.append(change(.fetchedPropertyChanged, property: new.name, field: "userInfo", .none,
                                          old: old.location, new: new.location))
                }
                return changes
            }
        ).map { change in
            var change = change
            change.migration = .none
            return change
        }
    }

    /// The match key of a relationship's inverse, or its name when the inverse cannot be found.
    private func inverseKey(_ relationship: Relationship, old isOld: Bool) -> String? {
        guard let name = relationship.inverseName else { return nil }
        return names.matchKey(ofRelationship: name, in: relationship.inverseEntity ?? relationship.destinationEntity,
                              old: isOld) ?? name
    }
}
