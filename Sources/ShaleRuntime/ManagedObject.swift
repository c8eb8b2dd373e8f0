import Foundation

/// The base of generated mutable entity classes: the role `NSManagedObject` plays under Core Data.
///
/// An object belongs to the query or mutation context that handed it out and works only inside it. In a
/// mutation it reads and writes the mutation's private copy of the store, so nothing is visible to readers
/// before the mutation returns, and nothing is kept if it throws.
open class ManagedObject: Hashable, CustomStringConvertible {
    /// The entity this class stores; generated subclasses override it.
    open class var entityName: String { "" }

    /// The object's identity.
    public let objectID: SlateID
    var graph: ObjectGraph?
    /// Where each attribute sits in the object's stored values.
    private let attributeIndex: [String: Int]

    /// Made by the store only; use `context.create(Class.self)` for new objects.
    public required init(objectID: SlateID, binding: ObjectBinding) {
        self.objectID = objectID
        self.graph = binding.graph
        self.attributeIndex = binding.attributeIndex
    }

    /// The immutable snapshot of this object; generated classes override it. Only inside a query context.
    open var slateObject: any SlateObject {
        preconditionFailure("\(type(of: self)) has no immutable model; generate it with the memory template set")
    }

    private var liveGraph: ObjectGraph {
        guard let graph else {
            preconditionFailure(
                "\(objectID) is used outside the query or mutation context that fetched it, or after it was deleted")
        }
        return graph
    }

    /// Whether the object was deleted in its mutation (or its context has ended).
    public var isDeleted: Bool { graph?.record(objectID) == nil }

    // MARK: Attributes, for generated accessors

    /// An attribute's value. Inlinable, so each property's conversion is specialised where it is declared.
    @inlinable
    public subscript<Value: StoreValueConvertible>(attribute key: String) -> Value {
        get {
            let stored = storedValue(forKey: key)
            if let value = Value.fromStoreValue(stored) { return value }
            preconditionFailure("attribute \(key) of \(objectID) holds \(stored), which is not a \(Value.self)")
        }
        set { setStoredValue(newValue.storeValue, forKey: key) }
    }

    @usableFromInline
    func storedValue(forKey key: String) -> StoreValue {
        attributeIndex[key].flatMap { liveGraph.state.value(objectID, at: $0) } ?? .null
    }

    @usableFromInline
    func setStoredValue(_ value: StoreValue, forKey key: String) {
        liveGraph.setValue(value, objectID, key)
    }

    /// A transformable attribute's value.
    public subscript<Value>(transformable key: String) -> Value? {
        get {
            guard case .transformable(let box) = liveGraph.value(objectID, key) else { return nil }
            return box.value as? Value
        }
        set { liveGraph.setValue(newValue.map { .transformable(TransformableBox(value: $0)) } ?? .null, objectID, key) }
    }

    // MARK: Relationships, for generated accessors

    /// A to-one relationship's destination.
    public func toOne<Destination: ManagedObject>(_ key: String) -> Destination? {
        liveGraph.targets(objectID, key).first.flatMap { liveGraph.object($0) as? Destination }
    }

    /// A required to-one relationship's destination, which Core Data's classes declare non-optional. Reading it
    /// before it is set stops the program, as reading a nil non-optional `@NSManaged` property does.
    public func requiredToOne<Destination: ManagedObject>(_ key: String) -> Destination {
        guard let destination: Destination = toOne(key) else {
            preconditionFailure("\(key) of \(objectID) is not set; the model requires it")
        }
        return destination
    }

    /// Sets a to-one relationship; the inverse follows.
    public func setToOne<Destination: ManagedObject>(_ key: String, _ destination: Destination?) {
        liveGraph.setTargets(destination.map { [$0.objectID] } ?? [], objectID, key)
    }

    /// An unordered to-many relationship's destinations.
    public func toMany<Destination: ManagedObject>(_ key: String) -> Set<Destination> {
        Set(orderedToMany(key) as [Destination])
    }

    /// An ordered to-many relationship's destinations, in order.
    public func orderedToMany<Destination: ManagedObject>(_ key: String) -> [Destination] {
        liveGraph.targets(objectID, key).compactMap { liveGraph.object($0) as? Destination }
    }

    /// Replaces a to-many relationship's destinations; inverses follow.
    public func setToMany<Destination: ManagedObject, Destinations: Sequence<Destination>>(
        _ key: String, _ destinations: Destinations
    ) {
        liveGraph.setTargets(destinations.map(\.objectID), objectID, key)
    }

    /// An unordered to-many relationship's destinations as Core Data's classes declare them (never nil).
    public func toManySet(_ key: String) -> NSSet? {
        NSSet(array: orderedToMany(key) as [ManagedObject])
    }

    /// An ordered to-many relationship's destinations as Core Data's classes declare them (never nil).
    public func toManyOrderedSet(_ key: String) -> NSOrderedSet? {
        NSOrderedSet(array: orderedToMany(key) as [ManagedObject])
    }

    /// Replaces a to-many relationship's destinations with the mutable objects of an `NSSet` or `NSOrderedSet`
    /// (nil empties it); inverses follow.
    public func setToMany(_ key: String, objects: RelationshipObjects?) {
        liveGraph.setTargets(objects?.managedObjects.map(\.objectID) ?? [], objectID, key)
    }

    /// Adds destinations to a to-many relationship (at the end, for ordered ones).
    public func addToMany<Destination: ManagedObject>(_ key: String, _ destinations: [Destination]) {
        liveGraph.setTargets(liveGraph.targets(objectID, key) + destinations.map(\.objectID), objectID, key)
    }

    /// Removes destinations from a to-many relationship.
    public func removeFromMany<Destination: ManagedObject>(_ key: String, _ destinations: [Destination]) {
        let removed = Set(destinations.map(\.objectID))
        liveGraph.setTargets(liveGraph.targets(objectID, key).filter { !removed.contains($0) }, objectID, key)
    }

    // MARK: Identity

    public static func == (lhs: ManagedObject, rhs: ManagedObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(objectID) }
    public var description: String { "<\(type(of: self)) \(objectID)>" }
}

/// The collections Core Data's to-many properties are declared as: `NSSet` and `NSOrderedSet`.
public protocol RelationshipObjects {
    /// The mutable objects in the collection (in order for an ordered set, in creation order for a set).
    var managedObjects: [ManagedObject] { get }
}

extension NSSet: RelationshipObjects {
    public var managedObjects: [ManagedObject] {
        allObjects.compactMap { $0 as? ManagedObject }.sorted { $0.objectID < $1.objectID }
    }
}

extension NSOrderedSet: RelationshipObjects {
    public var managedObjects: [ManagedObject] {
        array.compactMap { $0 as? ManagedObject }
    }
}

/// Ties a managed object to the context that made it; only the store makes one.
public struct ObjectBinding {
    let graph: ObjectGraph
    let attributeIndex: [String: Int]
}
