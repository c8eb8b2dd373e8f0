// Stand-in for module `SlateSchema` of Slate 3.1.0: what Slate 3 schema source uses (the macros, relationships,
// delete rules, index order) and what the `@SlateEntity` expansion names (SlateID and the protocols it conforms the
// entity to). Written for Shale from Slate 3.1.0's public API; this is not Slate's source. Declarations only,
// every body is `fatalError()`; the runtime-facing part (the schema protocol, table registry, mutable-object
// protocols and metadata types) is left out. The macros' implementation is SDK/SlateSchemaMacros (module
// SlateSchemaMacros, as Slate names its own), which AppleTypeChecker builds into a library plugin.

// As Slate 3's module does: schema source that imports SlateSchema sees Core Data and Foundation.
@preconcurrency @_exported import CoreData
import Foundation

// MARK: Identity and the protocols @SlateEntity conforms to

/// The identity of a stored entity value: its managed object's ID.
public typealias SlateID = NSManagedObjectID

/// An immutable entity value (an `@SlateEntity` type).
public protocol SlateObject: Sendable {
    /// The managed object the value was read from.
    var slateID: SlateID { get }
}

/// Maps an entity's attribute key paths to their Core Data attribute names.
public protocol SlateKeypathAttributeProviding {
    /// The Core Data attribute name of `keyPath`.
    static func keypathToAttribute(_ keyPath: PartialKeyPath<Self>) -> String
}

/// Maps an entity's relationship key paths to their Core Data relationship names.
public protocol SlateKeypathRelationshipProviding {
    /// The Core Data relationship name of `keyPath`.
    static func keypathToRelationship(_ keyPath: PartialKeyPath<Self>) -> String
}

// MARK: Macros

/// Makes a public struct a Slate entity: adds `slateID`, a stored property per relationship, the memberwise
/// initialiser, the key path maps, and the `SlateObject`, `Identifiable` (`id` is `slateID`), `Equatable` and
/// `Hashable` conformances.
///
/// - Parameters:
///   - name: The Core Data entity name; the type's name when nil.
///   - storageName: The managed object subclass's name; `Database<TypeName>` when nil.
///   - cloudKit: Whether the schema is used with CloudKit (the same on every entity).
///   - relationships: The entity's relationships; each becomes a stored property.
@attached(
    member, names: named(slateID), named(init), named(ManagedPropertyProviding), named(keypathToAttribute),
    named(keypathToRelationship), arbitrary)
@attached(
    extension, conformances: SlateObject, SlateKeypathAttributeProviding, SlateKeypathRelationshipProviding,
    Identifiable, Equatable, Hashable, names: named(id), named(==), named(hash(into:)))
public macro SlateEntity(
    name: String? = nil,
    storageName: String? = nil,
    cloudKit: Bool = false,
    relationships: [SlateRelationship] = []
) = #externalMacro(module: "SlateSchemaMacros", type: "SlateEntityMacro")

/// Describes a persisted attribute of a Slate entity (read by slate-generator; expands to nothing).
///
/// - Parameters:
///   - storageName: The Core Data attribute name; the property's name when nil.
///   - default: The attribute's default value.
///   - indexed: Whether the attribute gets a single-column index.
///   - externalStorage: Whether binary data may be stored outside the store (Data attributes only).
///   - enumRawType: The raw type of an enum attribute, when it cannot be found from the source.
@attached(peer)
public macro SlateAttribute(
    storageName: String? = nil,
    default: Any? = nil,
    indexed: Bool = false,
    externalStorage: Bool = false,
    enumRawType: Any.Type? = nil
) = #externalMacro(module: "SlateSchemaMacros", type: "SlateAttributeMacro")

/// Marks an embedded struct, both the property of an entity and the struct nested in it (expands to nothing).
@attached(peer)
public macro SlateEmbedded() = #externalMacro(module: "SlateSchemaMacros", type: "SlateEmbeddedMacro")

/// Declares fetch indexes of the enclosing entity, one array of key paths per index (expands to nothing).
@freestanding(declaration)
public macro Index<Root>(
    _ keyPaths: [PartialKeyPath<Root>]...,
    order: SlateIndexOrder = .ascending
) = #externalMacro(module: "SlateSchemaMacros", type: "SlateIndexMacro")

/// Declares uniqueness constraints of the enclosing entity, one array of key paths per constraint (expands to
/// nothing).
@freestanding(declaration)
public macro Unique<Root>(
    _ keyPaths: [PartialKeyPath<Root>]...
) = #externalMacro(module: "SlateSchemaMacros", type: "SlateUniqueMacro")

// MARK: Relationships, delete rules, index order

/// The sort order of the indexes of one `#Index`.
public enum SlateIndexOrder: Sendable {
    case ascending
    case descending
}

/// Whether a relationship leads to one object or to many.
public enum SlateRelationshipKind: String, Sendable, Codable {
    case toOne
    case toMany
}

/// What deleting an object does to the objects its relationship leads to.
public enum SlateDeleteRule: String, Sendable, Codable {
    case noAction
    case nullify
    case cascade
    case deny

    /// The Core Data delete rule.
    public var coreDataDeleteRule: NSDeleteRule { fatalError() }
}

/// A relationship of a Slate entity, as `@SlateEntity(relationships:)` lists it.
public struct SlateRelationship: Sendable {
    public let name: String
    public let destinationTypeName: String
    public let kind: SlateRelationshipKind
    public let inverse: String
    public let deleteRule: SlateDeleteRule
    public let ordered: Bool
    public let optional: Bool
    public let minCount: Int?
    public let maxCount: Int?

    /// A to-one relationship to the entity type `destination`.
    public static func toOne(
        _ name: String,
        _ destination: Any.Type,
        inverse: String,
        deleteRule: SlateDeleteRule = .nullify,
        optional: Bool = true
    ) -> Self { fatalError() }

    /// A to-many relationship to the entity type `destination`.
    public static func toMany(
        _ name: String,
        _ destination: Any.Type,
        inverse: String,
        deleteRule: SlateDeleteRule = .nullify,
        ordered: Bool = false,
        minCount: Int? = nil,
        maxCount: Int? = nil
    ) -> Self { fatalError() }

    /// A to-one relationship to the entity type named `destinationTypeName` (the form that avoids a circular
    /// macro reference between entities that name each other).
    public static func toOne(
        _ name: String,
        _ destinationTypeName: String,
        inverse: String,
        deleteRule: SlateDeleteRule = .nullify,
        optional: Bool = true
    ) -> Self { fatalError() }

    /// A to-many relationship to the entity type named `destinationTypeName`.
    public static func toMany(
        _ name: String,
        _ destinationTypeName: String,
        inverse: String,
        deleteRule: SlateDeleteRule = .nullify,
        ordered: Bool = false,
        minCount: Int? = nil,
        maxCount: Int? = nil
    ) -> Self { fatalError() }
}
