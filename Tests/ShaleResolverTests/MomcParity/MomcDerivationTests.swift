import ShaleDiff
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// What momc derives from a model file, made in the resolver so the IR says what the compiled model holds: one
/// derivation per test, on small models written inline (`MomcParityTests` checks them against Apple's output).
final class MomcDerivationTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func load(_ body: String, file: StaticString = #filePath, line: UInt = #line) throws -> Model {
        let bundle = ModelLoader.load(
            path: try folder.model(body),
            diagnostics: strictCollector(file: file, line: line))
        return try XCTUnwrap(bundle?.current, file: file, line: line)
    }

    private func attribute(_ settings: String) throws -> Attribute {
        let model = try load(#"<entity name="Note"><attribute name="body" \#(settings)/></entity>"#)
        return try XCTUnwrap(model.entity(named: "Note")?.attributes.first)
    }

    func test_transformerConstantName_compilesToItsValue_keepingTheWrittenName() throws {
        let attribute = try attribute(
            #"optional="YES" attributeType="Transformable" "#
                + #"valueTransformerName="NSSecureUnarchiveFromDataTransformerName" customClassName="[String]""#)
        XCTAssertEqual(attribute.valueTransformerName, "NSSecureUnarchiveFromData")
        XCTAssertEqual(attribute.writtenValueTransformerName, "NSSecureUnarchiveFromDataTransformerName")
    }

    func test_everyDocumentedTransformerConstant_compilesToAppleValue() throws {
        let expected = [
            "NSUnarchiveFromDataTransformerName": "NSUnarchiveFromData",
            "NSKeyedUnarchiveFromDataTransformerName": "NSKeyedUnarchiveFromData",
            "NSNegateBooleanTransformerName": "NSNegateBoolean",
            "NSIsNilTransformerName": "NSIsNil",
            "NSIsNotNilTransformerName": "NSIsNotNil",
            "NSSecureUnarchiveFromDataTransformerName": "NSSecureUnarchiveFromData",
        ]
        for (written, compiled) in expected {
            let attribute = try attribute(
                #"optional="YES" attributeType="Transformable" "#
                    + #"valueTransformerName="\#(written)""#)
            XCTAssertEqual(attribute.valueTransformerName, compiled, written)
        }
    }

    func test_otherTransformerNames_compileAsWritten() throws {
        for name in ["NSSecureUnarchiveFromDataTransformer", "ColorTransformer", "NSSecureUnarchiveFromData"] {
            let attribute = try attribute(
                #"optional="YES" attributeType="Transformable" valueTransformerName="\#(name)""#
            )
            XCTAssertEqual(attribute.valueTransformerName, name)
            XCTAssertNil(attribute.writtenValueTransformerName)
        }
    }

    func test_transformerSpellings_thatCompileAlike_areNoChangeInTheDiff() throws {
        let version = { (name: String) in
            #"<entity name="Note"><attribute name="tags" optional="YES" attributeType="Transformable" "#
                + #"valueTransformerName="\#(name)"/></entity>"#
        }
        let path = try folder.bundle([
            ("V1", version("NSSecureUnarchiveFromDataTransformerName")),
            ("V2", version("NSSecureUnarchiveFromData")),
        ])
        let bundle = try XCTUnwrap(ModelLoader.load(path: path, scope: .allVersions, diagnostics: strictCollector()))
        XCTAssertEqual(ModelDiff.changes(from: bundle.versions[0], to: bundle.versions[1]), [])
    }

    private func request(_ settings: String) throws -> FetchRequest {
        let model = try load(
            #"<entity name="Note"><attribute name="body" optional="YES" attributeType="String"/>"#
                + #"</entity><fetchRequest name="Notes" entity="Note" \#(settings)/>"#)
        return try XCTUnwrap(model.fetchRequests.first)
    }

    private func options(_ request: FetchRequest) -> [Bool] {
        [
            request.includesSubentities, request.includesPropertyValues, request.includesPendingChanges,
            request.returnsObjectsAsFaults, request.returnsDistinctResults,
        ]
    }

    func test_fetchRequestOptionsLeftOut_compileOn() throws {
        XCTAssertEqual(options(try request("")), [true, true, true, true, false])
    }

    func test_fetchRequestOptionsWrittenNO_stayOff() throws {
        let request = try request(
            #"includeSubentities="NO" includePropertyValues="NO" includesPendingChanges="NO" "#
                + #"returnObjectsAsFaults="NO""#)
        XCTAssertEqual(options(request), [false, false, false, false, false])
    }

    func test_dictionaryRequest_leavesPendingChangesOff_andObjectIDRequest_propertyValues() throws {
        XCTAssertEqual(options(try request(#"resultType="2""#)), [true, true, false, true, false])
        XCTAssertEqual(options(try request(#"resultType="1""#)), [true, false, true, true, false])
    }

    func test_fetchedPropertyRequestOptionsLeftOut_compileOn() throws {
        let model = try load(
            #"<entity name="Note"><attribute name="body" optional="YES" attributeType="String"/>"#
                + #"<fetchedProperty name="others" optional="YES"><fetchRequest name="fetchedPropertyFetchRequest" "#
                + #"entity="Note" predicateString="body != nil"/></fetchedProperty></entity>"#)
        let request = try XCTUnwrap(model.entity(named: "Note")?.fetchedProperties.first?.fetchRequest)
        XCTAssertEqual(options(request), [true, true, true, true, false])
    }

    private let indexed = """
        <entity name="Car">
            <attribute name="maker" optional="YES" attributeType="String"/>
            <attribute name="plate" optional="YES" attributeType="String"/>
            <attribute name="vin" optional="YES" attributeType="String" indexed="YES"/>
            <fetchIndex name="byPlate">
                <fetchIndexElement property="plate" type="Binary" order="ascending"/>
            </fetchIndex>
            <fetchIndex name="byMakerAndPlate">
                <fetchIndexElement property="maker" type="Binary" order="ascending"/>
                <fetchIndexElement property="plate" type="Binary" order="ascending"/>
            </fetchIndex>
        </entity>
        <entity name="Truck" parentEntity="Car"/>
        <entity name="Bike">
            <attribute name="brand" optional="YES" attributeType="String"/>
            <attribute name="frame" optional="YES" attributeType="String"/>
            <compoundIndexes><compoundIndex><index value="brand"/><index value="frame"/></compoundIndex></compoundIndexes>
        </entity>
        """

    func test_singleAttributeFetchIndex_marksTheAttributeIndexed() throws {
        let car = try XCTUnwrap(load(indexed).entity(named: "Car"))
        let plate = try XCTUnwrap(car.attributes.first { $0.name == "plate" })
        XCTAssertTrue(plate.isIndexed)
        XCTAssertEqual(plate.indexedByFetchIndex, "byPlate")
        XCTAssertFalse(plate.isWrittenIndexed)
        XCTAssertFalse(try XCTUnwrap(car.attributes.first { $0.name == "maker" }).isIndexed)
    }

    func test_compoundFetchIndex_isAlsoALegacyCompoundIndex() throws {
        let car = try XCTUnwrap(load(indexed).entity(named: "Car"))
        XCTAssertEqual(car.compoundIndexes.map(\.properties), [["maker", "plate"]])
        XCTAssertEqual(car.compoundIndexes.map(\.derivedFrom), ["byMakerAndPlate"])
    }

    func test_legacyIndexedAttribute_getsAFetchIndexNamedAfterIt() throws {
        let car = try XCTUnwrap(load(indexed).entity(named: "Car"))
        XCTAssertEqual(car.fetchIndexes.map(\.name), ["byPlate", "byMakerAndPlate", "vin"])
        let derived = try XCTUnwrap(car.fetchIndexes.last)
        XCTAssertEqual(derived.derivedFrom, "vin")
        XCTAssertEqual(derived.elements.map(\.property), ["vin"])
        XCTAssertEqual(derived.elements.map(\.kind), [.binary])
        XCTAssertEqual(derived.elements.map(\.isAscending), [true])
        XCTAssertTrue(try XCTUnwrap(car.attributes.first { $0.name == "vin" }).isWrittenIndexed)
    }

    func test_legacyCompoundIndex_getsAFetchIndexNamedAfterItsProperties() throws {
        let bike = try XCTUnwrap(load(indexed).entity(named: "Bike"))
        XCTAssertEqual(bike.fetchIndexes.map(\.name), ["brand_frame"])
        XCTAssertEqual(bike.fetchIndexes.map(\.derivedFrom), ["brand, frame"])
        XCTAssertEqual(bike.fetchIndexes.first?.elements.map(\.property), ["brand", "frame"])
        XCTAssertEqual(bike.compoundIndexes.map(\.derivedFrom), [nil])
    }

    func test_inheritedAttributes_keepTheDerivedIndexFlag() throws {
        let truck = try XCTUnwrap(load(indexed).entity(named: "Truck"))
        XCTAssertEqual(truck.attributes.filter(\.isIndexed).map(\.name), ["plate", "vin"])
        XCTAssertEqual(truck.fetchIndexes, [])
    }
}
