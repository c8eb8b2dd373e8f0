/// A type requests can filter and sort by key path: generated code maps its key paths to stored attributes.
public protocol SlateQueryable {
    /// The stored attribute behind a key path of this type, or nil when it is not a stored attribute.
    static func slateAttribute(for keyPath: AnyKeyPath) -> String?
}

/// An immutable model: a `Sendable` snapshot of one stored object, created only inside query contexts.
public protocol SlateObject: SlateQueryable, Sendable {
    /// The mutable class whose objects this model snapshots.
    static var __slate_managedObjectType: ManagedObject.Type { get }
    /// The identity of the object this snapshot was taken from.
    var slateID: SlateID { get }
}

/// A generated mutable class: requests on it filter and sort by key path.
public protocol SlateManagedObject: ManagedObject, SlateQueryable {}

/// A mutable object that can take an immutable snapshot of itself.
public protocol SlateObjectConvertible: ManagedObject {
    /// The snapshot; only valid inside a query context.
    var slateObject: any SlateObject { get }
}

/// Resolves the relationships of an immutable object inside a query context, as Slate's resolver does:
/// generated extensions add one property per relationship.
public struct SlateRelationshipResolver<SO: SlateObject> {
    /// The object being resolved.
    public let object: SO
    /// The object's mutable counterpart in the query context's snapshot.
    public let managedObject: ManagedObject?

    /// The snapshot of a related mutable object.
    public func convert(_ object: ManagedObject?) -> (any SlateObject)? {
        object?.slateObject
    }

    /// The snapshots of an ordered relationship's objects, in order.
    public func convert<Object: ManagedObject>(_ objects: [Object]) -> [any SlateObject] {
        objects.map(\.slateObject)
    }

    /// The snapshots of an unordered relationship's objects, in creation order.
    public func convert<Object: ManagedObject>(_ objects: Set<Object>) -> [any SlateObject] {
        convert(objects.sorted { $0.objectID < $1.objectID })
    }
}
