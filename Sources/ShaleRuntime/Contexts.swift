import Foundation

/// Lets a request reach the objects of the query or mutation that made it, until that context ends.
final class GraphReference: @unchecked Sendable {
    // Safe: a request is built and fetched inside the block that made it, on that block's thread; once the
    // context ends the reference is nil and fetching throws instead of touching a graph another thread owns.
    weak var graph: ObjectGraph?

    init(_ graph: ObjectGraph) {
        self.graph = graph
    }
}

/// What a query block sees: a consistent snapshot of the store, read as immutable models.
public final class SlateReadContext {
    let graph: ObjectGraph
    private let reference: GraphReference

    init(graph: ObjectGraph) {
        self.graph = graph
        reference = GraphReference(graph)
    }

    /// A request for every object of `type`'s entity (subentities included).
    public subscript<T: SlateObject>(type: T.Type) -> SlateQueryRequest<T> {
        SlateQueryRequest(graph: reference)
    }

    /// The relationships of `object` in this snapshot, read through generated resolver properties.
    public func resolve<SO: SlateObject>(_ object: SO) -> SlateRelationshipResolver<SO> {
        SlateRelationshipResolver(object: object, managedObject: graph.object(object.slateID))
    }
}

/// What a mutation block sees: a private copy of the store, read and written through mutable objects.
public final class SlateWriteContext {
    let graph: ObjectGraph
    private let reference: GraphReference

    init(graph: ObjectGraph) {
        self.graph = graph
        reference = GraphReference(graph)
    }

    /// A request for every object of `type`'s entity (subentities included).
    public subscript<M: SlateManagedObject>(type: M.Type) -> SlateMutableRequest<M> {
        SlateMutableRequest(graph: reference)
    }

    /// A new object of `type`, with the schema's default values.
    public func create<M: ManagedObject>(_ type: M.Type) throws -> M {
        guard let object = try graph.insert(entity: type.entityName) as? M else {
            throw SlateError.unknownEntity(type.entityName)
        }
        return object
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
