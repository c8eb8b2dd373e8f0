/// A store's immutable-object cache, as Slate keeps one per `SlateID`: every fetch of an object that has not
/// changed since returns the same instance (`===`), and a changed object gets a new one. An entry lives until its
/// object changes or is deleted, or the store is released; the store drops entries when a mutation commits, so
/// an old instance lives only as long as the caller keeps it.
///
/// Unlike Slate, which builds the snapshot of every inserted and updated object while the mutation commits, an
/// instance is made when it is first read: identities are the same, and a mutation that inserts many objects no
/// one reads builds none.
final class SnapshotCache: @unchecked Sendable {
    // Unchecked: `entries` is only touched inside `entries.withLock`.
    private let entries = Locked([SlateID: Entry]())

    /// One cached instance and the revision of the record it was made from.
    private struct Entry {
        let revision: Int
        let object: any SlateObject
    }

    /// The instances for `ids` at the given revisions: cached ones where the revision matches, the rest made by
    /// `make` (outside the lock, so readers do not wait on each other's snapshots) and cached. Two readers that
    /// both make an object's instance get the one cached first.
    func objects(
        _ ids: [SlateID], revisions: (SlateID) -> Int?,
        make: (SlateID) throws -> any SlateObject
    ) rethrows -> [any SlateObject] {
        let wanted = ids.map { (id: $0, revision: revisions($0) ?? -1) }
        var found: [(any SlateObject)?] = entries.withLock { entries in
            wanted.map { key in entries[key.id].flatMap { $0.revision == key.revision ? $0.object : nil } }
        }
        let missing = found.indices.filter { found[$0] == nil }
        guard !missing.isEmpty else { return found.map { $0! } }
        let made = try missing.map { try make(wanted[$0].id) }
        entries.withLock { entries in
            for (index, object) in zip(missing, made) {
                let key = wanted[index]
                if let cached = entries[key.id], cached.revision == key.revision {
                    found[index] = cached.object
                } else {
                    entries[key.id] = Entry(revision: key.revision, object: object)
                    found[index] = object
                }
            }
        }
        return found.map { $0! }
    }

    /// Drops the entries of objects a committed mutation changed or deleted.
    func invalidate(_ ids: some Sequence<SlateID>) {
        entries.withLock { entries in
            for id in ids { entries.removeValue(forKey: id) }
        }
    }

    /// How many instances the cache holds.
    var count: Int { entries.withLock(\.count) }
}
