import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleRender
import ShaleTestSupport
import XCTest

/// Models Xcode opens and generates code for generate here too, with warnings (issue 37): a custom class on a
/// String attribute (pair 45 of `../shared/xcode-codegen-pairs`) and a uniqueness constraint of Xcode's placeholder
/// names (pair 55). `--warnings-as-errors` still stops them.
final class XcodeAcceptedModelGenerationTests: TemporaryFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        PackagePaths.enterRoot()
    }

    /// The files `templates` renders for `model`, with every diagnostic; fails on any error.
    private func render(
        _ model: String, templates: String, options: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> ([String: String], [Diagnostic]) {
        let collector = DiagnosticCollector()
        let job = GenerationJob(modelPath: model, templates: templates, options: options)
        let files = try XCTUnwrap(
            Generator.render(job, diagnostics: collector), collector.diagnostics.rendered,
            file: file, line: line)
        XCTAssertFalse(collector.diagnostics.containsErrors, collector.diagnostics.rendered, file: file, line: line)
        return (
            Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first }),
            collector.diagnostics
        )
    }

    // MARK: Snippets

    func test_aStringWithACustomClass_generatesAsXcodeDoes_aString() throws {
        let model = try folder.model(
            #"""
            <entity name="Notes" representedClassName="Notes" codeGenerationType="class">
                <attribute name="color" optional="YES" attributeType="String" customClassName="\\\"/>
                <attribute name="palette" optional="YES" attributeType="String" customClassName="UIColor"/>
            </entity>
            """#)
        let (xcode, diagnostics) = try render(model, templates: "xcode")
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "\(model)/contents:4:5: warning: attribute 'color' is String, which takes no custom class: "
                    + #"customClassName '\\\\\\' is ignored, as Xcode ignores it"#
                    + "\n\(model)/contents:4:5: note: clear the attribute's Custom Class in Xcode's Data Model inspector, "
                    + "or make the attribute Transformable to store values of that class",
                "\(model)/contents:5:5: warning: attribute 'palette' is String, which takes no custom class: "
                    + "customClassName 'UIColor' is ignored, as Xcode ignores it"
                    + "\n\(model)/contents:5:5: note: clear the attribute's Custom Class in Xcode's Data Model inspector, "
                    + "or make the attribute Transformable to store values of that class",
            ])
        let properties = try XCTUnwrap(xcode["Notes+CoreDataProperties.swift"])
        XCTAssertTrue(properties.contains("    @NSManaged public var color: String?\n"), properties)
        XCTAssertTrue(properties.contains("    @NSManaged public var palette: String?\n"), properties)
        XCTAssertFalse(properties.contains("UIKit"), properties)
        // The coredata set builds the model in code: a String's value class is Core Data's, not the custom one.
        let coreData = try render(model, templates: "coredata").0.values.joined()
        XCTAssertFalse(coreData.contains("attributeValueClassName"), coreData)
    }

    func test_aConstraintOfThePlaceholder_generatesWithoutIt() throws {
        let model = try folder.model(
            """
            <entity name="Category" representedClassName="Category">
                <attribute name="name" optional="YES" attributeType="String"/>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="comma"/>
                        <constraint value="separated"/>
                        <constraint value="properties"/>
                    </uniquenessConstraint>
                    <uniquenessConstraint>
                        <constraint value="name"/>
                        <constraint value="kind"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            """)
        for templates in ["swiftdata", "coredata", "memory", "slate3"] {
            let (files, diagnostics) = try render(model, templates: templates)
            XCTAssertEqual(
                diagnostics.filter { $0.message.hasPrefix("uniqueness constraint") }.map(\.description),
                [
                    "\(model)/contents:6:9: warning: uniqueness constraint 'comma,separated,properties' of entity "
                        + "'Category' names 'comma', 'separated', 'properties', which the entity does not have; the "
                        + "constraint is left out, as generated code cannot name them"
                        + "\n\(model)/contents:6:9: note: this is the placeholder Xcode's editor puts in a new "
                        + "constraint: enter the names of properties of 'Category' in Xcode's Data Model inspector, or "
                        + "remove the constraint",
                    "\(model)/contents:11:9: warning: uniqueness constraint 'name,kind' of entity 'Category' names "
                        + "'kind', which the entity does not have; it is left out, as generated code cannot name it"
                        + "\n\(model)/contents:11:9: note: name properties of 'Category' in the constraint in Xcode's "
                        + "Data Model inspector, or remove that name",
                ], templates)
            let text = files.values.joined()
            for name in ["comma", "separated", "properties", "kind"] {
                XCTAssertFalse(
                    text.contains("\"\(name)\"") || text.contains("\\.\(name)"),
                    "\(templates) names '\(name)'")
            }
        }
        let swiftData = try render(model, templates: "swiftdata").0.values.joined()
        XCTAssertTrue(swiftData.contains("@Attribute(.unique) var name: String?"), swiftData)
    }

    func test_warningsAsErrors_stillStopsSuchAModel_writingNothing() throws {
        let model = try folder.model(
            """
            <entity name="Notes" representedClassName="Notes" codeGenerationType="class">
                <attribute name="color" optional="YES" attributeType="String" customClassName="UIColor"/>
            </entity>
            """)
        let output = folder.url.appendingPathComponent("out").path
        var generation = GenerateRun(jobs: .job(GenerationJob(modelPath: model, templates: "xcode", output: output)))
        generation.warningsAsErrors = true
        let result = generation.run()
        XCTAssertEqual(result.status, CommandOutput.failure)
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning])
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        XCTAssertEqual(DumpRun(path: model, warningsAsErrors: true).run().status, CommandOutput.failure)
    }

    // MARK: The pairs themselves

    func test_pairs45And55_generateWithWarningsAndNoErrors() throws {
        let pairs = try PackagePaths.shared("xcode-codegen-pairs")
        let cases: [(bundle: String, warnings: [String])] = [
            (
                "45-mohankarthigaimoorthy-sample_notes_app_core_data-Model/Model.xcdatamodeld",
                [
                    #"Model.xcdatamodel/contents:5:9: warning: attribute 'color' is String, which takes no custom class: "#
                        + #"customClassName '\\\\\\' is ignored, as Xcode ignores it"#
                ]
            ),
            (
                "55-Barsol6-IOS-Diary-Project/IOS_Diary_Project.xcdatamodeld",
                [
                    "IOS_Diary_Project.xcdatamodel/contents:6:13: warning: uniqueness constraint "
                        + "'comma,separated,properties' of entity 'Category' names 'comma', 'separated', 'properties', "
                        + "which the entity does not have; the constraint is left out, as generated code cannot name them"
                ]
            ),
        ]
        for (bundle, warnings) in cases {
            let path = pairs.appendingPathComponent(bundle).path
            for templates in ["xcode", "coredata", "swiftdata"] {
                let options = templates == "xcode" ? ["include-manual": "true"] : [:]
                let (files, diagnostics) = try render(path, templates: templates, options: options)
                XCTAssertFalse(files.isEmpty, "\(bundle) \(templates)")
                XCTAssertEqual(
                    diagnostics.map { $0.description.components(separatedBy: "\n")[0] },
                    warnings.map { "\(path)/\($0)" }, "\(bundle) \(templates)")
                let failed = Generator.run(
                    GenerationJob(modelPath: path, templates: templates, options: options),
                    mode: .dryRun, failsOnWarnings: true)
                XCTAssertNil(failed.report, "--warnings-as-errors must stop \(bundle) (\(templates))")
            }
        }
        // What Xcode generated for pair 45's attribute.
        let notes = try render(
            pairs.appendingPathComponent(cases[0].bundle).path, templates: "xcode",
            options: ["include-manual": "true"]
        ).0["Notes+CoreDataProperties.swift"]
        XCTAssertTrue(notes?.contains("    @NSManaged public var color: String?\n") == true, notes ?? "")
    }
}
