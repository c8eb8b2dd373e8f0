import ShaleModel
import ShaleTestSupport
import XCTest

@testable import ShaleTranslation

/// The `xcode` translator on a few lines of model XML: which files each Codegen setting gets, the types and names
/// Xcode writes, and each rule that changed between Xcode releases, asserted on both sides of the change.
final class XcodeSnippetTests: BundleTestCase {
    private static let library = """
        <entity name="Item" representedClassName="Item" codeGenerationType="class" syncable="YES">
            <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <attribute name="cover" optional="YES" attributeType="Binary"/>
            <attribute name="count" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
            <attribute name="rank" attributeType="Integer 32" usesScalarValueType="NO"/>
            <attribute name="title" attributeType="String"/>
            <attribute name="color" optional="YES" attributeType="Transformable" customClassName="UIColor"/>
            <attribute name="tags" optional="YES" attributeType="Transformable" customClassName="[String]"/>
            <attribute name="blob" optional="YES" attributeType="Transformable"/>
            <attribute name="description" optional="YES" attributeType="String"/>
            <relationship name="chapters" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" \
        destinationEntity="Chapter" inverseName="item" inverseEntity="Chapter"/>
            <relationship name="owner" maxCount="1" deletionRule="Nullify" destinationEntity="Owner"/>
        </entity>
        <entity name="Book" representedClassName=".Book" parentEntity="Item" codeGenerationType="category" \
        syncable="YES"/>
        <entity name="Chapter" representedClassName="App.Chapter" syncable="YES">
            <relationship name="item" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Item" \
        inverseName="chapters" inverseEntity="Item"/>
        </entity>
        <entity name="Owner" syncable="YES" codeGenerationType="class"/>
        """

    private func translate(_ options: [String: String] = [:], expecting warnings: Int = 1) throws
        -> SnippetTranslation<XcodeSetTranslator>
    {
        let model = try XCTUnwrap(
            bundle(
                [("Library", Self.library)],
                expecting: [.warning("relationship 'owner' of entity 'Item' has no inverse")]
            )
            .current)
        let result = TranslatorKind.xcode.translate(model, as: XcodeSetTranslator.self, options: options)
        XCTAssertEqual(result.messages(.warning).count, warnings, "\(result.messages(.warning))")
        return result
    }

    private func entity(_ name: String, _ options: [String: String] = [:]) throws -> XcodeEntityContext.Values {
        try XCTUnwrap(translate(options).entities[name]).values.xcode.values
    }

    private func type(of property: String, _ options: [String: String] = [:]) throws -> String {
        try XCTUnwrap(entity("Item", options).properties.first { $0.values.name == property }).values.type
    }

    // MARK: Files by Codegen setting

    func test_codegenClass_writesBothFiles_category_theProperties_manual_none() throws {
        let result = try translate()
        XCTAssertEqual(result.entities["Item"]?.values.codeGenerationType, "class")
        let files = try ["Item", "Book", "Chapter"].map { name in
            let xcode = try XCTUnwrap(result.entities[name]).values.xcode.values
            return [xcode.writesClassFile, xcode.writesPropertiesFile]
        }
        XCTAssertEqual(files, [[true, true], [false, true], [false, false]])
    }

    func test_includeManual_writesBothFilesOfManualEntities_butNotTheClassOfACategoryEntity() throws {
        XCTAssertEqual(try entity("Chapter", ["include-manual": "true"]).writesClassFile, true)
        XCTAssertEqual(try entity("Chapter", ["include-manual": "true"]).writesPropertiesFile, true)
        XCTAssertEqual(try entity("Book", ["include-manual": "true"]).writesClassFile, false)
    }

    func test_categoriesOption_writesOnlyThePropertiesFileOfTheManualEntitiesItNames() throws {
        let chapter = try entity("Chapter", ["include-manual": "true", "categories": "Chapter"])
        XCTAssertEqual([chapter.writesClassFile, chapter.writesPropertiesFile], [false, true])
        XCTAssertFalse(chapter.propertiesHeader.contains("automatically generated"), "written as the menu writes it")
        let withoutIncludeManual = try entity("Chapter", ["categories": "Chapter"])
        XCTAssertEqual(
            [withoutIncludeManual.writesClassFile, withoutIncludeManual.writesPropertiesFile], [false, true])
    }

    func test_categoriesOption_namingNoEntity_isAnError() throws {
        let model = try XCTUnwrap(
            bundle(
                [("Library", Self.library)],
                expecting: [.warning("relationship 'owner' of entity 'Item' has no inverse")]
            )
            .current)
        let result = TranslatorKind.xcode.translate(
            model, as: XcodeSetTranslator.self, options: ["categories": "Chapters"])
        XCTAssertEqual(result.messages(.error), ["option categories names 'Chapters', which is no entity of the model"])
    }

    func test_entityWithoutClass_getsNoFiles() throws {
        let owner = try entity("Owner")
        XCTAssertEqual([owner.writesClassFile, owner.writesPropertiesFile], [false, false])
    }

    // MARK: Names and the class

    func test_objc_isWrittenOnlyForClassesOutsideAModule() throws {
        XCTAssertEqual(try entity("Item").objcAttribute, "@objc(Item)")
        XCTAssertEqual(try entity("Book").objcAttribute, "")
        XCTAssertEqual(try entity("Chapter").objcAttribute, "")
        XCTAssertEqual(try entity("Chapter").className, "Chapter")
    }

    func test_subentity_subclassesItsParentsClass() throws {
        XCTAssertEqual(try entity("Book").superclass, "Item")
        XCTAssertEqual(try entity("Item").superclass, "NSManagedObject")
    }

    func test_memberOfNSObject_isRenamed_withAWarning() throws {
        let result = try translate()
        let description = try XCTUnwrap(
            result.entities["Item"]?.values.xcode.values.properties
                .first { $0.values.name == "description" }
        ).values
        XCTAssertEqual(description.swiftName, "descriptionAttribute")
        XCTAssertTrue(description.isRenamed)
        XCTAssertEqual(result.messages(.warning).first?.contains("'description'"), true)
    }

    // MARK: Types

    func test_scalarFlag_decidesNumbers_andOptionalityNeverReachesScalars() throws {
        XCTAssertEqual(try type(of: "count"), "Int16", "optional, scalar: a scalar all the same")
        XCTAssertEqual(
            try type(of: "rank", ["xcode-version": "26"]), "NSNumber?",
            "required, not scalar: an optional object all the same")
    }

    func test_requiredAttributesAndRelationships_stayOptional_upToXcode26() throws {
        let xcode26 = ["xcode-version": "26"]
        XCTAssertEqual(try type(of: "title", xcode26), "String?")
        XCTAssertEqual(try type(of: "owner", xcode26), "NSManagedObject?", "a destination without a class of its own")
        XCTAssertEqual(try type(of: "chapters", xcode26), "NSOrderedSet?")
    }

    func test_transformables_takeTheirClass_orNSObject_andImportTheirFramework() throws {
        XCTAssertEqual(try type(of: "color"), "UIColor?")
        XCTAssertEqual(try type(of: "tags"), "[String]?")
        XCTAssertEqual(try type(of: "blob"), "NSObject?")
        let item = try entity("Item", ["xcode-version": "16"])
        XCTAssertEqual(
            item.propertiesImports,
            ["import Foundation", "import CoreData", "#if canImport(UIKit)", "import UIKit", "#endif"])
        XCTAssertEqual(item.classImports, ["import Foundation", "import CoreData"])
    }

    /// Pair 48 of the Xcode pairs: `color` is a String whose custom class (UIColor) Xcode ignores, so the file
    /// names no UIKit type and needs no import.
    func test_customClassOfANonTransformable_isIgnored_andImportsNothing() throws {
        let model = try XCTUnwrap(
            bundle(
                [
                    (
                        "Tracker",
                        """
                        <entity name="Tracker" representedClassName="Tracker" codeGenerationType="class" syncable="YES">
                            <attribute name="color" attributeType="String" customClassName="UIColor"/>
                        </entity>
                        """
                    )
                ], expecting: [.warning("which takes no custom class")]
            ).current)
        let result = TranslatorKind.xcode.translate(model, as: XcodeSetTranslator.self, options: [:])
        let tracker = try XCTUnwrap(result.entities["Tracker"]).values.xcode.values
        XCTAssertEqual(tracker.properties.map(\.values.type), ["String"])
        XCTAssertEqual(tracker.propertiesImports, ["public import Foundation", "public import CoreData"])
    }

    func test_orderedToMany_getsTheIndexedAccessors() throws {
        let chapters = try XCTUnwrap(entity("Item").toManyRelationships.first).values
        XCTAssertEqual(chapters.capitalizedName, "Chapters")
        XCTAssertEqual(chapters.collectionType, "NSOrderedSet")
        XCTAssertEqual(chapters.destinationClass, "Chapter")
        XCTAssertTrue(chapters.isOrdered)
    }

    // MARK: What changed between releases

    func test_xcode7_namesTheClassFileAfterTheClass_andWritesNoPublicNoFetchRequestNoAccessors() throws {
        let xcode7 = try entity("Item", ["xcode-version": "7"])
        XCTAssertEqual(xcode7.classFileName, "Item.swift")
        XCTAssertTrue(xcode7.usesXcode7Layout)
        XCTAssertEqual(xcode7.accessPrefix, "")
        XCTAssertEqual(xcode7.toManyRelationships.count, 0)
        XCTAssertNotNil(xcode7.classBodyComment)
        XCTAssertTrue(xcode7.propertiesHeader.contains("to delete and recreate this implementation file"))
        let xcode8 = try entity("Item", ["xcode-version": "8"])
        XCTAssertEqual(xcode8.classFileName, "Item+CoreDataClass.swift")
        XCTAssertEqual([xcode8.accessPrefix, xcode8.usesXcode7Layout ? "7" : "8"], ["public ", "8"])
        XCTAssertEqual(xcode8.toManyRelationships.count, 1)
        XCTAssertNil(xcode8.classBodyComment)
    }

    func test_xcode8_endsTheFetchRequestWithASemicolon_8_3DoesNot() throws {
        XCTAssertEqual(try entity("Item", ["xcode-version": "8"]).statementEnd, ";")
        XCTAssertEqual(try entity("Item", ["xcode-version": "8.3"]).statementEnd, "")
    }

    func test_xcode10_writesNSDateAndNSData_xcode11_DateAndData() throws {
        XCTAssertEqual(try type(of: "added", ["xcode-version": "10"]), "NSDate?")
        XCTAssertEqual(try type(of: "cover", ["xcode-version": "10"]), "NSData?")
        XCTAssertEqual(try type(of: "added", ["xcode-version": "11"]), "Date?")
        XCTAssertEqual(try type(of: "cover", ["xcode-version": "11"]), "Data?")
    }

    func test_identifiable_fromXcode12_onRootEntitiesOnly() throws {
        XCTAssertEqual(try entity("Item", ["xcode-version": "11"]).isIdentifiable, false)
        XCTAssertEqual(try entity("Item", ["xcode-version": "12"]).isIdentifiable, true)
        XCTAssertEqual(try entity("Book", ["xcode-version": "12"]).isIdentifiable, false)
    }

    func test_identifiableOption_false_leavesTheConformanceOut() throws {
        XCTAssertEqual(try entity("Item", ["xcode-version": "16", "identifiable": "false"]).isIdentifiable, false)
        XCTAssertEqual(try entity("Item", ["xcode-version": "16", "identifiable": "true"]).isIdentifiable, true)
    }

    func test_xcode26_importsPublicly_andDeclaresTheSetTypealiases() throws {
        let xcode16 = try entity("Item", ["xcode-version": "16"])
        XCTAssertEqual(xcode16.classImports, ["import Foundation", "import CoreData"])
        XCTAssertNil(xcode16.classTypealias)
        let xcode26 = try entity("Item", ["xcode-version": "26"])
        XCTAssertEqual(xcode26.classImports, ["public import Foundation", "public import CoreData"])
        XCTAssertEqual(xcode26.classTypealias, "public typealias ItemCoreDataClassSet = NSSet")
        XCTAssertEqual(xcode26.propertiesTypealias, "public typealias ItemCoreDataPropertiesSet = NSSet")
        XCTAssertEqual(xcode26.propertiesImports.suffix(3), ["#if canImport(UIKit)", "public import UIKit", "#endif"])
    }

    func test_xcode26_3_dropsTheOptionalOfRequiredValues_26DoesNot() throws {
        XCTAssertEqual(try type(of: "title", ["xcode-version": "26"]), "String?")
        XCTAssertEqual(try type(of: "title", ["xcode-version": "26.3"]), "String")
        XCTAssertEqual(try type(of: "rank", ["xcode-version": "26.3"]), "NSNumber")
        XCTAssertEqual(try type(of: "owner", ["xcode-version": "26.3"]), "NSManagedObject")
        XCTAssertEqual(try type(of: "added", ["xcode-version": "26.3"]), "Date?", "optional stays optional")
        XCTAssertEqual(try type(of: "chapters", ["xcode-version": "26.3"]), "NSOrderedSet?")
    }

    func test_defaultVersion_isTheNewest() throws {
        let (byDefault, newest) = (try entity("Item"), try entity("Item", ["xcode-version": "26.3"]))
        XCTAssertEqual(byDefault.classImports, newest.classImports)
        XCTAssertEqual(byDefault.classTypealias, newest.classTypealias)
        XCTAssertEqual(byDefault.isIdentifiable, newest.isIdentifiable)
        XCTAssertEqual(byDefault.properties.map(\.values.type), newest.properties.map(\.values.type))
    }

    // MARK: The header

    func test_header_ofGeneratedEntities_saysSo_andNamesTheModelsFile() throws {
        let lines = try entity("Item").classHeader.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 8)
        XCTAssertEqual(Array(lines.prefix(4)), ["//", "//  Item+CoreDataClass.swift", "//  ", "//"])
        XCTAssertTrue(
            lines[4].hasPrefix("//  Created by shale from B") && lines[4].hasSuffix(".xcdatamodeld."),
            lines[4])
        XCTAssertEqual(
            Array(lines.suffix(3)),
            ["//", "//  This file was automatically generated and should not be edited.", "//"])
    }

    func test_header_ofManualEntities_closesOnceInXcode8_twiceFrom9() throws {
        let options = ["include-manual": "true"]
        let xcode8 = try entity("Chapter", options.merging(["xcode-version": "8.3"]) { $1 }).propertiesHeader
        let xcode9 = try entity("Chapter", options.merging(["xcode-version": "9"]) { $1 }).propertiesHeader
        XCTAssertTrue(xcode8.hasSuffix(".xcdatamodeld.\n//"), xcode8)
        XCTAssertTrue(xcode9.hasSuffix(".xcdatamodeld.\n//\n//"), xcode9)
        XCTAssertFalse(xcode9.contains("automatically generated"))
    }
}
