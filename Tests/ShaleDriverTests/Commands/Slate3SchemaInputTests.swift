import ShaleDriver
import ShaleModel
import ShaleTestSupport
import XCTest

/// A Slate 3 schema source is a model input: `dump` (with `--hashes`) and `lint` read a folder of `@SlateEntity`
/// structs, or one file, as they read a Core Data model, with located diagnostics and the same exit statuses.
final class Slate3SchemaInputTests: XCTestCase {
    private static let pet = """
        import Foundation
        import SlateSchema

        @SlateEntity(relationships: [.toMany("toys", "Toy", inverse: "owner")])
        public struct Pet {
            public let name: String
            @SlateAttribute(default: 3)
            public let age: Int16
        }
        """
    private static let toy = """
        import SlateSchema

        @SlateEntity(relationships: [.toOne("owner", "Pet", inverse: "toys")])
        public struct Toy {
            public let label: String?
        }
        """

    func test_dump_readsAFolderOfSchemaSource_withItsHashes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write(Self.pet, to: "Schema/Pet.swift")
        _ = try folder.write(Self.toy, to: "Schema/Toy.swift")
        let path = folder.url.appendingPathComponent("Schema").path
        let json = DumpRun(path: path).run()
        XCTAssertEqual(json.status, 0, "\(json.diagnostics)")
        XCTAssertTrue(json.standardOutput.contains("\"versionHash\""), json.standardOutput)
        XCTAssertTrue(json.standardOutput.contains("\"DatabasePet\""), json.standardOutput)
        let table = DumpRun(path: path, hashes: true).run()
        XCTAssertEqual(table.status, 0)
        let lines = table.standardOutput.split(separator: "\n")
        XCTAssertEqual(lines.count, 3, table.standardOutput)
        XCTAssertTrue(lines[1].hasPrefix("  Pet "), table.standardOutput)
    }

    func test_schemaSourceWithErrors_stopsWithLocatedErrors_andStatus65() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            Self.pet.replacingOccurrences(of: "public let name", with: "public var name"),
            to: "Pet.swift")
        let result = DumpRun(path: file).run()
        XCTAssertEqual(result.status, CommandOutput.invalidInput)
        let error = try XCTUnwrap(result.diagnostics.first { $0.severity == .error && $0.message.contains("'name'") })
        XCTAssertEqual(error.location?.line, 6)
        XCTAssertEqual(error.location?.column, 12)
    }

    func test_lint_readsSchemaSource() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write(Self.pet, to: "Schema/Pet.swift")
        _ = try folder.write(
            Self.toy.replacingOccurrences(of: "label: String?", with: "label: UIColor?"),
            to: "Schema/Toy.swift")
        let result = LintRun(models: [folder.url.appendingPathComponent("Schema").path]).run()
        XCTAssertEqual(result.status, 0, "\(result.events)")
        XCTAssertTrue(result.standardOutput.contains("Toy.swift:5:5: warning: type 'UIColor'"), result.standardOutput)
    }

    /// The source is one version, named after its folder: `--model-version` naming another is a usage mistake (64)
    /// with the name to use, not ignored.
    func test_modelVersion_namingAnotherVersion_isAUsageError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write(Self.pet, to: "Schema/Pet.swift")
        _ = try folder.write(Self.toy, to: "Schema/Toy.swift")
        let path = folder.url.appendingPathComponent("Schema").path
        let wrong = DumpRun(path: path, versionName: "Schemas", hashes: true).run()
        XCTAssertEqual(wrong.status, 64)
        XCTAssertTrue(
            wrong.diagnostics.rendered.contains(
                "there is no model version named 'Schemas'; did you mean "
                    + "'Schema'?"), wrong.diagnostics.rendered)
        XCTAssertTrue(
            wrong.diagnostics.rendered.contains(
                "pass --model-version one of the schema source's 1 version: "
                    + "'Schema'"), wrong.diagnostics.rendered)
        XCTAssertEqual(DumpRun(path: path, versionName: "Schema", hashes: true).run().status, 0)
    }
}
