import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// Behaviours of the resolver, one per test, on small models written inline.
final class ResolverTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// Loads a model made of `body` through a strict collector: the test fails on any diagnostic no text of
    /// `expecting` is part of, and on any text of `expecting` no diagnostic contains.
    private func load(
        _ body: String, expecting expected: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (Model?, [Diagnostic]) {
        let strict = strictDiagnostics(
            expecting: expected.map(ExpectedDiagnostic.init(stringLiteral:)),
            file: file, line: line)
        let bundle = ModelLoader.load(path: try folder.model(body), diagnostics: strict.collector)
        for text in expected where !strict.reported.contains(where: { $0.message.contains(text) }) {
            XCTFail("expected a diagnostic containing '\(text)'", file: file, line: line)
        }
        return (bundle?.current, strict.collector.diagnostics)
    }

    private let animals = """
        <entity name="Animal" representedClassName="Animal" isAbstract="YES">
            <attribute name="name" attributeType="String"/>
            <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="pets" inverseEntity="Person"/>
        </entity>
        <entity name="Dog" representedClassName="Dog" parentEntity="Animal">
            <attribute name="breed" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Puppy" representedClassName="Puppy" parentEntity="Dog">
            <attribute name="ageInWeeks" attributeType="Integer 16" defaultValueString="8" usesScalarValueType="YES"/>
        </entity>
        <entity name="Person" representedClassName="Person">
            <relationship name="pets" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Animal" inverseName="owner" inverseEntity="Animal"/>
        </entity>
        """

    func test_subentity_inheritsPropertiesFirst_withDeclaringEntity() throws {
        let puppy = try XCTUnwrap(load(animals).0?.entity(named: "Puppy"))
        XCTAssertEqual(puppy.attributes.map(\.name), ["name", "breed", "ageInWeeks"])
        XCTAssertEqual(puppy.attributes.map(\.declaringEntity), ["Animal", "Dog", "Puppy"])
        XCTAssertEqual(puppy.relationships.map(\.declaringEntity), ["Animal"])
        XCTAssertEqual(puppy.declaredAttributes.map(\.name), ["ageInWeeks"])
    }

    func test_entities_knowTheirAncestorsAndSubentities() throws {
        let model = try XCTUnwrap(load(animals).0)
        XCTAssertEqual(model.entity(named: "Puppy")?.ancestors, ["Dog", "Animal"])
        XCTAssertEqual(model.entity(named: "Animal")?.subentities, ["Dog"])
        XCTAssertEqual(model.entity(named: "Animal")?.isAbstract, true)
    }

    func test_inverseDeclaredOnAncestorOfDestination_isAccepted() throws {
        // Person.pets leads to Animal; Animal.owner is inherited by Dog and Puppy: no diagnostics expected.
        _ = try load(animals)
    }

    func test_inheritanceCycle_isAnErrorAndDoesNotHang() throws {
        _ = try load(
            """
            <entity name="A" parentEntity="B"/>
            <entity name="B" parentEntity="C"/>
            <entity name="C" parentEntity="A"/>
            """, expecting: ["inherits from itself: 'A' -> 'B' -> 'C' -> 'A'"])
    }

    func test_missingInverse_isAWarning() throws {
        let (_, diagnostics) = try load(
            """
            <entity name="A"><relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B"/></entity>
            <entity name="B"/>
            """, expecting: ["relationship 'b' of entity 'A' has no inverse"])
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
    }

    func test_inverseThatDoesNotPointBack_isAnError() throws {
        let (_, diagnostics) = try load(
            """
            <entity name="A">
                <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
                <relationship name="c" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B"/>
            </entity>
            <entity name="B">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="c" inverseEntity="A"/>
            </entity>
            """, expecting: ["its inverse is 'c'", "its inverse is not set", "no inverse"])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.count, 2)
    }

    func test_missingDestination_isAnError() throws {
        _ = try load(
            """
            <entity name="A"><relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Nope"/></entity>
            """, expecting: ["names entity 'Nope', which does not exist"])
    }

    func test_defaultValues_areTypedPerAttributeType() throws {
        let entity = try XCTUnwrap(
            load(
                """
                <entity name="A">
                    <attribute name="i" attributeType="Integer 64" defaultValueString="-12"/>
                    <attribute name="whole" attributeType="Integer 16" defaultValueString="3.0"/>
                    <attribute name="d" attributeType="Double" defaultValueString="1e3"/>
                    <attribute name="m" attributeType="Decimal" defaultValueString="0.10"/>
                    <attribute name="b" attributeType="Boolean" defaultValueString="YES"/>
                    <attribute name="t" attributeType="Date" defaultDateTimeInterval="-1.5"/>
                    <attribute name="u" attributeType="UUID" defaultValueString="00000000-0000-0000-0000-00000000000a"/>
                </entity>
                """
            ).0?.entity(named: "A"))
        XCTAssertEqual(
            entity.attributes.map(\.defaultValue),
            [
                .integer(-12), .integer(3), .double(1000), .decimal("0.10"), .boolean(true), .date(-1.5),
                .uuid("00000000-0000-0000-0000-00000000000A"),
            ])
    }

    func test_floatingPointValuesThatOverflow_areErrors_notInfinity() throws {
        // Found by fuzzing: a Float default of 1e39 became infinity, which the IR's JSON cannot hold.
        let (model, _) = try load(
            """
            <entity name="E">
                <attribute name="f" attributeType="Float" defaultValueString="1e39"/>
                <attribute name="d" attributeType="Double" minValueString="1e999x" maxValueString="2.5e3x"/>
            </entity>
            """,
            expecting: [
                #"defaultValueString="1e39" of attribute 'f' (Float) is not a decimal number within Float's range"#,
                #"minValueString="1e999x" of attribute 'd' (Double) is not a decimal number within Double's range"#,
                #"maxValueString="2.5e3x" of attribute 'd' (Double) is not a decimal number within Double's range; Core Data reads it as 2500.0"#,
            ])
        let attributes = try XCTUnwrap(model?.entities.first?.attributes)
        XCTAssertNil(attributes[0].defaultValue)
        XCTAssertNil(attributes[1].minimum)
        XCTAssertEqual(attributes[1].maximum, .double(2500))
    }

    func test_integerDefaultOutOfRange_isAnError() throws {
        _ = try load(
            #"<entity name="A"><attribute name="i" attributeType="Integer 16" defaultValueString="40000"/></entity>"#,
            expecting: ["is not a 16-bit integer"])
    }

    func test_limits_areValuesForNumbersAndLengthsForStrings() throws {
        let entity = try XCTUnwrap(
            load(
                """
                <entity name="A">
                    <attribute name="n" attributeType="Float" minValueString="-1.5" maxValueString="2"/>
                    <attribute name="s" attributeType="String" minValueString="1" maxValueString="20" regularExpressionString="[a-z]+"/>
                    <attribute name="d" attributeType="Date" minDateTimeInterval="0" maxDateTimeInterval="100"/>
                </entity>
                """
            ).0?.entity(named: "A"))
        XCTAssertEqual(entity.attributes.map(\.minimum), [.float(-1.5), .integer(1), .date(0)])
        XCTAssertEqual(entity.attributes.map(\.maximum), [.float(2), .integer(20), .date(100)])
        XCTAssertEqual(entity.attributes[1].regularExpression, "[a-z]+")
    }

    func test_customClassName_mustBeASwiftTypeName() throws {
        let (_, diagnostics) = try load(
            """
            <entity name="E" representedClassName="E">
                <attribute name="evil" attributeType="Transformable" customClassName="Foo&#10;}&#10;import Evil"/>
                <attribute name="list" attributeType="Transformable" customClassName="[String: [Int64]]"/>
                <attribute name="local" attributeType="Transformable" customClassName=".CKDatabase"/>
                <attribute name="noClass" attributeType="Transformable" customClassName="App."/>
            </entity>
            """,
            expecting: [
                #"customClassName 'Foo\n}\nimport Evil' is not a Swift type name"#,
                "customClassName 'App.' names no class; generated code uses NSObject",
            ])
        XCTAssertEqual(diagnostics.map(\.location?.line), [4, 7])
    }

    func test_representedClassModule_mustBeAModuleName() throws {
        _ = try load(
            """
            <entity name="E" representedClassName="Foo&#10;}&#10;import Evil.E"/>
            """, expecting: [#"names module 'Foo\n}\nimport Evil', which is not a module name"#])
    }

    func test_representedClassName_splitsModuleAndClass() {
        XCTAssertEqual(RepresentedClass(rawValue: "App.Book").moduleName, "App")
        XCTAssertEqual(RepresentedClass(rawValue: "App.Book").className, "Book")
        XCTAssertTrue(RepresentedClass(rawValue: ".Book").isInCurrentModule)
        XCTAssertEqual(RepresentedClass(rawValue: ".Book").className, "Book")
        XCTAssertNil(RepresentedClass(rawValue: "Book").moduleName)
    }

    /// Xcode reads ` .Person` (a space typed before the class) as `Person` in the current module (a real model:
    /// its generated class file has no `@objc(Person)`), so the reader does too, keeping the text as written.
    func test_representedClassName_ignoresSpacesAround() throws {
        let spaced = RepresentedClass(rawValue: " .Person ")
        XCTAssertEqual([spaced.className, spaced.rawValue], ["Person", " .Person "])
        XCTAssertTrue(spaced.isInCurrentModule)
        XCTAssertNil(spaced.moduleName)
        _ = try load(
            """
            <entity name="Person" representedClassName=" .Person"/>
            """)
    }

    func test_fetchRequest_findsSubstitutionVariablesOutsideQuotes() throws {
        let request = try XCTUnwrap(
            load(
                """
                <entity name="A"><attribute name="x" attributeType="String"/></entity>
                <fetchRequest name="byX" entity="A" predicateString="x == $value AND x != '$quoted' AND x BEGINSWITH $prefix_2 OR x == $value" fetchLimit="5"/>
                """
            ).0?.fetchRequests.first)
        XCTAssertEqual(request.substitutionVariables, ["value", "prefix_2"])
        XCTAssertEqual(request.fetchLimit, 5)
    }

    func test_unknownElementsAndAttributes_areWarningsWithLocations() throws {
        let (model, diagnostics) = try load(
            """
            <entity name="A" shinyNewFlag="YES">
                <futureThing/>
            </entity>
            """, expecting: ["unknown attribute 'shinyNewFlag' on <entity>", "unknown element <futureThing>"])
        XCTAssertNotNil(model?.entity(named: "A"))
        XCTAssertEqual(diagnostics.compactMap(\.location?.line), [3, 4])
    }

    func test_duplicatePropertyNames_areErrors() throws {
        _ = try load(
            """
            <entity name="A">
                <attribute name="x" attributeType="String"/>
                <relationship name="x" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A"/>
            </entity>
            """, expecting: ["declares property 'x' twice", "no inverse"])
    }

    func test_userInfo_keepsFileOrder() throws {
        let entity = try XCTUnwrap(
            load(
                """
                <entity name="A"><userInfo><entry key="z" value="1"/><entry key="a" value="2"/></userInfo></entity>
                """
            ).0?.entity(named: "A"))
        XCTAssertEqual(entity.userInfo.map(\.key), ["z", "a"])
        XCTAssertEqual(entity.userInfo["a"], "2")
    }

    func test_undefinedAttribute_withoutType_isUndefined() throws {
        let attribute = try XCTUnwrap(
            load(#"<entity name="A"><attribute name="x" optional="YES" transient="YES"/></entity>"#)
                .0?.entity(named: "A")?.attributes.first)
        XCTAssertEqual(attribute.type, .undefined)
        XCTAssertTrue(attribute.isTransient)
    }

    func test_compositeAttribute_linksToItsDefinition() throws {
        let model = try XCTUnwrap(
            load(
                """
                <entity name="A"><attribute name="spot" attributeType="Composite" composite="Point"/></entity>
                <composite name="Point"><attribute name="x" attributeType="Double" defaultValueString="0"/></composite>
                """
            ).0)
        XCTAssertEqual(model.entity(named: "A")?.attributes.first?.compositeName, "Point")
        XCTAssertEqual(model.composites.first?.attributes.map(\.name), ["x"])
    }
}

/// Malformed numbers of any length are read in linear time (a quadratic reader hung on long ones).
final class LongValueTests: XCTestCase {
    func test_aHugeMalformedNumericDefault_isReadQuickly_asItsLeadingNumber() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let digits = String(repeating: "7", count: 300_000)
        let path = try folder.model(
            #"<entity name="E"><attribute name="d" attributeType="Double" defaultValueString="12.5x"# + digits
                + #""/><attribute name="n" attributeType="Integer 64" defaultValueString=""# + digits
                + #"z"/></entity>"#)
        let result = ModelLoader.load(path: path)
        let attributes = try XCTUnwrap(result.bundle?.current?.entities.first?.attributes)
        XCTAssertEqual(attributes.first { $0.name == "d" }?.defaultValue, .double(12.5))
        XCTAssertTrue(result.diagnostics.rendered.contains("Core Data reads it as 12.5"), result.diagnostics.rendered)
        XCTAssertTrue(result.diagnostics.containsErrors || result.diagnostics.containsWarnings)
    }
}
