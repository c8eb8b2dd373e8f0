import ShaleModel
import ShaleResolver
import XCTest

final class SwiftNamingTests: XCTestCase {
    private func attribute(
        _ type: AttributeType, optional: Bool = false, scalar: Bool = false,
        customClass: String? = nil
    ) -> Attribute {
        var attribute = Attribute(name: "x", declaringEntity: "E", location: SourceLocation(file: "f"))
        attribute.type = type
        attribute.isOptional = optional
        attribute.usesScalarValueType = scalar
        attribute.customClassName = customClass
        return attribute
    }

    func test_typeNames_acceptTheShapesModelsUse_andNothingElse() {
        for valid in [
            "UIColor", "App.Palette", "[String]", "[String: Int]", "[String:[Int64]]", "Set<String>",
            "Dictionary<String, [App.Item]>", "Émoji",
        ] {
            XCTAssertTrue(SwiftTypeName.isValid(valid), valid)
        }
        for invalid in [
            "", "Foo\n}\nimport Evil", "Foo; import Evil", "[String", "A..B", "1A", "[String: ]",
            "Set<>", "A<B", "A B", " A", "A?", "(A) -> B",
        ] {
            XCTAssertFalse(SwiftTypeName.isValid(invalid), invalid)
        }
        let deep = String(repeating: "[", count: 100_000) + "A" + String(repeating: "]", count: 100_000)
        XCTAssertFalse(SwiftTypeName.isValid(deep), "nesting beyond the limit is refused, not walked")
        XCTAssertEqual(SwiftTypeName.customClass(".CKDatabase"), "CKDatabase")
        XCTAssertNil(SwiftTypeName.customClass("."))
        XCTAssertNil(SwiftTypeName.customClass("UnCloudNotes."))
    }

    func test_keywords_areEscaped_otherNamesAreNot() {
        XCTAssertEqual(SwiftNamer.identifier("default"), "`default`")
        XCTAssertEqual(SwiftNamer.identifier("self"), "`self`")
        XCTAssertEqual(SwiftNamer.identifier("title"), "title")
    }

    func test_freeName_isTheNameOrTheFirstFreeNumberedOne() {
        XCTAssertEqual(SwiftNamer.freeName("BookRO") { _ in false }, "BookRO")
        XCTAssertEqual(SwiftNamer.freeName("BookRO") { ["BookRO", "BookRO2", "BookRO4"].contains($0) }, "BookRO3")
    }

    func test_transforms_needThePlaceholder_andMustGiveIdentifiers() {
        XCTAssertEqual(SwiftNamer.transform("Book", with: "Slate%@"), "SlateBook")
        XCTAssertEqual(SwiftNamer.transform("Book", with: "%@"), "Book")
        XCTAssertEqual(SwiftNamer.transform("Café", with: "%@%@Model%"), "CaféCaféModel%")
        XCTAssertEqual(SwiftNamer.transform("A", with: "%%@@"), "%A@")
        XCTAssertTrue(SwiftNamer.isValidTransform("%@Model"))
        XCTAssertFalse(SwiftNamer.isValidTransform("Slate"))
        XCTAssertFalse(SwiftNamer.isValidTransform("../%@"))
    }

    func test_requiredScalars_stayScalar_optionalOnesBecomeNumbers() {
        let required = AttributeSwiftTypes(attribute(.integer32, scalar: true), castsIntegers: true)
        XCTAssertEqual(required.managedDeclaration, "Int32")
        XCTAssertEqual(required.valueType, "Int")
        let optional = AttributeSwiftTypes(attribute(.integer32, optional: true, scalar: true), castsIntegers: false)
        XCTAssertEqual(optional.managedDeclaration, "NSNumber?")
        XCTAssertEqual(optional.valueType, "Int32")
        XCTAssertEqual(optional.conversion, ".int32Value")
    }

    func test_objectTypes_mapToTheirFoundationTypes() {
        let cases: [(AttributeType, String, String)] = [
            (.string, "String?", "String"), (.date, "Date?", "Date"), (.binary, "Data?", "Data"),
            (.uuid, "UUID?", "UUID"), (.uri, "URL?", "URL"), (.decimal, "NSDecimalNumber?", "Decimal"),
            // A required number stored as an object is `NSNumber`, as slategen declares it.
            (.boolean, "NSNumber", "Bool"), (.double, "NSNumber", "Double"),
        ]
        for (type, managed, value) in cases {
            let types = AttributeSwiftTypes(attribute(type), castsIntegers: true)
            XCTAssertEqual(types.managedDeclaration, managed, type.rawValue)
            XCTAssertEqual(types.valueType, value, type.rawValue)
        }
        XCTAssertEqual(
            AttributeSwiftTypes(attribute(.transformable, customClass: "[String]"), castsIntegers: true)
                .managedType, "[String]")
    }
}
