import ShaleDiff
import ShaleModel
import ShaleTestSupport
import XCTest

/// The verdicts where `shale diff` disagreed with Core Data on real bundles, and the cases it left undecided:
/// each on a small model of its own.
final class MigrationVerdictTests: BundleTestCase {

    /// `kind entity property field migration [destructive]` per change.
    private func summary(_ old: String, _ new: String) throws -> [String] {
        try changes(old, new).map { change in
            [
                change.kind.rawValue, change.entity, change.property ?? "", change.field ?? "",
                change.migration.rawValue, change.isDestructive ? "destructive" : "",
            ]
            .filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    private func entity(_ name: String, parent: String? = nil, abstract: Bool = false, _ body: String = "") -> String {
        let parentText = parent.map { #" parentEntity="\#($0)""# } ?? ""
        return #"<entity name="\#(name)"\#(parentText)\#(abstract ? #" isAbstract="YES""# : "")>\#(body)</entity>"#
    }

    private func attribute(_ name: String, _ type: String = "String", optional: Bool = true, extra: String = "")
        -> String
    {
        #"<attribute name="\#(name)"\#(optional ? #" optional="YES""# : "") attributeType="\#(type)"\#(extra)/>"#
    }

    private func constraints(_ groups: [[String]]) -> String {
        "<uniquenessConstraints>"
            + groups.map { group in
                "<uniquenessConstraint>" + group.map { #"<constraint value="\#($0)"/>"# }.joined()
                    + "</uniquenessConstraint>"
            }.joined() + "</uniquenessConstraints>"
    }

    // MARK: - The five errors

    func test_typeChangeOfATransientAttribute_isInferable_becauseNothingIsStored() throws {
        let old = entity("Book", attribute("cache", extra: #" transient="YES""#))
        let new = entity("Book", attribute("cache", "Binary", extra: #" transient="YES""#))
        XCTAssertEqual(try summary(old, new), ["attributeChanged Book cache type lightweight"])
        let stored = entity("Book", attribute("cache", "Binary"))
        XCTAssertEqual(
            try summary(entity("Book", attribute("cache")), stored),
            ["attributeChanged Book cache type custom"], "a stored attribute's values still need converting")
    }

    func test_removingOrWideningAUniquenessConstraint_cannotFail_addingOrNarrowingOneIsConditional() throws {
        let attributes = attribute("isbn") + attribute("title")
        let none = entity("Book", attributes)
        let byISBN = entity("Book", attributes + constraints([["isbn"]]))
        let byBoth = entity("Book", attributes + constraints([["isbn", "title"]]))
        XCTAssertEqual(try summary(byISBN, none), ["entityChanged Book uniquenessConstraints lightweight"])
        XCTAssertEqual(try summary(byISBN, byBoth), ["entityChanged Book uniquenessConstraints lightweight"])
        XCTAssertEqual(try summary(none, byISBN), ["entityChanged Book uniquenessConstraints conditional"])
        let narrowed = try XCTUnwrap(try changes(byBoth, byISBN).first)
        XCTAssertEqual(narrowed.migration, .conditional)
        XCTAssertEqual(
            narrowed.condition,
            "existing objects must already be unique by (isbn); otherwise remove the "
                + "duplicates in a custom migration stage")
    }

    func test_removingXcodesPlaceholderConstraint_isTheChangeThatMovesTheHash() throws {
        // Generated code leaves the placeholder's names out, but the version hash covers them: removing the
        // constraint is the change behind the new hash.
        let placeholder = entity("Tag", attribute("name") + constraints([["comma", "separated", "properties"]]))
        let changes = try changes(
            placeholder, entity("Tag", attribute("name")),
            expecting: [.warning("which the entity does not have; the constraint is left out")])
        XCTAssertEqual(
            changes.map { "\($0.kind.rawValue) \($0.field ?? "") \($0.before ?? "-") → \($0.after ?? "-")" },
            ["entityChanged uniquenessConstraints (comma, separated, properties) → -"])
        XCTAssertEqual(changes.map(\.migration), [.lightweight])
    }

    func test_aConstraintMovedFromTheParentToEachChild_isNoChange_andOneAddedToTheParentIsReportedThere() throws {
        let parentHolds =
            entity("Region", abstract: true, attribute("code") + constraints([["code"]]))
            + entity("Country", parent: "Region")
        let childHolds =
            entity("Region", abstract: true, attribute("code"))
            + entity("Country", parent: "Region", constraints([["code"]]))
        XCTAssertEqual(
            try summary(parentHolds, childHolds), ["entityChanged Region uniquenessConstraints lightweight"],
            "Country was already unique by code through Region")
        XCTAssertEqual(
            try summary(childHolds, parentHolds), ["entityChanged Region uniquenessConstraints conditional"],
            "Region's constraint reaches Country too, reported once at Region")
    }

    func test_aConstraintOnARenamedAttribute_isTheSameConstraint() throws {
        let old = entity("Book", attribute("isbn") + constraints([["isbn"]]))
        let new = entity("Book", attribute("code", extra: #" elementID="isbn""#) + constraints([["code"]]))
        XCTAssertEqual(
            try summary(old, new), ["attributeRenamed Book code lightweight"],
            "the constraint follows its attribute's rename: no constraint change")
    }

    func test_twoPropertiesSharingARenamingID_eachTakePart_soARemovalIsNotLost() throws {
        // A property copied in Xcode keeps its copy's Renaming ID.
        let both = entity(
            "Book",
            attribute("title", extra: #" elementID="name""#)
                + attribute("subtitle", extra: #" elementID="name""#))
        let one = entity("Book", attribute("title", extra: #" elementID="name""#))
        XCTAssertEqual(try summary(both, one), ["attributeRemoved Book subtitle lightweight destructive"])
        let original = entity("Book", attribute("name"))
        XCTAssertEqual(
            try summary(original, both),
            [
                "attributeRenamed Book title lightweight",
                "attributeAdded Book subtitle lightweight",
            ],
            "the old property goes to one of them, in model order; the other is new")
    }

    func test_twoEntitiesSharingARenamingID_eachTakePart() throws {
        let old = entity("Book", attribute("title")) + #"<entity name="Copy" elementID="Book"/>"#
        let new = entity("Book", attribute("title"))
        XCTAssertEqual(try summary(old, new), ["entityRemoved Copy lightweight destructive"])
    }

    func test_versionNamesMixingSpacesAndDottedNumbers_compareTheRightPairs() throws {
        let v1 = entity("Book", attribute("title"))
        let v2 = entity("Book", attribute("title") + attribute("pages", "String"))
        let v3 = entity("Book", attribute("title") + attribute("pages", "Integer 32"))
        let v4 = entity("Book", attribute("title") + attribute("pages", "Integer 32") + attribute("isbn"))
        // Written out of order; the bundle's current version is the last, Model4.
        let versions = try bundle([("Model3.1", v3), ("Model 2", v2), ("Model", v1), ("Model4", v4)])
        XCTAssertEqual(versions.versions.map(\.versionName), ["Model", "Model 2", "Model3.1", "Model4"])
        let plan = try XCTUnwrap(MigrationPlan.make(bundle: versions, diagnostics: strictCollector()))
        XCTAssertEqual(plan.comparisons.map(\.from), ["Model", "Model 2", "Model3.1"])
        XCTAssertEqual(plan.comparisons.map(\.migration), [.lightweight, .custom, .lightweight])
        XCTAssertEqual(
            plan.stages.map(\.versions), [["Model", "Model 2"], ["Model 2", "Model3.1"], ["Model3.1", "Model4"]])
    }

    func test_newParentEntity_reportsWhatTheChildGains_atTheChild() throws {
        let old = entity("Book", attribute("title"))
        let new =
            entity("Item", abstract: true, attribute("code", optional: false))
            + entity("Book", parent: "Item", attribute("title"))
        XCTAssertEqual(
            try summary(old, new),
            [
                "entityAdded Item lightweight",
                "entityChanged Book parentEntity lightweight",
                "attributeAdded Book code conditional",
            ])
    }

    func test_attributeMovedUpToANewParent_isInferable_andNamedWithWhereItMoved() throws {
        let old = entity("Book", attribute("title") + attribute("isbn"))
        let new = entity("Item", attribute("title")) + entity("Book", parent: "Item", attribute("isbn"))
        let moved = try changes(old, new).filter { $0.field == "declaringEntity" }
        XCTAssertEqual(
            moved.map { "\($0.entity).\($0.property ?? "") \($0.before ?? "") → \($0.after ?? "") \($0.migration)" },
            ["Book.title Book → Item lightweight"])
    }

    func test_entityMovedOutOfAHierarchy_losesTheParentsProperties_reportedOnceAtTheEntityThatMoved() throws {
        let old =
            entity("Item", attribute("tag")) + entity("Book", parent: "Item", attribute("title"))
            + entity("Novel", parent: "Book")
        let new =
            entity("Item", attribute("tag")) + entity("Book", attribute("title")) + entity("Novel", parent: "Book")
        XCTAssertEqual(
            try summary(old, new),
            [
                "entityChanged Book parentEntity lightweight",
                "attributeRemoved Book tag lightweight destructive",
            ],
            "Novel loses tag too, through Book: reported once, at Book")
    }

    func test_attributeMovedDownFromTheParent_isRemovedFromTheParent_andKeptByTheChild() throws {
        let old = entity("Item", attribute("tag")) + entity("Book", parent: "Item") + entity("Pen", parent: "Item")
        let new = entity("Item") + entity("Book", parent: "Item", attribute("tag")) + entity("Pen", parent: "Item")
        XCTAssertEqual(
            try summary(old, new),
            [
                "attributeRemoved Item tag lightweight destructive",
                "attributeChanged Book tag declaringEntity lightweight",
            ],
            "Pen loses tag with Item, reported at Item; Book keeps its values")
    }

    func test_twoExistingEntitiesUnderOneNewParent_mergeHierarchies_andNeedACustomStage() throws {
        let old = entity("Book", attribute("title")) + entity("Pen", attribute("ink"))
        let new =
            entity("Item") + entity("Book", parent: "Item", attribute("title"))
            + entity("Pen", parent: "Item", attribute("ink"))
        let found = try changes(old, new).filter { $0.field == "parentEntity" }
        XCTAssertEqual(found.map { "\($0.entity) \($0.migration)" }, ["Book custom", "Pen custom"])
        XCTAssertEqual(
            found.first?.condition?.hasPrefix("puts Book in one hierarchy with Pen"), true, found.first?.condition ?? ""
        )
    }

    // MARK: - The undecided cases, decided

    func test_sameNameWithADifferentRenamingID_isARemovalAndAnAddition_asCoreDataMatchesByIdentifier() throws {
        let old = entity("Book", attribute("title"))
        let new = entity("Book", attribute("title", extra: #" elementID="heading""#))
        let found = try changes(old, new)
        XCTAssertEqual(
            found.map { "\($0.kind.rawValue) \($0.property ?? "") \($0.isDestructive)" },
            ["attributeAdded title false", "attributeRemoved title true"])
        XCTAssertEqual(
            found.last?.suggestion?.hasPrefix(
                #"Book.title keeps its name, but its identifier (the Renaming ID, or the name when none is set) changed from "title" to "heading""#
            ),
            true, found.last?.suggestion ?? "no suggestion")
        let dropped = try changes(new, old)
        XCTAssertEqual(
            dropped.map { "\($0.kind.rawValue) \($0.property ?? "") \($0.isDestructive)" },
            ["attributeAdded title false", "attributeRemoved title true"],
            "dropping a Renaming ID while keeping the name is the same mismatch the other way")
    }

    func test_entityTurningAbstract_isConditionalOnHavingNoObjectsOfItsOwn_andTheReverseIsInferable() throws {
        let concrete = entity("Item", attribute("tag")) + entity("Book", parent: "Item")
        let abstract = entity("Item", abstract: true, attribute("tag")) + entity("Book", parent: "Item")
        let turned = try XCTUnwrap(try changes(concrete, abstract).first)
        XCTAssertEqual(
            [turned.field, turned.migration.rawValue, "\(turned.isDestructive)"],
            ["isAbstract", "conditional", "false"])
        XCTAssertEqual(turned.condition?.hasPrefix("the store must hold no objects of Item itself"), true)
        XCTAssertEqual(try summary(abstract, concrete), ["entityChanged Item isAbstract lightweight"])
    }

    func test_destinationWidenedToItsNewParent_isInferable_narrowedIsConditional_unrelatedIsCustom() throws {
        let link = { (destination: String) in
            #"<relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="\#(destination)"/>"#
        }
        let old = entity("Shelf") + entity("Box") + entity("Book", link("Shelf"))
        let widened =
            entity("Container") + entity("Shelf", parent: "Container") + entity("Box")
            + entity("Book", link("Container"))
        let destination = { (changes: [ModelChange]) in
            changes.filter { $0.field == "destinationEntity" }.map(\.migration)
        }
        // One-way links on purpose: the resolver's warning about them is expected.
        let noInverse: [ExpectedDiagnostic] = [.warning("relationship 'shelf' of entity 'Book' has no inverse")]
        XCTAssertEqual(destination(try changes(old, widened, expecting: noInverse)), [.lightweight])
        let narrowed =
            entity("Container") + entity("Shelf", parent: "Container") + entity("Box") + entity("Book", link("Shelf"))
        let wide =
            entity("Container") + entity("Shelf", parent: "Container") + entity("Box")
            + entity("Book", link("Container"))
        XCTAssertEqual(destination(try changes(wide, narrowed, expecting: noInverse)), [.conditional])
        XCTAssertEqual(
            destination(
                try changes(
                    old, entity("Shelf") + entity("Box") + entity("Book", link("Box")),
                    expecting: noInverse)), [.custom])
    }
}
