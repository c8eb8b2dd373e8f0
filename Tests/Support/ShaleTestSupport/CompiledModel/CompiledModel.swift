import Foundation

/// A model as momc compiled it: what a `.mom` file holds, read without Core Data.
///
/// Names and values are as archived; collections Core Data keeps in dictionaries (entities, properties, fetch
/// request templates, configurations) are sorted by name, as the archive has no order of its own. Read one with
/// `CompiledModel(contentsOf:)`.
package struct CompiledModel: Sendable, Hashable {
    /// The entities, sorted by name.
    package var entities: [CompiledEntity] = []
    /// The model-level fetch request templates, sorted by name.
    package var fetchRequestTemplates: [CompiledFetchRequest] = []
    /// Configuration name → member entity names (sorted); the default configuration is not archived.
    package var configurations: [String: [String]] = [:]
    /// The version identifiers (`NSVersionIdentifiers`; the source's `userDefinedModelVersionIdentifier`).
    package var versionIdentifiers: [String] = []
    /// `CDMCompilerXcodeVersion`, when the compiler wrote it (Xcode 13.4 and later): for example 150300.
    package var compilerXcodeVersion: Int?
    /// `CDMCompilerToolVersion`, when written: the build of the model compiler.
    package var compilerToolVersion: Double?

    /// The entity named `name`.
    package func entity(named name: String) -> CompiledEntity? {
        entities.first { $0.name == name }
    }

    /// `entity` and its ancestors, root first: whose properties an entity has (each archives only its own).
    package func lineage(of entity: CompiledEntity) -> [CompiledEntity] {
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
package struct CompiledEntity: Sendable, Hashable {
    /// `NSEntityName`.
    package var name: String
    /// `NSClassNameForEntity`: the class name as the source wrote it (`NSManagedObject` when none).
    package var className: String?
    /// `NSIsAbstract`.
    package var isAbstract = false
    /// `NSSuperentity`'s name.
    package var superentity: String?
    /// `NSSubentities`' names, sorted.
    package var subentities: [String] = []
    /// `NSRenamingIdentifier`: momc writes the name when the source sets none.
    package var renamingIdentifier: String?
    /// `NSVersionHashModifier`: a version-hash input.
    package var versionHashModifier: String?
    /// `NSVersionHash`, when the archive holds the entity's version hash (momc does not write it; `VersionInfo.plist`
    /// holds the hashes of a `.momd`).
    package var versionHash: Data?
    /// `NSUserInfo`, values as strings.
    package var userInfo: [String: String] = [:]
    /// The properties the entity declares itself (`NSProperties`), each kind sorted by name; inherited ones are
    /// its ancestors'.
    package var attributes: [CompiledAttribute] = []
    /// The relationships the entity declares.
    package var relationships: [CompiledRelationship] = []
    /// The fetched properties the entity declares.
    package var fetchedProperties: [CompiledFetchedProperty] = []
    /// Properties of a class this reader does not know (name → class name), so a newer momc's output still reads.
    package var unknownProperties: [String: String] = [:]
    /// `NSUniqueTuples`: each constraint's property names, in archive order (a version-hash input).
    package var uniquenessConstraints: [[String]] = []
    /// `NSFetchIndexDescriptions`, in archive order.
    package var fetchIndexes: [CompiledFetchIndex] = []
    /// `NSCompoundIndexes`: each legacy compound index's property names, in archive order.
    package var compoundIndexes: [[String]] = []
    /// Every key the entity's archive encodes, for keys this reader does not know yet.
    package var archivedKeys: [String] = []
}

/// What every compiled property carries (`NSPropertyDescription`).
package struct CompiledPropertyBase: Sendable, Hashable {
    /// `NSPropertyName`.
    package var name: String
    /// `NSIsOptional` (a version-hash input).
    package var isOptional = false
    /// `NSIsTransient` (a transient property is left out of the version hash).
    package var isTransient = false
    /// `NSIsIndexed`: the legacy index flag.
    package var isIndexed = false
    /// `NSIsReadOnly`: set for derived attributes and fetched properties.
    package var isReadOnly = false
    /// `NSRenamingIdentifier`: momc writes the name when the source sets none.
    package var renamingIdentifier: String?
    /// `NSVersionHashModifier` (a version-hash input).
    package var versionHashModifier: String?
    /// `NSUserInfo`, values as strings.
    package var userInfo: [String: String] = [:]
    /// `_P`: a bit field of which optional settings are absent, as measured: 0x2 optional, 0x4 read-only,
    /// 0x8 transient, 0x10 no validation predicates, 0x20 no validation warnings, 0x40 no userInfo, 0x400 ordered.
    package var propertyFlags: Int64?
    /// Every key the property's archive encodes.
    package var archivedKeys: [String] = []
}

/// An attribute of a compiled entity (`NSAttributeDescription` or `NSDerivedAttributeDescription`).
package struct CompiledAttribute: Sendable, Hashable {
    /// The settings every property has.
    package var base: CompiledPropertyBase
    /// `NSAttributeType`: `NSAttributeType`'s raw value (String = 700, Transformable = 1800, ...).
    package var attributeType: Int64 = 0
    /// `NSAttributeValueClassName`: the value's class (`NSString`, `NSNumber`, a transformable's custom class).
    package var valueClassName: String?
    /// `NSDefaultValue`.
    package var defaultValue: CompiledValue?
    /// `NSValueTransformerName`, as compiled.
    package var valueTransformerName: String?
    /// `NSFlagsKey`: 0x10 is `preservesValueInHistoryOnDeletion` (measured); other bits are not yet measured.
    package var flags: Int64 = 0
    /// Whether the archive is an `NSDerivedAttributeDescription`.
    package var isDerived = false
    /// `NSDerivationExpression`, printed as Core Data prints it (`count:(books)`, `canonical:(name)`, `now()`).
    package var derivationExpression: String?
    /// `NSValidationPredicates` and `NSValidationWarnings`: how many there are.
    package var validationPredicateCount = 0

    /// The attribute's name.
    package var name: String { base.name }
    /// Whether the value is kept in persistent history after deletion (`NSFlagsKey` bit 0x10).
    package var preservesValueInHistoryOnDeletion: Bool { flags & 0x10 != 0 }
}

/// A relationship of a compiled entity (`NSRelationshipDescription`).
package struct CompiledRelationship: Sendable, Hashable {
    /// The settings every property has.
    package var base: CompiledPropertyBase
    /// `_NSDestinationEntityName` (or `NSDestinationEntity`'s name).
    package var destinationEntity: String?
    /// `_NSInverseRelationshipName` (or `NSInverseRelationship`'s name).
    package var inverseName: String?
    /// The entity that declares the inverse (`NSInverseRelationship`'s `NSEntity`).
    package var inverseEntity: String?
    /// `NSMinCount`.
    package var minCount: Int64 = 0
    /// `NSMaxCount`: 1 for a to-one, 0 for an unbounded to-many.
    package var maxCount: Int64 = 0
    /// `NSDeleteRule`: `NSDeleteRule`'s raw value (0 no action, 1 nullify, 2 cascade, 3 deny).
    package var deleteRule: Int64 = 1
    /// `NSIsOrdered`.
    package var isOrdered = false

    /// The relationship's name.
    package var name: String { base.name }
    /// Whether it holds many objects: a maximum other than 1.
    package var isToMany: Bool { maxCount != 1 }
}

/// A fetched property of a compiled entity (`NSFetchedPropertyDescription`).
package struct CompiledFetchedProperty: Sendable, Hashable {
    /// The settings every property has.
    package var base: CompiledPropertyBase
    /// `NSFetchRequest`.
    package var fetchRequest: CompiledFetchRequest

    /// The fetched property's name.
    package var name: String { base.name }
}

/// A compiled fetch request (`NSFetchRequest`): a model template, or a fetched property's request.
package struct CompiledFetchRequest: Sendable, Hashable {
    /// The template's name; empty for a fetched property's request.
    package var name: String
    /// `NSEntity`'s name (or `_NSFetchRequestEntityName` of the fetched property).
    package var entity: String?
    /// `NSPredicate`, printed in predicate format (best effort: comparisons, compounds, key paths, constants and
    /// variables).
    package var predicate: String?
    /// The substitution variables the predicate uses, without `$`, sorted.
    package var substitutionVariables: [String] = []
    /// `NSFetchLimit`.
    package var fetchLimit: Int64 = 0
    /// `NSBatchSize`.
    package var fetchBatchSize: Int64 = 0
    /// `NSFetchOffset`.
    package var fetchOffset: Int64 = 0
    /// `NSResultType`: 0 objects, 1 object IDs, 2 dictionaries, 4 counts.
    package var resultType: Int64 = 0
    /// `NSFetchRequestFlags` (measured): 0x1 returns distinct results, 0x2 includes subentities, 0x4 includes
    /// property values, 0x8 returns objects as faults, 0x10 includes pending changes. Nil when the archive
    /// says it has none (`NSHasFetchRequestFlags` absent).
    package var flags: Int64?

    /// Whether dictionary results are distinct.
    package var returnsDistinctResults: Bool { (flags ?? 0) & 0x1 != 0 }
    /// Whether subentities match too.
    package var includesSubentities: Bool { (flags ?? 0) & 0x2 != 0 }
    /// Whether property values are fetched with the objects.
    package var includesPropertyValues: Bool { (flags ?? 0) & 0x4 != 0 }
    /// Whether objects come back as faults.
    package var returnsObjectsAsFaults: Bool { (flags ?? 0) & 0x8 != 0 }
    /// Whether unsaved changes are included.
    package var includesPendingChanges: Bool { (flags ?? 0) & 0x10 != 0 }
}

/// A compiled fetch index (`NSFetchIndexDescription`).
package struct CompiledFetchIndex: Sendable, Hashable {
    /// One indexed property or expression (`NSFetchIndexElementDescription`).
    package struct Element: Sendable, Hashable {
        /// `NSPropertyName`, when the element indexes a property.
        package var property: String?
        /// `NSFetchIndexElementType`: 0 binary, 1 R-tree.
        package var type: Int64 = 0
        /// `NSAscending`.
        package var isAscending = false
    }

    /// `NSIndexName`.
    package var name: String
    /// `NSIndexElements`, in order.
    package var elements: [Element] = []
    /// Whether `NSPartialIndexPredicate` is set.
    package var hasPartialIndexPredicate = false
}

/// A constant of a compiled model: a default value.
package enum CompiledValue: Sendable, Hashable {
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
