/// How a request reads one value of each object for a sort or a comparison: a stored attribute, a key path
/// through to-one relationships (`"writer.name"`, as Core Data sorts and filters), or a Swift key path of the
/// mutable class read on the object itself (`\CoreDataNovel.writer.name`).
enum RequestKey: Sendable {
    /// An attribute name, or relationship names and an attribute joined with dots.
    case path(String)
    /// A key path of the request's root type that is not a stored attribute.
    case keyPath(UncheckedSendable<AnyKeyPath>)

    /// The key for `keyPath`: its stored attribute when the generated table has one.
    init<Root: SlateQueryable>(_ keyPath: AnyKeyPath, of root: Root.Type) {
        self = Root.slateAttribute(for: keyPath).map(Self.path) ?? .keyPath(UncheckedSendable(keyPath))
    }

    /// What an error calls the key.
    var name: String {
        switch self {
        case .path(let path): path
        case .keyPath(let keyPath): "\(keyPath.value)"
        }
    }

    /// A function that reads the key's value for an object of `entity` in `graph`; `.null` where a relationship
    /// on the way is empty.
    /// - Throws: `SlateError.unsupportedKeyPath` for a name the entity does not have, a to-many relationship on
    ///   the way (Core Data refuses those too), or a key path of an immutable model that is not a stored attribute.
    func reader(for entity: EntitySchema?, in graph: ObjectGraph) throws -> (SlateID) -> StoreValue {
        switch self {
        case .path(let path):
            return try Self.pathReader(path, entity: entity, graph: graph)
        case .keyPath(let keyPath):
            guard type(of: keyPath.value).rootType is ManagedObject.Type else {
                throw SlateError.unsupportedKeyPath(name)
            }
            return { id in graph.object(id).map { StoreValue(converting: $0[keyPath: keyPath.value] as Any) } ?? .null }
        }
    }

    private static func pathReader(
        _ path: String, entity: EntitySchema?,
        graph: ObjectGraph
    ) throws -> (SlateID) -> StoreValue {
        var names = path.split(separator: ".").map(String.init)
        guard let attribute = names.popLast() else { throw SlateError.unsupportedKeyPath(path) }
        var current = entity
        for name in names {
            guard let relationship = current?.relationship(named: name), !relationship.isToMany else {
                throw SlateError.unsupportedKeyPath(path)
            }
            current = graph.schema.entity(named: relationship.destination)
        }
        guard let index = current?.attributeIndex[attribute] else { throw SlateError.unsupportedKeyPath(path) }
        let state = graph.state
        return { id in
            var object = id
            for name in names {
                guard let next = state[object]?.toOne[name], state[next] != nil else { return .null }
                object = next
            }
            return state.value(object, at: index) ?? .null
        }
    }
}
