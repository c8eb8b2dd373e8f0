/// What a request asks for: a condition, a sort order and a window; evaluated against a context's objects.
struct QuerySpec<Root: SlateQueryable>: Sendable {
    var entity: String
    var predicate: SlatePredicate<Root>.Node?
    var sorts: [(attribute: String?, keyPath: String, ascending: Bool)] = []
    var limit: Int?
    var offset = 0

    mutating func add(_ node: SlatePredicate<Root>.Node, or: Bool = false) {
        guard let current = predicate else {
            predicate = node
            return
        }
        predicate = or ? .or([current, node]) : .and([current, node])
    }

    mutating func sort<Value>(_ keyPath: KeyPath<Root, Value>, ascending: Bool) {
        sorts.append((Root.slateAttribute(for: keyPath), "\(keyPath)", ascending))
    }

    /// The matching objects, sorted (ties in creation order), then windowed.
    func ids(in graph: ObjectGraph) throws -> [SlateID] {
        var ids = graph.ids(of: entity)
        if let predicate {
            let test = try predicate.compile(for: graph.schema.entity(named: entity))
            let state = graph.state
            ids = ids.filter { test(state, $0) }
        }
        if !sorts.isEmpty {
            let attributes = try sorts.map { sort in
                guard let attribute = sort.attribute else { throw SlateError.unsupportedKeyPath(sort.keyPath) }
                return attribute
            }
            // Each object's sort values are read once, not once per comparison.
            let indexes = attributes.map { graph.schema.entity(named: entity)?.attributeIndex[$0] }
            let state = graph.state
            let keyed = ids.map { id in (id, indexes.map { index in index.flatMap { state.value(id, at: $0) } ?? .null }) }
            let sorted = keyed.sorted { left, right in
                for (index, sort) in sorts.enumerated() {
                    let (a, b) = (left.1[index], right.1[index])
                    if a == b { continue }
                    // Nil sorts first ascending, last descending, as SQLite orders NULL.
                    let order = a.compare(to: b) ?? (a.isNull ? .orderedAscending : b.isNull ? .orderedDescending : .orderedSame)
                    if order != .orderedSame { return (order == .orderedAscending) == sort.ascending }
                }
                return left.0 < right.0
            }
            ids = sorted.map(\.0)
        }
        let start = min(max(offset, 0), ids.count)
        let end = limit.map { min(start + max($0, 0), ids.count) } ?? ids.count
        return Array(ids[start..<end])
    }
}

/// A request: a condition, a sort order and a window over one entity's objects, fetched in the context that
/// made it. Queries request immutable models (`SlateQueryRequest`), mutations mutable objects
/// (`SlateMutableRequest`); both build the same way.
public struct SlateRequest<Root: SlateQueryable, Access>: Sendable {
    var spec: QuerySpec<Root>
    let graph: GraphReference?

    /// Objects whose attribute at `keyPath` passes `operator`, and any condition already given.
    public func filter<Value>(where keyPath: KeyPath<Root, Value>, _ operator: SlateQueryOperator<Value>) -> Self {
        filter(.where(keyPath, `operator`))
    }

    /// Objects that meet `predicate`, and any condition already given.
    public func filter(_ predicate: SlatePredicate<Root>) -> Self {
        var copy = self
        copy.spec.add(predicate.node)
        return copy
    }

    /// The same as `filter(where:_:)`.
    public func `where`<Value>(_ keyPath: KeyPath<Root, Value>, _ operator: SlateQueryOperator<Value>) -> Self {
        filter(where: keyPath, `operator`)
    }

    /// The same as `filter(where:_:)`: this condition and the ones already given.
    public func and<Value>(where keyPath: KeyPath<Root, Value>, _ operator: SlateQueryOperator<Value>) -> Self {
        filter(where: keyPath, `operator`)
    }

    /// This condition or the ones already given.
    public func or<Value>(where keyPath: KeyPath<Root, Value>, _ operator: SlateQueryOperator<Value>) -> Self {
        var copy = self
        copy.spec.add(SlatePredicate<Root>.where(keyPath, `operator`).node, or: true)
        return copy
    }

    /// Sorts by `keyPath` after any sort already given.
    public func sort<Value>(_ keyPath: KeyPath<Root, Value>, ascending: Bool = true) -> Self {
        var copy = self
        copy.spec.sort(keyPath, ascending: ascending)
        return copy
    }

    /// At most `count` objects.
    public func limit(_ count: Int) -> Self {
        var copy = self
        copy.spec.limit = count
        return copy
    }

    /// Skips the first `count` objects.
    public func offset(_ count: Int) -> Self {
        var copy = self
        copy.spec.offset = count
        return copy
    }

    /// How many objects match, after `offset` and `limit`.
    public func count() throws -> Int {
        try spec.ids(in: liveGraph()).count
    }

    func liveGraph() throws -> ObjectGraph {
        guard let graph = graph?.graph else { throw SlateError.contextEnded }
        return graph
    }
}

/// Marks requests made in query contexts; they fetch immutable models.
public enum SlateQueryAccess {}

/// Marks requests made in mutations; they fetch mutable objects and can delete them.
public enum SlateMutationAccess {}

/// A request for immutable models in a query context: `readContext[Book.self].filter(where: \.pageCount, .greaterThan(100)).fetch()`.
public typealias SlateQueryRequest<T: SlateObject> = SlateRequest<T, SlateQueryAccess>

/// A request for mutable objects in a mutation: `writeContext[CoreDataBook.self].filter(where: \.id, .equals(id)).fetchOne()`.
public typealias SlateMutableRequest<M: SlateManagedObject> = SlateRequest<M, SlateMutationAccess>

extension SlateRequest where Root: SlateObject, Access == SlateQueryAccess {
    init(graph: GraphReference?) {
        spec = QuerySpec(entity: Root.__slate_managedObjectType.entityName)
        self.graph = graph
    }

    /// The matching objects as immutable models.
    public func fetch() throws -> [Root] {
        let graph = try liveGraph()
        return try snapshots(spec.ids(in: graph), in: graph)
    }

    /// The first matching object.
    public func fetchOne() throws -> Root? {
        try limit(1).fetch().first
    }
}

extension SlateRequest where Root: SlateManagedObject, Access == SlateMutationAccess {
    init(graph: GraphReference) {
        spec = QuerySpec(entity: Root.entityName)
        self.graph = graph
    }

    /// The matching objects.
    public func fetch() throws -> [Root] {
        let graph = try liveGraph()
        return try spec.ids(in: graph).compactMap { graph.object($0) as? Root }
    }

    /// The first matching object.
    public func fetchOne() throws -> Root? {
        try limit(1).fetch().first
    }

    /// Deletes the matching objects (delete rules apply) and returns how many matched.
    @discardableResult
    public func delete() throws -> Int {
        let graph = try liveGraph()
        let ids = try spec.ids(in: graph)
        for id in ids { graph.delete(id) }
        return ids.count
    }
}

/// Immutable snapshots of `ids`.
func snapshots<T: SlateObject>(_ ids: [SlateID], in graph: ObjectGraph) -> [T] {
    ids.compactMap { graph.object($0)?.slateObject as? T }
}
