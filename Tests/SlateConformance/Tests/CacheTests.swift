import Foundation
import Slate
import SlateConformanceEntities
import SlateConformanceModels
import Testing

/// Slate's immutable-object cache: one instance per `SlateID` while the object does not change, a new one once
/// it does, nothing kept for deleted objects.
@Suite(.timeLimit(.minutes(1)))
struct CacheTests {
    let slate = Slate()

    private func fetchWriters() -> [SlateWriter] {
        var writers: [SlateWriter] = []
        slate.querySync { context in writers = try context[SlateWriter.self].sort(\.name).fetch() }
            .catch { Issue.record("query failed: \($0)") }
        return writers
    }

    private func rename(_ name: String, to newName: String) {
        slate.mutateSync { context in
            try context[CoreDataWriter.self].filter(where: \.name, .equals(name)).fetchOne()?.name = newName
        }.catch { Issue.record("rename failed: \($0)") }
    }

    @Test func anUnchangedObject_isTheSameInstance_inEveryQuery() async throws {
        await configureInMemory(slate)
        addWriter(slate, name: "Ann")
        addWriter(slate, name: "Bo")
        let first = fetchWriters()
        let second = fetchWriters()
        #expect(first.count == 2 && zip(first, second).allSatisfy { $0 === $1 })
        let viaAsync = try await slate.query { context in try context[SlateWriter.self].sort(\.name).fetchOne() }
        #expect(viaAsync === first[0], "query, querySync and fetchOne share the instance")
    }

    @Test func aChangedObject_getsANewInstance_itsNeighboursKeepTheirs() async {
        await configureInMemory(slate)
        addWriter(slate, name: "Ann")
        addWriter(slate, name: "Bo")
        let before = fetchWriters()
        rename("Bo", to: "Cy")
        let after = fetchWriters()
        #expect(after[0] === before[0], "Ann did not change")
        #expect(after[1] !== before[1] && after[1].slateID == before[1].slateID)
        #expect(before[1].name == "Bo" && after[1].name == "Cy", "the old instance keeps its values")
        #expect(fetchWriters()[1] === after[1], "the new instance is cached in turn")
    }

    @Test func aRelationshipChange_isAChange_ofBothEnds() async {
        await configureInMemory(slate)
        addWriter(slate, name: "Ann", novels: [("One", 10)])
        addWriter(slate, name: "Bo")
        let writers = fetchWriters()
        slate.mutateSync { context in
            let novel = try context[CoreDataNovel.self].fetchOne()
            let bo = try context[CoreDataWriter.self].filter(where: \.name, .equals("Bo")).fetchOne()
            novel?.writer = try #require(bo)
        }.catch { Issue.record("\($0)") }
        let after = fetchWriters()
        #expect(after[0] !== writers[0] && after[1] !== writers[1], "both writers' novels changed")
    }

    @Test func resolversAndStreams_handOutTheCachedInstances() async throws {
        await configureInMemory(slate)
        addWriter(slate, name: "Ann", novels: [("One", 10)])
        var novel: SlateNovel?
        var resolved: SlateWriter?
        slate.querySync { context in
            novel = try context[SlateNovel.self].fetchOne()
            resolved = context.resolve(try #require(novel)).writer
        }
        #expect(resolved === fetchWriters()[0])
        var updates = slate.updates { (request: SlateQueryRequest<SlateWriter>) in request.sort(\.name) }
            .makeAsyncIterator()
        let streamed = try #require(try await updates.next())
        #expect(streamed.values[0] === resolved)
    }

    @Test func theStoreHoldsInstances_untilTheirObjectChangesOrIsDeleted() async {
        await configureInMemory(slate)
        addWriter(slate, name: "Ann")
        addWriter(slate, name: "Bo")
        weak var ann: SlateWriter?
        weak var bo: SlateWriter?
        do {
            let writers = fetchWriters()
            (ann, bo) = (writers[0], writers[1])
        }
        #expect(ann != nil && bo != nil, "cached, as Slate caches every instance it hands out")
        rename("Ann", to: "Ada")
        slate.mutateSync { context in try context[CoreDataWriter.self].filter(where: \.name, .equals("Bo")).delete() }
        #expect(ann == nil, "a changed object's old instance is freed once no one holds it")
        #expect(bo == nil, "a deleted object's instance is freed once no one holds it")
    }

    @Test func aFailedMutation_keepsTheCachedInstances() async {
        await configureInMemory(slate)
        addWriter(slate, name: "Ann")
        let before = fetchWriters()
        slate.mutateSync { context in
            try context[CoreDataWriter.self].fetchOne()?.name = "Never"
            throw SlateTransactionError.aborted
        }
        #expect(fetchWriters()[0] === before[0])
    }

    @Test func releasingTheStore_freesItsInstances() async {
        weak var cached: SlateWriter?
        do {
            let store = Slate()
            await configureInMemory(store)
            addWriter(store, name: "Ann")
            store.querySync { context in cached = try context[SlateWriter.self].fetchOne() }
            #expect(cached != nil)
        }
        #expect(cached == nil)
    }
}
