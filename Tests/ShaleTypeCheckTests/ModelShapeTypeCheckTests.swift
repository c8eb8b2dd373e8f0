import AppleSDKStandIn
import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleLint
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// Shapes real models have that once produced code that did not compile: each is generated with every
/// Apple-facing set under default options and type-checked, and what the code says is asserted too.
final class ModelShapeTypeCheckTests: XCTestCase {
    /// Renders `body` with `set` (default options; `coredata-readonly` is `coredata` with `readonly-protocols`),
    /// type-checks the output, and returns the files by path.
    @discardableResult
    private func generateAndTypeCheck(
        _ body: String, set: String, options: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [String: String] {
        let folder = try TemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let path = try folder.model(body)
        let collector = DiagnosticCollector()
        var job = GenerationJob(modelPath: path, templates: set, options: options)
        if set == Self.readOnlyCoreData {
            job.templates = "coredata"
            job.options["readonly-protocols"] = "true"
        }
        let files = Generator.render(job, diagnostics: collector)
        let diagnostics = collector.diagnostics
        XCTAssertFalse(diagnostics.containsErrors, diagnostics.rendered, file: file, line: line)
        let rendered = try XCTUnwrap(files, file: file, line: line)
        let model = try XCTUnwrap(ModelLoader.load(path: path).bundle?.current, file: file, line: line)
        let layout: GeneratedCodeCheck.Layout =
            switch set {
            case "memory": .runtime
            case "slate3": .slateSchema(module: "Models")
            default: .oneModule
            }
        let errors = try GeneratedCodeCheck.errors(
            of: rendered.map { ($0.root, $0.path, $0.contents) },
            model: model, layout: layout)
        XCTAssertEqual(errors, [], "\(set):\n" + errors.prefix(8).joined(separator: "\n"), file: file, line: line)
        return Dictionary(uniqueKeysWithValues: rendered.map { ("\($0.root)/\($0.path)", $0.contents) })
    }

    /// The `coredata` set with its read-only protocols, checked as a set of its own.
    private static let readOnlyCoreData = "coredata-readonly"
    private static let sets = ["slate", "coredata", readOnlyCoreData, "memory", "swiftdata"]

    func test_xcodeDefaultClassNames_compileWithEverySet() throws {
        let body = """
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="title" attributeType="String"/>
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
            </entity>
            <entity name="Shelf" representedClassName=".Shelf" syncable="YES">
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
            </entity>
            """
        for set in Self.sets { try generateAndTypeCheck(body, set: set) }
        let slate = try generateAndTypeCheck(body, set: "slate")
        XCTAssertNotNil(slate["models/SlateBook.swift"])
        XCTAssertNotNil(slate["entities/Book.swift"])
    }

    /// Slate's own test model: an enum over a required integer that is not a scalar, so the class declares a
    /// non-optional `NSNumber` (read directly, not unwrapped).
    func test_enumsOverRequiredNSNumbers_compileWithEverySet() throws {
        let body = """
            <entity name="Flag" representedClassName="Flag" syncable="YES">
                <attribute name="level" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="NO">
                    <userInfo><entry key="enum" value="Level"/></userInfo>
                </attribute>
                <attribute name="fallback" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="NO">
                    <userInfo><entry key="enum" value="Level"/><entry key="enumDefault" value="low"/></userInfo>
                </attribute>
            </entity>
            """
        for set in Self.sets { try generateAndTypeCheck(body, set: set) }
        let slate = try generateAndTypeCheck(body, set: "slate")
        let model = try XCTUnwrap(slate["models/SlateFlag.swift"])
        XCTAssertTrue(model.contains("self.level = Level(rawValue: managedObject.level.intValue)\n"), model)
        XCTAssertTrue(
            model.contains("self.fallback = Level(rawValue: managedObject.fallback.intValue) ?? .low\n"), model)
    }

    func test_entitiesWithoutAClassOfTheirOwn_getNoClassFile_andAreRelationshipDestinations() throws {
        let body = """
            <entity name="Note" syncable="YES">
                <attribute name="text" optional="YES" attributeType="String"/>
                <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="notes" inverseEntity="Folder"/>
            </entity>
            <entity name="Tag" representedClassName="NSManagedObject" syncable="YES">
                <attribute name="label" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Folder" representedClassName="Folder" syncable="YES">
                <relationship name="notes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Note" inverseName="folder" inverseEntity="Note"/>
            </entity>
            """
        // SwiftData needs a class for every entity, so the swiftdata set writes Note.swift too.
        try generateAndTypeCheck(body, set: "swiftdata")
        for set in Self.sets where set != "swiftdata" {
            let files = try generateAndTypeCheck(body, set: set)
            XCTAssertFalse(
                files.keys.contains { $0.contains("NSManagedObject.swift") || $0.hasSuffix("/Note.swift") },
                "\(set): \(files.keys.sorted())")
        }
        let coreData = try generateAndTypeCheck(body, set: "coredata")
        XCTAssertTrue(try XCTUnwrap(coreData["entities/Folder.swift"]).contains("Set<NSManagedObject>"))
        XCTAssertTrue(try XCTUnwrap(coreData["entities/Folder.swift"]).contains("@NSManaged public var notes: NSSet\n"))
    }

    func test_subentityOfAGeneratedClass_overridesCreateAndSlateObject() throws {
        let body = """
            <entity name="Item" representedClassName="Item" isAbstract="YES" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Book" representedClassName="Book" parentEntity="Item" syncable="YES">
                <attribute name="pages" optional="YES" attributeType="Integer 32" usesScalarValueType="NO"/>
            </entity>
            <entity name="Novel" representedClassName="Novel" parentEntity="Book" syncable="YES">
                <attribute name="genre" optional="YES" attributeType="String"/>
            </entity>
            """
        for set in Self.sets { try generateAndTypeCheck(body, set: set) }
        let novel = try XCTUnwrap(try generateAndTypeCheck(body, set: "slate")["entities/Novel.swift"])
        XCTAssertTrue(novel.contains("override class func create(in moc: NSManagedObjectContext) -> Novel?"))
        XCTAssertTrue(novel.contains("public override var slateObject: SlateObject"))
    }

    /// A classless abstract root under generated classes three deep: its attribute, relationship and fetched
    /// property are declared by the first generated class only (a second declaration overrides a stored property).
    func test_propertiesOfAClasslessRoot_areDeclaredOnceInAChainOfGeneratedClasses() throws {
        let body = """
            <entity name="Item" isAbstract="YES" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="items" inverseEntity="Shelf"/>
                <fetchedProperty name="similar" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="Item"/>
                </fetchedProperty>
            </entity>
            <entity name="Book" representedClassName="Book" parentEntity="Item" syncable="YES">
                <attribute name="pages" optional="YES" attributeType="Integer 32" usesScalarValueType="NO"/>
            </entity>
            <entity name="Novel" representedClassName="Novel" parentEntity="Book" codeGenerationType="class" syncable="YES">
                <attribute name="genre" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Saga" representedClassName="Saga" parentEntity="Novel" codeGenerationType="category" syncable="YES">
                <attribute name="volumes" optional="YES" attributeType="Integer 16" usesScalarValueType="NO"/>
            </entity>
            <entity name="Shelf" representedClassName="Shelf" syncable="YES">
                <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="shelf" inverseEntity="Item"/>
            </entity>
            """
        for set in Self.sets { try generateAndTypeCheck(body, set: set) }
        let coreData = try generateAndTypeCheck(body, set: "coredata")
        let book = try XCTUnwrap(coreData["entities/Book.swift"])
        XCTAssertTrue(book.contains("@NSManaged public var title: String?\n"), book)
        XCTAssertTrue(book.contains("@NSManaged public var shelf: Shelf?\n"), book)
        XCTAssertTrue(book.contains("public var similar: [NSManagedObject] {"), book)
        for name in ["Novel", "Saga"] {
            let file = try XCTUnwrap(coreData["entities/\(name).swift"])
            XCTAssertFalse(
                file.contains("var title") || file.contains("var shelf") || file.contains("var similar"),
                file)
        }
        // The slate set declares `@NSManaged` properties; the memory set computed ones over ShaleRuntime.
        for (set, declaration) in [("slate", "@NSManaged public var "), ("memory", "    public var ")] {
            let files = try generateAndTypeCheck(body, set: set)
            XCTAssertTrue(try XCTUnwrap(files["entities/Book.swift"]).contains(declaration + "title: String?"), set)
            for name in ["Novel", "Saga"] {
                let file = try XCTUnwrap(files["entities/\(name).swift"])
                XCTAssertFalse(
                    file.contains(declaration + "title:") || file.contains(declaration + "shelf:"),
                    "\(set):\n\(file)")
            }
        }
    }

    /// Classless entities between generated classes: a class declares what the classless entities just above it
    /// declare, and nothing a generated class higher up declares.
    func test_propertiesOfClasslessEntitiesBetweenGeneratedClasses_areDeclaredByTheClassBelow() throws {
        let body = """
            <entity name="Item" representedClassName="Item" isAbstract="YES" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Volume" representedClassName="NSManagedObject" parentEntity="Item" syncable="YES">
                <attribute name="number" optional="YES" attributeType="Integer 16" usesScalarValueType="NO"/>
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="volumes" inverseEntity="Shelf"/>
                <fetchedProperty name="siblings" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="Volume"/>
                </fetchedProperty>
            </entity>
            <entity name="Atlas" representedClassName="Atlas" parentEntity="Volume" syncable="YES">
                <attribute name="scale" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Chart" parentEntity="Atlas" syncable="YES">
                <attribute name="sea" optional="YES" attributeType="String"/>
                <relationship name="harbour" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf"/>
            </entity>
            <entity name="SeaChart" representedClassName="SeaChart" parentEntity="Chart" syncable="YES">
                <attribute name="depth" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
            </entity>
            <entity name="Shelf" representedClassName="Shelf" syncable="YES">
                <relationship name="volumes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Volume" inverseName="shelf" inverseEntity="Volume"/>
            </entity>
            """
        for set in Self.sets { try generateAndTypeCheck(body, set: set) }
        let coreData = try generateAndTypeCheck(body, set: "coredata")
        let atlas = try XCTUnwrap(coreData["entities/Atlas.swift"])
        XCTAssertTrue(atlas.contains("public class Atlas: Item {"), atlas)
        XCTAssertTrue(atlas.contains("@NSManaged public var number: NSNumber?\n"), atlas)
        XCTAssertTrue(atlas.contains("@NSManaged public var shelf: Shelf?\n"), atlas)
        XCTAssertTrue(atlas.contains("public var siblings: [NSManagedObject] {"), atlas)
        XCTAssertFalse(atlas.contains("var title"), atlas)
        let seaChart = try XCTUnwrap(coreData["entities/SeaChart.swift"])
        XCTAssertTrue(seaChart.contains("public final class SeaChart: Atlas {"), seaChart)
        XCTAssertTrue(seaChart.contains("@NSManaged public var sea: String?\n"), seaChart)
        XCTAssertTrue(seaChart.contains("@NSManaged public var harbour: Shelf?\n"), seaChart)
        for inherited in ["var title", "var number", "var shelf", "var siblings", "var scale"] {
            XCTAssertFalse(seaChart.contains(inherited), "\(inherited):\n\(seaChart)")
        }
    }

    func test_namesOfNSManagedObjectMembers_areRenamed_keepingTheStoredName() throws {
        let body = """
            <entity name="Record" representedClassName="Record" syncable="YES">
                <attribute name="deleted" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="description" optional="YES" attributeType="String"/>
                <attribute name="hash" attributeType="String"/>
                <attribute name="objectID" optional="YES" attributeType="String"/>
                <relationship name="entity" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Record"/>
            </entity>
            """
        for set in Self.sets { try generateAndTypeCheck(body, set: set) }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let collector = DiagnosticCollector()
        _ = Generator.render(
            GenerationJob(modelPath: try folder.model(body), templates: "coredata"), diagnostics: collector)
        let warnings = collector.diagnostics.filter { $0.severity == .warning }.map(\.message).filter {
            $0.contains("named like a member")
        }
        XCTAssertEqual(warnings.count, 5, "\(warnings)")
        XCTAssertTrue(
            warnings.contains(
                "attribute 'deleted' of entity 'Record' is named like a member of "
                    + "NSManagedObject or NSObject; its Swift property is 'deletedAttribute'"))
        let record = try XCTUnwrap(try generateAndTypeCheck(body, set: "coredata")["entities/Record.swift"])
        XCTAssertTrue(record.contains("public var deletedAttribute: NSNumber?"))
        XCTAssertTrue(record.contains("primitiveValue(forKey: \"description\")"))
        XCTAssertTrue(record.contains("public var entityRelationship: Record?"))
    }

    func test_appleTypesOutsideFoundation_importTheirFrameworks() throws {
        let body = """
            <entity name="Swatch" representedClassName="Swatch" syncable="YES">
                <attribute name="color" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="UIColor"/>
                <attribute name="recordID" optional="YES" attributeType="Transformable" customClassName="CKRecordID"/>
                <attribute name="place" optional="YES" attributeType="Transformable" customClassName="CLLocation"/>
            </entity>
            """
        for set in Self.sets { try generateAndTypeCheck(body, set: set) }
        let swatch = try XCTUnwrap(try generateAndTypeCheck(body, set: "coredata")["entities/Swatch.swift"])
        XCTAssertTrue(swatch.contains("#if canImport(UIKit)\nimport UIKit\n#endif"))
        XCTAssertTrue(swatch.contains("import CloudKit\n"))
        XCTAssertTrue(swatch.contains("import CoreLocation\n"))
        XCTAssertTrue(swatch.contains("CKRecord.ID?"))
    }

    func test_substructPrefixes_thatAreKeywordsOrAttributes_giveValidIdentifiers() throws {
        let body = """
            <entity name="Patient" representedClassName="Patient" syncable="YES">
                <attribute name="is_registered" optional="YES" attributeType="Boolean" usesScalarValueType="NO"/>
                <attribute name="autoisf" optional="YES" attributeType="Boolean" usesScalarValueType="NO"/>
                <attribute name="autoisf_max" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
                <attribute name="attributes_count" optional="YES" attributeType="Integer 16" usesScalarValueType="NO"/>
            </entity>
            """
        for set in Self.sets { try generateAndTypeCheck(body, set: set) }
        let model = try XCTUnwrap(try generateAndTypeCheck(body, set: "slate")["models/SlatePatient.swift"])
        XCTAssertTrue(model.contains("public let autoisf_max: Double?"), model)
        XCTAssertTrue(model.contains("public static let is_registered = \"is_registered\""), model)
    }

    /// The `slate3` set's names for the same shapes, and for a struct that would shadow Foundation's `Date`, a
    /// class member (`description_…`), a member that is no identifier (`address_1`) and an enum named `Type`.
    func test_slate3_namesTakenFromTheModel_compile() throws {
        let files = try generateAndTypeCheck(
            """
            <entity name="Patient" representedClassName="Patient" syncable="YES">
                <attribute name="is_registered" optional="YES" attributeType="Boolean" usesScalarValueType="NO"/>
                <attribute name="is_has" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="autoisf" optional="YES" attributeType="Boolean" usesScalarValueType="NO"/>
                <attribute name="autoisf_max" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
                <attribute name="description_short" optional="YES" attributeType="String"/>
                <attribute name="date_start" optional="YES" attributeType="Date"/>
                <attribute name="date_default" optional="YES" attributeType="Date"/>
                <attribute name="created" optional="YES" attributeType="Date"/>
                <attribute name="address_1" optional="YES" attributeType="String"/>
                <attribute name="kind" optional="YES" attributeType="String">
                    <userInfo><entry key="enum" value="Type"/><entry key="enumDefault" value="default"/></userInfo>
                </attribute>
            </entity>
            """, set: "slate3")
        let patient = try XCTUnwrap(files["models/Patient.swift"])
        XCTAssertTrue(patient.contains("public let is_registered: Bool?"), patient)
        XCTAssertTrue(patient.contains("public let date: DateEmbedded"), patient)
        XCTAssertTrue(patient.contains("public let created: Date?"), patient)
    }

    /// With `to-one-cycles=to-many`, a one-to-one pair, a tree's parent and a longer cycle convert and compile.
    func test_slate3_toOneCyclesConvertedToMany_compile() throws {
        let files = try generateAndTypeCheck(
            TemporaryFolder.oneToOnePair + """
                <entity name="Folder" syncable="YES">
                    <relationship name="parent" optional="YES" maxCount="1" deletionRule="Nullify" \
                destinationEntity="Folder" inverseName="children" inverseEntity="Folder"/>
                    <relationship name="children" optional="YES" toMany="YES" deletionRule="Cascade" \
                destinationEntity="Folder" inverseName="parent" inverseEntity="Folder"/>
                    <relationship name="twin" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" \
                inverseName="twin" inverseEntity="Folder"/>
                </entity>
                """, set: "slate3", options: ["to-one-cycles": "to-many"])
        XCTAssertTrue(
            files["models/Folder.swift"]?.contains(".toMany(\"parent\", \"Folder\", inverse: \"children\")")
                ?? false, files["models/Folder.swift"] ?? "")
        XCTAssertTrue(
            files["models/SLATE3-MIGRATION.md"]?.contains("with to-one-cycles=to-many it is written to-many")
                ?? false)
    }

    /// An entity named after a module the `@Model` expansion names types through gets a class of another name.
    func test_swiftdata_entitiesNamedAfterExpansionModules_compileUnderFreeNames() throws {
        let files = try generateAndTypeCheck(
            """
            <entity name="Observation" representedClassName="Observation" syncable="YES">
                <attribute name="value" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="taken" optional="YES" attributeType="Date"/>
                <relationship name="patient" optional="YES" maxCount="1" deletionRule="Nullify" \
            destinationEntity="Swift" inverseName="observations" inverseEntity="Swift"/>
            </entity>
            <entity name="Swift" representedClassName="Swift" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="observations" optional="YES" toMany="YES" deletionRule="Cascade" \
            destinationEntity="Observation" inverseName="patient" inverseEntity="Observation"/>
            </entity>
            <entity name="SwiftData" representedClassName="SwiftData" syncable="YES">
                <attribute name="note" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Foundation" representedClassName="Foundation" syncable="YES">
                <attribute name="note" optional="YES" attributeType="String"/>
            </entity>
            """, set: "swiftdata")
        XCTAssertTrue(
            files["models/Observation.swift"]?.contains("@Model final class ObservationModel {") ?? false,
            files["models/Observation.swift"] ?? "")
        XCTAssertTrue(files["models/Observation.swift"]?.contains("var patient: SwiftModel?") ?? false)
        XCTAssertTrue(files["models/SwiftData.swift"]?.contains("@Model final class SwiftDataModel {") ?? false)
        XCTAssertTrue(files["models/Foundation.swift"]?.contains("@Model final class FoundationModel {") ?? false)
    }

    /// With `history=true` the current classes are also typealiases at the top level, so an entity named `Schema`
    /// shadows SwiftData's `Schema` in the whole target: the versioned schemas and the plan name SwiftData's types
    /// through the module.
    func test_swiftdataHistory_entityNamedSchema_compiles() throws {
        let files = try generateAndTypeCheck(
            """
            <entity name="Schema" representedClassName="Schema" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Observation" representedClassName="Observation" syncable="YES">
                <attribute name="value" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
            </entity>
            """, set: "swiftdata", options: ["history": "true"])
        let history = try XCTUnwrap(files.first { $0.key.hasSuffix("MigrationPlan.swift") }?.value)
        XCTAssertTrue(history.contains("typealias Schema = "), history)
        XCTAssertTrue(history.contains("typealias ObservationModel = "), history)
        let version = try XCTUnwrap(files.first { $0.key.hasSuffix("SchemaV1.swift") }?.value)
        XCTAssertTrue(version.contains("static var versionIdentifier: SwiftData.Schema.Version"), version)
    }

    func test_fetchedPropertiesWithoutAPredicate_andFetchRequestsWithVariables_compile() throws {
        let body = """
            <entity name="Item" representedClassName="Item" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <fetchedProperty name="everything" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="Item"/>
                </fetchedProperty>
            </entity>
            <fetchRequest name="byTitle" entity="Item" predicateString="title == $TITLE"/>
            <fetchRequest name="all" entity="Item"/>
            """
        for set in Self.sets { try generateAndTypeCheck(body, set: set) }
    }

    func test_requiredNumbersStoredAsObjects_areNSNumber_readWithoutUnwrapping() throws {
        let body = """
            <entity name="Counter" representedClassName="CoreDataCounter" syncable="YES">
                <attribute name="count" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="NO"/>
            </entity>
            """
        for set in Self.sets { try generateAndTypeCheck(body, set: set) }
        let files = try generateAndTypeCheck(body, set: "slate")
        XCTAssertTrue(
            try XCTUnwrap(files["entities/CoreDataCounter.swift"]).contains("@NSManaged public var count: NSNumber\n"))
        XCTAssertTrue(
            try XCTUnwrap(files["models/SlateCounter.swift"]).contains("self.count = managedObject.count.intValue"))
    }
}
