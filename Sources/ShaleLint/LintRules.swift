/// Every rule `shale lint` knows, by family. `Documentation/LintRules.md` lists them, kept true by a test.
package enum LintRules {
    // MARK: model: what Xcode and momc check

    /// The reader or resolver refused part of the model, as Xcode would.
    package static let invalid = LintRule(
        "model-invalid", .model, .error,
        summary: "the model cannot be read or resolved as Core Data would",
        hint: "fix the model in Xcode; the message says what is wrong")
    /// The reader or resolver warned about the model.
    package static let warning = LintRule(
        "model-warning", .model, .warning,
        summary: "the model holds a value Core Data reads differently or ignores",
        hint: "fix the value in Xcode; the message says how Core Data reads it")
    /// momc: "relationship does not have an inverse".
    package static let noInverse = LintRule(
        "model-no-inverse", .model, .warning,
        summary: "a relationship has no inverse (Xcode warns too)",
        hint: "set an inverse in Xcode: without one Core Data cannot keep the object graph consistent")
    /// Two relationships name one inverse.
    package static let sharedInverse = LintRule(
        "model-shared-inverse", .model, .warning,
        summary: "a relationship shares its inverse with another relationship",
        hint: "give the relationship an inverse of its own in Xcode")
    /// Deny without an inverse: deleting a destination is never checked.
    package static let denyWithoutInverse = LintRule(
        "model-deny-without-inverse", .model, .warning,
        summary: "a relationship with the Deny delete rule has no inverse, so it can be left dangling",
        hint: "add an inverse whose delete rule keeps the relationship consistent (Deny or Nullify)")
    /// Xcode: "Setting the No Action Delete Rule … is an advanced setting".
    package static let noActionDeleteRule = LintRule(
        "model-no-action-delete-rule", .model, .warning,
        summary: "a relationship uses the No Action delete rule, which leaves references to deleted objects",
        hint: "use Nullify, Cascade or Deny, unless you clear the references yourself")
    /// A concrete entity with no attributes.
    package static let entityWithoutAttributes = LintRule(
        "model-entity-without-attributes", .model, .warning,
        summary: "an entity that is not abstract has no attributes",
        hint: "add an attribute, or mark the entity abstract if it only groups subentities")
    /// Apple: the Undefined type is only for transient attributes.
    package static let undefinedNotTransient = LintRule(
        "model-undefined-attribute", .model, .error,
        summary: "a stored attribute has the Undefined type",
        hint: "choose an attribute type, or make the attribute transient")
    /// Xcode: "is using a nil or insecure value transformer".
    package static let insecureTransformer = LintRule(
        "model-insecure-transformer", .model, .warning,
        summary: "a transformable attribute uses no value transformer or an insecure one",
        hint: "set the Transformer to NSSecureUnarchiveFromData or a subclass of NSSecureUnarchiveFromDataTransformer")
    /// Xcode's model editor: entity names start with an uppercase letter, property names with a lowercase one.
    package static let nameCase = LintRule(
        "model-name-case", .model, .warning,
        summary: "an entity name starts with a lowercase letter, or a property name with an uppercase one",
        hint: "rename it in Xcode, with a Renaming ID (elementID) of the old name so stores keep their data")
    /// A model with no entities.
    package static let empty = LintRule(
        "model-empty", .model, .warning,
        summary: "the model version has no entities",
        hint: "add entities, or remove the version from the bundle if it never shipped")

    // MARK: cloudkit: what NSPersistentCloudKitContainer requires

    /// CloudKit: every attribute optional or with a default.
    package static let cloudKitRequiredAttribute = LintRule(
        "cloudkit-required-attribute", .cloudkit, .error,
        summary: "CloudKit needs every attribute optional or with a default value",
        hint: "make the attribute optional or give it a default value")
    /// CloudKit: every relationship optional.
    package static let cloudKitRequiredRelationship = LintRule(
        "cloudkit-required-relationship", .cloudkit, .error,
        summary: "CloudKit needs every relationship optional",
        hint: "make the relationship optional (and its minimum count 0)")
    /// CloudKit: every relationship with an inverse.
    package static let cloudKitNoInverse = LintRule(
        "cloudkit-no-inverse", .cloudkit, .error,
        summary: "CloudKit needs every relationship to have an inverse",
        hint: "set an inverse in Xcode")
    /// CloudKit: no uniqueness constraints.
    package static let cloudKitUniqueConstraint = LintRule(
        "cloudkit-unique-constraint", .cloudkit, .error,
        summary: "CloudKit does not support uniqueness constraints",
        hint: "remove the constraint and deduplicate records in code")
    /// CloudKit: no Deny delete rule.
    package static let cloudKitDeny = LintRule(
        "cloudkit-deny-delete-rule", .cloudkit, .error,
        summary: "CloudKit does not support the Deny delete rule",
        hint: "use Nullify or Cascade")
    /// CloudKit: no ordered relationships.
    package static let cloudKitOrdered = LintRule(
        "cloudkit-ordered-relationship", .cloudkit, .error,
        summary: "CloudKit does not support ordered relationships",
        hint: "make the relationship unordered and sort by an attribute")
    /// CloudKit: no attributes of undefined type.
    package static let cloudKitUndefined = LintRule(
        "cloudkit-undefined-attribute", .cloudkit, .error,
        summary: "CloudKit does not support Undefined attributes",
        hint: "choose an attribute type")

    // MARK: migration: older versions against the newest

    /// `shale lock`: a locked version changed.
    package static let lockedVersionEdited = LintRule(
        "migration-locked-version-edited", .migration, .error,
        summary: "a shipped (locked) version was edited in place",
        hint: "revert the edit and make it in a new model version; if the version never shipped, run `shale lock "
            + "--force`")
    /// `shale lock`: a locked version changed, but not its version hashes.
    package static let lockedVersionEditedSameHashes = LintRule(
        "migration-locked-version-edited-same-hashes", .migration, .warning,
        summary: "a shipped (locked) version was edited in place without changing its version hashes: stores still "
            + "open, and Core Data applies nothing of the edit to them",
        hint: "make model changes in a new version; if the edit is intended, run `shale lock --force`")
    /// `shale lock`: a locked version is gone.
    package static let lockedVersionRemoved = LintRule(
        "migration-locked-version-removed", .migration, .error,
        summary: "a shipped (locked) version was removed from the bundle",
        hint: "restore it: stores at a shipped version need it to migrate")
    /// A change lightweight migration cannot infer, with nothing to migrate it.
    package static let notInferable = LintRule(
        "migration-not-inferable", .migration, .error,
        summary: "stores at an older version cannot migrate with lightweight migration, and no custom migration is "
            + "declared",
        hint: "add a custom migration stage or mapping model and list the version under lint.custom-migrations in "
            + "shale.yml")
    /// A change that drops data nobody acknowledged.
    package static let dataLoss = LintRule(
        "migration-data-loss", .migration, .error,
        summary: "a change drops stored data without an acknowledgement in shale.yml",
        hint: "if the loss is intended, list the element under lint.exceptions.migration-data-loss in shale.yml")
    /// A change that migrates only if the data allows it.
    package static let conditional = LintRule(
        "migration-conditional", .migration, .warning,
        summary: "stores migrate with lightweight migration only if their data meets a condition",
        hint: "make sure every shipped store meets the condition, or make the change unconditional (a default value, "
            + "an optional property)")
    /// Two elements share a renaming identifier.
    package static let duplicateRenamingID = LintRule(
        "migration-duplicate-renaming-id", .migration, .warning,
        summary: "two entities, or two properties of an entity, share a Renaming ID (elementID)",
        hint: "clear the Renaming ID the copied element kept; Core Data matches each old element to one new one")

    /// Two versions Core Data cannot tell apart.
    package static let duplicateChecksum = LintRule(
        "migration-duplicate-checksum", .migration, .error,
        summary: "two versions of the bundle have the same Core Data checksum",
        hint: "NSStagedMigrationManager fails with \"Duplicate version checksums across stages detected\" (and "
            + "SwiftData's versioned schemas built from them do too): remove the copy, or set a Version Hash Modifier "
            + "on an entity of the newer version")
    /// A stored value means something else, but Core Data sees no change.
    package static let meaningChangedSameHash = LintRule(
        "migration-meaning-changed-same-hash", .migration, .warning,
        summary: "what a stored value means changed (its transformer, value class or derived type) but not its "
            + "version hash, so existing stores are not migrated",
        hint: "set a new Version Hash Modifier on the attribute so Core Data migrates the stores, and convert the "
            + "stored values in a custom migration stage")

    /// Every rule, by family and then as listed above.
    package static let all: [LintRule] =
        [
            invalid, warning, noInverse, sharedInverse, denyWithoutInverse, noActionDeleteRule, entityWithoutAttributes,
            undefinedNotTransient, insecureTransformer, nameCase, empty,
            cloudKitRequiredAttribute, cloudKitRequiredRelationship, cloudKitNoInverse, cloudKitUniqueConstraint,
            cloudKitDeny, cloudKitOrdered, cloudKitUndefined,
            lockedVersionEdited, lockedVersionEditedSameHashes, lockedVersionRemoved, notInferable, dataLoss,
            conditional,
            duplicateRenamingID, duplicateChecksum, meaningChangedSameHash,
        ] + swiftData

    /// The rule with identifier `id`, if any.
    package static func rule(_ id: String) -> LintRule? {
        byID[id]
    }

    private static let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
