import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleRender
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// userInfo values and model text that reach generated code are checked or escaped: none can inject code.
final class InjectionTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private let payload = "Foo&#10;}&#10;import Evil"

    private func render(_ body: String, templates: String = "slate") throws -> ([RenderedFile]?, [String]) {
        let path = try folder.model(body)
        let collector = DiagnosticCollector()
        let files = Generator.render(
            GenerationJob(
                modelPath: path, templates: templates,
                options: templates == "slate" ? ["name-transform": "S%@"] : [:]),
            diagnostics: collector)
        return (files, collector.diagnostics.filter { $0.severity == .error }.map(\.message))
    }

    func test_everyUserInfoKeyThatReachesCode_rejectsInjectedCode() throws {
        for (key, place) in [
            ("imports", "entity"), ("enum", "attribute"), ("enumDefault", "attribute"),
            ("access", "attribute"), ("default", "attribute"),
        ] {
            let entry = "<userInfo><entry key=\"\(key)\" value=\"\(payload)\"/></userInfo>"
            let enumEntry = key == "enumDefault" ? "<entry key=\"enum\" value=\"Kind\"/>" : ""
            let attributeInfo =
                place == "attribute"
                ? entry.replacingOccurrences(of: "<userInfo>", with: "<userInfo>\(enumEntry)") : ""
            let entityInfo = place == "entity" ? entry : ""
            let (files, errors) = try render(
                """
                <entity name="E" representedClassName="EMO">
                    <attribute name="s_x" attributeType="String">\(attributeInfo)</attribute>
                    <attribute name="kind" attributeType="String">\(attributeInfo)</attribute>
                    \(entityInfo)
                </entity>
                """)
            XCTAssertNil(files, key)
            XCTAssertTrue(errors.contains { $0.hasPrefix("userInfo '\(key)' value") }, "\(key): \(errors)")
        }
    }

    func test_classNamesThatReachCode_rejectInjectedCode() throws {
        for (templates, element) in [
            ("coredata", #"<attribute name="a" attributeType="Transformable" customClassName="\#(payload)"/>"#),
            (
                "slate",
                #"<attribute name="a" optional="YES" attributeType="Transformable" customClassName="\#(payload)"/>"#
            ),
            ("memory", #"<attribute name="a" attributeType="Transformable" customClassName="\#(payload)"/>"#),
        ] {
            let (files, errors) = try render(
                "<entity name=\"E\" representedClassName=\"EMO\">\(element)</entity>",
                templates: templates)
            XCTAssertNil(files, templates)
            XCTAssertEqual(errors, [#"customClassName 'Foo\n}\nimport Evil' is not a Swift type name"#], templates)
        }
        let (files, errors) = try render(
            #"<entity name="E" representedClassName="\#(payload).EMO"/>"#, templates: "coredata")
        XCTAssertNil(files)
        XCTAssertEqual(
            errors,
            [
                #"representedClassName 'Foo\n}\nimport Evil.EMO' names module 'Foo\n}\nimport Evil', which is not a module name"#
            ])
    }

    func test_modelTextInStringLiterals_isEscaped() throws {
        let (files, errors) = try render(
            """
            <entity name="E" representedClassName="EMO">
                <attribute name="a" attributeType="String" defaultValueString="x&quot;)&#10;import Evil //"/>
            </entity>
            """, templates: "coredata")
        XCTAssertEqual(errors, [])
        let builder = try XCTUnwrap(files?.first { $0.path == "ModelModel.swift" }?.contents)
        XCTAssertTrue(builder.contains(#"attribute.defaultValue = "x\")\nimport Evil //""#), builder)
        XCTAssertFalse(builder.contains("\nimport Evil"))
    }
}
