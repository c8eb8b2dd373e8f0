import Foundation
import Slate
import SlateConformanceEntities
import SlateConformanceModels
import Testing

/// The members Slate's generated classes have, on the memory set's classes, so the same code compiles against both.
@Suite(.timeLimit(.minutes(1)))
struct GeneratedCodeTests {
    let slate = Slate()

    @Test func keypathTables_onBothSides() {
        #expect(SlateWriter.keypathToAttribute(\SlateWriter.home.city) == "home_city")
        #expect(CoreDataWriter.keypathToAttribute(\CoreDataWriter.home_city) == "home_city")
        #expect(SlateNovel.keypathToAttribute(\.pageCount) == SlateNovel.Attributes.pageCount)
        func provides<T: SlateKeypathAttributeProviding>(_: T.Type) -> Bool { true }
        #expect(provides(SlateWriter.self) && provides(CoreDataWriter.self))
        #expect(SlateWriter.ManagedObjectType.self == CoreDataWriter.self)
        #expect(SlateWriter.__slate_managedObjectType == CoreDataWriter.self)
    }

    @Test func coreDataDeclarations_nsSetsAndRequiredToOnes() async throws {
        await configureInMemory(slate)
        // A function rather than a closure, so its statements are type-checked one by one.
        func addNovelWithChapters(_ context: SlateMutateContext) {
            let writer = context.create(CoreDataWriter.self)
            writer.name = "Ann"
            let novel = context.create(CoreDataNovel.self)
            novel.title = "One"
            novel.writer = writer  // a required to-one is declared without `?`
            #expect(writer.novels?.count == 1)  // to-manys are NSSet? / NSOrderedSet?, as Core Data declares
            #expect(writer.novelsSet.first?.title == "One")
            let chapters = (1...3).map { number -> CoreDataChapter in
                let chapter = context.create(CoreDataChapter.self)
                chapter.number = Int32(number)
                return chapter
            }
            novel.chapters = NSOrderedSet(array: chapters.reversed())
            #expect(novel.chaptersArray.map(\.number) == [3, 2, 1])
            let firstChapter = (novel.chapters?.array as? [CoreDataChapter])?.first
            #expect(firstChapter?.novel === novel, "the inverse follows")
        }
        slate.mutateSync(block: addNovelWithChapters).catch { Issue.record("\($0)") }
        let chapters = try await slate.query { context in
            try context[SlateNovel.self].fetch().flatMap { context.resolve($0).chapters.map(\.number) }
        }
        #expect(chapters == [3, 2, 1])
        // Emptying the writer's NSSet leaves the novel without its required writer: the save fails.
        var error: Error?
        slate.mutateSync { context in
            try #require(try context[CoreDataWriter.self].fetchOne()).novels = NSSet()
        }.catch { error = $0 }
        #expect(validationErrors(error).map { "\($0.entity).\($0.property)" } == ["Novel.writer"])
    }

    @Test func snapshots_keepTheirValues_andIdentities() async throws {
        await configureInMemory(slate)
        addWriter(slate, name: "Ann", age: 30)
        let before = try await slate.query { context in try #require(try context[SlateWriter.self].fetchOne()) }
        try await slate.mutate { context in try context[CoreDataWriter.self].fetchOne()?.age = 31 }
        let after = try await slate.query { context in try #require(try context[SlateWriter.self].fetchOne()) }
        #expect(before.age == 30, "a snapshot never changes")
        #expect(after.age == 31)
        #expect(before.slateID == after.slateID, "the identity is stable across mutations")
        #expect(before != after)
        #expect(after.status == .active, "an enum attribute's enumDefault fills it")
        #expect(after.rank == .active, "a required NSNumber enum reads its stored raw value")
        #expect(after.home.country == "Nowhere" && after.home.city == nil)
    }

    // What ShaleRuntime declares where Apple's frameworks do not exist (PlatformCompatibility.swift,
    // StoreDescription.swift); on Apple platforms UIKit or AppKit, ObjectiveC and Core Data declare these names.
    #if !canImport(CoreData)
    @Test func platformNames_forCodeWrittenOnApplePlatforms() {
        #expect(IndexPath(item: 4, section: 2).item == 4)
        #expect(IndexPath(item: 4, section: 2).section == 2)
        #expect(autoreleasepool { 7 } == 7)
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        #expect(description.type == NSInMemoryStoreType)
    }
    #endif
}
