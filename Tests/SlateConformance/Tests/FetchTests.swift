import Foundation
import Slate
import SlateConformanceEntities
import SlateConformanceModels
import Testing

/// Requests, in query and mutation contexts: every way to filter, sort and window, and every operator, with the
/// predicate semantics Core Data gives the predicates Slate builds (`NSComparisonPredicate` on a key path).
@Suite(.timeLimit(.minutes(1)))
struct FetchTests {
    let slate = Slate()

    /// Four writers; Cy has no nickname and Dee's is "Déesse".
    private func fill() async {
        await configureInMemory(slate)
        slate.mutateSync { context in
            for (name, age, nickname, genre) in [
                ("Ann", 30, "annie", "fiction"), ("Bo", 40, "Bobo", "poetry"),
                ("Cy", 50, nil, nil), ("Dee", 60, "Déesse", "essay"),
            ] {
                let writer = context.create(CoreDataWriter.self)
                writer.name = name
                writer.age = Int64(age)
                writer.nickname = nickname
                writer.genre = genre
                writer.home_city = name == "Cy" ? nil : "City of \(name)"
            }
        }
    }

    private func names(_ build: (SlateQueryRequest<SlateWriter>) -> SlateQueryRequest<SlateWriter>) -> [String] {
        var names: [String] = []
        slate.querySync { context in names = try build(context[SlateWriter.self]).fetch().map(\.name).sorted() }
            .catch { Issue.record("\($0)") }
        return names
    }

    @Test func sorting_byKeyPath_attributeName_andDescriptor() async {
        await fill()
        var result: [String] = []
        slate.querySync { context in
            result = try context.query(SlateWriter.self).sort(\.age, ascending: false).fetch().map(\.name)
        }
        #expect(result == ["Dee", "Cy", "Bo", "Ann"])
        slate.querySync { context in
            result = try context[SlateWriter.self].sort(SlateWriter.Attributes.name).fetch().map(\.name)
        }
        #expect(result == ["Ann", "Bo", "Cy", "Dee"])
        // Apple's NSSortDescriptor keeps a key path only as a key-value-coding key (nil for a Swift struct's), so
        // there Slate code sorts by key; Linux has no key-value coding, so there it sorts by key path.
        #if _runtime(_ObjC)
        let byAge = NSSortDescriptor(key: "age", ascending: false)
        #else
        let byAge = NSSortDescriptor(keyPath: \SlateWriter.age, ascending: false)
        #endif
        slate.querySync { context in result = try context[SlateWriter.self].sort(byAge).fetch().map(\.name) }
        #expect(result == ["Dee", "Cy", "Bo", "Ann"])
        // Nil sorts first ascending, as SQLite orders NULL.
        slate.querySync { context in
            result = try context[SlateWriter.self].sort(\.nickname).sort(\.name).fetch().map(\.name)
        }
        #expect(result.first == "Cy")
    }

    @Test func limitOffsetCountAndFetchOne() async {
        await fill()
        var page: [String] = []
        var count = 0
        var first: SlateWriter?
        slate.querySync { context in
            page = try context[SlateWriter.self].sort(\.name).offset(1).limit(2).fetch().map(\.name)
            count = try context[SlateWriter.self].filter(where: \.age, .greaterThan(35)).count()
            first = try context[SlateWriter.self].sort(\.age, ascending: false).fetchOne()
        }
        #expect(page == ["Bo", "Cy"])
        #expect(count == 3)
        #expect(first?.name == "Dee")
    }

    @Test func comparisons_numbersAndEquality() async {
        await fill()
        #expect(names { $0.filter(where: \.name, .equals("Bo")) } == ["Bo"])
        #expect(names { $0.filter(where: \.name, .notEquals("Bo")) } == ["Ann", "Cy", "Dee"])
        #expect(names { $0.filter(where: \.age, .lessThan(40)) } == ["Ann"])
        #expect(names { $0.filter(where: \.age, .lessThanOrEqualTo(40)) } == ["Ann", "Bo"])
        #expect(names { $0.filter(where: \.age, .greaterThanOrEqualTo(50)) } == ["Cy", "Dee"])
        #expect(names { $0.filter(where: \.age, .between(40, 50)) } == ["Bo", "Cy"])
        #expect(names { $0.filter(where: \.age, .notBetween(40, 50)) } == ["Ann", "Dee"])
        #expect(names { $0.filter(where: \.name, .in(["Ann", "Dee", "Zed"])) } == ["Ann", "Dee"])
        #expect(names { $0.filter(where: \.name, .notIn(["Ann", "Dee"])) } == ["Bo", "Cy"])
        #expect(names { $0.filter(where: \.genre, .equals(.poetry)) } == ["Bo"], "enums compare by raw value")
        #expect(names { $0.filter(where: \.home.city, .equals("City of Ann")) } == ["Ann"], "substruct key paths")
    }

    // Core Data evaluates `nickname == nil` as true for a nil value and `nickname != 'x'` as true for nil too;
    // `NOT (nickname LIKE 'a*')` is true for nil (NSPredicate's negation of a false comparison).
    @Test func nilAndNegations_followNSPredicate() async {
        await fill()
        #expect(names { $0.filter(where: \.nickname, .equals(nil)) } == ["Cy"])
        #expect(names { $0.filter(where: \.nickname, .notEquals(nil)) } == ["Ann", "Bo", "Dee"])
        #expect(names { $0.filter(where: \.nickname, .notEquals("Bobo")) } == ["Ann", "Cy", "Dee"])
        #expect(names { $0.filter(where: \.nickname, .notLike("B*")) } == ["Ann", "Cy", "Dee"])
        #expect(names { $0.filter(where: \.nickname, .notContains("o")) } == ["Ann", "Cy", "Dee"])
        #expect(names { $0.filter(where: \.nickname, .notIn(["annie"])) } == ["Bo", "Cy", "Dee"])
        #expect(names { $0.filter(where: \.nickname, .like("*")) } == ["Ann", "Bo", "Dee"], "nil never matches LIKE")
    }

    @Test func stringOperators_withInsensitivities_onOptionalAndRequiredKeyPaths() async {
        await fill()
        #expect(names { $0.filter(where: \.nickname, .like("b?b*")) } == [])
        #expect(names { $0.filter(where: \.nickname, .like("b?b*", "c")) } == ["Bo"])
        #expect(names { $0.filter(where: \.nickname, .beginsWith("dees", "cd")) } == ["Dee"])
        #expect(names { $0.filter(where: \.nickname, .beginsWith("dees", "c")) } == [], "é is not e without [d]")
        #expect(names { $0.filter(where: \.nickname, .endsWith("ESSE", "cd")) } == ["Dee"])
        #expect(names { $0.filter(where: \.nickname, .contains("NI", "c")) } == ["Ann"])
        #expect(names { $0.filter(where: \.nickname, .matches("[a-z]+")) } == ["Ann"])
        #expect(names { $0.filter(where: \.nickname, .matches("[a-z]+", "c")) } == ["Ann", "Bo"])
        #expect(names { $0.filter(where: \.name, .like("?o")) } == ["Bo"])
        #expect(names { $0.filter(where: \.name, .contains("E", "c")) } == ["Dee"])
        #expect(names { $0.filter(where: \.name, .notContains("n")) } == ["Bo", "Cy", "Dee"])
        #expect(names { $0.filter(where: \.name, .beginsWith("C")) } == ["Cy"])
        #expect(names { $0.filter(where: \.name, .endsWith("e")) } == ["Dee"])
        #expect(names { $0.filter(where: \.name, .matches("[A-C].*")) } == ["Ann", "Bo", "Cy"])
        #expect(names { $0.filter(where: \.name, .notLike("*e*")) } == ["Ann", "Bo", "Cy"])
    }

    @Test func filterWhereAndOr_combine() async {
        await fill()
        #expect(names { $0.filter(where: \.age, .greaterThan(30)).and(where: \.age, .lessThan(60)) } == ["Bo", "Cy"])
        #expect(names { $0.where(\.name, .equals("Ann")).or(where: \.name, .equals("Dee")) } == ["Ann", "Dee"])
        #expect(
            names { $0.filter(where: \.age, .greaterThan(55)).or(where: \.genre, .equals(.fiction)) } == ["Ann", "Dee"])
    }

    @Test func predicateFormatStrings_andNSPredicates() async {
        await fill()
        #expect(names { $0.filter("age > %@ AND nickname != nil", 35) } == ["Bo", "Dee"])
        #expect(names { $0.where("name IN %@", ["Ann", "Cy"]) } == ["Ann", "Cy"])
        #expect(
            names { $0.filter("name BEGINSWITH[c] %@", "a").or("nickname LIKE[cd] %@", "deesse") } == ["Ann", "Dee"])
        #expect(names { $0.filter("age BETWEEN {35, 55}").and("%K == %@", "genre", "poetry") } == ["Bo"])
        #expect(
            names { $0.filter(NSPredicate { object, _ in (object as? CoreDataWriter)?.age == 50 }) } == ["Cy"],
            "block predicates see the mutable object")
        var error: Error?
        slate.querySync { context in _ = try context[SlateWriter.self].filter("agee > 1").fetch() }.catch { error = $0 }
        guard case .predicate(let message) = storeError(error) else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(message.contains("agee"), "an unknown key is named")
    }

    @Test func mutableRequests_fetchSortCountAndDelete() async throws {
        await fill()
        var seen: [String] = []
        var deleted = 0
        slate.mutateSync { context in
            let added = context.create(CoreDataWriter.self)
            added.name = "Eve"
            added.age = 20
            // Requests in a mutation see the objects it created.
            seen = try context[CoreDataWriter.self].sort(\.age).fetch().compactMap(\.name)
            deleted = try context.query(CoreDataWriter.self).filter(where: \.age, .greaterThan(45)).delete()
            #expect(try context[CoreDataWriter.self].count() == 3)
            #expect(try context[CoreDataWriter.self].sort(SlateWriter.Attributes.name).fetchOne()?.name == "Ann")
        }
        #expect(seen == ["Eve", "Ann", "Bo", "Cy", "Dee"])
        #expect(deleted == 2)
        #expect(writerNames(slate) == ["Ann", "Bo", "Eve"])
    }

    @Test func relationshipResolvers_readToOneToManyAndOrdered() async throws {
        await configureInMemory(slate)
        slate.mutateSync { context in
            let writer = context.create(CoreDataWriter.self)
            writer.name = "Ann"
            let novel = context.create(CoreDataNovel.self)
            novel.title = "First"
            novel.writer = writer
            for number in [3, 1, 2] {
                let chapter = context.create(CoreDataChapter.self)
                chapter.number = Int32(number)
                novel.addToChapters(chapter)
            }
        }
        let (writer, novels, chapters) = try await slate.query { context in
            let novel = try #require(try context[SlateNovel.self].fetchOne())
            return (context.resolve(novel).writer, context[novel].writer.name, context[novel].chapters.map(\.number))
        }
        #expect(writer.name == "Ann")
        #expect(novels == "Ann")
        #expect(chapters == [3, 1, 2], "an ordered relationship keeps its order")
        let titles = try await slate.query { context in
            try context[SlateWriter.self].fetch().flatMap { context.resolve($0).novels.map(\.title) }
        }
        #expect(titles == ["First"])
    }
}
