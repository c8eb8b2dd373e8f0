/// One update of a streamed request: the current sorted values and how they changed since the last update.
public struct SlateStreamUpdate<T: SlateObject>: Sendable {
    /// The request's results now, in order.
    public let values: [T]
    /// Indexes in `values` of objects that were not in the previous results.
    public let insertedIndexes: [Int]
    /// Indexes in the previous results of objects that are gone.
    public let deletedIndexes: [Int]
    /// Indexes in `values` of objects that stayed in place but changed.
    public let updatedIndexes: [Int]
    /// Objects that changed position, from their index in the previous results to their index in `values`.
    public let movedIndexes: [SlateStreamMove]
}

/// A move in a stream update.
public struct SlateStreamMove: Sendable, Hashable {
    /// The index in the previous results.
    public let from: Int
    /// The index in the new results.
    public let to: Int
}

/// What the store needs of a stream to publish to it after a mutation.
protocol StreamPublishing: Sendable {
    func publish(schema: Schema, state: StoreState)
}

/// A streamed request and what it last published.
final class StreamSubscriber<T: SlateObject>: StreamPublishing, @unchecked Sendable {
    // Safe: `publish` is only called from the store's writer queue, one call at a time, so `previous` is never
    // touched by two threads at once.
    private let request: SlateQueryRequest<T>
    private let continuation: AsyncThrowingStream<SlateStreamUpdate<T>, Error>.Continuation
    private var previous: (ids: [SlateID], revisions: [SlateID: Int])?

    init(request: SlateQueryRequest<T>, continuation: AsyncThrowingStream<SlateStreamUpdate<T>, Error>.Continuation) {
        self.request = request
        self.continuation = continuation
    }

    func publish(schema: Schema, state: StoreState) {
        let graph = ObjectGraph(schema: schema, state: state, isWritable: false)
        defer { graph.close() }
        do {
            let ids = try request.spec.ids(in: graph)
            let revisions = Dictionary(uniqueKeysWithValues: ids.map { ($0, state[$0]?.revision ?? 0) })
            let changes = StreamDiff(old: previous?.ids ?? [], new: ids, oldRevisions: previous?.revisions ?? [:],
                                     newRevisions: revisions)
            guard previous == nil || !changes.isEmpty else { return }
            previous = (ids, revisions)
            let values: [T] = SlateQueryContextMarker.run { snapshots(ids, in: graph) }
            continuation.yield(SlateStreamUpdate(
                values: values, insertedIndexes: changes.inserted, deletedIndexes: changes.deleted,
                updatedIndexes: changes.updated, movedIndexes: changes.moved))
        } catch {
            continuation.finish(throwing: error)
        }
    }
}

/// The index changes between two ordered lists of identities. Objects in both lists keep their place when they
/// belong to the longest run that stays in order; the rest of them are moves.
struct StreamDiff: Equatable {
    var inserted: [Int] = []
    var deleted: [Int] = []
    var updated: [Int] = []
    var moved: [SlateStreamMove] = []

    var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && updated.isEmpty && moved.isEmpty }

    init(old: [SlateID], new: [SlateID], oldRevisions: [SlateID: Int], newRevisions: [SlateID: Int]) {
        let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1, $0) })
        let newIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1, $0) })
        deleted = old.indices.filter { newIndex[old[$0]] == nil }
        inserted = new.indices.filter { oldIndex[new[$0]] == nil }
        // Common objects in new order, by their old index; the longest increasing run stays put.
        let common = new.indices.filter { oldIndex[new[$0]] != nil }
        let stable = Set(Self.longestIncreasingRun(common.map { oldIndex[new[$0]]! }).map { common[$0] })
        for index in common {
            let id = new[index]
            if !stable.contains(index) {
                moved.append(SlateStreamMove(from: oldIndex[id]!, to: index))
            } else if oldRevisions[id] != newRevisions[id] {
                updated.append(index)
            }
        }
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
