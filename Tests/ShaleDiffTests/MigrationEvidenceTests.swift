import Foundation
import ShaleDiff
import ShaleModel
import ShaleTestSupport
import XCTest

/// Every verdict names its source (`MigrationEvidence`), documented in Migrations.md's evidence table; and the
/// verdicts that the evidence changed: numeric type changes, properties moved down a hierarchy, destinations
/// narrowed to a new subentity, entities renamed and back, transformers, and how defaults and counts are shown.
final class MigrationEvidenceTests: BundleTestCase {

    private func entity(_ name: String, parent: String? = nil, abstract: Bool = false, _ body: String = "") -> String {
        let parentText = parent.map { #" parentEntity="\#($0)""# } ?? ""
        return #"<entity name="\#(name)"\#(parentText)\#(abstract ? #" isAbstract="YES""# : "")>\#(body)</entity>"#
    }

    private func attribute(_ name: String, _ type: String = "String", extra: String = "") -> String {
        #"<attribute name="\#(name)" optional="YES" attributeType="\#(type)"\#(extra)/>"#
    }

    /// `kind entity.property field migration evidence [destructive] [unverified]` per change.
    private func lines(_ changes: [ModelChange]) -> [String] {
        changes.map { change in
            [
                change.kind.rawValue, change.entity + (change.property.map { ".\($0)" } ?? ""), change.field ?? "",
                change.migration.rawValue, change.evidence?.rawValue ?? "NO EVIDENCE",
                change.isDestructive ? "destructive" : "", change.unverified == nil ? "" : "unverified",
            ]
            .filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    // MARK: - The evidence table

    func test_everyVerdictClass_hasARowInTheEvidenceTable_markedAsItsReportsMarkIt() throws {
        let page = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Documentation/Migrations.md"),
            encoding: .utf8)
        let rows = page.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let byID = Dictionary(
            rows.map { row -> (String, String) in
                let id = row.dropFirst(3).prefix { $0 != "`" }
                return (String(id), String(row))
            }, uniquingKeysWith: { first, _ in first })
        for evidence in MigrationEvidence.allCases {
            let row = try XCTUnwrap(byID[evidence.rawValue], "no row for `\(evidence.rawValue)` in Migrations.md")
            let status = row.split(separator: "|").last.map(String.init) ?? ""
            if evidence.unverifiedReason == nil {
                XCTAssertTrue(status.contains("established: ["), "\(evidence.rawValue) cites no source: \(status)")
            } else {
                XCTAssertTrue(status.contains("unverified"), "\(evidence.rawValue) is unverified in reports: \(status)")
            }
        }
        XCTAssertEqual(
            Set(byID.keys), Set(MigrationEvidence.allCases.map(\.rawValue)),
            "every row names a verdict class Shale has")
    }

    func test_everyChange_ofEveryKind_carriesEvidence_andEachUnverifiedOneSaysWhy() throws {
        let link = { (destination: String, many: Bool) in
            #"<relationship name="shelf" optional="YES"\#(many ? #" toMany="YES""# : #" maxCount="1""#) "#
                + #"deletionRule="Nullify" destinationEntity="\#(destination)"/>"#
        }
        let old =
            entity("Item", abstract: true, attribute("tag"))
            + entity(
                "Book", parent: "Item",
                attribute("pages", "Integer 32") + attribute("code") + attribute("notes") + link("Shelf", false))
            + entity("Shelf") + entity("Gone")
        let new =
            entity("Item", abstract: true)
            + entity(
                "Book", parent: "Item",
                attribute("tag") + attribute("pages", "Integer 64", extra: #" defaultValueString="1""#)
                    + attribute("code", "Integer 16") + attribute("born", "Date") + link("Shelf", true))
            + entity("Shelf", attribute("name", extra: #" versionHashModifier="2""#))
        let changes = try self.changes(
            old, new,
            expecting: [
                .warning("relationship 'shelf' of entity 'Book' has no inverse")
            ])
        XCTAssertEqual(
            lines(changes),
            [
                "attributeRemoved Item.tag lightweight hierarchy",
                "attributeChanged Book.tag declaringEntity lightweight hierarchy",
                "attributeChanged Book.pages type lightweight type-numeric",
                "attributeChanged Book.pages defaultValue none same-version-hash",
                "attributeChanged Book.code type custom type-other unverified",
                "attributeAdded Book.born lightweight added",
                "attributeRemoved Book.notes lightweight removed destructive",
                "relationshipChanged Book.shelf toMany lightweight to-many",
                "relationshipChanged Book.shelf count lightweight hash-input",
                "attributeAdded Shelf.name lightweight added",
                "entityRemoved Gone lightweight removed destructive",
            ])
        for change in changes {
            XCTAssertEqual(change.unverified, change.evidence?.unverifiedReason, change.summary)
        }
        let json = String(decoding: try JSONEncoder().encode(changes.first { $0.field == "type" }), as: UTF8.self)
        XCTAssertTrue(json.contains(#""evidence":"type-numeric""#), json)
    }

    // MARK: - Type changes

    func test_numericTypeChanges_holdingEveryValue_areInferred_narrowingIsConditional_otherTypesCustom() throws {
        func verdict(_ from: String, _ to: String) throws -> String {
            let change = try XCTUnwrap(
                try changes(
                    entity("Book", attribute("value", from)),
                    entity("Book", attribute("value", to))
                ).first { $0.field == "type" })
            return "\(change.migration.rawValue) \(change.evidence?.rawValue ?? "-")"
        }
        XCTAssertEqual(try verdict("Integer 16", "Integer 32"), "lightweight type-numeric")
        XCTAssertEqual(try verdict("Integer 64", "Decimal"), "lightweight type-numeric", "woocommerce Model 46")
        XCTAssertEqual(try verdict("Integer 64", "Double"), "lightweight type-numeric", "woocommerce Model 88")
        XCTAssertEqual(try verdict("Float", "Double"), "lightweight type-numeric")
        XCTAssertEqual(try verdict("Integer 64", "Integer 16"), "conditional type-numeric-narrowed")
        XCTAssertEqual(try verdict("Double", "Integer 64"), "conditional type-numeric-narrowed")
        XCTAssertEqual(try verdict("Integer 32", "Float"), "conditional type-numeric-narrowed")
        XCTAssertEqual(try verdict("String", "Integer 64"), "custom type-other")
        XCTAssertEqual(try verdict("Boolean", "Integer 16"), "custom type-other")
        XCTAssertEqual(try verdict("Date", "Double"), "custom type-other")
    }

    // MARK: - Hierarchies

    func test_propertyMovedDownFromAnAbstractParentIntoEverySubentity_losesNothing() throws {
        let old =
            entity("Item", abstract: true, attribute("title")) + entity("Book", parent: "Item")
            + entity("Pen", parent: "Item")
        let everyone =
            entity("Item", abstract: true) + entity("Book", parent: "Item", attribute("title"))
            + entity("Pen", parent: "Item", attribute("title"))
        XCTAssertEqual(
            lines(try changes(old, everyone)),
            [
                "attributeRemoved Item.title lightweight hierarchy",
                "attributeChanged Book.title declaringEntity lightweight hierarchy",
                "attributeChanged Pen.title declaringEntity lightweight hierarchy",
            ], "Item has no objects of its own, and every object of Book and Pen keeps its title")
        let onlyBook =
            entity("Item", abstract: true) + entity("Book", parent: "Item", attribute("title"))
            + entity("Pen", parent: "Item")
        XCTAssertEqual(
            lines(try changes(old, onlyBook)).first, "attributeRemoved Item.title lightweight removed destructive",
            "Pen's objects lose their titles")
        let concrete = old.replacingOccurrences(of: #" isAbstract="YES""#, with: "")
        XCTAssertEqual(
            lines(try changes(concrete, everyone.replacingOccurrences(of: #" isAbstract="YES""#, with: "")))
                .first, "attributeRemoved Item.title lightweight removed destructive", "Item's own objects lose theirs")
    }

    func test_destinationNarrowedToASubentityAddedInTheSameVersion_needsEveryLinkEmpty() throws {
        let old =
            entity("Image", attribute("url"))
            + entity(
                "Show",
                #"<relationship name="images" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Image"/>"#
            )
        let new =
            entity("Image", attribute("url")) + entity("InstallShot", parent: "Image")
            + entity(
                "Show",
                #"<relationship name="images" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="InstallShot"/>"#
            )
        let change = try XCTUnwrap(
            try changes(
                old, new,
                expecting: [
                    .warning("relationship 'images' of entity 'Show' has no inverse")
                ]
            ).first { $0.field == "destinationEntity" })
        XCTAssertEqual(
            lines([change]),
            ["relationshipChanged Show.images destinationEntity conditional destination-narrowed unverified"])
        XCTAssertEqual(
            change.condition?.hasPrefix(
                "InstallShot is new in this version, so no existing object is one: "
                    + "Show.images must be empty in every stored object"), true,
            change.condition ?? "")
    }

    func test_entityRenamedAndBack_keepsItsName_butNotItsIdentifier_andSaysHowToKeepTheData() throws {
        // Version 2 renamed Writer to Author (Renaming ID "Writer"); version 3 named it Writer again with the
        // Renaming ID "Author": right step by step, but a store at version 1 has no Author to match.
        let v1 = entity("Writer", attribute("name"))
        let v3 = #"<entity name="Writer" elementID="Author">\#(attribute("name"))</entity>"#
        let removal = try XCTUnwrap(try changes(v1, v3).first { $0.kind == .entityRemoved })
        XCTAssertEqual(lines([removal]), ["entityRemoved Writer lightweight renaming-identifier-changed destructive"])
        XCTAssertEqual(
            removal.suggestion?.contains("migrate through the versions in between"), true,
            removal.suggestion ?? "no suggestion")
    }

    // MARK: - Transformers

    func test_defaultTransformerToSecureUnarchive_keepsStoredValuesReadable_andSaysSo() throws {
        let transformable = { (transformer: String) in
            self.entity(
                "Book",
                #"<attribute name="tags" optional="YES" attributeType="Transformable""#
                    + transformer + #" customClassName="[String]"/>"#)
        }
        let secure = try XCTUnwrap(
            try changes(
                transformable(""),
                transformable(#" valueTransformerName="NSSecureUnarchiveFromData""#)
            ).first)
        XCTAssertEqual(lines([secure]), ["attributeChanged Book.tags transformer none transformer-keyed-archive"])
        XCTAssertEqual(secure.summary, "attribute Book.tags: transformer default → NSSecureUnarchiveFromData")
        XCTAssertEqual(secure.condition?.hasPrefix("stored values stay readable"), true, secure.condition ?? "")
        let other = try XCTUnwrap(
            try changes(
                transformable(""),
                transformable(#" valueTransformerName="MyTransformer""#)
            ).first)
        XCTAssertEqual(lines([other]), ["attributeChanged Book.tags transformer none transformer-other unverified"])
    }

    // MARK: - Display

    func test_aDefaultValue_isComparedAsAValue() throws {
        let int = entity("Book", attribute("stock", "Integer 64", extra: #" defaultValueString="0""#))
        let decimal = entity("Book", attribute("stock", "Decimal", extra: #" defaultValueString="0.0""#))
        XCTAssertEqual(
            lines(try changes(int, decimal)), ["attributeChanged Book.stock type lightweight type-numeric"],
            "0 and 0.0 are the same default")
        let one = entity("Book", attribute("stock", "Decimal", extra: #" defaultValueString="1""#))
        XCTAssertEqual(try changes(decimal, one).map(\.summary), ["attribute Book.stock: defaultValue 0.0 → 1"])
    }

    func test_aToOneBecomingToMany_showsTheUnboundedMaximumAsAStar() throws {
        let relationship = { (counts: String) in
            self.entity("Shelf")
                + self.entity(
                    "Book",
                    #"<relationship name="shelf" optional="YES" \#(counts) "#
                        + #"deletionRule="Nullify" destinationEntity="Shelf"/>"#)
        }
        let found = try changes(
            relationship(#"maxCount="1""#), relationship(#"toMany="YES""#),
            expecting: [
                .warning("relationship 'shelf' of entity 'Book' has no inverse")
            ])
        XCTAssertEqual(
            found.map(\.summary),
            [
                "relationship Book.shelf: toMany false → true",
                "relationship Book.shelf: count 0...1 → 0...*",
            ])
    }
}
