import Foundation
import Slate
import SlateConformanceEntities
import SlateConformanceModels
import Testing

/// Saves follow Core Data's validation rules and report Core Data's error codes (`CoreDataErrors.h`); a failed
/// save keeps nothing of the mutation.
@Suite(.timeLimit(.minutes(1)))
struct ValidationTests {
    let slate = Slate()

    private func failure(_ block: @escaping (SlateMutateContext) throws -> Void) -> [SlateValidationError] {
        var error: Error?
        slate.mutateSync(block: block).catch { error = $0 }
        return validationErrors(error)
    }

    // NSRelationshipDescription.maxCount: "If you declare a relationship attribute as optional when defining your
    // entities, the framework only enforces minCount and maxCount when that attribute is not nil." A to-many is a
    // set: `optional` decides whether it may be nil, not whether it may be empty, and an empty set with no minimum
    // count saves (Writer.novels is not optional and has no minimum).
    @Test func anEmptyNonOptionalToMany_withNoMinimum_saves() async {
        await configureInMemory(slate)
        #expect(failure { context in context.create(CoreDataWriter.self).name = "Alone" }.isEmpty)
        #expect(writerNames(slate) == ["Alone"])
    }

    // NSValidationMissingMandatoryPropertyError (1570): "Error code for a non-optional property with a nil value."
    // A default fills a non-optional attribute at insert (Writer.age, Writer.home_country), so only a missing value
    // without a default (Writer.name), a nil set over a default, or an unset required to-one (Novel.writer) fails.
    @Test func requiredValues_andRequiredToOnes() async {
        await configureInMemory(slate)
        let errors = failure { context in
            _ = context.create(CoreDataWriter.self)
            let novel = context.create(CoreDataNovel.self)
            novel.title = "Orphan"
            let reset = context.create(CoreDataWriter.self)
            reset.name = "Reset"
            reset.home_country = nil
        }
        #expect(
            Set(errors.map { "\($0.entity).\($0.property)" }) == ["Writer.name", "Novel.writer", "Writer.home_country"])
        #expect(errors.allSatisfy { $0.code == .missingMandatoryProperty && $0.errorCode == 1570 })
        #expect(writerNames(slate) == [], "nothing of a failed save is kept")
    }

    // NSValidationNumberTooSmallError (1620), NSValidationNumberTooLargeError (1610),
    // NSValidationStringPatternMatchingError (1680), NSValidationRelationshipExceedsMaximumCountError (1590).
    @Test func limitsPatternsAndCounts_haveCoreDatasCodes() async {
        await configureInMemory(slate)
        let errors = failure { context in
            let writer = context.create(CoreDataWriter.self)
            writer.name = "W"
            for (title, pages) in [("Zero", Int64(0)), ("Huge", 9_999), ("Two\nlines", 10)] {
                let novel = context.create(CoreDataNovel.self)
                novel.title = title
                novel.pageCount = pages
                novel.writer = writer
            }
            let long = context.create(CoreDataNovel.self)
            long.title = "Long"
            long.writer = writer
            for _ in 0..<51 { long.addToChapters(context.create(CoreDataChapter.self)) }
        }
        let codes: Set<SlateValidationError.Code> = Set(errors.map(\.code))
        let expected: Set<SlateValidationError.Code> = [
            .numberTooSmall, .numberTooLarge, .stringPatternMatching, .relationshipExceedsMaximumCount,
        ]
        #expect(codes == expected)
        #expect(
            errors.contains { $0.property == "chapters" && $0.message.contains("51 objects, more than the maximum 50") }
        )
    }

    // NSValidationRelationshipDeniedDeleteError (1600): a Deny rule refuses the deletion while the relationship
    // has objects; Cascade deletes the destinations, Nullify removes the deleted object from their inverse.
    @Test func deleteRules_denyCascadeNullify() async throws {
        await configureInMemory(slate)
        addWriter(slate, name: "Ann", novels: [("Lent", 10), ("Free", 20)])
        slate.mutateSync { context in
            let loan = context.create(CoreDataLoan.self)
            loan.due = Date(timeIntervalSinceReferenceDate: 0)
            loan.novel = try #require(
                try context[CoreDataNovel.self].filter(where: \.title, .equals("Lent")).fetchOne())
        }
        let denied = failure { context in
            _ = try context[CoreDataNovel.self].filter(where: \.title, .equals("Lent")).delete()
        }
        #expect(denied.map(\.code) == [.relationshipDeniedDelete])
        #expect(denied.first?.errorCode == 1600)

        slate.mutateSync { context in _ = try context[CoreDataLoan.self].delete() }
        slate.mutateSync { context in _ = try context[CoreDataWriter.self].delete() }
        let remaining = try await slate.query { context in try context[SlateNovel.self].count() }
        #expect(remaining == 0, "Writer.novels cascades")
    }

    // NSManagedObjectConstraintMergeError (133021) for a broken uniqueness constraint; several failures at once
    // are NSValidationMultipleErrorsError (1560).
    @Test func uniquenessConstraints_andMultipleErrors() async {
        await configureInMemory(slate)
        var error: Error?
        slate.mutateSync { context in
            let writer = context.create(CoreDataWriter.self)
            writer.name = "W"
            for title in ["A", "B"] {
                let novel = context.create(CoreDataNovel.self)
                novel.title = title
                novel.isbn = "978-0"
                novel.writer = writer
            }
            _ = context.create(CoreDataLoan.self)
        }.catch { error = $0 }
        let errors = validationErrors(error)
        #expect(errors.contains { $0.code == .constraintConflict && $0.property == "isbn" })
        #expect((storeError(error).map { $0 as NSError })?.code == 1560)
        #expect((storeError(error).map { $0 as NSError })?.domain == NSCocoaErrorDomain)
    }
}
