import ShaleModel

extension EntityComparison {
    /// The relationship changes of the entity.
    func relationshipChanges() -> [ModelChange] {
        propertyChanges(
            relationships,
            kinds: (.relationshipAdded, .relationshipRenamed, .relationshipChanged, .relationshipRemoved),
            additionCondition: { relationship in
                relationship.isOptional || relationship.isTransient
                    ? nil
                    : "works only on an empty store: make the relationship optional"
            },
            compare: compare
        )
    }

    private func compare(_ old: Relationship, _ new: Relationship) -> [ModelChange] {
        var changes: [ModelChange] = []
        func add(
            _ field: String, _ before: String?, _ after: String?, _ migration: MigrationClass,
            condition: String? = nil, destructive: Bool = false, evidence: MigrationEvidence
        ) {
            changes.append(
                change(
                    .relationshipChanged, property: new.name, field: field, before: before,
                    after: after, migration, condition: condition, destructive: destructive,
                    evidence: evidence, old: old.location, new: new.location))
        }
        let storedInBoth = !old.isTransient && !new.isTransient
        if let destination = destinationChange(old, new, stored: storedInBoth) {
            add(
                "destinationEntity", old.destinationEntity, new.destinationEntity, destination.migration,
                condition: destination.condition, evidence: destination.evidence)
        }
        // Apple: a relationship may change from to-one to to-many, and from unordered to ordered and back. Back to
        // to-one, an object keeps at most one of its links.
        if old.isToMany != new.isToMany {
            add(
                "toMany", "\(old.isToMany)", "\(new.isToMany)", .lightweight,
                destructive: !new.isToMany && storedInBoth, evidence: new.isToMany ? .toMany : .toOne)
        }
        if old.isOrdered != new.isOrdered {
            add("ordered", "\(old.isOrdered)", "\(new.isOrdered)", .lightweight, evidence: .ordered)
        }
        if old.isOptional != new.isOptional {
            let needsValue = !new.isOptional && storedInBoth
            add(
                "optional", "\(old.isOptional)", "\(new.isOptional)", needsValue ? .conditional : .lightweight,
                condition: needsValue ? "every existing object must already have a destination" : nil,
                evidence: new.isOptional ? .optionalRelaxed : .madeRequired)
        }
        // Counts, the inverse and the modifier are relationship version-hash inputs with nothing to convert:
        // inferred. The delete rule and userInfo are not inputs: nothing migrates.
        if old.minCount != new.minCount || old.maxCount != new.maxCount {
            add("count", old.countText, new.countText, .lightweight, evidence: .hashInputOnly)
        }
        // Compare inverses by identity, so renaming the inverse relationship is not a change of this one.
        if inverseKey(old, old: true) != inverseKey(new, old: false) {
            add("inverse", old.inverseName, new.inverseName, .lightweight, evidence: .hashInputOnly)
        }
        if old.isTransient != new.isTransient {
            let condition =
                new.isTransient || new.isOptional
                ? nil
                : "works only on an empty store: make the relationship optional"
            add(
                "transient", "\(old.isTransient)", "\(new.isTransient)", condition == nil ? .lightweight : .conditional,
                condition: condition, destructive: new.isTransient, evidence: .transientToggled)
        }
        if old.versionHashModifier != new.versionHashModifier {
            add(
                "versionHashModifier", old.versionHashModifier, new.versionHashModifier, .lightweight,
                evidence: .hashInputOnly)
        }
        if old.deleteRule != new.deleteRule {
            add("deleteRule", old.deleteRule.rawValue, new.deleteRule.rawValue, .none, evidence: .sameVersionHash)
        }
        if !old.userInfo.hasSameEntries(as: new.userInfo) {
            add("userInfo", nil, nil, .none, evidence: .sameVersionHash)
        }
        return changes
    }

    /// How a change of destination migrates, or `nil` when the destination is the same entity (renamed or not).
    ///
    /// Not in Apple's list; decided here from what the store holds (hence unverified): each link points at an
    /// object of the old destination, which keeps its entity. Widened to an ancestor of the old destination
    /// (typically its new parent), every link is still valid, so the mapping is inferred. Narrowed to a subentity,
    /// only links to objects of that subentity stay valid, and a subentity added in this version has no objects
    /// yet. Anything else needs the links mapped by hand. A transient relationship stores no links, so nothing has
    /// to hold.
    private func destinationChange(_ old: Relationship, _ new: Relationship, stored: Bool)
        -> (migration: MigrationClass, condition: String?, evidence: MigrationEvidence)?
    {
        guard let previous = names.renamed(old.destinationEntity) else {
            return stored
                ? (
                    .custom,
                    "the old destination \(old.destinationEntity) was removed; map existing "
                        + "objects to the new destination in a custom migration stage", .destinationUnrelated
                )
                : (.lightweight, nil, .notInStore)
        }
        guard previous != new.destinationEntity else { return nil }
        guard stored else { return (.lightweight, nil, .notInStore) }
        if hierarchy.isSelfOrAncestor(new.destinationEntity, of: previous) {
            return (.lightweight, nil, .destinationWidened)
        }
        if hierarchy.isSelfOrAncestor(previous, of: new.destinationEntity) {
            guard names.oldName(of: new.destinationEntity) != nil else {
                return (
                    .conditional,
                    "\(new.destinationEntity) is new in this version, so no existing object is "
                        + "one: \(self.new.name).\(new.name) must be empty in every stored object; otherwise move the "
                        + "destinations to \(new.destinationEntity) in a custom migration stage", .destinationNarrowed
                )
            }
            return (
                .conditional, "every existing destination must already be a \(new.destinationEntity)",
                .destinationNarrowed
            )
        }
        return (
            .custom, "map existing objects to the new destination in a custom migration stage",
            .destinationUnrelated
        )
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
                    changes.append(
                        change(
                            .fetchedPropertyChanged, property: new.name, field: field, before: before,
                            after: after, .none, evidence: .notInStore, old: old.location,
                            new: new.location))
                }
                if !old.userInfo.hasSameEntries(as: new.userInfo) {
                    changes.append(
                        change(
                            .fetchedPropertyChanged, property: new.name, field: "userInfo", .none,
                            evidence: .notInStore, old: old.location, new: new.location))
                }
                return changes
            }
        ).map { change in
            var change = change
            change.migration = .none
            change.evidence = .notInStore
            return change
        }
    }

    /// The match key of a relationship's inverse, or its name when the inverse cannot be found.
    private func inverseKey(_ relationship: Relationship, old isOld: Bool) -> String? {
        guard let name = relationship.inverseName else { return nil }
        return names.matchKey(
            ofRelationship: name, in: relationship.inverseEntity ?? relationship.destinationEntity,
            old: isOld) ?? name
    }
}

extension Relationship {
    /// The relationship's counts as a report shows them: `0...1`, `1...*` (a maximum of 0 means no limit).
    var countText: String {
        "\(minCount)...\(maxCount == 0 ? "*" : "\(maxCount)")"
    }
}
