import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// Models Xcode opens and generates code for, which the resolver reads with a located warning instead of refusing
/// (issue 37): a custom class on an attribute whose type fixes its class, and a uniqueness constraint naming
/// properties the entity does not have (Xcode's placeholder `comma,separated,properties`).
final class XcodeAcceptedModelTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// Loads a model made of `body`; the test fails on any diagnostic not in `expected`, and unless every one of
    /// `expected` was reported.
    private func load(
        _ body: String, expecting expected: [ExpectedDiagnostic] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (Model, [Diagnostic]) {
        let strict = strictDiagnostics(expecting: expected, file: file, line: line)
        let bundle = ModelLoader.load(path: try folder.model(body), diagnostics: strict.collector)
        for expectation in expected where !strict.reported.contains(where: expectation.matches) {
            XCTFail("expected \(expectation)", file: file, line: line)
        }
        return (try XCTUnwrap(bundle?.current, file: file, line: line), strict.collector.diagnostics)
    }

    // MARK: A custom class where the type fixes the class

    func test_customClassOnAString_isIgnoredWithALocatedWarning_andTheAttributeStaysAString() throws {
        // Pair 45's attribute: Xcode generated `@NSManaged public var color: String?` for it.
        let (model, diagnostics) = try load(
            #"""
            <entity name="Notes" representedClassName="Notes" syncable="YES">
                <attribute name="body" optional="YES" attributeType="String"/>
                <attribute name="color" optional="YES" attributeType="String" customClassName="\\\"/>
            </entity>
            """#, expecting: [.warning("customClassName")])
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(
            diagnostics.first?.message,
            #"attribute 'color' is String, which takes no custom class: customClassName '\\\\\\' is "#
                + "ignored, as Xcode ignores it")
        XCTAssertEqual(
            diagnostics.first?.hint,
            "clear the attribute's Custom Class in Xcode's Data Model "
                + "inspector, or make the attribute Transformable to store values of that class")
        XCTAssertEqual(diagnostics.first?.location?.line, 5)
        XCTAssertEqual(diagnostics.first?.location?.column, 5)
        let color = try XCTUnwrap(model.entity(named: "Notes")?.attributes.last)
        XCTAssertNil(color.customClassName)
        XCTAssertEqual(AttributeSwiftTypes(color, castsIntegers: false).managedDeclaration, "String?")
    }

    func test_aValidClassOnAFixedType_isIgnoredToo_whileATransformableKeepsItsClass() throws {
        // Pairs 07 and 48: Xcode wrote `NSData?` for a Binary attribute with customClassName
        // "VirtualTourist.ImageTransformer", and `String` for String attributes with "UIColor" and "[Int]".
        let (model, diagnostics) = try load(
            """
            <entity name="Tracker" representedClassName="Tracker">
                <attribute name="image" optional="YES" attributeType="Binary" customClassName="App.ImageTransformer"/>
                <attribute name="schedule" attributeType="String" customClassName="[Int]"/>
                <attribute name="count" attributeType="Integer 64" usesScalarValueType="YES" customClassName=""/>
                <attribute name="colour" optional="YES" attributeType="Transformable" customClassName="UIColor"/>
            </entity>
            """,
            expecting: [
                .warning("customClassName 'App.ImageTransformer' is ignored"),
                .warning("customClassName '[Int]' is ignored"),
            ])
        XCTAssertEqual(diagnostics.map(\.location?.line), [4, 5])
        let attributes = try XCTUnwrap(model.entity(named: "Tracker")?.attributes)
        XCTAssertEqual(attributes.map(\.customClassName), [nil, nil, nil, "UIColor"])
        XCTAssertEqual(
            attributes.map { AttributeSwiftTypes($0, castsIntegers: false).managedDeclaration },
            ["Data?", "String?", "Int64", "UIColor?"])
    }

    func test_onlyTransformableUndefinedAndCompositeTakeACustomClass() {
        XCTAssertEqual(AttributeType.allCases.filter(\.takesCustomClass), [.transformable, .undefined, .composite])
    }

    // MARK: A uniqueness constraint naming properties the entity does not have

    /// Pair 55's entity: a constraint of nothing but Xcode's placeholder.
    private let placeholderConstraint = """
        <entity name="Category" representedClassName="Category" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
            <uniquenessConstraints>
                <uniquenessConstraint>
                    <constraint value="comma"/>
                    <constraint value="separated"/>
                    <constraint value="properties"/>
                </uniquenessConstraint>
            </uniquenessConstraints>
        </entity>
        """

    func test_theEditorsPlaceholderConstraint_isLeftOutWithALocatedWarning() throws {
        let (model, diagnostics) = try load(placeholderConstraint, expecting: [.warning("uniqueness constraint")])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(
            diagnostics.first?.message,
            "uniqueness constraint 'comma,separated,properties' of entity 'Category' names 'comma', "
                + "'separated', 'properties', which the entity does not have; the constraint is left out, "
                + "as generated code cannot name them")
        XCTAssertEqual(
            diagnostics.first?.hint,
            "this is the placeholder Xcode's editor puts in a new constraint: enter the names of "
                + "properties of 'Category' in Xcode's Data Model inspector, or remove the constraint")
        XCTAssertEqual(diagnostics.first?.location?.line, 6)
        XCTAssertEqual(diagnostics.first?.location?.column, 9)
        let category = try XCTUnwrap(model.entity(named: "Category"))
        XCTAssertEqual(category.uniquenessConstraints, [])
        XCTAssertEqual(
            category.writtenUniquenessConstraints?.map(\.properties), [["comma", "separated", "properties"]])
    }

    func test_anUnknownNameBesideKnownOnes_isLeftOut_andTheConstraintKeepsTheRest() throws {
        let (model, diagnostics) = try load(
            """
            <entity name="Dog" representedClassName="Dog">
                <attribute name="name" attributeType="String"/>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="name"/>
                        <constraint value="chipNumber"/>
                    </uniquenessConstraint>
                    <uniquenessConstraint>
                        <constraint value="name"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            """, expecting: [.warning("names 'chipNumber', which the entity does not have; it is left out")])
        XCTAssertEqual(
            diagnostics.first?.hint,
            "name properties of 'Dog' in the constraint in Xcode's Data Model "
                + "inspector, or remove that name")
        let dog = try XCTUnwrap(model.entity(named: "Dog"))
        XCTAssertEqual(dog.uniquenessConstraints.map(\.properties), [["name"], ["name"]])
        XCTAssertEqual(dog.writtenUniquenessConstraints?.map(\.properties), [["name", "chipNumber"], ["name"]])
    }

    func test_aConstraintOnAnInheritedProperty_isKeptAsWritten() throws {
        let (model, _) = try load(
            """
            <entity name="Animal" representedClassName="Animal" isAbstract="YES">
                <attribute name="name" attributeType="String"/>
            </entity>
            <entity name="Dog" representedClassName="Dog" parentEntity="Animal">
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="name"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            """)
        let dog = try XCTUnwrap(model.entity(named: "Dog"))
        XCTAssertEqual(dog.uniquenessConstraints.map(\.properties), [["name"]])
        XCTAssertNil(dog.writtenUniquenessConstraints)
        XCTAssertNil(dog.versionHashUnverified)
    }

    func test_theVersionHash_coversTheConstraintAsWritten_andIsMarkedUnverified() throws {
        let (model, _) = try load(placeholderConstraint, expecting: [.warning("uniqueness constraint")])
        let category = try XCTUnwrap(model.entity(named: "Category"))
        XCTAssertEqual(
            category.versionHashUnverified,
            "not measured against Apple's tools: a uniqueness constraint "
                + "naming a property the entity does not have")
        // The written names enter the hash: the same entity without the constraint hashes differently, and the
        // hash is Core Data's serialisation of the entity with the names as written.
        var unconstrained = category
        unconstrained.writtenUniquenessConstraints = nil
        XCTAssertNotEqual(hash(of: unconstrained), category.versionHash)
        var asWritten = unconstrained
        asWritten.uniquenessConstraints = category.writtenUniquenessConstraints ?? []
        XCTAssertEqual(hash(of: asWritten), category.versionHash)
    }

    /// The version hash of `entity` alone, as hex.
    private func hash(of entity: Entity) -> String {
        var model = Model(versionName: "Model", sourcePath: "Model.xcdatamodel")
        model.entities = [entity]
        return VersionHash.hex(VersionHash.entityHashes(model)[entity.name] ?? [])
    }
}
