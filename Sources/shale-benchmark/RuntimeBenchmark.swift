import Foundation
import KitchenSinkMemory
import ShaleRuntime

/// ShaleRuntime under load, through the generated kitchen-sink code: one mutation inserting `objects`
/// magazines, a filtered and sorted fetch over them, then 8 readers and 1 writer for `seconds`, checking
/// that no reader ever sees a torn update and no write is lost.
func runRuntime(objects: Int, seconds: Int, runs: Int) async throws {
    let slate = Slate()
    slate.configure(schema: KitchenSinkSchema.schema)
    let insert = try await measure {
        try await slate.mutate { context in
            for index in 0..<objects {
                let magazine = context.create(Magazine.self)
                magazine.id = UUID()
                magazine.title = "Issue \(index)"
                magazine.issue = Int32(index % 30_000)
            }
        }
    }
    print(String(format: "runtime: insert %d objects in one mutation: %.3f s", objects, insert))

    var best = Double.infinity
    var matched = 0
    for _ in 0..<max(runs, 1) {
        best = min(
            best,
            try await measure {
                matched = try await slate.query { context in
                    try context[ImmutableMagazine.self].filter(where: \.issue, .lessThan(3_000)).sort(\.title).fetch()
                        .count
                }
            })
    }
    print(
        String(
            format: "runtime: filtered + sorted fetch over %d objects (%d match): best %.1f ms of %d runs",
            objects, matched, best * 1_000, max(runs, 1)))
    var bestCount = Double.infinity
    for _ in 0..<max(runs, 1) {
        bestCount = min(
            bestCount,
            try await measure {
                matched = try await slate.query { context in
                    try context[ImmutableMagazine.self].filter(where: \.issue, .lessThan(3_000)).sort(\.title).count()
                }
            })
    }
    print(
        String(format: "runtime: the same request counted, without making snapshots: best %.1f ms", bestCount * 1_000))

    // The writer moves issues between two counters; their sum never changes, so every reader must see 2000.
    let ids = try await slate.mutate { context -> [SlateID] in
        (0..<2).map { _ in
            let counter = context.create(Tag.self)
            counter.label = "1000"
            return counter.objectID
        }
    }
    let deadline = Date().addingTimeInterval(Double(seconds))
    let (writes, reads, torn) = try await withThrowingTaskGroup(of: (Int, Int, Int).self) { group in
        group.addTask {
            var writes = 0
            while Date() < deadline {
                try await slate.mutate { context in
                    let tags = try context[Tag.self].filter(where: \.label, .notEquals("")).fetch()
                        .filter { ids.contains($0.objectID) }.sorted { $0.objectID < $1.objectID }
                    let first = Int(tags[0].label ?? "0")! - 1
                    tags[0].label = String(first)
                    tags[1].label = String(2_000 - first)
                }
                writes += 1
            }
            return (writes, 0, 0)
        }
        for _ in 0..<8 {
            group.addTask {
                var reads = 0
                var torn = 0
                while Date() < deadline {
                    let sum = try await slate.query { context in
                        try context[ImmutableTag.self].fetch().filter { ids.contains($0.slateID) }
                            .reduce(0) { $0 + Int($1.label)! }
                    }
                    if sum != 2_000 { torn += 1 }
                    reads += 1
                }
                return (0, reads, torn)
            }
        }
        return try await group.reduce((0, 0, 0)) { ($0.0 + $1.0, $0.1 + $1.1, $0.2 + $1.2) }
    }
    let final = try await slate.query { context in
        try context[ImmutableTag.self].fetch().filter { ids.contains($0.slateID) }.sorted { $0.slateID < $1.slateID }
            .map { Int($0.label)! }
    }
    let lost = final[0] == 1_000 - writes ? 0 : abs(final[0] - (1_000 - writes))
    print(
        "runtime: 8 readers + 1 writer for \(seconds) s: \(writes) writes, \(reads) reads, "
            + "\(torn) torn reads, \(lost) lost writes")
    if torn > 0 || lost > 0 { throw BenchmarkError("the store lost or tore updates") }
}

private func measure(_ body: () async throws -> Void) async rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try await body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
