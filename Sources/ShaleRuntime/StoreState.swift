/// One stored object: its entity, attribute values (in the entity's attribute order) and relationship targets.
struct ObjectRecord: Sendable {
    var entity: String
    var values: [StoreValue]
    /// To-one targets; a missing key means none.
    var toOne: [String: SlateID] = [:]
    /// To-many targets in order (insertion order for unordered relationships).
    var toMany: [String: [SlateID]] = [:]
    /// Bumped on every change, so streams can tell updated objects.
    var revision = 0

    /// The targets stored for relationship `name`, deleted ones included, in order.
    func targets(of name: String) -> [SlateID] {
        toMany[name] ?? toOne[name].map { [$0] } ?? []
    }
}

/// Everything a store holds at one moment. A value: readers keep the one they started with while a writer
/// builds the next. Objects live in pages indexed by their number (no hashing), so a mutation copies only the
/// pages it touches rather than the whole store; each entity keeps its objects in creation order.
struct StoreState: Sendable {
    private static let pageCount = 1024
    /// Records are boxed: a read costs one reference, and a writer copies a box only while a reader shares it.
    private var pages = [[RecordBox?]](repeating: [], count: pageCount)
    /// Each entity's objects in creation order; may still name objects deleted in the current mutation.
    private(set) var byEntity: [String: [SlateID]] = [:]
    var nextNumber = 1

    private static func place(_ id: SlateID) -> (page: Int, slot: Int) {
        (id.number & (pageCount - 1), id.number / pageCount)
    }

    subscript(id: SlateID) -> ObjectRecord? {
        let (page, slot) = Self.place(id)
        return slot < pages[page].count ? pages[page][slot]?.record : nil
    }

    /// One value of a record, without copying the record.
    func value(_ id: SlateID, at index: Int) -> StoreValue? {
        let (page, slot) = Self.place(id)
        guard slot < pages[page].count, let box = pages[page][slot], index < box.record.values.count else { return nil }
        return box.record.values[index]
    }

    mutating func insert(_ record: ObjectRecord, as id: SlateID) {
        let (page, slot) = Self.place(id)
        while pages[page].count <= slot { pages[page].append(nil) }
        pages[page][slot] = RecordBox(record)
        byEntity[record.entity, default: []].append(id)
    }

    mutating func remove(_ id: SlateID) {
        let (page, slot) = Self.place(id)
        if slot < pages[page].count { pages[page][slot] = nil }
    }

    /// Changes a record in place; nil when there is none.
    @discardableResult
    mutating func modify<Result>(_ id: SlateID, _ body: (inout ObjectRecord) -> Result) -> Result? {
        let (page, slot) = Self.place(id)
        guard slot < pages[page].count, pages[page][slot] != nil else { return nil }
        if !isKnownUniquelyReferenced(&pages[page][slot]!) {
            pages[page][slot] = RecordBox(pages[page][slot]!.record)
        }
        return body(&pages[page][slot]!.record)
    }

    /// The live objects of the given entities, in creation order.
    func ids(of entities: Set<String>) -> [SlateID] {
        let lists = entities.compactMap { byEntity[$0] }
        let merged = lists.count == 1 ? lists[0] : lists.flatMap { $0 }.sorted()
        return merged.filter { self[$0] != nil }
    }

    /// Drops deleted objects from the entity lists of `entities`.
    mutating func compact(_ entities: Set<String>) {
        for entity in entities {
            byEntity[entity] = byEntity[entity]?.filter { self[$0] != nil }
        }
    }
}

/// A record behind a reference, shared by every state that has not changed it.
final class RecordBox: @unchecked Sendable {
    // Safe: a box is only mutated by `StoreState.modify`, after `isKnownUniquelyReferenced` proved that no other
    // state (and so no reader) holds it; shared boxes are copied first.
    var record: ObjectRecord

    init(_ record: ObjectRecord) {
        self.record = record
    }
}
