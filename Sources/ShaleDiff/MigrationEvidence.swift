/// The source behind a migration verdict: each rule of `ModelDiff` names one, and each change carries the one of
/// the rule that classified it (`ModelChange.evidence`).
///
/// The ids are the rows of the evidence table in `Documentation/Migrations.md` ("Where each verdict comes from"),
/// which quotes each source: Apple's documentation, a WWDC session, or a real app that shipped the change with
/// passing migration tests. A rule that rests only on Shale's own reading of what the store holds is
/// "unverified", and says why (`unverifiedReason`).
package enum MigrationEvidence: String, Sendable, Hashable, Codable, CaseIterable {
    /// No version hash changes: Core Data does not migrate (NSPropertyDescription.versionHash).
    case sameVersionHash = "same-version-hash"
    /// Fetched properties, fetch requests, configurations without moved entities and transient relationships: not in
    /// the store.
    case notInStore = "not-in-store"
    /// Entities and properties added: Apple's list.
    case added
    /// A required attribute or relationship added without a default: Apple's list names the default.
    case addedRequired = "added-required"
    /// Entities and properties removed, their values with them: Apple's list.
    case removed
    /// Renamed through the Renaming ID: Apple's list and its canonical-name rule.
    case renamed
    /// A property or entity that keeps its name but whose Renaming ID changed is matched as a removal and an
    /// addition: Apple's canonical-name rule.
    case renamingIdentifierChanged = "renaming-identifier-changed"
    /// A nonoptional attribute or relationship becoming optional: Apple's list.
    case optionalRelaxed = "optional-relaxed"
    /// An optional property becoming non-optional: with a default value in Apple's list; without one, only
    /// where every object has a value.
    case madeRequired = "made-required"
    /// A numeric type change that can hold every old value: WWDC 2010 and woocommerce-ios.
    case typeNumeric = "type-numeric"
    /// A numeric type change that cannot hold every old value.
    case typeNumericNarrowed = "type-numeric-narrowed"
    /// Any other type change of a stored attribute.
    case typeOther = "type-other"
    /// A type change of an attribute that is transient in either version: nothing stored to convert.
    case typeOfTransient = "type-transient"
    /// Stored ⇄ transient: the values go (a removal) or start empty (an addition).
    case transientToggled = "transient"
    /// A version-hash input with nothing to convert (a Version Hash Modifier, external storage,
    /// preserveAfterDeletion, relationship counts and inverse).
    case hashInputOnly = "hash-input"
    /// A derived attribute's expression: the values are recomputed.
    case derivation
    /// The default transformer replaced by `NSSecureUnarchiveFromData`, or back: both read the same keyed archives.
    case transformerKeyedArchive = "transformer-keyed-archive"
    /// Any other change of transformer or value class: not a version-hash input, so stored values stay as written.
    case transformerOther = "transformer-other"
    /// A relationship from to-one to to-many: Apple's list.
    case toMany = "to-many"
    /// A relationship from to-many to to-one.
    case toOne = "to-one"
    /// Unordered ⇄ ordered to-many: Apple's list.
    case ordered
    /// New parent or child entities, properties moved up and down a hierarchy, entities moved out of one: Apple's
    /// list.
    case hierarchy
    /// Two entities that shared no parent now share one: Apple says lightweight migration cannot do it.
    case hierarchiesMerged = "hierarchies-merged"
    /// An entity made abstract.
    case madeAbstract = "made-abstract"
    /// Uniqueness constraints added, dropped, widened or narrowed.
    case uniqueness
    /// A relationship's destination widened to an ancestor of the old one.
    case destinationWidened = "destination-widened"
    /// A relationship's destination narrowed to a subentity of the old one.
    case destinationNarrowed = "destination-narrowed"
    /// A relationship's destination moved outside the old one's hierarchy, or the old destination removed.
    case destinationUnrelated = "destination-unrelated"
    /// Entities moved between configurations, and so between stores.
    case configurationMoved = "configuration-moved"

    /// Where the evidence table has the row: `Documentation/Migrations.md` and the id.
    package var reference: String { "Migrations.md#evidence: \(rawValue)" }

    /// Why Core Data's behaviour is not established for this rule, or `nil` when a source establishes it.
    package var unverifiedReason: String? {
        switch self {
        case .sameVersionHash, .notInStore, .added, .addedRequired, .removed, .renamed, .renamingIdentifierChanged,
            .optionalRelaxed, .madeRequired, .typeNumeric, .hashInputOnly, .transformerKeyedArchive, .toMany,
            .ordered, .hierarchy, .hierarchiesMerged:
            return nil
        case .typeNumericNarrowed:
            return "Core Data infers numeric conversions, but what it stores for an old value the new type cannot "
                + "hold is not documented"
        case .typeOther:
            return "Apple documents inferred numeric conversions only; whether inference converts, drops or refuses "
                + "these values is not documented, and no shipped app was found"
        case .typeOfTransient, .transientToggled, .derivation, .madeAbstract, .uniqueness:
            return "not in Apple's list; decided from what the store holds"
        case .transformerOther:
            return "whether the new transformer or value class reads the stored values depends on code Shale "
                + "cannot see"
        case .toOne:
            return "Apple lists to-one → to-many only; which link a to-one relationship keeps is not documented"
        case .destinationWidened, .destinationNarrowed, .destinationUnrelated:
            return "Apple documents no change of destination; decided from the links the store holds"
        case .configurationMoved:
            return "not in Apple's list; a migration moves one store, and configurations choose the store"
        }
    }
}
