import ShaleDiagram
import ShaleModel
import XCTest

final class CardinalityTests: XCTestCase {
    private func relationship(
        toMany: Bool, optional: Bool, min: Int = 0, max: Int = 0,
        ordered: Bool = false
    ) -> Relationship {
        var relationship = Relationship(
            name: "r", declaringEntity: "A", destinationEntity: "B",
            location: SourceLocation(file: "contents"))
        relationship.isToMany = toMany
        relationship.isOptional = optional
        relationship.minCount = min
        relationship.maxCount = max
        relationship.isOrdered = ordered
        return relationship
    }

    func test_toOne_isOneOrZeroToOne() {
        XCTAssertEqual(Cardinality(relationship(toMany: false, optional: false)).description, "1")
        XCTAssertEqual(Cardinality(relationship(toMany: false, optional: true)).description, "0..1")
    }

    func test_toMany_startsAtItsMinimumAndEndsAtItsMaximum() {
        XCTAssertEqual(Cardinality(relationship(toMany: true, optional: true)).description, "0..*")
        XCTAssertEqual(Cardinality(relationship(toMany: true, optional: false)).description, "1..*")
        XCTAssertEqual(Cardinality(relationship(toMany: true, optional: false, min: 2, max: 5)).description, "2..5")
        XCTAssertEqual(Cardinality(relationship(toMany: true, optional: true, max: 3)).description, "0..3")
        XCTAssertEqual(Cardinality(relationship(toMany: true, optional: false, min: 4, max: 4)).description, "4")
    }

    func test_optionalToManyWithAMinimum_mayBeEmpty_asCoreDataEnforcesCountsOnlyOnObjectsPresent() {
        XCTAssertEqual(
            Cardinality(relationship(toMany: true, optional: true, min: 2, max: 5)).description,
            "0 or 2..5")
        XCTAssertEqual(Cardinality(relationship(toMany: true, optional: true, min: 1, max: 500)).description, "0..500")
    }

    func test_orderedToMany_saysSo() {
        XCTAssertEqual(
            Cardinality(relationship(toMany: true, optional: true, ordered: true)).description,
            "0..* ordered")
    }
}
