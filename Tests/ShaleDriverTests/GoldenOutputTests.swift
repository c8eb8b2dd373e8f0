import Foundation
import ShaleConfiguration
import ShaleDriver
import ShaleLint
import ShaleModel
import ShaleTestSupport
import ShaleTranslation
import XCTest

/// Level two of the golden files: model × template set × options → files, byte for byte; and every
/// generated Swift file parses.
final class GoldenOutputTests: XCTestCase {
    override func setUp() {
        PackagePaths.enterRoot()
    }

    /// The cases: a name, a model, a set and options.
    static let cases: [(name: String, model: String, templates: String, options: [String: String])] = [
        // `shale gen-core-data --name-transform Slate%@ --file-transform Slate%@
        //  --core-data-file-imports "Slate, ImmutableModels"`: slategen's flags, as its README uses them.
        ("slate-Slate", "Golden/Models/Slate.xcdatamodel", "slate", GoldenOutputTests.slategenOptions),
        (
            "slate-Slate-no-int-cast-internal", "Golden/Models/Slate.xcdatamodel", "slate",
            ["int-cast": "false", "internal-models": "true", "public-param-init": "true"]
        ),
        (
            "slate-Bookshelf", "Examples/Bookshelf.xcdatamodeld", "slate",
            ["name-transform": "%@Model", "file-transform": "Immutable%@", "retroactive": "false"]
        ),
        ("slate-KitchenSink", "Golden/Models/KitchenSink.xcdatamodeld", "slate", ["name-transform": "Immutable%@"]),
        ("coredata-KitchenSink", "Golden/Models/KitchenSink.xcdatamodeld", "coredata", [:]),
        ("coredata-Slate", "Golden/Models/Slate.xcdatamodel", "coredata", ["internal-models": "true"]),
        ("coredata-Bookshelf", "Examples/Bookshelf.xcdatamodeld", "coredata", ["managed-imports": "Combine"]),
        // Read-only protocols: inheritance, ordered and unordered to-manys, optional and required to-ones, a
        // renamed attribute (KitchenSink); classes named apart from their entities (Slate, Bookshelf).
        (
            "coredata-KitchenSink-readonly", "Golden/Models/KitchenSink.xcdatamodeld", "coredata",
            ["readonly-protocols": "true"]
        ),
        (
            "coredata-Slate-readonly", "Golden/Models/Slate.xcdatamodel", "coredata",
            ["readonly-protocols": "true", "internal-models": "true"]
        ),
        (
            "coredata-Bookshelf-readonly", "Examples/Bookshelf.xcdatamodeld", "coredata",
            ["readonly-protocols": "true"]
        ),
        // The template authoring guide's worked example (Documentation/Templates.md).
        ("grdb-Bookshelf", "Examples/Bookshelf.xcdatamodeld", "Examples/Templates/grdb", [:]),
        // Compiled as the KitchenSinkMemory target and exercised by ShaleRuntimeTests.
        (
            "memory-KitchenSink", "Golden/Models/KitchenSink.xcdatamodeld", "memory",
            ["name-transform": "Immutable%@", "file-transform": "Immutable%@"]
        ),
        // Slate's layout (immutable models and Core Data classes in two modules), compiled as the
        // SlateConformance* targets and exercised by SlateConformanceTests.
        (
            "memory-Conformance", "Golden/Models/Conformance.xcdatamodel", "memory",
            ["managed-imports": "SlateConformanceModels"]
        ),
        // SwiftData: subclasses (iOS 26), flattened, CloudKit-ready, and the versioned history of two bundles.
        ("swiftdata-KitchenSink", "Golden/Models/KitchenSink.xcdatamodeld", "swiftdata", [:]),
        (
            "swiftdata-KitchenSink-flatten", "Golden/Models/KitchenSink.xcdatamodeld", "swiftdata",
            ["inheritance": "flatten"]
        ),
        (
            "swiftdata-KitchenSink-cloudkit", "Golden/Models/KitchenSink.xcdatamodeld", "swiftdata",
            ["cloudkit": "true", "inheritance": "flatten"]
        ),
        ("swiftdata-KitchenSink-history", "Golden/Models/KitchenSink.xcdatamodeld", "swiftdata", ["history": "true"]),
        ("swiftdata-Library-history", "Golden/Models/Library.xcdatamodeld", "swiftdata", ["history": "true"]),
        ("swiftdata-Bookshelf", "Examples/Bookshelf.xcdatamodeld", "swiftdata", [:]),
        // Slate 3 schema source: Slate's kind of model with slategen's README name transform, inheritance and
        // every attribute kind, CloudKit, and the example model.
        ("slate3-Slate", "Golden/Models/Slate.xcdatamodel", "slate3", ["name-transform": "Slate%@"]),
        ("slate3-KitchenSink", "Golden/Models/KitchenSink.xcdatamodeld", "slate3", [:]),
        ("slate3-KitchenSink-cloudkit", "Golden/Models/KitchenSink.xcdatamodeld", "slate3", ["cloudkit": "true"]),
        ("slate3-Bookshelf", "Examples/Bookshelf.xcdatamodeld", "slate3", [:]),
        // Xcode's own code generation: the Codegen class and category entities in the newest style, every entity
        // (include-manual, as "Create NSManagedObject Subclass…"), and older releases' styles.
        ("xcode-KitchenSink", "Golden/Models/KitchenSink.xcdatamodeld", "xcode", [:]),
        (
            "xcode-KitchenSink-include-manual", "Golden/Models/KitchenSink.xcdatamodeld", "xcode",
            ["include-manual": "true"]
        ),
        (
            "xcode-KitchenSink-8", "Golden/Models/KitchenSink.xcdatamodeld", "xcode",
            ["xcode-version": "8", "include-manual": "true"]
        ),
        (
            "xcode-Bookshelf-12", "Examples/Bookshelf.xcdatamodeld", "xcode",
            ["xcode-version": "12", "include-manual": "true"]
        ),
        (
            "xcode-Slate-7", "Golden/Models/Slate.xcdatamodel", "xcode",
            ["xcode-version": "7", "include-manual": "true"]
        ),
    ]

    /// The options `shale gen-core-data` passes for Slate's documented flags.
    static let slategenOptions: [String: String] = {
        var flags = SlategenFlags()
        flags.nameTransform = "Slate%@"
        flags.fileTransform = "Slate%@"
        flags.coreDataFileImports = "Slate, ImmutableModels"
        return flags.options
    }()

    /// The warnings a case's run reports, and no others: a new warning on a golden model fails the golden tests.
    /// The kitchen-sink model keeps one deliberately one-way relationship; the `slate3` set reports what Slate 3
    /// cannot express (each such warning names Slate 3), and `cloudkit=true` what CloudKit changes (naming CloudKit).
    static func knownWarnings(of golden: (name: String, model: String, templates: String, options: [String: String]))
        -> [ExpectedDiagnostic]
    {
        var known: [ExpectedDiagnostic] = []
        if golden.model.hasSuffix("KitchenSink.xcdatamodeld") {
            known.append(.warning("relationship 'cachedNeighbour' of entity 'Book' has no inverse"))
            // Book keeps Codegen Class Definition and Author Category/Extension: the sets that write managed
            // classes say that Xcode writes them too.
            if ["slate", "coredata"].contains(golden.templates) {
                known.append(
                    ExpectedDiagnostic(
                        severity: .note,
                        messageContains:
                            "(Codegen Class Definition: Book; Category/Extension: Author): in an Xcode app "
                            + "target, the classes the \(golden.templates) set writes would be declared twice"))
            }
        }
        if golden.templates == "slate3" { known.append(.warning("Slate 3")) }
        if golden.options["cloudkit"] == "true" { known.append(.warning("CloudKit")) }
        return known
    }

    func test_everyCase_matchesItsGoldenFiles() throws {
        for golden in Self.cases {
            // Render from Templates/ itself (parents too: a folder's parent is the folder beside it), so one
            // Scripts/regenerate run updates everything after a template edit; EmbeddedTemplatesTests keeps the
            // embedded copy identical.
            let templates = golden.templates.contains("/") ? golden.templates : "Templates/\(golden.templates)"
            let job = GenerationJob(
                modelPath: golden.model, templates: templates,
                options: golden.options)
            let files = Generator.render(job, diagnostics: strictCollector(expecting: Self.knownWarnings(of: golden)))
            let rendered = try XCTUnwrap(files, golden.name)
            var expected = Set<String>()
            for file in rendered {
                let path = "Generated/\(golden.name)/\(file.root)/\(file.path)"
                expected.insert(path)
                assertGolden(file.contents, path)
            }
            // No golden file may outlive the output it pinned.
            let folder = PackagePaths.golden.appendingPathComponent("Generated/\(golden.name)")
            let onDisk = Set(
                (FileManager.default.subpaths(atPath: folder.path) ?? [])
                    .filter { $0.hasSuffix(".swift") }.map { "Generated/\(golden.name)/\($0)" })
            if ProcessInfo.processInfo.environment["SHALE_UPDATE_GOLDEN"] == "1" {
                for stale in onDisk.subtracting(expected) {
                    try FileManager.default.removeItem(at: PackagePaths.golden.appendingPathComponent(stale))
                }
            } else {
                XCTAssertEqual(onDisk.subtracting(expected), [], "golden files no case renders any more")
            }
        }
    }

    /// The middle golden level: the context each file's template receives, as JSON, one file per rendered file
    /// (`Golden/Contexts/CASE/ROOT/PATH.json`), so a change in translation shows as a small JSON diff. Each
    /// repeated part is written once (`ContextGoldens`: the first occurrence in full, each case's files smallest
    /// first, the others as `{"$ref": "CASE/ROOT/PATH.json#/json/pointer"}`), so a change to a part many files
    /// share shows once; the files expand back to exactly the contexts rendered, and any change to a context
    /// changes some file's bytes.
    func test_everyCase_matchesItsContextGoldens() throws {
        var goldens = ContextGoldens()
        var rendered: [String: ContextJSON.Value] = [:]
        for golden in Self.cases {
            let templates = golden.templates.contains("/") ? golden.templates : "Templates/\(golden.templates)"
            let job = GenerationJob(modelPath: golden.model, templates: templates, options: golden.options)
            let contexts = try XCTUnwrap(
                Generator.contexts(
                    job,
                    diagnostics: strictCollector(
                        expecting: Self.knownWarnings(of: golden))), golden.name)
            var expected = Set<String>()
            let values = contexts.map { ("\(golden.name)/\($0.key).json", ContextJSON.value(of: $0.value)) }
            // Smallest first, so a part is written in full in the smallest file that holds it (an entity's
            // context in its own file, which the model file's `entities` then references).
            let sized = values.map { (file: $0.0, value: $0.1, length: ContextJSON.encode($0.1).utf8.count) }
            for (file, value, _) in sized.sorted(by: { ($0.length, $0.file) < ($1.length, $1.file) }) {
                expected.insert("Contexts/" + file)
                rendered[file] = value
                assertGolden(goldens.add(value, at: file), "Contexts/" + file)
            }
            let folder = PackagePaths.golden.appendingPathComponent("Contexts/\(golden.name)")
            let onDisk = Set(
                (FileManager.default.subpaths(atPath: folder.path) ?? [])
                    .filter { $0.hasSuffix(".json") }.map { "Contexts/\(golden.name)/\($0)" })
            if ProcessInfo.processInfo.environment["SHALE_UPDATE_GOLDEN"] == "1" {
                for stale in onDisk.subtracting(expected) {
                    try FileManager.default.removeItem(at: PackagePaths.golden.appendingPathComponent(stale))
                }
            } else {
                XCTAssertEqual(onDisk.subtracting(expected), [], "context goldens no case renders any more")
            }
        }
        // The references resolve to exactly what was rendered.
        for (file, shared) in goldens.files {
            XCTAssertTrue(goldens.expand(shared) == rendered[file], "Contexts/\(file) expands to its context")
        }
    }

    func test_everyGoldenSwiftFile_parses() throws {
        let folder = PackagePaths.golden.appendingPathComponent("Generated")
        let files = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".swift") }
            .map { folder.appendingPathComponent($0).path }
        XCTAssertGreaterThan(files.count, 10)
        // One swiftc run per output folder: file names repeat across folders.
        for (_, group) in Dictionary(grouping: files, by: { ($0 as NSString).deletingLastPathComponent }) {
            let output = try SwiftCompiler.parse(group)
            XCTAssertEqual(output.status, 0, output.stdout + output.stderr)
        }
    }
}

/// The `memory` set's immutable models are the `slate` set's, apart from imports and the identity type.
final class MemorySetTests: XCTestCase {
    func test_memoryImmutableModels_areTheSlateOnes_apartFromImportsAndIdentity() throws {
        PackagePaths.enterRoot()
        let options = ["name-transform": "Immutable%@", "file-transform": "Immutable%@"]
        func models(_ templates: String) throws -> [String: String] {
            let job = GenerationJob(
                modelPath: "Golden/Models/KitchenSink.xcdatamodeld", templates: templates, options: options)
            let files = try XCTUnwrap(Generator.render(job, diagnostics: DiagnosticCollector()))
            return Dictionary(uniqueKeysWithValues: files.filter { $0.root == "models" }.map { ($0.path, $0.contents) })
        }
        let slate = try models("slate")
        let memory = try models("memory")
        XCTAssertEqual(Set(slate.keys), Set(memory.keys))
        XCTAssertGreaterThan(slate.count, 5)
        for (path, text) in slate {
            let translated =
                text
                .replacingOccurrences(of: "import CoreData\n", with: "")
                .replacingOccurrences(of: "NSManagedObjectID", with: "SlateID")
                .replacingOccurrences(of: "NSManagedObject", with: "ManagedObject")
            let memoryText = try XCTUnwrap(memory[path]).replacingOccurrences(of: "import ShaleRuntime\n", with: "")
            XCTAssertEqual(memoryText, translated, path)
        }
    }
}
