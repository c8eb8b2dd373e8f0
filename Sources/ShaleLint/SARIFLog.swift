import Foundation
import ShaleModel

/// A report as a SARIF 2.1.0 log: one run of the `shale` driver, every rule described, one result per finding.
///
/// Written for GitHub code scanning: each result has a rule id, a level, a message and a location whose URI is
/// relative to the run's anchor (`PathAnchor`: the `shale.yml`'s folder, else the working directory) and names
/// that base as `uriBaseId` `%SRCROOT%`, as SARIF 2.1.0 §3.4.4 intends for portable logs. The run declares the base
/// in `originalUriBaseIds` with a description and no `uri`: its absolute location is the machine's, which output
/// never holds (§3.14.14 lets a producer leave it out). A region comes with each location whose line is known;
/// columns count Unicode scalars, as `columnKind` says.
struct SARIFLog: Encodable {
    let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    let version = "2.1.0"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    struct Run: Encodable {
        let tool: Tool
        let originalUriBaseIds = [SARIFLog.baseID: BaseLocation()]
        let columnKind = "unicodeCodePoints"
        let results: [Result]
    }

    /// The id every result's URI is relative to.
    static let baseID = "%SRCROOT%"

    /// What `originalUriBaseIds` says about the base: where it is, in words.
    struct BaseLocation: Encodable {
        let description = Text(text: "The folder of the shale.yml the run used, else the folder shale ran in.")
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name = "shale"
        let rules: [Rule]
    }

    struct Text: Encodable {
        let text: String
    }

    struct Rule: Encodable {
        let id: String
        let shortDescription: Text
        let help: Text
        let defaultConfiguration: Configuration
        let properties: Properties
    }

    struct Configuration: Encodable {
        let level: String
    }

    struct Properties: Encodable {
        let tags: [String]
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Text
        let locations: [Location]
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId = SARIFLog.baseID
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int?
    }

    init(_ report: LintReport) {
        let rules = LintRules.all
        let index = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let driver = Driver(
            rules: rules.map { rule in
                Rule(
                    id: rule.id, shortDescription: Text(text: rule.summary), help: Text(text: rule.hint),
                    defaultConfiguration: Configuration(level: Self.level(rule.severity)),
                    properties: Properties(tags: [rule.family.rawValue]))
            })
        let fallback = report.models.first ?? "."
        let results = report.findings.map { finding in
            let location = finding.location ?? SourceLocation(file: fallback)
            let region =
                location.line > 0
                ? Region(startLine: location.line, startColumn: location.column > 0 ? location.column : nil) : nil
            return Result(
                ruleId: finding.ruleID, ruleIndex: index[finding.ruleID] ?? 0, level: Self.level(finding.severity),
                message: Text(text: finding.message + (finding.hint.map { "\n" + $0 } ?? "")),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: Self.uri(location.file)), region: region))
                ]
            )
        }
        runs = [Run(tool: Tool(driver: driver), results: results)]
    }

    /// SARIF's level for a severity.
    static func level(_ severity: LintSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// `path` as a relative URI reference: every byte outside RFC 3986's unreserved set and `/` percent-encoded.
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                result.append(character)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

/// A finding as a GitHub Actions workflow command, which the runner turns into an annotation.
enum GitHubAnnotation {
    static func command(_ finding: LintFinding) -> String {
        let command =
            switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .info: "notice"
            }
        var properties: [String] = []
        if let location = finding.location {
            properties.append("file=" + escapeProperty(location.file))
            if location.line > 0 { properties.append("line=\(location.line)") }
            if location.column > 0 { properties.append("col=\(location.column)") }
        }
        properties.append("title=" + escapeProperty(finding.ruleID))
        let message = finding.message + (finding.hint.map { "\n" + $0 } ?? "")
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// A message as the runner reads it: `%`, carriage returns and line feeds encoded.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as a message, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
