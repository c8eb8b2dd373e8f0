import Foundation

/// A model as momc compiled it: what a `.mom` file holds, read without Core Data.
///
/// Names and values are as archived; collections Core Data keeps in dictionaries (entities, properties, fetch
/// request templates, configurations) are sorted by name, as the archive has no order of its own. Read one with
/// `CompiledModel(contentsOf:)`.
public struct CompiledModel: Sendable, Hashable {
    /// The entities, sorted by name.
    public var entities: [CompiledEntity] = []
    /// The model-level fetch request templates, sorted by name.
    public var fetchRequestTemplates: [CompiledFetchRequest] = []
    /// Configuration name → member entity names (sorted); the default configuration is not archived.
    public var configurations: [String: [String]] = [:]
    /// The version identifiers (`NSVersionIdentifiers`; the source's `userDefinedModelVersionIdentifier`).
    public var versionIdentifiers: [String] = []
    /// `CDMCompilerXcodeVersion`, when the compiler wrote it (Xcode 13.4 and later): for example 150300.
    public var compilerXcodeVersion: Int?
    /// `CDMCompilerToolVersion`, when written: the build of the model compiler.
    public var compilerToolVersion: Double?

    /// The entity named `name`.
    public func entity(named name: String) -> CompiledEntity? {
        entities.first { $0.name == name }
    }

    /// `entity` and its ancestors, root first: whose properties an entity has (each archives only its own).
    public func lineage(of entity: CompiledEntity) -> [CompiledEntity] {
        var chain = [entity]
        while let parent = chain[0].superentity.flatMap(self.entity(named:)), chain.count <= entities.count {
            chain.insert(parent, at: 0)
        }
        return chain
    }
}

/// An entity of a compiled model (`NSEntityDescription`).
///
/// Version-hash inputs, as archived: `name`, `isAbstract`, `superentity`, `versionHashModifier`,
/// `uniquenessConstraints`, and of every non-transient property of its `CompiledModel.lineage(of:)` the base's
/// `name`, `isOptional` and `versionHashModifier` with the attribute's `attributeType`, `flags` and
/// `derivationExpression` or the relationship's `destinationEntity`, `inverseName`, counts and `isOrdered`. momc
/// archives no entity's hash in the `.mom` (`versionHash` stays nil for its files); a `.momd`'s
/// `VersionInfo.plist` holds them (`CompiledVersionInfo`).
public struct CompiledEntity: Sendable, Hashable {
    /// `NSEntityName`.
    public var name: String
    /// `NSClassNameForEntity`: the class name as the source wrote it (`NSManagedObject` when none).
    public var className: String?
    /// `NSIsAbstract`.
    public var isAbstract = false
    /// `NSSuperentity`'s name.
    public var superentity: String?
    /// `NSSubentities`' names, sorted.
    public var subentities: [String] = []
    /// `NSRenamingIdentifier`: momc writes the name when the source sets none.
    public var renamingIdentifier: String?
    /// `NSVersionHashModifier`: a version-hash input.
    public var versionHashModifier: String?
    /// `NSVersionHash`, when the archive holds the entity's version hash (momc does not write it; `VersionInfo.plist`
    /// holds the hashes of a `.momd`).
    public var versionHash: Data?
    /// `NSUserInfo`, values as strings.
    public var userInfo: [String: String] = [:]
    /// The properties the entity declares itself (`NSProperties`), each kind sorted by name; inherited ones are
    /// its ancestors'.
    public var attributes: [CompiledAttribute] = []
    /// The relationships the entity declares.
    public var relationships: [CompiledRelationship] = []
    /// The fetched properties the entity declares.
    public var fetchedProperties: [CompiledFetchedProperty] = []
    /// Properties of a class this reader does not know (name → class name), so a newer momc's output still reads.
    public var unknownProperties: [String: String] = [:]
    /// `NSUniqueTuples`: each constraint's property names, in archive order (a version-hash input).
    public var uniquenessConstraints: [[String]] = []
    /// `NSFetchIndexDescriptions`, in archive order.
    public var fetchIndexes: [CompiledFetchIndex] = []
    /// `NSCompoundIndexes`: each legacy compound index's property names, in archive order.
    public var compoundIndexes: [[String]] = []
    /// Every key the entity's archive encodes, for keys this reader does not know yet.
    public var archivedKeys: [String] = []
}

/// What every compiled property carries (`NSPropertyDescription`).
public struct CompiledPropertyBase: Sendable, Hashable {
    /// `NSPropertyName`.
    public var name: String
    /// `NSIsOptional` (a version-hash input).
    public var isOptional = false
    /// `NSIsTransient` (a transient property is left out of the version hash).
    public var isTransient = false
    /// `NSIsIndexed`: the legacy index flag.
    public var isIndexed = false
    /// `NSIsReadOnly`: set for derived attributes and fetched properties.
    public var isReadOnly = false
    /// `NSRenamingIdentifier`: momc writes the name when the source sets none.
    public var renamingIdentifier: String?
    /// `NSVersionHashModifier` (a version-hash input).
    public var versionHashModifier: String?
    /// `NSUserInfo`, values as strings.
    public var userInfo: [String: String] = [:]
    /// `_P`: a bit field of which optional settings are absent, as measured: 0x2 optional, 0x4 read-only,
    /// 0x8 transient, 0x10 no validation predicates, 0x20 no validation warnings, 0x40 no userInfo, 0x400 ordered.
    public var propertyFlags: Int64?
    /// Every key the property's archive encodes.
    public var archivedKeys: [String] = []
}

/// An attribute of a compiled entity (`NSAttributeDescription` or `NSDerivedAttributeDescription`).
public struct CompiledAttribute: Sendable, Hashable {
    /// The settings every property has.
    public var base: CompiledPropertyBase
    /// `NSAttributeType`: `NSAttributeType`'s raw value (String = 700, Transformable = 1800, ...).
    public var attributeType: Int64 = 0
    /// `NSAttributeValueClassName`: the value's class (`NSString`, `NSNumber`, a transformable's custom class).
    public var valueClassName: String?
    /// `NSDefaultValue`.
    public var defaultValue: CompiledValue?
    /// `NSValueTransformerName`, as compiled.
    public var valueTransformerName: String?
    /// `NSFlagsKey`: 0x10 is `preservesValueInHistoryOnDeletion` (measured); other bits are not yet measured.
    public var flags: Int64 = 0
    /// Whether the archive is an `NSDerivedAttributeDescription`.
    public var isDerived = false
    /// `NSDerivationExpression`, printed as Core Data prints it (`count:(books)`, `canonical:(name)`, `now()`).
    public var derivationExpression: String?
    /// `NSValidationPredicates` and `NSValidationWarnings`: how many there are.
    public var validationPredicateCount = 0

    /// The attribute's name.
    public var name: String { base.name }
    /// Whether the value is kept in persistent history after deletion (`NSFlagsKey` bit 0x10).
    public var preservesValueInHistoryOnDeletion: Bool { flags & 0x10 != 0 }
}

/// A relationship of a compiled entity (`NSRelationshipDescription`).
public struct CompiledRelationship: Sendable, Hashable {
    /// The settings every property has.
    public var base: CompiledPropertyBase
    /// `_NSDestinationEntityName` (or `NSDestinationEntity`'s name).
    public var destinationEntity: String?
    /// `_NSInverseRelationshipName` (or `NSInverseRelationship`'s name).
    public var inverseName: String?
    /// The entity that declares the inverse (`NSInverseRelationship`'s `NSEntity`).
    public var inverseEntity: String?
    /// `NSMinCount`.
    public var minCount: Int64 = 0
    /// `NSMaxCount`: 1 for a to-one, 0 for an unbounded to-many.
    public var maxCount: Int64 = 0
    /// `NSDeleteRule`: `NSDeleteRule`'s raw value (0 no action, 1 nullify, 2 cascade, 3 deny).
    public var deleteRule: Int64 = 1
    /// `NSIsOrdered`.
    public var isOrdered = false

    /// The relationship's name.
    public var name: String { base.name }
    /// Whether it holds many objects: a maximum other than 1.
    public var isToMany: Bool { maxCount != 1 }
}

/// A fetched property of a compiled entity (`NSFetchedPropertyDescription`).
public struct CompiledFetchedProperty: Sendable, Hashable {
    /// The settings every property has.
    public var base: CompiledPropertyBase
    /// `NSFetchRequest`.
    public var fetchRequest: CompiledFetchRequest

    /// The fetched property's name.
    public var name: String { base.name }
}

/// A compiled fetch request (`NSFetchRequest`): a model template, or a fetched property's request.
public struct CompiledFetchRequest: Sendable, Hashable {
    /// The template's name; empty for a fetched property's request.
    public var name: String
    /// `NSEntity`'s name (or `_NSFetchRequestEntityName` of the fetched property).
    public var entity: String?
    /// `NSPredicate`, printed in predicate format (best effort: comparisons, compounds, key paths, constants and
    /// variables).
    public var predicate: String?
    /// The substitution variables the predicate uses, without `$`, sorted.
    public var substitutionVariables: [String] = []
    /// `NSFetchLimit`.
    public var fetchLimit: Int64 = 0
    /// `NSBatchSize`.
    public var fetchBatchSize: Int64 = 0
    /// `NSFetchOffset`.
    public var fetchOffset: Int64 = 0
    /// `NSResultType`: 0 objects, 1 object IDs, 2 dictionaries, 4 counts.
    public var resultType: Int64 = 0
    /// `NSFetchRequestFlags` (measured): 0x1 returns distinct results, 0x2 includes subentities, 0x4 includes
    /// property values, 0x8 returns objects as faults, 0x10 includes pending changes. Nil when the archive
    /// says it has none (`NSHasFetchRequestFlags` absent).
    public var flags: Int64?

    /// Whether dictionary results are distinct.
    public var returnsDistinctResults: Bool { (flags ?? 0) & 0x1 != 0 }
    /// Whether subentities match too.
    public var includesSubentities: Bool { (flags ?? 0) & 0x2 != 0 }
    /// Whether property values are fetched with the objects.
    public var includesPropertyValues: Bool { (flags ?? 0) & 0x4 != 0 }
    /// Whether objects come back as faults.
    public var returnsObjectsAsFaults: Bool { (flags ?? 0) & 0x8 != 0 }
    /// Whether unsaved changes are included.
    public var includesPendingChanges: Bool { (flags ?? 0) & 0x10 != 0 }
}

/// A compiled fetch index (`NSFetchIndexDescription`).
public struct CompiledFetchIndex: Sendable, Hashable {
    /// One indexed property or expression (`NSFetchIndexElementDescription`).
    public struct Element: Sendable, Hashable {
        /// `NSPropertyName`, when the element indexes a property.
        public var property: String?
        /// `NSFetchIndexElementType`: 0 binary, 1 R-tree.
        public var type: Int64 = 0
        /// `NSAscending`.
        public var isAscending = false
    }

    /// `NSIndexName`.
    public var name: String
    /// `NSIndexElements`, in order.
    public var elements: [Element] = []
    /// Whether `NSPartialIndexPredicate` is set.
    public var hasPartialIndexPredicate = false
}

/// A constant of a compiled model: a default value.
public enum CompiledValue: Sendable, Hashable {
    /// An `NSNumber` integer.
    case integer(Int64)
    /// An `NSNumber` floating-point number.
    case real(Double)
    /// An `NSNumber` Boolean.
    case boolean(Bool)
    /// An `NSString`.
    case string(String)
    /// An `NSDecimalNumber`, as its decimal text.
    case decimal(String)
    /// An `NSDate`, as seconds since 2001-01-01 00:00:00 UTC.
    case date(Double)
    /// An `NSUUID`'s text or an `NSURL`'s.
    case text(String)
    /// Bytes.
    case data(Data)
    /// An object of another class, by class name.
    case other(String)
}
