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
        attribute.isOptional || attribute.defaultValue != nil || attribute.isTransient
            ? nil
            : "works only on an empty store: give the attribute a default value or make it optional"
    }

    private func compare(_ old: Attribute, _ new: Attribute) -> [ModelChange] {
        var changes: [ModelChange] = []
        func add(
            _ field: String, _ before: String?, _ after: String?, _ migration: MigrationClass,
            condition: String? = nil, destructive: Bool = false, evidence: MigrationEvidence
        ) {
            changes.append(
                change(
                    .attributeChanged, property: new.name, field: field, before: before, after: after,
                    migration, condition: condition, destructive: destructive, evidence: evidence,
                    old: old.location, new: new.location))
        }
        // A transient attribute is not stored: in a version where it is transient there is nothing to convert
        // or to require. Its type and flags are still version-hash inputs, so the store migrates, trivially.
        let storedInBoth = !old.isTransient && !new.isTransient
        if old.type != new.type {
            let conversion =
                storedInBoth
                ? TypeConversion(from: old.type, to: new.type)
                : TypeConversion(migration: .lightweight, condition: nil, evidence: .typeOfTransient)
            add(
                "type", old.type.rawValue, new.type.rawValue, conversion.migration, condition: conversion.condition,
                evidence: conversion.evidence)
        }
        if old.isOptional != new.isOptional {
            // Apple: "a nonoptional attribute becoming optional"; "an optional attribute becoming
            // non-optional, and defining a default value".
            let needsValue = !new.isOptional && new.defaultValue == nil && storedInBoth
            add(
                "optional", "\(old.isOptional)", "\(new.isOptional)", needsValue ? .conditional : .lightweight,
                condition: needsValue
                    ? "every existing object must already have a value; otherwise give the "
                        + "attribute a default value" : nil, evidence: new.isOptional ? .optionalRelaxed : .madeRequired
            )
        }
        if old.isTransient != new.isTransient {
            // Stored → transient drops the values; transient → stored is an added stored attribute.
            let condition = new.isTransient ? nil : Self.storedValueCondition(new)
            add(
                "transient", "\(old.isTransient)", "\(new.isTransient)", condition == nil ? .lightweight : .conditional,
                condition: condition, destructive: new.isTransient, evidence: .transientToggled)
        }
        if old.isDerived != new.isDerived || old.derivationExpression != new.derivationExpression {
            // A derived attribute's version hash is its expression's: the store migrates, and the values are
            // recomputed when objects are saved.
            add("derivation", old.derivationExpression, new.derivationExpression, .lightweight, evidence: .derivation)
        }
        // Version-hash inputs with nothing to convert (the modifier; external storage moves the bytes but keeps
        // the values): inferred. Defaults, validation, transformers, indexing and userInfo are not version-hash
        // inputs (NSPropertyDescription.versionHash): nothing migrates.
        if old.versionHashModifier != new.versionHashModifier {
            add(
                "versionHashModifier", old.versionHashModifier, new.versionHashModifier, .lightweight,
                evidence: .hashInputOnly)
        }
        if old.allowsExternalBinaryDataStorage != new.allowsExternalBinaryDataStorage {
            add(
                "allowsExternalBinaryDataStorage", "\(old.allowsExternalBinaryDataStorage)",
                "\(new.allowsExternalBinaryDataStorage)", .lightweight, evidence: .hashInputOnly)
        }
        if old.preserveAfterDeletion != new.preserveAfterDeletion {
            add(
                "preserveAfterDeletion", "\(old.preserveAfterDeletion)", "\(new.preserveAfterDeletion)", .lightweight,
                evidence: .hashInputOnly)
        }
        // Compared as values, not as text: a default of 0 stays 0 when an Integer 64 becomes a Decimal.
        if !Value.sameValue(old.defaultValue, new.defaultValue) {
            add(
                "defaultValue", old.defaultValue?.modelText, new.defaultValue?.modelText, .none,
                evidence: .sameVersionHash)
        }
        if !Value.sameValue(old.minimum, new.minimum) || !Value.sameValue(old.maximum, new.maximum)
            || old.regularExpression != new.regularExpression
        {
            add("validation", nil, nil, .none, evidence: .sameVersionHash)
        }
        // Neither is a version-hash input: stored values stay as they were written, for the new transformer or
        // class to read.
        if old.valueTransformerName != new.valueTransformerName {
            let note = Attribute.keyedArchiveNote(from: old, to: new)
            add(
                "transformer", old.valueTransformerName ?? "default", new.valueTransformerName ?? "default", .none,
                condition: !storedInBoth
                    ? nil
                    : note ?? "stored values keep the old encoding; the new transformer must read them",
                evidence: note == nil ? .transformerOther : .transformerKeyedArchive)
        }
        if old.customClassName != new.customClassName {
            add(
                "valueClass", old.customClassName, new.customClassName, .none,
                condition: storedInBoth && old.type == .transformable
                    ? "stored values keep the old encoding; the transformer must read them as the new class" : nil,
                evidence: .transformerOther)
        }
        // As written: an index momc derives from a fetch index is the entity's fetchIndexes change.
        if old.isWrittenIndexed != new.isWrittenIndexed || old.isIndexedBySpotlight != new.isIndexedBySpotlight {
            add("indexed", nil, nil, .none, evidence: .sameVersionHash)
        }
        if !old.userInfo.hasSameEntries(as: new.userInfo) {
            add("userInfo", nil, nil, .none, evidence: .sameVersionHash)
        }
        return changes
    }
}
