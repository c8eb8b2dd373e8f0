import ShaleModel
import XCTest

@testable import ShaleResolver

/// `NameFilter` may only rule names out: `isKeyword` and `isManagedObjectMember` must answer as the sets do.
final class NameFilterTests: XCTestCase {
    func test_keywordAndMemberTests_answerAsTheirSets() {
        var names = Array(SwiftNamer.keywords) + Array(SwiftNamer.managedObjectMembers)
        // Near misses: same length and first or last byte, other cases, prefixes, suffixes, non-ASCII, empty.
        names += [
            "clas", "classes", "Class", "klass", "claxs", "descriptions", "Description", "hashValues", "hasH",
            "entity_", "_entity", "objectIDs", "inserted2", "déleted", "", " ", "a", "zone\u{301}",
            String(repeating: "x", count: 63), String(repeating: "x", count: 200), "validateForUpdatex",
            "autoContentAccessingProxx", "nonisolated", "nonisolatee", "Self", "self", "SELF", "title",
            "attribute12", "Attributes", "name", "id",
        ]
        for name in names {
            XCTAssertEqual(SwiftNamer.isKeyword(name), SwiftNamer.keywords.contains(name), name)
            XCTAssertEqual(
                SwiftNamer.isManagedObjectMember(name), SwiftNamer.managedObjectMembers.contains(name),
                name)
        }
    }

    func test_filter_neverRulesOutAMember_evenTheEmptyName() {
        let members: Set<String> = ["", "a", "é", String(repeating: "y", count: 70), "zone"]
        let filter = NameFilter(members)
        for member in members {
            XCTAssertTrue(filter.mayContain(member), member)
        }
        XCTAssertFalse(NameFilter(["zone"]).mayContain(""))
        XCTAssertFalse(NameFilter(["zone"]).mayContain("bone"), "another first byte")
        XCTAssertFalse(NameFilter(["zone"]).mayContain("zones"), "another length")
    }
}
