/// One stored object: its entity, attribute values and relationship targets.
struct ObjectRecord: Sendable, Hashable {
    var entity: String
    var values: [String: StoreValue]
    /// To-one targets; a missing key or nil means none.
    var toOne: [String: SlateID] = [:]
    /// To-many targets in order (insertion order for unordered relationships).
    var toMany: [String: [SlateID]] = [:]
    /// Bumped on every change, so streams can tell updated objects.
    var revision = 0
}

/// Everything a store holds at one moment. A value: readers keep the one they started with while a writer
/// builds the next.
struct StoreState: Sendable {
    var objects: [SlateID: ObjectRecord] = [:]
    var nextNumber = 1
}
