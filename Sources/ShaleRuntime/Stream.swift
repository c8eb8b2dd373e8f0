import Foundation

extension Slate {
    /// One update of a streamed request, as Slate delivers it: the current sorted values and how they changed
    /// since the previous update, as index paths in section 0 (UIKit's batch-update convention: deletions and
    /// updates at their old index, insertions at their new one, moves from old to new).
    public struct StreamUpdate<Value: SlateObject>: Sendable {
        /// The request's results now, in order.
        public let values: [Value]
        /// Where objects that were not in the previous results are now.
        public let insertedIndexes: [IndexPath]
        /// Where objects that stayed in place but changed were.
        public let updatedIndexes: [IndexPath]
        /// Where objects that are gone were.
        public let deletedIndexes: [IndexPath]
        /// Objects that changed position among the others: from their old index path to their new one.
        public let movedIndexes: [(IndexPath, IndexPath)]
        /// Whether this is the first update, which lists every value as inserted.
        public let initialUpdate: Bool

        /// Creates an update.
        public init(
            values: [Value], insertedIndexes: [IndexPath], updatedIndexes: [IndexPath], deletedIndexes: [IndexPath],
            movedIndexes: [(IndexPath, IndexPath)], initialUpdate: Bool
        ) {
            self.values = values
            self.insertedIndexes = insertedIndexes
            self.updatedIndexes = updatedIndexes
            self.deletedIndexes = deletedIndexes
            self.movedIndexes = movedIndexes
            self.initialUpdate = initialUpdate
        }
    }
}

/// The stream update's name before it moved into `Slate`.
public typealias SlateStreamUpdate<Value: SlateObject> = Slate.StreamUpdate<Value>

/// What the store needs of a stream: publishing to it after a mutation, and ending it when the store goes.
protocol StreamPublishing: Sendable {
    func publish(schema: Schema, state: StoreState, cache: SnapshotCache)
    func end()
}

/// A streamed request and what it last published.
final class StreamSubscriber<Value: SlateObject>: StreamPublishing, @unchecked Sendable {
    // Safe: `publish` and `fail` are only called from the store's access queue inside barriers, one call at a
    // time, so `previous` is never touched by two threads at once; `handlers` sits behind its lock.
    private let request: SlateQueryRequest<Value>
    private var previous: (ids: [SlateID], revisions: [SlateID: Int])?
    /// The handlers while the stream is open; nil once it is cancelled, failed or ended, which releases them.
    private let handlers: Locked<Handlers?>

    private struct Handlers {
        let update: (Result<Slate.StreamUpdate<Value>, SlateTransactionError>) -> Void
        let end: (() -> Void)?
    }

    init(
        request: SlateQueryRequest<Value>, onEnd: (() -> Void)?,
        handler: @escaping (Result<Slate.StreamUpdate<Value>, SlateTransactionError>) -> Void
    ) {
        self.request = request
        handlers = Locked(Handlers(update: handler, end: onEnd))
    }

    var isCancelled: Bool { handlers.withLock { $0 == nil } }

    /// Closes the stream and releases its handlers; later updates are not delivered.
    func cancel() {
        _ = takeHandlers()
    }

    private func takeHandlers() -> Handlers? {
        handlers.withLock { handlers in
            defer { handlers = nil }
            return handlers
        }
    }

    func fail(_ error: SlateTransactionError) {
        takeHandlers()?.update(.failure(error))
    }

    func end() {
        takeHandlers()?.end?()
    }

    func publish(schema: Schema, state: StoreState, cache: SnapshotCache) {
        guard let handler = handlers.withLock({ $0?.update }) else { return }
        let graph = ObjectGraph(schema: schema, state: state, isWritable: false, cache: cache)
        defer { graph.close() }
        do {
            let ids = try request.spec.ids(in: graph)
            let revisions = Dictionary(uniqueKeysWithValues: ids.map { ($0, state[$0]?.revision ?? 0) })
            let isInitial = previous == nil
            let changes = StreamDiff(
                old: previous?.ids ?? [], new: ids, oldRevisions: previous?.revisions ?? [:],
                newRevisions: revisions)
            guard isInitial || !changes.isEmpty else { return }
            previous = (ids, revisions)
            let values: [Value] = try SlateQueryContext(slate: nil, graph: graph).run { try graph.snapshots(ids) }
            let path = { (index: Int) in IndexPath(indexes: [0, index]) }
            handler(
                .success(
                    Slate.StreamUpdate(
                        values: values, insertedIndexes: changes.inserted.map(path),
                        updatedIndexes: changes.updated.map(path),
                        deletedIndexes: changes.deleted.map(path),
                        movedIndexes: changes.moved.map { (path($0.from), path($0.to)) },
                        initialUpdate: isInitial)))
        } catch {
            fail(SlateTransactionError(error))
        }
    }
}

/// A move between two stream updates.
struct StreamMove: Equatable {
    /// The index in the previous results.
    let from: Int
    /// The index in the new results.
    let to: Int
}

/// The index changes between two ordered lists of identities. Objects in both lists keep their place when they
/// belong to the longest run that stays in order; the rest of them are moves.
struct StreamDiff: Equatable {
    var inserted: [Int] = []
    var deleted: [Int] = []
    var updated: [Int] = []
    var moved: [StreamMove] = []

    var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && updated.isEmpty && moved.isEmpty }

    /// Objects in both lists stay in place when their relative order holds, as a fetched results controller
    /// reports it: unchanged objects keep their order (their sort keys did not change), so they stay; a changed
    /// object moves when it changed place among them; changed objects in the same place keep the longest run in
    /// order, and the rest move. Stayed objects that changed are updates, at their old index.
    init(old: [SlateID], new: [SlateID], oldRevisions: [SlateID: Int], newRevisions: [SlateID: Int]) {
        let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1, $0) })
        let newIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1, $0) })
        deleted = old.indices.filter { newIndex[old[$0]] == nil }
        inserted = new.indices.filter { oldIndex[new[$0]] == nil }
        // Common objects in new order, split into unchanged and changed ones.
        let common = new.indices.filter { oldIndex[new[$0]] != nil }
        let isChanged = { (index: Int) in oldRevisions[new[index]] != newRevisions[new[index]] }
        let unchanged = common.filter { !isChanged($0) }
        let anchors = Self.longestIncreasingRun(unchanged.map { oldIndex[new[$0]]! }).map { unchanged[$0] }
        // An object's place among the anchors: how many come before it, in each list (both lists are sorted).
        let anchorOld = anchors.map { oldIndex[new[$0]]! }
        func placeOld(_ index: Int) -> Int { Self.countBelow(oldIndex[new[index]]!, in: anchorOld) }
        func placeNew(_ index: Int) -> Int { Self.countBelow(index, in: anchors) }
        let samePlace = common.filter { isChanged($0) && placeOld($0) == placeNew($0) }
        let keptChanged = Self.longestIncreasingRun(samePlace.map { oldIndex[new[$0]]! }).map { samePlace[$0] }
        let stable = Set(anchors).union(keptChanged)
        for index in common {
            let id = new[index]
            if !stable.contains(index) {
                moved.append(StreamMove(from: oldIndex[id]!, to: index))
            } else if isChanged(index) {
                updated.append(oldIndex[id]!)
            }
        }
    }

    /// How many of the ascending `values` are below `value` (binary search).
    static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var (low, high) = (0, values.count)
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Positions in `values` of one longest strictly increasing subsequence (patience sorting, n log n).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            run.append(position)
            position = previous[position]
        }
        return run.reversed()
    }
}
