import Foundation
import ShaleMustache
import ShaleTestSupport
import XCTest

/// Runs the official Mustache spec's JSON test files (v1.4.2), the repository's fixture
/// (`Tests/Fixtures/mustache-spec`, see the README there), or those of `MUSTACHE_SPEC_DIR` when set.
final class MustacheSpecTests: XCTestCase {
    static let files = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance",
        "~dynamic-names", "~lambdas",
    ]

    /// Name of the template under test inside the library; no spec partial uses it.
    static let mainName = "\u{1}spec-template"

    func testSpec() throws {
        let directory = ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"] ?? PackagePaths.mustacheSpec.path
        var summary: [String] = []
        var totalPassed = 0
        var totalCases = 0
        for file in Self.files {
            let path = "\(directory)/\(file).json"
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            let cases = try XCTUnwrap(root["tests"] as? [[String: Any]])
            var passed = 0
            for testCase in cases {
                if let failure = run(testCase) {
                    XCTFail("\(file): \(failure)")
                } else {
                    passed += 1
                }
            }
            summary.append("\(file): \(passed)/\(cases.count) passed")
            totalPassed += passed
            totalCases += cases.count
        }
        print("Mustache spec results:\n  " + summary.joined(separator: "\n  "))
        print("spec: \(totalPassed) passed, \(totalCases - totalPassed) failed")
    }

    /// Runs one case; nil when it passes, else what went wrong.
    private func run(_ testCase: [String: Any]) -> String? {
        let name = testCase["name"] as? String ?? "?"
        let template = testCase["template"] as? String ?? ""
        let expected = testCase["expected"] as? String ?? ""
        var templates = (testCase["partials"] as? [String: String]) ?? [:]
        templates[Self.mainName] = template
        let data = Self.value(testCase["data"], lambdaFor: name)
        do {
            let library = try MustacheLibrary(templates: templates, missingTemplates: .renderNothing)
            let output = try library.render(data, withTemplate: Self.mainName)
            if output == expected { return nil }
            return "'\(name)': expected \(expected.debugDescription), got \(output.debugDescription)"
        } catch {
            return "'\(name)': \(error)"
        }
    }

    /// Converts spec data, replacing the spec's language-specific lambda objects with Swift closures.
    static func value(_ json: Any?, lambdaFor testName: String) -> MustacheValue {
        switch json {
        case let dictionary as [String: Any]:
            if dictionary["__tag__"] as? String == "code" {
                return .lambda(lambdas[testName].map { $0() } ?? MustacheLambda { _ in "" })
            }
            return .object(MustacheDictionary(dictionary.mapValues { value($0, lambdaFor: testName) }))
        case let array as [Any]:
            return .list(array.map { value($0, lambdaFor: testName) })
        default:
            return MustacheValue(json: json)
        }
    }

    /// The Swift equivalent of each `~lambdas` case's code, made fresh per run (one keeps a call count).
    nonisolated(unsafe) static let lambdas: [String: () -> MustacheLambda] = [
        "Interpolation": { MustacheLambda { _ in "world" } },
        "Interpolation - Expansion": { MustacheLambda { _ in "{{planet}}" } },
        "Interpolation - Alternate Delimiters": { MustacheLambda { _ in "|planet| => {{planet}}" } },
        "Interpolation - Multiple Calls": {
            let counter = Counter()
            return MustacheLambda { _ in
                counter.value += 1
                return String(counter.value)
            }
        },
        "Escaping": { MustacheLambda { _ in ">" } },
        "Section": { MustacheLambda { text in text == "{{x}}" ? "yes" : "no" } },
        "Section - Expansion": { MustacheLambda { text in text + "{{planet}}" + text } },
        "Section - Alternate Delimiters": { MustacheLambda { text in text + "{{planet}} => |planet|" + text } },
        "Section - Multiple Calls": { MustacheLambda { text in "__" + text + "__" } },
        "Inverted Section": { MustacheLambda { _ in "" } },
    ]

    private final class Counter {
        var value = 0
    }
}
