import Foundation

/// The objects of one query or mutation: a private copy of the store's state, the managed objects handed out
/// for it (one per identity), and what the mutation changed.
final class ObjectGraph {
    let schema: Schema
    let isWritable: Bool
    private(set) var state: StoreState
    private var objects: [SlateID: ManagedObject] = [:]
    private(set) var inserted: Set<SlateID> = []
    private(set) var changed: Set<SlateID> = []
    private(set) var deleted: [SlateID: ObjectRecord] = [:]
    /// The store's immutable-object cache; only graphs of committed states read through it.
    private let cache: SnapshotCache?

    init(schema: Schema, state: StoreState, isWritable: Bool, cache: SnapshotCache? = nil) {
        self.schema = schema
        self.state = state
        self.isWritable = isWritable
        self.cache = cache
    }

    /// Ends the context: managed objects handed out for it stop working.
    func close() {
        for object in objects.values { object.graph = nil }
        objects = [:]
    }

    // MARK: Objects

    func record(_ id: SlateID) -> ObjectRecord? { state[id] }

    func object(_ id: SlateID) -> ManagedObject? {
        if let object = objects[id] { return object }
        guard let record = state[id], let entity = schema.entity(named: record.entity) else { return nil }
        let object = entity.managedType.init(
            objectID: id, binding: ObjectBinding(graph: self, attributeIndex: entity.attributeIndex))
        objects[id] = object
        return object
    }

    func insert(entity name: String) throws -> ManagedObject {
        guard isWritable else { throw SlateError.readOnlyContext }
        guard let entity = schema.entity(named: name) else { throw SlateError.unknownEntity(name) }
        guard !entity.isAbstract else { throw SlateError.abstractEntity(name) }
        let id = SlateID(entity: name, number: state.nextNumber)
        state.nextNumber += 1
        state.insert(ObjectRecord(entity: name, values: entity.attributes.map(\.defaultValue)), as: id)
        inserted.insert(id)
        changed.insert(id)
        return object(id)!
    }

    /// Every live object of `entity` and its subentities, in creation order.
    func ids(of entity: String) -> [SlateID] {
        state.ids(of: schema.family(of: entity))
    }

    /// The immutable snapshots of `ids`, in order, through the store's cache when the graph has one; the thread
    /// must be inside a query context.
    func snapshotObjects(_ ids: [SlateID]) throws -> [any SlateObject] {
        let make = { (id: SlateID) throws -> any SlateObject in
            guard let object = self.object(id) else { throw SlateTransactionError.queryInvalidCast }
            return object.slateObject
        }
        guard let cache else { return try ids.map(make) }
        return try cache.objects(ids, revisions: { self.state[$0]?.revision }, make: make)
    }

    /// The ids this mutation changed, inserted or deleted: the cache entries its commit makes stale.
    var touchedIDs: [SlateID] { Array(changed) + Array(deleted.keys) }

    /// The store's state once the mutation is done with it: entity lists no longer name deleted objects.
    func finishedState() -> StoreState {
        state.compact(Set(deleted.values.map(\.entity)))
        return state
    }

    // MARK: Attributes

    /// Where `key` sits in the values of `id`'s records, or nil when `id`'s entity has no such attribute.
    func attributeIndex(_ id: SlateID, _ key: String) -> Int? {
        schema.entity(named: id.entity)?.attributeIndex[key]
    }

    func value(_ id: SlateID, _ key: String) -> StoreValue {
        attributeIndex(id, key).flatMap { state.value(id, at: $0) } ?? .null
    }

    func setValue(_ value: StoreValue, _ id: SlateID, _ key: String) {
        precondition(isWritable, "a managed object from a query context is read-only")
        guard let index = attributeIndex(id, key) else {
            preconditionFailure("entity \(id.entity) has no attribute \(key)")
        }
        let found: Void? = state.modify(id) { record in
            record.values[index] = value
            record.revision += 1
        }
        if found != nil { changed.insert(id) }
    }

    // MARK: Relationships

    func relationship(_ id: SlateID, _ key: String) -> RelationshipSchema? {
        state[id].flatMap { schema.entity(named: $0.entity)?.relationship(named: key) }
    }

    /// The live targets of a relationship (targets deleted under `noAction` read as absent).
    func targets(_ id: SlateID, _ key: String) -> [SlateID] {
        rawTargets(id, key).filter { state[$0] != nil }
    }

    /// Sets the targets of `key`, keeping the inverse relationship consistent on every object involved.
    func setTargets(_ targets: [SlateID], _ id: SlateID, _ key: String) {
        precondition(isWritable, "a managed object from a query context is read-only")
        guard let relationship = relationship(id, key) else { return }
        var unique: [SlateID] = []
        var seen = Set<SlateID>()
        for target in targets where seen.insert(target).inserted { unique.append(target) }
        let old = Set(rawTargets(id, key))
        let new = Set(unique)
        store(unique, id, relationship)
        guard let inverse = relationship.inverse else { return }
        for removed in old.subtracting(new) { unlink(removed, inverse, from: id) }
        for added in unique where !old.contains(added) { link(added, inverse, to: id) }
    }

    private func rawTargets(_ id: SlateID, _ key: String) -> [SlateID] {
        state[id]?.targets(of: key) ?? []
    }

    private func store(_ targets: [SlateID], _ id: SlateID, _ relationship: RelationshipSchema) {
        let found: Void? = state.modify(id) { record in
            if relationship.isToMany {
                record.toMany[relationship.name] = targets
            } else {
                record.toOne[relationship.name] = targets.first
            }
            record.revision += 1
        }
        if found != nil { changed.insert(id) }
    }

    /// Adds `source` to `target`'s relationship `key`; a to-one first lets go of its previous target.
    private func link(_ target: SlateID, _ key: String, to source: SlateID) {
        guard let relationship = relationship(target, key) else { return }
        var current = rawTargets(target, key)
        guard !current.contains(source) else { return }
        if relationship.isToMany {
            current.append(source)
        } else {
            if let previous = current.first, let inverse = relationship.inverse {
                unlink(previous, inverse, from: target)
            }
            current = [source]
        }
        store(current, target, relationship)
    }

    /// Removes `source` from `target`'s relationship `key`.
    private func unlink(_ target: SlateID, _ key: String, from source: SlateID) {
        guard let relationship = relationship(target, key) else { return }
        let current = rawTargets(target, key)
        guard current.contains(source) else { return }
        store(current.filter { $0 != source }, target, relationship)
    }

    // MARK: Deletion

    /// Deletes `id`, applying every relationship's delete rule. A `deny` relationship that is not empty fails
    /// the mutation when it ends (`SlateError.validation`), as Core Data fails the save.
    func delete(_ id: SlateID) {
        precondition(isWritable, "a managed object from a query context is read-only")
        guard let record = state[id], let entity = schema.entity(named: record.entity) else { return }
        deleted[id] = record
        state.remove(id)
        inserted.remove(id)
        changed.remove(id)
        for relationship in entity.relationships {
            let targets = record.targets(of: relationship.name).filter { state[$0] != nil }
            switch relationship.deleteRule {
            case .nullify:
                if let inverse = relationship.inverse {
                    for target in targets { unlink(target, inverse, from: id) }
                }
            case .cascade:
                for target in targets { delete(target) }
            case .deny, .noAction:
                break
            }
        }
        objects[id]?.graph = nil
        objects[id] = nil
    }
}
