import Foundation

/// What a query block sees: a consistent snapshot of the store, read as immutable models.
public final class SlateQueryContext: @unchecked Sendable {
    // Unchecked: a context belongs to its query block and is used on that block's thread, as Slate's is.
    let graph: ObjectGraph
    weak var slate: Slate?

    init(slate: Slate?, graph: ObjectGraph) {
        self.slate = slate
        self.graph = graph
    }

    /// The thread-dictionary key Slate's generated immutable models look for.
    static let threadKey = "kThreadKeySlateQueryContext"

    /// The query context the current thread is running a block of.
    static var current: SlateQueryContext? {
        Thread.current.threadDictionary[threadKey] as? SlateQueryContext
    }

    /// Runs `body` with the thread marked as inside this context.
    func run<T>(_ body: () throws -> T) rethrows -> T {
        try Self.marking({ _ in self }, body)
    }

    /// Runs `body` with the thread's query-context marker set to `marker(previous marker)`, restored afterwards.
    static func marking<T>(_ marker: (Any?) -> Any, _ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[threadKey]
        dictionary[threadKey] = marker(previous)
        defer { dictionary[threadKey] = previous }
        return try body()
    }

    /// A request for every object of `objectClass`'s entity (subentities included).
    public func query<SO: SlateObject>(_ objectClass: SO.Type) -> SlateQueryRequest<SO> {
        SlateQueryRequest(context: self)
    }

    /// A request for every object of `objectClass`'s entity (subentities included).
    public subscript<SO: SlateObject>(_ objectClass: SO.Type) -> SlateQueryRequest<SO> {
        SlateQueryRequest(context: self)
    }

    /// The relationships of `slateObject` in this snapshot, read through generated resolver properties.
    public func resolve<SO: SlateObject>(_ slateObject: SO) -> SlateRelationshipResolver<SO> {
        SlateRelationshipResolver(context: self, object: slateObject)
    }

    /// The relationships of `slateObject` in this snapshot: `context[book].author`.
    public subscript<SO: SlateObject>(_ slateObject: SO) -> SlateRelationshipResolver<SO> {
        SlateRelationshipResolver(context: self, object: slateObject)
    }
}

/// Immutable models check the query-context marker before they snapshot a mutable object, as Slate's do; query
/// blocks set it. Tests that build snapshots by hand can set it with this.
public enum SlateQueryContextMarker {
    /// Runs `body` as if inside a query context.
    public static func run<T>(_ body: () throws -> T) rethrows -> T {
        try SlateQueryContext.marking({ $0 ?? true }, body)
    }
}

/// What a mutation block sees: a private copy of the store, read and written through mutable objects.
public final class SlateMutateContext: @unchecked Sendable {
    // Unchecked: a context belongs to its mutation block and is used on that block's thread, as Slate's is.
    let graph: ObjectGraph

    init(graph: ObjectGraph) {
        self.graph = graph
    }

    /// A new object of `objectClass`, with the schema's default values. Stops the program when the schema has no
    /// such entity or it is abstract, as Core Data does; `insert` throws instead.
    public func create<MO: ManagedObject>(_ objectClass: MO.Type) -> MO {
        do {
            return try insert(objectClass)
        } catch {
            preconditionFailure("cannot create a \(MO.self): \(error)")
        }
    }

    /// A new object of `objectClass`, with the schema's default values.
    /// - Throws: `SlateError.unknownEntity` or `SlateError.abstractEntity`.
    public func insert<MO: ManagedObject>(_ objectClass: MO.Type) throws -> MO {
        guard let object = try graph.insert(entity: objectClass.entityName) as? MO else {
            throw SlateError.unknownEntity(objectClass.entityName)
        }
        return object
    }

    /// A request for every object of `objectClass`'s entity (subentities included).
    public func query<MO: SlateManagedObject>(_ objectClass: MO.Type) -> SlateMOCFetchRequest<MO> {
        SlateMOCFetchRequest(graph: graph)
    }

    /// A request for every object of `objectClass`'s entity (subentities included).
    public subscript<MO: SlateManagedObject>(_ objectClass: MO.Type) -> SlateMOCFetchRequest<MO> {
        SlateMOCFetchRequest(graph: graph)
    }

    /// Deletes `object`; delete rules apply.
    public func delete(_ object: ManagedObject) {
        graph.delete(object.objectID)
    }

    /// The mutable object behind an immutable snapshot, if it still exists.
    public func managedObject<M: ManagedObject>(for object: some SlateObject, as type: M.Type = M.self) -> M? {
        graph.object(object.slateID) as? M
    }
}
