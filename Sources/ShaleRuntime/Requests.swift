import Foundation

/// What a request asks for: a condition, a sort order and a window; evaluated against a context's objects.
struct QuerySpec<Root: SlateQueryable>: Sendable {
    var entity: String
    var predicate: SlatePredicate<Root>.Node?
    var sorts: [(key: RequestKey, ascending: Bool)] = []
    var limit: Int?
    var offset = 0

    mutating func add(_ node: SlatePredicate<Root>.Node, or: Bool = false) {
        guard let current = predicate else {
            predicate = node
            return
        }
        predicate = or ? .or([current, node]) : .and([current, node])
    }

    mutating func sort(_ keyPath: AnyKeyPath, ascending: Bool) {
        sorts.append((RequestKey(keyPath, of: Root.self), ascending))
    }

    /// The matching objects, sorted (ties in creation order), then windowed.
    func ids(in graph: ObjectGraph) throws -> [SlateID] {
        var ids = graph.ids(of: entity)
        let schema = graph.schema.entity(named: entity)
        if let predicate {
            let test = try predicate.compile(for: schema, in: graph)
            ids = ids.filter(test)
        }
        if !sorts.isEmpty {
            let readers = try sorts.map { try $0.key.reader(for: schema, in: graph) }
            // Each object's sort values are read once, not once per comparison.
            let keyed = ids.map { id in (id, readers.map { $0(id) }) }
            let sorted = keyed.sorted { left, right in
                for (index, sort) in sorts.enumerated() {
                    let (a, b) = (left.1[index], right.1[index])
                    if a == b { continue }
                    // Nil sorts first ascending, last descending, as SQLite orders NULL.
                    let order =
                        a.compare(to: b)
                        ?? (a.isNull ? .orderedAscending : b.isNull ? .orderedDescending : .orderedSame)
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
/// (`SlateMOCFetchRequest`); both build the same way. As Slate's, a request is a reference: each method
/// changes it and returns it.
public final class SlateRequest<Root: SlateQueryable, Access>: @unchecked Sendable {
    // Unchecked: like Slate's requests, one is built and fetched on the thread of the block that made it.
    var spec: QuerySpec<Root>
    private weak var graph: ObjectGraph?
    private weak var queryContext: SlateQueryContext?

    init(entity: String, graph: ObjectGraph?, queryContext: SlateQueryContext?) {
        spec = QuerySpec(entity: entity)
        self.graph = graph
        self.queryContext = queryContext
    }

    private func adding(_ node: SlatePredicate<Root>.Node, or: Bool = false) -> Self {
        spec.add(node, or: or)
        return self
    }

    private func adding(format: String, _ arguments: [Any], or: Bool = false) -> Self {
        adding(.format(FormatCondition(format: format, arguments: arguments)), or: or)
    }

    // MARK: Filtering

    /// Objects that meet `predicate` (evaluated with each object's mutable counterpart, so block predicates
    /// work), and any condition already given.
    public func filter(_ predicate: NSPredicate) -> Self { adding(.object(UncheckedSendable(predicate))) }

    /// Objects that meet the predicate format (`"title BEGINSWITH %@"`), and any condition already given. A format
    /// that cannot be read makes the fetch throw, naming the problem.
    public func filter(_ predicateString: String, _ predicateArgs: Any...) -> Self {
        adding(format: predicateString, predicateArgs)
    }

    /// Objects whose attribute at `keyPath` passes `operator`, and any condition already given.
    public func filter<T>(where keyPath: KeyPath<Root, T>, _ operator: SlatePredicateOperator<T>) -> Self {
        adding(SlatePredicate<Root>.where(keyPath, `operator`).node)
    }

    /// Objects that meet `predicate`, and any condition already given.
    public func filter(_ predicate: SlatePredicate<Root>) -> Self { adding(predicate.node) }

    /// The same as `filter(_:)`.
    public func `where`(_ predicate: NSPredicate) -> Self { filter(predicate) }

    /// The same as `filter(_:_:)`.
    public func `where`(_ predicateString: String, _ predicateArgs: Any...) -> Self {
        adding(format: predicateString, predicateArgs)
    }

    /// The same as `filter(where:_:)`.
    public func `where`<T>(_ keyPath: KeyPath<Root, T>, _ operator: SlatePredicateOperator<T>) -> Self {
        filter(where: keyPath, `operator`)
    }

    /// This condition and the ones already given.
    public func and(_ predicate: NSPredicate) -> Self { filter(predicate) }

    /// This condition and the ones already given.
    public func and(_ predicateString: String, _ predicateArgs: Any...) -> Self {
        adding(format: predicateString, predicateArgs)
    }

    /// This condition and the ones already given.
    public func and<T>(where keyPath: KeyPath<Root, T>, _ operator: SlatePredicateOperator<T>) -> Self {
        filter(where: keyPath, `operator`)
    }

    /// This condition or the ones already given.
    public func or(_ predicate: NSPredicate) -> Self { adding(.object(UncheckedSendable(predicate)), or: true) }

    /// This condition or the ones already given.
    public func or(_ predicateString: String, _ predicateArgs: Any...) -> Self {
        adding(format: predicateString, predicateArgs, or: true)
    }

    /// This condition or the ones already given.
    public func or<T>(where keyPath: KeyPath<Root, T>, _ operator: SlatePredicateOperator<T>) -> Self {
        adding(SlatePredicate<Root>.where(keyPath, `operator`).node, or: true)
    }

    // MARK: Sorting

    /// Sorts by the stored attribute named `property` (`SlateBook.Attributes.title`), or by a key path through
    /// to-one relationships (`"writer.name"`; objects whose relationship is empty sort as nil), after any sort
    /// already given.
    public func sort(_ property: String, ascending: Bool = true) -> Self {
        spec.sorts.append((.path(property), ascending))
        return self
    }

    /// Sorts by `keyPath` after any sort already given: a stored attribute, or for mutable objects any key path,
    /// relationships included (`\CoreDataNovel.writer.name`), read on each object.
    public func sort<Value>(_ keyPath: KeyPath<Root, Value>, ascending: Bool = true) -> Self {
        spec.sort(keyPath, ascending: ascending)
        return self
    }

    /// Sorts as `descriptor` says after any sort already given: by its key path (`NSSortDescriptor(keyPath:
    /// ascending:)`, the only kind Linux has, without key-value coding), or on Apple platforms by its key
    /// (`NSSortDescriptor(key:ascending:)`, read as `sort(_:ascending:)` reads a property name). A descriptor with
    /// neither, which would compare the objects themselves, adds no sort.
    public func sort(_ descriptor: NSSortDescriptor) -> Self {
        // Apple's Foundation declares `keyPath` as `AnyKeyPath?` (nil unless the key is an Objective-C property's
        // key path), swift-corelibs-foundation as `AnyKeyPath`: an optional binding takes either.
        let keyPath: AnyKeyPath? = descriptor.keyPath
        if let keyPath {
            spec.sort(keyPath, ascending: descriptor.ascending)
        } else {
            // Keys are key-value coding's, which only the Objective-C runtime has.
            #if _runtime(_ObjC)
            if let key = descriptor.key { spec.sorts.append((.path(key), descriptor.ascending)) }
            #endif
        }
        return self
    }

    // MARK: Window

    /// At most `limit` objects.
    public func limit(_ limit: Int) -> Self {
        spec.limit = limit
        return self
    }

    /// Skips the first `offset` objects.
    public func offset(_ offset: Int) -> Self {
        spec.offset = offset
        return self
    }

    // MARK: Fetching

    /// The matching ids, evaluated in the context that made the request. A query request works only on the
    /// thread of its query block, while the block runs (`queryOutsideScope` otherwise, as in Slate).
    func matchingIDs(limit: Int? = nil) throws -> (ids: [SlateID], graph: ObjectGraph) {
        if Access.self == SlateQueryAccess.self {
            guard let queryContext, SlateQueryContext.current === queryContext else {
                throw SlateTransactionError.queryOutsideScope
            }
        }
        guard let graph else { throw SlateError.contextEnded }
        var spec = spec
        if let limit { spec.limit = limit }
        return (try spec.ids(in: graph), graph)
    }
}

/// Marks requests made in query contexts; they fetch immutable models.
public enum SlateQueryAccess {}

/// Marks requests made in mutations; they fetch mutable objects and can delete them.
public enum SlateMutationAccess {}

/// A request for immutable models in a query context: `context[SlateBook.self].filter(where: \.pageCount, .greaterThan(100)).fetch()`.
public typealias SlateQueryRequest<T: SlateObject> = SlateRequest<T, SlateQueryAccess>

/// A request for mutable objects in a mutation: `context[CoreDataBook.self].filter(where: \.id, .equals(id)).fetchOne()`.
public typealias SlateMOCFetchRequest<M: SlateManagedObject> = SlateRequest<M, SlateMutationAccess>

/// The mutable request's former name.
public typealias SlateMutableRequest<M: SlateManagedObject> = SlateMOCFetchRequest<M>

extension SlateRequest where Root: SlateObject, Access == SlateQueryAccess {
    convenience init(context: SlateQueryContext) {
        self.init(entity: Root.__slate_managedObjectType.entityName, graph: context.graph, queryContext: context)
    }

    /// A request bound to no context, for streams: the store evaluates it.
    convenience init(entityOf type: Root.Type) {
        self.init(entity: Root.__slate_managedObjectType.entityName, graph: nil, queryContext: nil)
    }

    /// The matching objects as immutable models.
    public func fetch() throws(SlateTransactionError) -> [Root] {
        try fetch(limit: nil)
    }

    /// The first matching object.
    public func fetchOne() throws(SlateTransactionError) -> Root? {
        try fetch(limit: 1).first
    }

    /// How many objects match, after `offset` and `limit`.
    public func count() throws(SlateTransactionError) -> Int {
        do {
            return try matchingIDs().ids.count
        } catch {
            throw SlateTransactionError(error)
        }
    }

    private func fetch(limit: Int?) throws(SlateTransactionError) -> [Root] {
        do {
            let (ids, graph) = try matchingIDs(limit: limit)
            return try graph.snapshots(ids)
        } catch {
            throw SlateTransactionError(error)
        }
    }
}

extension SlateRequest where Root: SlateManagedObject, Access == SlateMutationAccess {
    convenience init(graph: ObjectGraph) {
        self.init(entity: Root.entityName, graph: graph, queryContext: nil)
    }

    /// The matching objects.
    public func fetch() throws -> [Root] {
        let (ids, graph) = try matchingIDs()
        return ids.compactMap { graph.object($0) as? Root }
    }

    /// The first matching object.
    public func fetchOne() throws -> Root? {
        let (ids, graph) = try matchingIDs(limit: 1)
        return ids.first.flatMap { graph.object($0) as? Root }
    }

    /// How many objects match, after `offset` and `limit`.
    public func count() throws -> Int {
        try matchingIDs().ids.count
    }

    /// Deletes the matching objects (delete rules apply) and returns how many matched.
    @discardableResult
    public func delete() throws -> Int {
        let (ids, graph) = try matchingIDs()
        for id in ids { graph.delete(id) }
        return ids.count
    }
}

extension ObjectGraph {
    /// The immutable snapshots of `ids`, in order; the thread must be inside a query context.
    /// - Throws: `SlateTransactionError.queryInvalidCast` when an object's snapshot is not a `Value`.
    func snapshots<Value: SlateObject>(_ ids: [SlateID]) throws -> [Value] {
        try snapshotObjects(ids).map { snapshot in
            guard let snapshot = snapshot as? Value else { throw SlateTransactionError.queryInvalidCast }
            return snapshot
        }
    }
}
