import AppleSDKStandIn
import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleModel
import ShaleResolver
import ShaleTestSupport
import XCTest

/// The `xcode` set's output type-checks against the stand-in Apple SDK: its golden outputs, and every current
/// version of the corpus with every entity's files (`include-manual=true`) in the newest and in an older Xcode's
/// style. The classes a user writes for Codegen `category` entities (and for Manual/None ones, without
/// `include-manual`) are declared from the model, as the user's own code would.
final class XcodeTypeCheckTests: XCTestCase {
    /// The golden folders of the `xcode` set and their models.
    static let goldens: [(folder: String, model: String)] = [
        ("xcode-KitchenSink", "Golden/Models/KitchenSink.xcdatamodeld"),
        ("xcode-KitchenSink-include-manual", "Golden/Models/KitchenSink.xcdatamodeld"),
        ("xcode-KitchenSink-8", "Golden/Models/KitchenSink.xcdatamodeld"),
        ("xcode-Bookshelf-12", "Examples/Bookshelf.xcdatamodeld"),
        ("xcode-Slate-7", "Golden/Models/Slate.xcdatamodel"),
    ]

    func test_everyXcodeGolden_typeChecks() throws {
        PackagePaths.enterRoot()
        for golden in Self.goldens {
            let model = try XCTUnwrap(ModelLoader.load(path: golden.model).bundle?.current, golden.model)
            let folder = PackagePaths.golden.appendingPathComponent("Generated/\(golden.folder)")
            let paths = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".swift") }
                .sorted()
            XCTAssertFalse(paths.isEmpty, golden.folder)
            let files: [GeneratedCodeCheck.File] = try paths.map { path in
                let root = path.split(separator: "/").first.map(String.init) ?? ""
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                return (root, String(path.dropFirst(root.count + 1)), text)
            }
            let errors = try Self.typeCheckErrors(files, model: model)
            XCTAssertEqual(errors, [], "\(golden.folder):\n" + errors.prefix(10).joined(separator: "\n"))
        }
    }

    /// The shapes where Xcode's own output does not compile, each written so that it does, in three releases'
    /// styles: properties named like `NSManagedObject`'s members and like Swift keywords, transformables of Apple
    /// classes outside Foundation, a subentity of a `category` entity, an ordered to-many.
    func test_shapesXcodeCannotCompile_typeCheck_inEveryStyle() throws {
        let body = """
            <entity name="Record" representedClassName="Record" codeGenerationType="category" syncable="YES">
                <attribute name="deleted" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="description" optional="YES" attributeType="String"/>
                <attribute name="hash" attributeType="String"/>
                <attribute name="default" optional="YES" attributeType="String"/>
                <attribute name="color" optional="YES" attributeType="Transformable" customClassName="UIColor"/>
                <attribute name="recordID" optional="YES" attributeType="Transformable" customClassName="CKRecordID"/>
                <attribute name="place" optional="YES" attributeType="Transformable" customClassName="CLLocation"/>
                <relationship name="entity" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Record"/>
                <relationship name="items" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" \
            destinationEntity="Item" inverseName="record" inverseEntity="Item"/>
            </entity>
            <entity name="Item" representedClassName=".Item" parentEntity="Record" codeGenerationType="class" syncable="YES">
                <relationship name="record" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Record" \
            inverseName="items" inverseEntity="Record"/>
            </entity>
            """
        PackagePaths.enterRoot()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.model(body)
        let model = try XCTUnwrap(ModelLoader.load(path: path).bundle?.current)
        for version in ["26.3", "10", "7"] {
            let collector = DiagnosticCollector()
            let job = GenerationJob(modelPath: path, templates: "Templates/xcode", options: ["xcode-version": version])
            let files = try XCTUnwrap(Generator.render(job, diagnostics: collector), collector.diagnostics.rendered)
            XCTAssertEqual(collector.diagnostics.filter { $0.message.contains("named like a member") }.count, 4)
            let errors = try Self.typeCheckErrors(files.map { ($0.root, $0.path, $0.contents) }, model: model)
            XCTAssertEqual(errors, [], "xcode-version \(version):\n" + errors.prefix(8).joined(separator: "\n"))
            let record = try XCTUnwrap(files.first { $0.path == "Record+CoreDataProperties.swift" }?.contents)
            XCTAssertTrue(record.contains("var descriptionAttribute: String? {"), record)
            XCTAssertTrue(record.contains("var `default`: String?"), record)
            XCTAssertTrue(record.contains("#if canImport(UIKit)\n"), record)
            XCTAssertTrue(record.contains("CKRecord.ID?"), record)
            XCTAssertEqual(
                files.map(\.path).filter { $0.hasPrefix("Record") }, ["Record+CoreDataProperties.swift"],
                "a category entity's class is the user's")
        }
    }

    /// The Xcode releases the corpus is checked in: the newest, the last with Foundation's reference types, and
    /// Xcode 7's layout.
    static let corpusVersions = ["26.3", "10", "7"]

    func test_everyCorpusModel_typeChecksInXcodesStyle() throws {
        try TestTier.requireFull("every corpus model type-checked in three Xcode releases' styles")
        let corpus = try PackagePaths.shared("corpus")
        PackagePaths.enterRoot()
        let bundles = try Self.corpusModels(under: corpus.appendingPathComponent("models"))
        XCTAssertGreaterThan(bundles.count, 50)
        let jobs = bundles.flatMap { path in Self.corpusVersions.map { (path: path, version: $0) } }
        let results = ConcurrentResults<String>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            results[index] = Self.check(jobs[index].path, version: jobs[index].version)
        }
        let failures = zip(jobs, results.values).filter { !$1.isEmpty }
            .map { "xcode-version \($0.version) \($0.path):\n\($1)" }
        let summary =
            "xcode corpus: \(jobs.count - failures.count)/\(jobs.count) type-check clean "
            + "(\(bundles.count) models × xcode-version \(Self.corpusVersions.joined(separator: " and ")))"
        print(summary)
        if !failures.isEmpty { XCTFail(summary + "\n" + failures.prefix(20).joined(separator: "\n\n")) }
    }

    /// Empty when the `xcode` set's files for the model at `path` type-check; else why not.
    private static func check(_ path: String, version: String) -> String {
        let collector = DiagnosticCollector()
        let job = GenerationJob(
            modelPath: path, templates: "Templates/xcode",
            options: ["xcode-version": version, "include-manual": "true"])
        guard let files = Generator.render(job, diagnostics: collector),
            let model = ModelLoader.load(path: path).bundle?.current
        else {
            return "render failed:\n"
                + collector.diagnostics.filter { $0.severity == .error }.prefix(3)
                .map(\.description).joined(separator: "\n")
        }
        do {
            return try typeCheckErrors(files.map { ($0.root, $0.path, $0.contents) }, model: model)
                .prefix(3).joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    /// The errors of `files`, generated from `model`, compiled in one module with the classes the user writes.
    static func typeCheckErrors(_ files: [GeneratedCodeCheck.File], model: Model) throws -> [String] {
        try GeneratedCodeCheck.errors(
            of: files, model: model, layout: .oneModule,
            extraSources: [userClasses(of: model, besides: files)])
    }

    /// The classes of the entities whose class file (`Name+CoreDataClass.swift`, Xcode 7's `Name.swift`) is not
    /// among `files`: a Codegen `category` entity's class is
    /// the user's, as is a Manual/None one's without `include-manual`. Declared as the user would, empty.
    static func userClasses(of model: Model, besides files: [GeneratedCodeCheck.File]) -> String {
        let written = Set(files.map(\.path))
        let byName = Dictionary(model.entities.map { ($0.name, $0) }) { first, _ in first }
        func className(_ entity: Entity) -> String? {
            entity.hasOwnClass ? entity.representedClass?.className : nil
        }
        var lines = ["import CoreData", ""]
        var declared = Set<String>()
        for entity in model.entities {
            guard let name = className(entity), !written.contains("\(name)+CoreDataClass.swift"),
                !written.contains("\(name).swift"),
                declared.insert(name).inserted
            else { continue }
            let parent = entity.parentEntity.flatMap { byName[$0] }.flatMap(className) ?? "NSManagedObject"
            lines.append("@objc(\(name)) public class \(name): \(parent) {}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The path of every model bundle (or lone version folder) under `root`, sorted.
    private static func corpusModels(under root: URL) throws -> [String] {
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            let isBundle = relative.hasSuffix(".xcdatamodeld")
            let isLoneVersion = relative.hasSuffix(".xcdatamodel") && !relative.contains(".xcdatamodeld/")
            if isBundle || isLoneVersion { paths.append(root.appendingPathComponent(relative).path) }
        }
        let only = ProcessInfo.processInfo.environment["SHALE_CORPUS_FILTER"]
        return paths.sorted().filter { path in
            only.map(path.contains) ?? true && !ModelLoader.load(path: path).failed
        }
    }
}
