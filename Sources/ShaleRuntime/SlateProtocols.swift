/// A type requests can filter and sort by key path: generated code maps its key paths to stored attributes.
public protocol SlateQueryable {
    /// The stored attribute behind a key path of this type, or nil when it is not a stored attribute.
    static func slateAttribute(for keyPath: AnyKeyPath) -> String?
}

extension SlateQueryable {
    /// No key path is a stored attribute unless the type says otherwise: a hand-written `SlateObject` compiles
    /// with Slate's two requirements alone, and requests on it that filter or sort by key path throw.
    public static func slateAttribute(for keyPath: AnyKeyPath) -> String? { nil }
}

/// An immutable model: a `Sendable` snapshot of one stored object, created only inside query contexts.
public protocol SlateObject: SlateQueryable, Sendable {
    /// The mutable class whose objects this model snapshots.
    static var __slate_managedObjectType: ManagedObject.Type { get }
    /// The identity of the object this snapshot was taken from.
    var slateID: SlateID { get }
}

/// An immutable model that names its mutable class, as Slate's generated models do; streams need it.
public protocol SlateManagedObjectRelating: SlateObject {
    /// The mutable class whose objects this model snapshots.
    associatedtype ManagedObjectType: SlateObjectConvertible
}

/// Slate's key-path table: generated immutable models and mutable classes both provide it.
public protocol SlateKeypathAttributeProviding {
    /// The stored attribute behind `keypath`; stops the program for a key path that is not one, as Slate does.
    static func keypathToAttribute(_ keypath: PartialKeyPath<Self>) -> String
}

/// A generated mutable class: requests on it filter and sort by key path.
public protocol SlateManagedObject: ManagedObject, SlateQueryable {}

/// A mutable object that can take an immutable snapshot of itself.
public protocol SlateObjectConvertible: ManagedObject {
    /// The snapshot; only valid inside a query context.
    var slateObject: any SlateObject { get }
}

/// Resolves the relationships of an immutable object inside a query context, as Slate's resolver does:
/// generated extensions add one property per relationship (`context.resolve(book).author`).
public final class SlateRelationshipResolver<SO: SlateObject>: @unchecked Sendable {
    // Unchecked: like Slate's, a resolver belongs to the query block that made it and is used on its thread.
    /// The object being resolved.
    public let object: SO
    private let context: SlateQueryContext

    init(context: SlateQueryContext, object: SO) {
        self.context = context
        self.object = object
    }

    /// The object's mutable counterpart in the query context's snapshot.
    public var managedObject: ManagedObject {
        guard let managedObject = context.graph.object(object.slateID) else {
            preconditionFailure("\(object.slateID) does not exist in this query context's snapshot")
        }
        return managedObject
    }

    /// The snapshot of a related mutable object (the cached instance while the object is unchanged).
    public func convert(_ object: ManagedObject?) -> (any SlateObject)? {
        object.flatMap { snapshots([$0]).first }
    }

    /// The snapshots of an ordered relationship's objects, in order.
    public func convert<Object: ManagedObject>(_ objects: [Object]) -> [any SlateObject] {
        snapshots(objects)
    }

    /// Snapshots through the store's immutable-object cache, as every fetch makes them.
    private func snapshots(_ objects: [ManagedObject]) -> [any SlateObject] {
        (try? context.graph.snapshotObjects(objects.map(\.objectID))) ?? objects.map(\.slateObject)
    }

    /// The snapshots of an unordered relationship's objects, in creation order.
    public func convert<Object: ManagedObject>(_ objects: Set<Object>) -> [any SlateObject] {
        convert(objects.sorted { $0.objectID < $1.objectID })
    }

    /// The snapshots of the objects of a set, in creation order (Slate's signature; members that are not
    /// mutable objects are skipped).
    public func convert(_ objects: Set<AnyHashable>) -> [any SlateObject] {
        convert(objects.compactMap { $0.base as? ManagedObject }.sorted { $0.objectID < $1.objectID })
    }

    /// The snapshots of an `NSSet` or `NSOrderedSet` relationship's objects (in order for ordered ones).
    public func convert(_ objects: RelationshipObjects?) -> [any SlateObject] {
        convert(objects?.managedObjects ?? [])
    }
}
