import Foundation
import KitchenSinkMemory
import XCTest

@testable import ShaleRuntime

/// Change streams: the first update, then index changes that turn the previous values into the new ones.
final class StreamTests: XCTestCase {
    /// Applies an update to the previous list of identities the way a table view would: deletions and moves
    /// out, then insertions and moves in at their new indexes. Checks the result is the new list.
    private func assertReconstructs(
        _ old: [SlateID], _ new: [SlateID], _ diff: StreamDiff,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let removed = Set(diff.deleted + diff.moved.map(\.from))
        var list = old.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
        let placed = (diff.inserted.map { ($0, new[$0]) } + diff.moved.map { ($0.to, old[$0.from]) }).sorted {
            $0.0 < $1.0
        }
        for (index, id) in placed { list.insert(id, at: index) }
        XCTAssertEqual(list, new, file: file, line: line)
        XCTAssertEqual(Set(diff.moved.map(\.to)).count, diff.moved.count, file: file, line: line)
    }

    func test_randomChangeSequences_matchANaiveRecomputation() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<500 {
            let universe = (1...12).map { SlateID(entity: "E", number: $0) }
            let old = Array(universe.shuffled(using: &generator).prefix(Int.random(in: 0...10, using: &generator)))
            let new = Array(universe.shuffled(using: &generator).prefix(Int.random(in: 0...10, using: &generator)))
            let oldRevisions = Dictionary(uniqueKeysWithValues: old.map { ($0, 0) })
            let newRevisions = Dictionary(
                uniqueKeysWithValues: new.map { ($0, Bool.random(using: &generator) ? 1 : 0) })
            let diff = StreamDiff(old: old, new: new, oldRevisions: oldRevisions, newRevisions: newRevisions)
            assertReconstructs(old, new, diff)
            // Naive recomputation of what must be reported.
            XCTAssertEqual(Set(diff.deleted.map { old[$0] }), Set(old).subtracting(new), "round \(round)")
            XCTAssertEqual(Set(diff.inserted.map { new[$0] }), Set(new).subtracting(old), "round \(round)")
            let stayed = Set(new.indices.filter { oldRevisions[new[$0]] != nil }).subtracting(diff.moved.map(\.to))
            XCTAssertEqual(
                Set(diff.updated),
                Set(stayed.filter { newRevisions[new[$0]] == 1 }.map { old.firstIndex(of: new[$0])! }),
                "round \(round)")
            // Unchanged objects stay while they keep their order (a longest run of them does), as a fetched
            // results controller reports only changed objects as moved.
            let unchanged = new.filter { oldRevisions[$0] != nil && newRevisions[$0] == 0 }.map {
                old.firstIndex(of: $0)!
            }
            let movedUnchanged = diff.moved.filter { newRevisions[old[$0.from]] == 0 }.count
            XCTAssertEqual(
                unchanged.count - movedUnchanged, StreamDiff.longestIncreasingRun(unchanged).count, "round \(round)")
        }
    }

    func test_aChangedObject_isTheOneThatMoves() {
        let (a, b, c) = (
            SlateID(entity: "E", number: 1), SlateID(entity: "E", number: 2), SlateID(entity: "E", number: 3)
        )
        // A renamed from the front to the back: A moves, B and C stay.
        let diff = StreamDiff(
            old: [a, b, c], new: [b, c, a], oldRevisions: [a: 0, b: 0, c: 0], newRevisions: [a: 1, b: 0, c: 0])
        XCTAssertEqual(diff.moved, [StreamMove(from: 0, to: 2)])
        XCTAssertEqual(diff.updated, [])
        // A changed but kept its place: an update at its old index.
        let stayed = StreamDiff(old: [a, b], new: [a, b], oldRevisions: [a: 0, b: 0], newRevisions: [a: 0, b: 1])
        XCTAssertEqual(stayed.updated, [1])
        XCTAssertEqual(stayed.moved, [])
    }

    func test_streamOfARequest_reportsEveryKindOfChange() async throws {
        let library = Library()
        try await library.addBooks([("B", 20), ("A", 10), ("C", 30)])
        var updates = library.slate.updates { (request: SlateQueryRequest<ImmutableBook>) in
            request.filter(where: \.pageCount, .lessThan(100)).sort(\.pageCount)
        }.makeAsyncIterator()

        let first = try await updates.next()
        XCTAssertEqual(first?.values.map(\.title), ["A", "B", "C"])
        XCTAssertEqual(first?.initialUpdate, true)
        XCTAssertEqual(first?.insertedIndexes, paths(0, 1, 2), "the first update lists every value as inserted")

        try await library.slate.mutate { context in
            let author = try XCTUnwrap(try context[Author.self].fetchOne())
            _ = try Library.book(in: context, title: "D", pages: 5, author: author, isbn: 40)  // inserted at 0
            // Leaves the request:
            try context[Book.self].filter(where: \.title, .equals("C")).fetchOne()?.pageCount = 500
            try context[Book.self].filter(where: \.title, .equals("B")).fetchOne()?.summary = "x"  // updated in place
        }
        let second = try await updates.next()
        XCTAssertEqual(second?.values.map(\.title), ["D", "A", "B"])
        XCTAssertEqual(second?.initialUpdate, false)
        XCTAssertEqual(second?.insertedIndexes, paths(0), "insertions at their new index")
        XCTAssertEqual(second?.deletedIndexes, paths(2), "deletions at their old index")
        XCTAssertEqual(
            second?.updatedIndexes, paths(1), "updates at their old index, as UIKit's batch updates take them")
        XCTAssertEqual(second?.movedIndexes.count, 0)

        try await library.slate.mutate { context in
            try context[Book.self].filter(where: \.title, .equals("D")).fetchOne()?.pageCount = 50  // moves to the end
        }
        let third = try await updates.next()
        XCTAssertEqual(third?.values.map(\.title), ["A", "B", "D"])
        XCTAssertEqual(third?.movedIndexes.map { [$0.0, $0.1] }, [paths(0, 2)])

        // A mutation that does not touch the results publishes nothing; the next one that does is the next update.
        try await library.slate.mutate { context in
            try context[Book.self].filter(where: \.title, .equals("C")).fetchOne()?.pageCount = 600
        }
        try await library.slate.mutate { context in
            try context[Book.self].filter(where: \.title, .equals("A")).delete()
        }
        let fourth = try await updates.next()
        XCTAssertEqual(fourth?.values.map(\.title), ["B", "D"])
        XCTAssertEqual(fourth?.deletedIndexes, paths(0))
    }

    /// Index paths of items in section 0.
    private func paths(_ items: Int...) -> [IndexPath] {
        items.map { IndexPath(indexes: [0, $0]) }
    }
}
