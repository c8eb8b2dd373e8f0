import ShaleModel

/// The changes between two versions of one entity: its own settings, then its attributes and relationships.
struct EntityComparison {
    let old: Entity
    let new: Entity
    let names: EntityNameMap

    private func change(
        _ kind: ModelChange.Kind, property: String? = nil, field: String? = nil, before: String? = nil,
        after: String? = nil, _ migration: MigrationClass, condition: String? = nil, destructive: Bool = false,
        old oldLocation: SourceLocation? = nil, new newLocation: SourceLocation? = nil
    ) -> ModelChange {
        ModelChange(kind, entity: new.name, property: property, field: field, before: before, after: after,
                    migration: migration, condition: condition, isDestructive: destructive,
                    oldLocation: oldLocation ?? old.location, newLocation: newLocation ?? new.location)
    }

    func changes() -> [ModelChange] {
        entityChanges() + attributeChanges() + relationshipChanges() + fetchedPropertyChanges()
    }

    private func entityChanges() -> [ModelChange] {
        var changes: [ModelChange] = []
        let oldParent = old.parentEntity.map { names.renamed($0) ?? "\($0) (removed)" }
        if oldParent != new.parentEntity {
            // Adding a new level to a hierarchy is inferred; moving an entity under another entity that
            // already existed merges two hierarchies, which lightweight migration cannot do.
            let parentExisted = new.parentEntity.map(names.survivors.contains) ?? false
            changes.append(change(.entityChanged, field: "parentEntity", before: old.parentEntity,
                                  after: new.parentEntity, parentExisted ? .custom : .lightweight,
                                  condition: parentExisted ? "merges two existing entity hierarchies" : nil))
        }
        if old.isAbstract != new.isAbstract {
            changes.append(change(.entityChanged, field: "isAbstract", before: "\(old.isAbstract)",
                                  after: "\(new.isAbstract)", new.isAbstract ? .custom : .lightweight,
                                  destructive: new.isAbstract))
        }
        if old.versionHashModifier != new.versionHashModifier {
            changes.append(change(.entityChanged, field: "versionHashModifier", before: old.versionHashModifier,
                                  after: new.versionHashModifier, .lightweight))
        }
        if old.representedClass?.rawValue != new.representedClass?.rawValue {
            changes.append(change(.entityChanged, field: "representedClassName", before: old.representedClass?.rawValue,
                                  after: new.representedClass?.rawValue, .none))
        }
        if old.userInfo.map(\.pair) != new.userInfo.map(\.pair) {
            changes.append(change(.entityChanged, field: "userInfo", .none))
        }
        let constraints = { (entity: Entity) in entity.uniquenessConstraints.map(\.properties) }
        if constraints(old) != constraints(new) {
            changes.append(change(.entityChanged, field: "uniquenessConstraints", .lightweight,
                                  condition: "existing objects must already be unique under the new constraints"))
        }
        let indexes = { (entity: Entity) in entity.fetchIndexes.map { [$0.name] + $0.elements.compactMap(\.property) } }
        if indexes(old) != indexes(new) {
            changes.append(change(.entityChanged, field: "fetchIndexes", .none))
        }
        return changes.map(classifyConditional)
    }

    /// Conditional changes carry their condition; give every change with one the `conditional` class.
    private func classifyConditional(_ change: ModelChange) -> ModelChange {
        var change = change
        if change.condition != nil, change.migration == .lightweight { change.migration = .conditional }
        return change
    }

    /// Matches `oldProperties` to `newProperties` by renaming ID (else name) and reports additions, renames,
    /// removals (destructive when the property holds data) and, through `compare`, changes of matched pairs.
    /// A removal with exactly one addition of the same shape gets the Renaming ID to set as its suggestion.
    private func propertyChanges<Property: DiffableProperty>(
        _ oldProperties: [Property],
        _ newProperties: [Property],
        kinds: (added: ModelChange.Kind, renamed: ModelChange.Kind, removed: ModelChange.Kind),
        additionCondition: (Property) -> String?,
        compare: (Property, Property) -> [ModelChange]
    ) -> [ModelChange] {
        var changes: [ModelChange] = []
        let oldByKey = Dictionary(oldProperties.map { ($0.matchKey, $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(newProperties.map(\.matchKey))
        var added: [Property] = []
        // A property an entity inherits in both versions is reported once, at the entity that declares it.
        let isOwn = { (property: Property, entity: Entity) in property.declaringEntity == entity.name }
        for property in newProperties {
            guard let previous = oldByKey[property.matchKey] else {
                guard isOwn(property, new) else { continue }
                let condition = additionCondition(property)
                var addition = change(kinds.added, property: property.name,
                                      condition == nil ? .lightweight : .conditional, condition: condition,
                                      new: property.location)
                addition.oldLocation = nil
                changes.append(addition)
                added.append(property)
                continue
            }
            guard isOwn(previous, old) || isOwn(property, new) else { continue }
            if previous.name != property.name {
                changes.append(change(kinds.renamed, property: property.name, before: previous.name,
                                      after: property.name, .lightweight, old: previous.location,
                                      new: property.location))
            }
            changes += compare(previous, property)
        }
        let removed = oldProperties.filter { !newKeys.contains($0.matchKey) && isOwn($0, old) }
        let suggester = RenameSuggester(added: added, removed: removed, shape: \.renameShape)
        for property in removed {
            var removal = change(kinds.removed, property: property.name, .lightweight,
                                 destructive: property.holdsData, old: property.location)
            removal.newLocation = nil
            if let candidate = suggester.lookalike(ofShape: property.renameShape) {
                removal.suggestion = "if \(new.name).\(candidate.name) is \(property.name) renamed, set its Renaming ID "
                    + "(elementID) to \"\(property.matchKey)\" so lightweight migration keeps the data"
            }
            changes.append(removal)
        }
        return changes
    }

    private func attributeChanges() -> [ModelChange] {
        propertyChanges(
            old.attributes, new.attributes, kinds: (.attributeAdded, .attributeRenamed, .attributeRemoved),
            additionCondition: { attribute in
                attribute.isOptional || attribute.defaultValue != nil || attribute.isTransient ? nil
                    : "works only on an empty store: give the attribute a default value or make it optional"
            },
            compare: compare
        )
    }

    private func compare(_ old: Attribute, _ new: Attribute) -> [ModelChange] {
        var changes: [ModelChange] = []
        func add(_ field: String, _ before: String?, _ after: String?, _ migration: MigrationClass,
                 condition: String? = nil, destructive: Bool = false) {
            changes.append(change(.attributeChanged, property: new.name, field: field, before: before, after: after,
                                  migration, condition: condition, destructive: destructive,
                                  old: old.location, new: new.location))
        }
        if old.type != new.type {
            add("type", old.type.rawValue, new.type.rawValue, .custom,
                condition: "convert existing values in a custom migration stage")
        }
        if old.isOptional != new.isOptional {
            let needsValue = !new.isOptional && new.defaultValue == nil
            add("optional", "\(old.isOptional)", "\(new.isOptional)", needsValue ? .conditional : .lightweight,
                condition: needsValue ? "every existing object must already have a value; otherwise give the "
                    + "attribute a default value" : nil)
        }
        if old.isTransient != new.isTransient {
            add("transient", "\(old.isTransient)", "\(new.isTransient)", .lightweight, destructive: new.isTransient)
        }
        if old.isDerived != new.isDerived || old.derivationExpression != new.derivationExpression {
            // Not a version-hash input: derived values are recomputed when objects are saved.
            add("derivation", old.derivationExpression, new.derivationExpression, .none)
        }
        if old.versionHashModifier != new.versionHashModifier {
            add("versionHashModifier", old.versionHashModifier, new.versionHashModifier, .lightweight)
        }
        if old.allowsExternalBinaryDataStorage != new.allowsExternalBinaryDataStorage {
            add("allowsExternalBinaryDataStorage", "\(old.allowsExternalBinaryDataStorage)",
                "\(new.allowsExternalBinaryDataStorage)", .lightweight)
        }
        if old.defaultValue != new.defaultValue {
            add("defaultValue", old.defaultValue?.modelText, new.defaultValue?.modelText, .none)
        }
        if old.minimum != new.minimum || old.maximum != new.maximum || old.regularExpression != new.regularExpression {
            add("validation", nil, nil, .none)
        }
        if old.valueTransformerName != new.valueTransformerName || old.customClassName != new.customClassName {
            add("transformer", old.valueTransformerName ?? old.customClassName,
                new.valueTransformerName ?? new.customClassName, .none,
                condition: "stored values keep the old encoding; the new transformer must read them")
        }
        if old.isIndexed != new.isIndexed || old.isIndexedBySpotlight != new.isIndexedBySpotlight {
            add("indexed", nil, nil, .none)
        }
        if old.userInfo.map(\.pair) != new.userInfo.map(\.pair) {
            add("userInfo", nil, nil, .none)
        }
        return changes
    }

    private func relationshipChanges() -> [ModelChange] {
        propertyChanges(
            old.relationships, new.relationships,
            kinds: (.relationshipAdded, .relationshipRenamed, .relationshipRemoved),
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
        if names.renamed(old.destinationEntity) != new.destinationEntity {
            add("destinationEntity", old.destinationEntity, new.destinationEntity, .custom,
                condition: "map existing objects to the new destination in a custom migration stage")
        }
        if old.isToMany != new.isToMany {
            add("toMany", "\(old.isToMany)", "\(new.isToMany)", .lightweight, destructive: !new.isToMany)
        }
        if old.isOrdered != new.isOrdered {
            add("ordered", "\(old.isOrdered)", "\(new.isOrdered)", .lightweight)
        }
        if old.isOptional != new.isOptional {
            add("optional", "\(old.isOptional)", "\(new.isOptional)", new.isOptional ? .lightweight : .conditional,
                condition: new.isOptional ? nil : "every existing object must already have a destination")
        }
        if old.minCount != new.minCount || old.maxCount != new.maxCount {
            add("count", "\(old.minCount)...\(old.maxCount)", "\(new.minCount)...\(new.maxCount)", .lightweight)
        }
        // Compare inverses by identity, so renaming the inverse relationship is not a change of this one.
        if inverseKey(old, old: true) != inverseKey(new, old: false) {
            add("inverse", old.inverseName, new.inverseName, .lightweight)
        }
        if old.isTransient != new.isTransient {
            add("transient", "\(old.isTransient)", "\(new.isTransient)", .lightweight, destructive: new.isTransient)
        }
        if old.versionHashModifier != new.versionHashModifier {
            add("versionHashModifier", old.versionHashModifier, new.versionHashModifier, .lightweight)
        }
        if old.deleteRule != new.deleteRule {
            add("deleteRule", old.deleteRule.rawValue, new.deleteRule.rawValue, .none)
        }
        if old.userInfo.map(\.pair) != new.userInfo.map(\.pair) {
            add("userInfo", nil, nil, .none)
        }
        return changes
    }
}

extension EntityComparison {
    /// Fetched properties are not stored: every change to them leaves the store alone.
    private func fetchedPropertyChanges() -> [ModelChange] {
        propertyChanges(
            old.fetchedProperties, new.fetchedProperties,
            kinds: (.fetchedPropertyAdded, .fetchedPropertyRenamed, .fetchedPropertyRemoved),
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
                if old.userInfo.map(\.pair) != new.userInfo.map(\.pair) {
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
        let owner = names.entity(named: relationship.inverseEntity ?? relationship.destinationEntity, old: isOld)
        return owner?.relationships.first { $0.name == name }?.matchKey ?? name
    }
}

/// What matching properties across versions needs of attributes, relationships and fetched properties.
protocol DiffableProperty {
    var name: String { get }
    var matchKey: String { get }
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

extension UserInfoEntry {
    /// The key and value, without the location, for comparing dictionaries across versions.
    var pair: [String] { [key, value] }
}
