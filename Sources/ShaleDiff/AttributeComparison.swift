import ShaleModel

extension EntityComparison {
    /// The attribute changes of the entity.
    func attributeChanges() -> [ModelChange] {
        propertyChanges(
            attributes, kinds: (.attributeAdded, .attributeRenamed, .attributeChanged, .attributeRemoved),
            additionCondition: Self.storedValueCondition,
            compare: compare
        )
    }

    /// Apple: an added attribute is inferred when it is optional or has a default value ("an optional
    /// attribute becoming non-optional, and defining a default value"); a required one without a default can
    /// only be added to a store with no objects. A transient attribute is not stored, so it needs neither.
    private static func storedValueCondition(_ attribute: Attribute) -> String? {
        attribute.isOptional || attribute.defaultValue != nil || attribute.isTransient ? nil
            : "works only on an empty store: give the attribute a default value or make it optional"
    }

    private func compare(_ old: Attribute, _ new: Attribute) -> [ModelChange] {
        var changes: [ModelChange] = []
        func add(_ field: String, _ before: String?, _ after: String?, _ migration: MigrationClass,
                 condition: String? = nil, destructive: Bool = false) {
            changes.append(change(.attributeChanged, property: new.name, field: field, before: before, after: after,
                                  migration, condition: condition, destructive: destructive,
                                  old: old.location, new: new.location))
        }
        // A transient attribute is not stored: in a version where it is transient there is nothing to convert
        // or to require. Its type and flags are still version-hash inputs, so the store migrates, trivially.
        let storedInBoth = !old.isTransient && !new.isTransient
        if old.type != new.type {
            // Apple lists no type change among the inferred ones: stored values need converting.
            add("type", old.type.rawValue, new.type.rawValue, storedInBoth ? .custom : .lightweight,
                condition: storedInBoth ? "convert existing values in a custom migration stage" : nil)
        }
        if old.isOptional != new.isOptional {
            // Apple: "a nonoptional attribute becoming optional"; "an optional attribute becoming
            // non-optional, and defining a default value".
            let needsValue = !new.isOptional && new.defaultValue == nil && storedInBoth
            add("optional", "\(old.isOptional)", "\(new.isOptional)", needsValue ? .conditional : .lightweight,
                condition: needsValue ? "every existing object must already have a value; otherwise give the "
                    + "attribute a default value" : nil)
        }
        if old.isTransient != new.isTransient {
            // Stored → transient drops the values; transient → stored is an added stored attribute.
            let condition = new.isTransient ? nil : Self.storedValueCondition(new)
            add("transient", "\(old.isTransient)", "\(new.isTransient)", condition == nil ? .lightweight : .conditional,
                condition: condition, destructive: new.isTransient)
        }
        if old.isDerived != new.isDerived || old.derivationExpression != new.derivationExpression {
            // A derived attribute's version hash is its expression's: the store migrates, and the values are
            // recomputed when objects are saved.
            add("derivation", old.derivationExpression, new.derivationExpression, .lightweight)
        }
        // Version-hash inputs with nothing to convert (the modifier; external storage moves the bytes but keeps
        // the values): inferred. Defaults, validation, transformers, indexing and userInfo are not version-hash
        // inputs (NSPropertyDescription.versionHash): nothing migrates.
        if old.versionHashModifier != new.versionHashModifier {
            add("versionHashModifier", old.versionHashModifier, new.versionHashModifier, .lightweight)
        }
        if old.allowsExternalBinaryDataStorage != new.allowsExternalBinaryDataStorage {
            add("allowsExternalBinaryDataStorage", "\(old.allowsExternalBinaryDataStorage)",
                "\(new.allowsExternalBinaryDataStorage)", .lightweight)
        }
        if old.preserveAfterDeletion != new.preserveAfterDeletion {
            add("preserveAfterDeletion", "\(old.preserveAfterDeletion)", "\(new.preserveAfterDeletion)", .lightweight)
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
                condition: storedInBoth ? "stored values keep the old encoding; the new transformer must read them"
                    : nil)
        }
        // As written: an index momc derives from a fetch index is the entity's fetchIndexes change.
        if old.isWrittenIndexed != new.isWrittenIndexed || old.isIndexedBySpotlight != new.isIndexedBySpotlight {
            add("indexed", nil, nil, .none)
        }
        if !old.userInfo.hasSameEntries(as: new.userInfo) {
            add("userInfo", nil, nil, .none)
        }
        return changes
    }
}
