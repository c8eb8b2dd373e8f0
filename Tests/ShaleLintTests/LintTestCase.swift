import Foundation
import ShaleLint
import ShaleModel
import ShaleTestSupport
import XCTest

/// Writes small models into a temporary folder and lints them.
class LintTestCase: TemporaryFolderTestCase {
    /// A `.xcdatamodel` whose `<model>` element carries `modelAttributes`; returns its path.
    func model(_ body: String, modelAttributes: String = "", named name: String = "Model") throws -> String {
        let xml = TemporaryFolder.modelXML(body)
            .replacingOccurrences(
                of: #"sourceLanguage="Swift">"#, with: #"sourceLanguage="Swift" \#(modelAttributes)>"#)
        try folder.write(xml, to: "\(name).xcdatamodel/contents")
        return folder.url.appendingPathComponent("\(name).xcdatamodel").path
    }

    /// The findings for `body`, as `rule-id entity[.property] severity` lines.
    func lint(_ body: String, modelAttributes: String = "", configuration: LintConfiguration = LintConfiguration())
        throws -> [String]
    {
        let path = try model(body, modelAttributes: modelAttributes)
        return Linter.lint([path], configuration: configuration, diagnostics: DiagnosticCollector()).findings.map(line)
    }

    /// The findings for a bundle of versions, as `rule-id entity[.property] severity` lines.
    func lint(bundle versions: [(name: String, body: String)], configuration: LintConfiguration = LintConfiguration())
        throws -> [String]
    {
        let path = try folder.bundle(versions)
        return Linter.lint([path], configuration: configuration, diagnostics: DiagnosticCollector()).findings.map(line)
    }

    func line(_ finding: LintFinding) -> String {
        let element = [finding.entity, finding.property].compactMap { $0 }.joined(separator: ".")
        return [finding.ruleID, element, finding.severity.rawValue].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A relationship from `owner`'s side to `destination`, with `extra` XML attributes.
    func relationship(_ name: String, to destination: String, inverse: String? = nil, _ extra: String = "") -> String {
        let inverseText = inverse.map { #" inverseName="\#($0)" inverseEntity="\#(destination)""# } ?? ""
        let settings = extra.isEmpty ? #"optional="YES" maxCount="1" deletionRule="Nullify""# : extra
        return #"<relationship name="\#(name)" \#(settings) destinationEntity="\#(destination)"\#(inverseText)/>"#
    }

    /// An optional String attribute.
    func attribute(_ name: String, _ extra: String = #"optional="YES" attributeType="String""#) -> String {
        #"<attribute name="\#(name)" \#(extra)/>"#
    }
}
