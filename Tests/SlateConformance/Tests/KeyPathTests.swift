import Foundation
import Slate
import SlateConformanceEntities
import SlateConformanceModels
import Testing

/// Sorting and filtering through relationships, as Core Data allows: `"writer.name"` in sorts and predicate
/// formats, and key paths of the mutable classes (`\CoreDataNovel.writer.name`).
@Suite(.timeLimit(.minutes(1)))
struct KeyPathTests {
    let slate = Slate()

    /// Three writers, out of name order, each with novels.
    private func library() async {
        await configureInMemory(slate)
        addWriter(slate, name: "Cy", novels: [("C1", 30)])
        addWriter(slate, name: "Ann", novels: [("A1", 10), ("A2", 20)])
        addWriter(slate, name: "Bo", novels: [("B1", 40)])
    }

    private func titles(
        _ build: @escaping (SlateQueryRequest<SlateNovel>) -> SlateQueryRequest<SlateNovel>
    ) -> [String] {
        var titles: [String] = []
        slate.querySync { context in titles = try build(context[SlateNovel.self]).fetch().map(\.title) }
            .catch { Issue.record("query failed: \($0)") }
        return titles
    }

    @Test func sorting_byARelationshipKeyPathString() async {
        await library()
        #expect(titles { $0.sort("writer.name").sort(\.title) } == ["A1", "A2", "B1", "C1"])
        #expect(titles { $0.sort("writer.name", ascending: false).sort(\.pageCount) } == ["C1", "B1", "A1", "A2"])
    }

    @Test func filtering_byARelationshipKeyPath_inFormats() async {
        await library()
        #expect(titles { $0.filter("writer.name == %@", "Ann").sort(\.title) } == ["A1", "A2"])
        #expect(
            titles { $0.filter("writer.name BEGINSWITH[c] %@", "b").or("writer.age > %@", 100 as NSNumber) }
                == ["B1"])
    }

    @Test func mutableRequests_filterAndSort_byRelationshipKeyPaths() async {
        await library()
        slate.mutateSync { context in
            let novels = try context[CoreDataNovel.self].sort(\.writer.name, ascending: false).sort(\.title).fetch()
            #expect(novels.map { $0.title ?? "" } == ["C1", "B1", "A1", "A2"])
            let ann = try context[CoreDataNovel.self].filter(where: \.writer.name, .equals("Ann")).count()
            #expect(ann == 2)
            let young = try context[CoreDataNovel.self].filter(where: \.writer.age, .lessThan(41))
                .and(where: \.writer.name, .notEquals("Bo")).sort(\.title).fetch()
            #expect(young.map { $0.title ?? "" } == ["A1", "A2", "C1"])
        }.catch { Issue.record("\($0)") }
    }

    @Test func anEmptyToOne_readsAsNil_andAToManyStep_isRefused() async {
        await configureInMemory(slate)
        slate.mutateSync { context in
            context.create(CoreDataChapter.self).number = 2
            let novel = context.create(CoreDataNovel.self)
            novel.title = "N"
            let writer = context.create(CoreDataWriter.self)
            writer.name = "W"
            novel.writer = writer
            let chapter = context.create(CoreDataChapter.self)
            chapter.number = 1
            chapter.novel = novel
        }.catch { Issue.record("\($0)") }
        var numbers: [Int] = []
        slate.querySync { context in
            numbers = try context[SlateChapter.self].sort("novel.title").fetch().map(\.number)
        }.catch { Issue.record("\($0)") }
        #expect(numbers == [2, 1], "a chapter with no novel sorts first, as nil does ascending")
        var refused: Error?
        slate.querySync { context in _ = try context[SlateWriter.self].sort("novels.title").fetch() }
            .catch { refused = $0 }
        guard case .unsupportedKeyPath = storeError(refused) else {
            Issue.record("a to-many step: \(String(describing: refused))")
            return
        }
    }
}
