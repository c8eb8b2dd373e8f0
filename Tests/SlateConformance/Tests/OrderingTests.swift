import Foundation
import Slate
import SlateConformanceEntities
import SlateConformanceModels
import Testing

/// Slate's ordering guarantee: one access queue, first in first out, where every mutation is a barrier. A query
/// issued after `mutateAsync` returns sees that mutation; readers never see half of one.
@Suite(.timeLimit(.minutes(1)))
struct OrderingTests {
    let slate = Slate()

    @Test func aQueryAfterMutateAsync_seesIt_everyTime() async throws {
        await configureInMemory(slate)
        for round in 1...200 {
            slate.mutateAsync { context in context.create(CoreDataWriter.self).name = "W\(round)" }
            let count = try await slate.query { context in try context[SlateWriter.self].count() }
            #expect(count == round)
            var syncCount = 0
            slate.querySync { context in syncCount = try context[SlateWriter.self].count() }
            #expect(syncCount == round)
        }
    }

    @Test func asyncMutations_runInTheOrderTheyWereIssued() async throws {
        await configureInMemory(slate)
        addWriter(slate, name: "Counter", age: 0)
        for step in 1...100 {
            slate.mutateAsync { context in
                let writer = try #require(try context[CoreDataWriter.self].fetchOne())
                #expect(writer.age == Int64(step - 1), "mutation \(step) runs after mutation \(step - 1)")
                writer.age = Int64(step)
            }
        }
        let age = try await slate.query { context in try #require(try context[SlateWriter.self].fetchOne()).age }
        #expect(age == 100)
    }

    @Test func concurrentReaders_neverSeeHalfAMutation() async throws {
        await configureInMemory(slate)
        addWriter(slate, name: "A", age: 500)
        addWriter(slate, name: "B", age: 500)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for _ in 0..<200 {
                    try await slate.mutate { context in
                        let writers = try context[CoreDataWriter.self].sort(\.name).fetch()
                        writers[0].age -= 1
                        writers[1].age += 1
                    }
                }
            }
            for _ in 0..<2 {
                group.addTask {
                    for _ in 0..<200 {
                        let sum = try await slate.query { context in
                            try context[SlateWriter.self].fetch().map(\.age).reduce(0, +)
                        }
                        #expect(sum == 1_000)
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
