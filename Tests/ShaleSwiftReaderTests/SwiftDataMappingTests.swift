import Foundation
import ShaleModel
import ShaleSwiftReader
import ShaleTestSupport
import XCTest

/// How Swift declarations map to the IR, on small sources written here.
final class SwiftDataMappingTests: TemporaryFolderTestCase {
    private func read(_ source: String, plan: String? = nil) throws -> (SwiftDataSchemaSet?, [Diagnostic]) {
        let path = try folder.write(source, to: "Models/Schema.swift")
        let diagnostics = DiagnosticCollector()
        let result = SwiftDataReader.read(
            path: (path as NSString).deletingLastPathComponent, planName: plan,
            diagnostics: diagnostics)
        if let set = result { return (set, diagnostics.diagnostics) }
        return (nil, diagnostics.diagnostics)
    }

    func testPropertyTypesOptionsAndDefaults() throws {
        let (read, diagnostics) = try self.read(
            """
            import SwiftData
            enum V1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Trip.self, Stop.self] }
                @Model final class Trip {
                    #Unique<Trip>([\\.name, \\.start])
                    @Attribute(.unique) var code: String
                    var name: String = "Trip"
                    var start: Date?
                    var count: Int = 3
                    var small: Int16 = 0
                    var ratio: Double = 1
                    var flag = true
                    var id: UUID?
                    var link: URL?
                    var price: Decimal?
                    @Attribute(.externalStorage) var photo: Data?
                    @Attribute(.preserveValueOnDeletion, originalName: "old", hashModifier: "v2") var note: String?
                    @Attribute(.ephemeral) var scratch: String?
                    var tags: [String] = []
                    var place: Place?
                    @Transient var cache: Int = 0
                    var computed: Int { count * 2 }
                    @Relationship(deleteRule: .cascade, inverse: \\Stop.trip, minimumModelCount: 1, maximumModelCount: 9)
                    var stops: [Stop] = []
                    init() { code = "" }
                }
                @Model final class Stop {
                    var trip: Trip?
                    init() {}
                }
            }
            struct Place: Codable { var lat: Double; var lon: Double }
            """)
        let set = try XCTUnwrap(read, diagnostics.rendered)
        XCTAssertFalse(diagnostics.containsErrors, diagnostics.rendered)
        let trip = try XCTUnwrap(set.bundle.versions[0].entity(named: "Trip"))
        func attribute(_ name: String) throws -> Attribute { try XCTUnwrap(trip.attributes.first { $0.name == name }) }
        XCTAssertEqual(try attribute("code").type, .string)
        XCTAssertFalse(try attribute("code").isOptional)
        XCTAssertEqual(try attribute("name").defaultValue, .string("Trip"))
        XCTAssertEqual(try attribute("start").type, .date)
        XCTAssertTrue(try attribute("start").isOptional)
        XCTAssertEqual(try attribute("count").type, .integer64)
        XCTAssertEqual(try attribute("count").defaultValue, .integer(3))
        XCTAssertEqual(try attribute("small").type, .integer16)
        XCTAssertEqual(try attribute("ratio").defaultValue, .double(1))
        XCTAssertEqual(try attribute("flag").type, .boolean)
        XCTAssertEqual(try attribute("id").type, .uuid)
        XCTAssertEqual(try attribute("link").type, .uri)
        XCTAssertEqual(try attribute("price").type, .decimal)
        XCTAssertTrue(try attribute("photo").allowsExternalBinaryDataStorage)
        XCTAssertEqual(try attribute("photo").type, .binary)
        XCTAssertTrue(try attribute("note").preserveAfterDeletion)
        XCTAssertEqual(try attribute("note").renamingIdentifier, "old")
        XCTAssertEqual(try attribute("note").versionHashModifier, "v2")
        XCTAssertTrue(try attribute("scratch").isTransient)
        XCTAssertEqual(try attribute("tags").type, .transformable)
        XCTAssertEqual(try attribute("place").type, .composite)
        XCTAssertEqual(set.bundle.versions[0].composites.first?.attributes.map(\.name), ["lat", "lon"])
        XCTAssertNil(trip.attributes.first { $0.name == "cache" || $0.name == "computed" })
        XCTAssertEqual(trip.uniquenessConstraints.map(\.properties), [["code"], ["name", "start"]])
        let stops = try XCTUnwrap(trip.relationships.first { $0.name == "stops" })
        XCTAssertEqual(stops.deleteRule, .cascade)
        XCTAssertEqual(stops.inverseName, "trip")
        XCTAssertEqual(stops.minCount, 1)
        XCTAssertEqual(stops.maxCount, 9)
        XCTAssertTrue(stops.isToMany)
        // The inverse written on one side is the other side's too.
        XCTAssertEqual(set.bundle.versions[0].entity(named: "Stop")?.relationships.first?.inverseName, "stops")
        // A struct's members are all optional in its composite, as MetaCocktailsSwiftData's stores show.
        XCTAssertEqual(set.bundle.versions[0].composites.first?.attributes.map(\.isOptional), [true, true])
        XCTAssertFalse(trip.versionHashUnverified?.contains("Place") ?? true)
        XCTAssertTrue(trip.versionHashUnverified?.contains("minimumModelCount of 'stops'") == true)
    }

    func testWhatCannotBeReadIsALocatedWarning() throws {
        let (read, diagnostics) = try self.read(
            """
            enum V1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self, Elsewhere.self] }
            }
            @Model final class Item {
                var color: ColorFromAnotherModule?
                var created: Date = Date()
                init() {}
            }
            """)
        XCTAssertNotNil(read)
        let messages = diagnostics.filter { $0.severity == .warning }
        XCTAssertEqual(messages.count, 3, diagnostics.rendered)
        XCTAssertTrue(
            messages.contains {
                $0.message.contains("'ColorFromAnotherModule'") && $0.message.contains("hash unverified")
                    && $0.location?.line == 6 && $0.location?.column == 9
            })
        XCTAssertTrue(messages.contains { $0.message.contains("'Elsewhere' in V1.models") && $0.location?.line == 3 })
        XCTAssertTrue(messages.contains { $0.message.contains("(Date()) is computed") && $0.location?.line == 7 })
    }

    func testSeveralPlansNeedOneNamed() throws {
        let source = """
            enum A: VersionedSchema {
                static let versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [] }
            }
            enum B: VersionedSchema {
                static let versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [] }
            }
            enum Forward: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [A.self, B.self] }
                static var stages: [MigrationStage] { [.lightweight(fromVersion: A.self, toVersion: B.self)] }
            }
            enum Backward: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [B.self, A.self] }
                static var stages: [MigrationStage] { [] }
            }
            """
        let (none, problems) = try read(source)
        XCTAssertNil(none)
        XCTAssertTrue(problems.rendered.contains("declare 2 SchemaMigrationPlan types"), problems.rendered)
        let (misspelt, suggestion) = try read(source, plan: "Forwards")
        XCTAssertNil(misspelt)
        XCTAssertTrue(suggestion.rendered.contains("did you mean 'Forward'"), suggestion.rendered)
        let (forward, _) = try read(source, plan: "Forward")
        XCTAssertEqual(forward?.bundle.versions.map(\.versionName), ["A", "B"])
        XCTAssertEqual(forward?.plan?.stages.first?.kind, "lightweight")
        let (backward, _) = try read(source, plan: "Backward")
        XCTAssertEqual(backward?.bundle.versions.map(\.versionName), ["B", "A"])
    }

    func testWithoutAVersionedSchemaTheContainersModelsAreTheVersion() throws {
        let (read, diagnostics) = try self.read(
            """
            @Model final class Shelf { var books: [Book] = []; init() {} }
            @Model final class Book { var shelf: Shelf?; init() {} }
            @Model final class Unused { var name: String?; init() {} }
            struct AppContainer {
                static func make() throws -> ModelContainer { try ModelContainer(for: Shelf.self) }
            }
            """)
        let set = try XCTUnwrap(read, diagnostics.rendered)
        XCTAssertEqual(set.bundle.versions.map(\.versionName), ["Models"])
        // Book is reached through Shelf.books; Unused is in no container (MetaCocktailsSwiftData's stores).
        XCTAssertEqual(set.bundle.versions[0].entities.map(\.name), ["Shelf", "Book"])
    }

    func testSourcesWithoutSchemasAreInvalidInput() throws {
        let path = try folder.write("struct NotAModel {}\n", to: "Plain/File.swift")
        let diagnostics = DiagnosticCollector()
        guard SwiftDataReader.read(path: path, diagnostics: diagnostics) == nil,
            diagnostics.failureKind() == .invalidInput
        else {
            return XCTFail("a file without models must be invalid input")
        }
        XCTAssertTrue(diagnostics.diagnostics.rendered.contains("no @Model class or VersionedSchema"))
    }
}

/// Which paths are read as Swift sources.
final class SwiftDataSourcesTests: TemporaryFolderTestCase {
    func testAFolderHoldingACoreDataModelIsSearchedAsBefore() throws {
        _ = try folder.write("@Model final class Book { var title: String?; init() {} }\n", to: "App/Book.swift")
        let app = folder.url.appendingPathComponent("App").path
        XCTAssertTrue(SwiftDataSources.isSwiftSchema(app))
        XCTAssertTrue(SwiftDataSources.isSwiftSchema(app + "/Book.swift"))
        _ = try folder.model("<entity name=\"Book\" representedClassName=\"Book\"/>", named: "App/Model")
        XCTAssertFalse(SwiftDataSources.isSwiftSchema(app))
        _ = try folder.write("struct Plain {}\n", to: "Other/Plain.swift")
        XCTAssertFalse(SwiftDataSources.isSwiftSchema(folder.url.appendingPathComponent("Other").path))
    }
}
