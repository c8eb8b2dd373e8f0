import Foundation
import ShaleModel
import ShaleTestSupport
import XCTest

@testable import ShaleTranslation

/// The `swiftdata` set's translation, value by value, on small models.
final class SwiftDataTranslatorTests: BundleTestCase {
    private static let library = """
        <entity name="Author" representedClassName="Author" syncable="YES">
            <attribute name="name" attributeType="String"/>
            <attribute name="born" optional="YES" attributeType="Date"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book" \
        inverseName="author" inverseEntity="Book"/>
            <uniquenessConstraints><uniquenessConstraint><constraint value="name"/></uniquenessConstraint>\
        </uniquenessConstraints>
        </entity>
        <entity name="Book" representedClassName="Book" syncable="YES">
            <attribute name="title" attributeType="String" defaultValueString="Untitled"/>
            <attribute name="pages" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="rating" optional="YES" attributeType="Double" defaultValueString="2.5" \
        usesScalarValueType="YES"/>
            <attribute name="art" optional="YES" attributeType="Transformable" valueTransformerName="ArtTransformer"/>
            <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" \
        inverseName="books" inverseEntity="Author"/>
            <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" \
        inverseName="books" inverseEntity="Tag"/>
            <uniquenessConstraints><uniquenessConstraint><constraint value="title"/><constraint value="author"/>\
        </uniquenessConstraint></uniquenessConstraints>
        </entity>
        <entity name="Tag" representedClassName="Tag" syncable="YES">
            <attribute name="label" optional="YES" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" \
        inverseName="tags" inverseEntity="Book"/>
        </entity>
        """

    private func classes(_ body: String, options: [String: String] = [:]) throws
        -> (classes: [String: SwiftDataEntityContext], diagnostics: [Diagnostic])
    {
        let model = try XCTUnwrap(bundle([("V1", body)]).current)
        let result = TranslatorKind.swiftdata.translate(model, as: SwiftDataSetTranslator.self, options: options)
        return (result.entities.mapValues(\.values.swiftData), result.diagnostics)
    }

    private func property(_ name: String, of context: SwiftDataEntityContext?) throws -> SwiftDataPropertyContext {
        try XCTUnwrap(context?.values.properties.first { $0.values.name == name }, name)
    }

    func test_requiredAttributeWithoutDefault_isTheInitializersParameter() throws {
        let author = try classes(Self.library).classes["Author"]
        XCTAssertEqual(author?.values.parameters.map(\.values.swiftName), ["name"])
        XCTAssertEqual(try property("name", of: author).values.typeDeclaration, "String")
        XCTAssertEqual(try property("born", of: author).values.typeDeclaration, "Date?")
        XCTAssertEqual(try classes(Self.library).classes["Book"]?.values.parameters.map(\.values.swiftName), [])
    }

    func test_modelDefaults_areInitialValues() throws {
        let book = try classes(Self.library).classes["Book"]
        XCTAssertEqual(try property("title", of: book).values.initialValue, "\"Untitled\"")
        XCTAssertEqual(try property("pages", of: book).values.initialValue, "0")
        XCTAssertEqual(try property("pages", of: book).values.typeDeclaration, "Int16")
        XCTAssertEqual(try property("rating", of: book).values.initialValue, "2.5")
    }

    func test_oneToManyPair_carriesTheInverseOnTheToManySideOnly() throws {
        let result = try classes(Self.library).classes
        XCTAssertEqual(
            try property("books", of: result["Author"]).values.macro,
            "@Relationship(deleteRule: .cascade, inverse: \\Book.author)")
        XCTAssertNil(try property("author", of: result["Book"]).values.macro)
        XCTAssertEqual(try property("books", of: result["Author"]).values.typeDeclaration, "[Book]?")
        XCTAssertEqual(try property("author", of: result["Book"]).values.typeDeclaration, "Author?")
    }

    /// SwiftData records `[Book]` as a required to-many and `[Book]?` as an optional one (the Retroview stores), so
    /// a to-many keeps the model's optionality and its entity the model's hash.
    func test_toMany_keepsTheModelsOptionality() throws {
        let result = try classes(
            """
            <entity name="Shelf" representedClassName="Shelf" syncable="YES">
                <relationship name="books" toMany="YES" deletionRule="Nullify" destinationEntity="Book" \
            inverseName="shelf" inverseEntity="Book"/>
                <relationship name="spares" optional="YES" toMany="YES" deletionRule="Nullify" \
            destinationEntity="Book" inverseName="spareShelf" inverseEntity="Book"/>
            </entity>
            <entity name="Book" representedClassName="Book" syncable="YES">
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" \
            destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
                <relationship name="spareShelf" optional="YES" maxCount="1" deletionRule="Nullify" \
            destinationEntity="Shelf" inverseName="spares" inverseEntity="Shelf"/>
            </entity>
            """
        ).classes
        XCTAssertEqual(try property("books", of: result["Shelf"]).values.typeDeclaration, "[Book]")
        XCTAssertEqual(try property("spares", of: result["Shelf"]).values.typeDeclaration, "[Book]?")
        XCTAssertEqual(try property("books", of: result["Shelf"]).values.initialValue, "[]")
        XCTAssertEqual(try property("spares", of: result["Shelf"]).values.initialValue, "[]")
    }

    func test_manyToManyPair_carriesTheInverseOnTheSideThatSortsFirst() throws {
        let result = try classes(Self.library).classes
        XCTAssertEqual(try property("tags", of: result["Book"]).values.macro, "@Relationship(inverse: \\Tag.books)")
        XCTAssertNil(try property("books", of: result["Tag"]).values.macro)
    }

    func test_uniquenessConstraints_singleIsAnAttributeOption_compoundIsTheMacro() throws {
        let result = try classes(Self.library).classes
        XCTAssertEqual(try property("name", of: result["Author"]).values.macro, "@Attribute(.unique)")
        XCTAssertEqual(result["Book"]?.values.uniqueMacro, "#Unique<Book>([\\.title, \\.author])")
        XCTAssertEqual(result["Book"]?.values.availability?.hasPrefix("@available(iOS 18"), true)
    }

    func test_transformable_namesItsValueTransformer() throws {
        let book = try classes(Self.library).classes["Book"]
        XCTAssertEqual(try property("art", of: book).values.macro, "@Attribute(.transformable(by: \"ArtTransformer\"))")
        XCTAssertEqual(try property("art", of: book).values.typeDeclaration, "NSObject?")
    }

    func test_cloudKit_makesEveryValueOptionalOrDefaulted_andDropsConstraintsWithAWarning() throws {
        let (result, diagnostics) = try classes(Self.library, options: ["cloudkit": "true"])
        XCTAssertEqual(try property("name", of: result["Author"]).values.typeDeclaration, "String?")
        XCTAssertNil(try property("name", of: result["Author"]).values.macro)
        XCTAssertEqual(try property("books", of: result["Author"]).values.typeDeclaration, "[Book]?")
        XCTAssertNil(result["Book"]?.values.uniqueMacro)
        XCTAssertEqual(result["Author"]?.values.parameters.count, 0)
        let warnings = diagnostics.filter { $0.message.contains("CloudKit cannot enforce") }
        XCTAssertEqual(warnings.count, 2)
        XCTAssertTrue(warnings.allSatisfy { $0.severity == .warning && $0.location != nil })
    }

    private static let hierarchy = """
        <entity name="Event" representedClassName="Event" isAbstract="YES" syncable="YES">
            <attribute name="title" attributeType="String"/>
        </entity>
        <entity name="Concert" representedClassName="Concert" parentEntity="Event" syncable="YES">
            <attribute name="band" optional="YES" attributeType="String"/>
        </entity>
        """

    /// A class named `Observation` would shadow the module whose types `@Model`'s expansion names: the class is
    /// `ObservationModel` (SwiftData has no other entity name for a class), with a located warning, everywhere the
    /// class is named; a subentity of it names its superclass the same way.
    func test_entityNamedAfterAnExpansionModule_getsAFreeClassName_withALocatedWarning() throws {
        let (classes, diagnostics) = try classes(
            """
            <entity name="Observation" representedClassName="Observation" syncable="YES">
                <attribute name="value" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <relationship name="patient" optional="YES" maxCount="1" deletionRule="Nullify" \
            destinationEntity="Patient" inverseName="observations" inverseEntity="Patient"/>
            </entity>
            <entity name="Vital" representedClassName="Vital" parentEntity="Observation" syncable="YES"/>
            <entity name="ObservationModel" representedClassName="ObservationModel" syncable="YES"/>
            <entity name="Patient" representedClassName="Patient" syncable="YES">
                <relationship name="observations" optional="YES" toMany="YES" deletionRule="Cascade" \
            destinationEntity="Observation" inverseName="patient" inverseEntity="Observation"/>
            </entity>
            """)
        XCTAssertEqual(classes["Observation"]?.values.className, "ObservationModel2", "ObservationModel is taken")
        XCTAssertEqual(classes["ObservationModel"]?.values.className, "ObservationModel")
        XCTAssertEqual(classes["Vital"]?.values.superclass, "ObservationModel2")
        let observations = classes["Patient"]?.values.properties.first { $0.values.name == "observations" }
        XCTAssertEqual(observations?.values.typeDeclaration, "[ObservationModel2]?")
        XCTAssertEqual(
            observations?.values.macro,
            "@Relationship(deleteRule: .cascade, inverse: \\ObservationModel2.patient)")
        let warnings = diagnostics.filter { $0.severity == .warning }
        XCTAssertEqual(warnings.count, 1, diagnostics.rendered)
        XCTAssertTrue(
            warnings[0].message.hasPrefix(
                "entity 'Observation' is written as class 'ObservationModel2': a "
                    + "class named 'Observation' shadows module Observation"))
        XCTAssertTrue(warnings[0].message.contains("(Observation.ObservationRegistrar)"))
        XCTAssertGreaterThan(warnings[0].location?.line ?? 0, 0)
        XCTAssertNotNil(warnings[0].hint)
        XCTAssertEqual(classes["Patient"]?.values.className, "Patient")
    }

    func test_subentity_isASubclassAvailableFromIOS26() throws {
        let result = try classes(Self.hierarchy).classes
        XCTAssertEqual(result["Concert"]?.values.superclass, "Event")
        XCTAssertEqual(result["Event"]?.values.classKeyword, "class")
        XCTAssertEqual(result["Concert"]?.values.initializerKeyword, "override init")
        XCTAssertEqual(result["Concert"]?.values.superArguments, "title: title")
        XCTAssertEqual(result["Concert"]?.values.properties.map(\.values.name), ["band"])
        XCTAssertEqual(result["Concert"]?.values.availability?.hasPrefix("@available(iOS 26"), true)
    }

    func test_flattenedSubentity_declaresItsInheritedProperties() throws {
        let result = try classes(Self.hierarchy, options: ["inheritance": "flatten"]).classes
        XCTAssertNil(result["Concert"]?.values.superclass)
        XCTAssertEqual(result["Concert"]?.values.classKeyword, "final class")
        XCTAssertEqual(result["Concert"]?.values.properties.map(\.values.name), ["band", "title"])
        XCTAssertNil(result["Concert"]?.values.availability)
    }

    func test_unknownOptionValue_isRefusedByItsType() throws {
        let (_, refused) = TemplateOptions.parsing(
            ["inheritance": "mixins"], types: TranslatorKind.swiftdata.optionTypes)
        XCTAssertEqual(refused.map(\.name), ["inheritance"])
        XCTAssertEqual(refused.first?.error.problem, "is not one of classes, flatten")
    }

    func test_versionIdentifiers_comeFromTheModel_whenEveryOneParsesAndIncreases() throws {
        var first = Model(versionName: "A", sourcePath: "A")
        var second = Model(versionName: "B", sourcePath: "B")
        first.metadata.userDefinedModelVersionIdentifier = "1.2.0"
        second.metadata.userDefinedModelVersionIdentifier = "1.10.0"
        XCTAssertEqual(SwiftDataHistoryTranslation.versionIdentifiers([first, second]), ["1, 2, 0", "1, 10, 0"])
        second.metadata.userDefinedModelVersionIdentifier = "v2"
        XCTAssertEqual(SwiftDataHistoryTranslation.versionIdentifiers([first, second]), ["1, 0, 0", "2, 0, 0"])
    }

    func test_history_hasAStagePerStep_customWhereTheDiffSaysSo() throws {
        func book(pages: String, title: Bool) -> String {
            let titleAttribute = title ? #"<attribute name="title" optional="YES" attributeType="String"/>"# : ""
            return #"<entity name="Book" syncable="YES"><attribute name="pages" optional="YES" "#
                + #"attributeType="\#(pages)"/>\#(titleAttribute)</entity>"#
        }
        let old = book(pages: "Integer 16", title: false)
        let added = book(pages: "Integer 16", title: true)
        let retyped = book(pages: "String", title: true)
        let history = try bundle([("V1", old), ("V2", added), ("V3", retyped)])
        let current = try XCTUnwrap(history.current)
        let collector = DiagnosticCollector()
        let context = SwiftDataSetTranslator.bundleContext(
            bundle: history, current: current,
            input: TranslatorKind.swiftdata.input(
                current, options: ["history": "yes"], modelName: "Shelf"), diagnostics: collector)
        XCTAssertEqual(collector.diagnostics, [])
        let swiftData = context.values.swiftData
        XCTAssertTrue(swiftData.values.writesHistory, "history=yes reads as true")
        XCTAssertEqual(swiftData.values.stages.map(\.values.name), ["migrateV1toV2", "migrateV2toV3"])
        XCTAssertEqual(swiftData.values.stages.map(\.values.isLightweight), [true, false])
        XCTAssertEqual(swiftData.values.stages.last?.values.changes.count, 1)
        XCTAssertEqual(swiftData.values.customStages.map(\.values.userFile), ["ShelfMigrationPlan+V2toV3.swift"])
        XCTAssertEqual(swiftData.values.customStages.map(\.values.step), ["V2toV3"])
        XCTAssertTrue(swiftData.values.hasCustomStages)
        XCTAssertEqual(swiftData.values.typealiases.map(\.values.swiftName), ["ShelfSchemaV3.Book"])
        XCTAssertEqual(
            context.values.versions.map(\.values.swiftData.values.typeName),
            ["ShelfSchemaV1", "ShelfSchemaV2", "ShelfSchemaV3"])
    }
}
