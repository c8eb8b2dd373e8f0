import AppleSDKStandIn
import Foundation
import ShaleConfiguration
import ShaleDiff
import ShaleDriver
import ShaleLint
import ShaleModel
import ShaleRender
import ShaleResolver
import ShaleTestSupport
import XCTest

/// Every version of every real model in `../shared/corpus` (the current ones for some sets, see `sets`), with every
/// built-in set under default options: the output type-checks (Apple-facing sets against the stand-in Apple SDK,
/// `memory` against ShaleRuntime, `slate3` against the stand-in SlateSchema), or the run stops before writing with
/// a located error Xcode would also give (or, for `slate3`, a documented Slate 3 limitation). `slate3` runs again with
/// `to-one-cycles=to-many`, under which every current version must convert. Prints `N/M type-check clean`.
final class CorpusTypeCheckTests: XCTestCase {
    /// The sets, each with the layout its default output is built in, and whether every version is checked or
    /// only each bundle's current one. The `memory` set compiles against ShaleRuntime over Linux's Foundation,
    /// about three times the cost of a check against the stand-in SDK, so it takes the current versions: its
    /// immutable models are the `slate` set's (MemorySetTests), which every version checks. `swiftdata` takes
    /// the current versions too: CorpusSwiftDataHistoryTests type-checks every version of every bundle (up to its
    /// 40-version limit) as the classes nested in its versioned schemas. `slate3` writes a version's schema as the
    /// app ships it, so its current versions are the ones users convert; with `to-one-cycles=to-many` none may
    /// be refused (`refusesNone`).
    static let sets: [CorpusSet] = [
        CorpusSet("slate", .oneModule, everyVersion: true), CorpusSet("coredata", .oneModule, everyVersion: true),
        CorpusSet("memory", .runtime), CorpusSet("swiftdata", .oneModule),
        CorpusSet("slate3", .slateSchema(module: "Models")),
        CorpusSet("slate3", .slateSchema(module: "Models"), options: ["to-one-cycles": "to-many"], refusesNone: true),
    ]

    /// A built-in set with options, and how the corpus goes through it.
    struct CorpusSet {
        var name: String
        var layout: GeneratedCodeCheck.Layout
        var options: [String: String] = [:]
        /// Whether every version is checked, or only each bundle's current one.
        var everyVersion = false
        /// Whether every version must convert: no refusal is accepted.
        var refusesNone = false

        init(
            _ name: String, _ layout: GeneratedCodeCheck.Layout, options: [String: String] = [:],
            everyVersion: Bool = false, refusesNone: Bool = false
        ) {
            self.name = name
            self.layout = layout
            self.options = options
            self.everyVersion = everyVersion
            self.refusesNone = refusesNone
        }

        /// The set and its options, as a run names them (`slate3 to-one-cycles=to-many`).
        var label: String {
            ([name] + options.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
        }
    }

    /// Errors Xcode gives too, so the generator stops with them: (message fragment, why Xcode refuses it).
    static let refusals: [(fragment: String, reason: String)] = []

    /// Shapes the `slate3` set stops on because Slate 3 cannot compile them (Documentation/Slate3.md):
    /// (message fragment, the limitation).
    static let slate3Limitations: [(fragment: String, reason: String)] = [
        (
            "is on a cycle of to-one relationships",
            "the macro stores a to-one in the struct, which cannot contain itself"
        ),
        ("cannot be converted: Slate 3", "a relationship named like a keyword or a member of the generated class"),
        ("so one enum cannot have both", "an enum has one raw type, and Slate 3 reads the column with it"),
    ]

    /// Every (set label, version folder under `corpus/models`) the run stops on with an accepted refusal
    /// (`refusals`, `slate3Limitations`), one a line (a `\` continues a long one): a refusal not listed fails, as
    /// does a listed one that now converts, so the accepted refusals cannot grow unnoticed. Filtered runs
    /// (`SHALE_CORPUS_FILTER`, `SHALE_CORPUS_SETS`) check the entries they render.
    static let expectedRefusals = Set(
        """
        slate3 ChristianKienle__Core-Data-Editor/iOS Example/iOS Example/iOS_Example.xcdatamodel
        slate3 Dikivanovich__Traverse.CoreData/Traverse.CoreData/Traverse_CoreData.xcdatamodeld/\
        Traverse_CoreDataNewModel.xcdatamodel
        slate3 JohanDegraeve__xdripswift/xDrip/Core Data/xdrip.xcdatamodeld/xdrip v16.xcdatamodel
        slate3 OpenEmu__OpenEmu/OpenEmu/OEDatabase.xcdatamodeld/OEDatabase 1.3.xcdatamodel
        slate3 TwidereProject__TwidereX-iOS/TwidereSDK/Sources/CoreDataStack/CoreDataStack.xcdatamodeld/\
        CoreDataStack 8.xcdatamodel
        slate3 alhoqbani__AppleSample-iPhoneCoreDataRecipes/Recipes/Recipes.xcdatamodeld/Recipes.xcdatamodel
        slate3 artsy__energy-legacy/Resources/CoreData/ArtsyPartner.xcdatamodeld/ArtsyFolio v2.7.0.xcdatamodel
        slate3 aurnhammer__CloudKit-CoreData-Example/BeaconCrawl-Framework/BeaconCrawl/BeaconCrawl.xcdatamodeld/\
        BeaconCrawl.xcdatamodel
        slate3 carekit-apple__CareKit/CareKitStore/CareKitStore/CoreData/CareKitStore.xcdatamodeld/\
        CareKitStore2.1.xcdatamodel
        slate3 drewmccormack__ensembles/Framework/Resources/CDEEventStoreModel.xcdatamodeld/\
        CDEEventStoreModel_2.xcdatamodel
        slate3 drewmccormack__ensembles/Framework/Tests/CDEStoreModificationEventTestsModel.xcdatamodeld/\
        CDEStoreModificationEventTestsModel.xcdatamodel
        slate3 duckduckgo__BrowserServicesKit/Sources/Bookmarks/BookmarksModel.xcdatamodeld/BookmarksModel 6.xcdatamodel
        slate3 hznhappy__CoreDataApp/PhotoApp.xcdatamodel
        slate3 kodecocodes__cdt-materials/04-intermediate-fetching/projects/final/BubbleTeaFinder/BubbleTeaFinder/\
        BubbleTeaFinder.xcdatamodeld/BubbleTeaFinder.xcdatamodel
        slate3 kodecocodes__cdt-materials/07-unit-testing/projects/final/CampgroundManager/\
        CampgroundManager.xcdatamodeld/CampgroundManager.xcdatamodel
        slate3 kodecocodes__cdt-materials/08-measuring-and-boosting-performance/projects/final/EmployeeDirectory/\
        EmployeeDirectory/EmployeeDirectory.xcdatamodeld/EmployeeDirectory.xcdatamodel
        slate3 mastodon__mastodon-ios/MastodonSDK/Sources/CoreDataStack/CoreData.xcdatamodeld/CoreData 9.xcdatamodel
        slate3 rileytestut__Harmony/Harmony/Model/Core Data/Harmony.xcdatamodeld/Harmony 3.xcdatamodel
        slate3 software123inc__CoreDataCloudKitDemo/CoreDataCloudKitDemo/Model/CoreDataCloudKitDemo.xcdatamodeld/\
        CoreDataCloudKitDemo.xcdatamodel
        slate3 superHwan__SwiftUI_CoreData/Relationships/Relationship_SelfReferencing/Relationship_SelfReferencing/\
        WorkerDataModels/WorkerDataModel.xcdatamodeld/WorkerDataModel.xcdatamodel
        slate3 threema-ch__threema-ios/ThreemaFramework/Persistence/Model/ThreemaData/ThreemaData.xcdatamodeld/\
        ThreemaDataV55.xcdatamodel
        slate3 woocommerce__woocommerce-ios/Storage/Storage/Model/WooCommerce.xcdatamodeld/Model 117.xcdatamodel
        """.split(separator: "\n").map(String.init))

    /// One version folder, read.
    private struct Version {
        /// The folder's path under `corpus/models`, as `expectedRefusals` names it.
        var relativePath: String
        var path: String
        var model: Model
        /// Whether this is its bundle's current version (or a model outside any bundle).
        var isCurrent: Bool
    }

    func test_everyCorpusVersion_typeChecksWithEveryBuiltInSet() throws {
        try TestTier.requireFull("every corpus version type-checked with every built-in set")
        let corpus = try PackagePaths.shared("corpus")
        PackagePaths.enterRoot()
        let versions = try corpusVersions(under: corpus.appendingPathComponent("models"))
        if ProcessInfo.processInfo.environment["SHALE_CORPUS_FILTER"] == nil {
            XCTAssertGreaterThan(versions.count, 100)
        }
        let sets = ProcessInfo.processInfo.environment["SHALE_CORPUS_SETS"].map {
            $0.split(separator: ",").map(String.init)
        }
        let jobs = versions.flatMap { version in
            Self.sets.filter { (sets?.contains($0.name) ?? true) && ($0.everyVersion || version.isCurrent) }
                .map { (version: version, set: $0) }
        }
        // Render everything first (fast), then type-check each distinct output once: versions of a bundle
        // often differ only in what generated code does not show.
        let renders = ConcurrentResults<Render>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            renders[index] = Self.render(jobs[index].version, set: jobs[index].set)
        }
        var representative: [String: Int] = [:]
        for (index, render) in renders.values.enumerated() {
            guard case let .files(files) = render else { continue }
            let key = Self.outputKey(jobs[index].set.name, files)
            if representative[key] == nil { representative[key] = index }
        }
        let checks = Array(Set(representative.values)).sorted()
        let checked = ConcurrentResults<String>(count: checks.count)
        DispatchQueue.concurrentPerform(iterations: checks.count) { position in
            let index = checks[position]
            guard case let .files(files) = renders[index] else { return }
            checked[position] = Self.typeCheckFailure(
                files, model: jobs[index].version.model,
                layout: jobs[index].set.layout)
        }
        let positions = Dictionary(uniqueKeysWithValues: checks.enumerated().map { ($1, $0) })
        var verdictByKey: [String: String] = [:]
        for (key, index) in representative { verdictByKey[key] = checked[positions[index]!] ?? "" }
        var clean = 0
        var refused = 0
        var empty = 0
        var refusedJobs = Set<String>()
        var failures: [String] = []
        var cleanBySet: [String: (clean: Int, total: Int)] = [:]
        for (index, render) in renders.values.enumerated() {
            let label = jobs[index].set.label
            cleanBySet[label, default: (0, 0)].total += 1
            let verdict: String
            switch render {
            case .refused:
                refused += 1
                refusedJobs.insert("\(label) \(jobs[index].version.relativePath)")
                continue
            case .empty:
                empty += 1
                continue
            case let .failed(message): verdict = message
            case let .files(files):
                verdict = verdictByKey[Self.outputKey(jobs[index].set.name, files)] ?? ""
            }
            if verdict.isEmpty {
                clean += 1
                cleanBySet[label, default: (0, 0)].clean += 1
            } else {
                failures.append("\(label) \(jobs[index].version.path):\n\(verdict)")
            }
        }
        for (label, counts) in cleanBySet.sorted(by: { $0.key < $1.key }) {
            print("corpus: \(label): \(counts.clean)/\(counts.total) type-check clean")
        }
        let summary =
            "corpus: \(clean)/\(jobs.count) type-check clean, \(refused) refused (as Xcode refuses them, or "
            + "for a documented Slate 3 limitation), \(empty) render nothing (no entity has a class of its own), "
            + "\(failures.count) failed (\(versions.count) model versions, \(versions.filter(\.isCurrent).count) "
            + "current; \(Self.sets.count) sets; "
            + "\(checks.count) distinct outputs type-checked)"
        print(summary)
        let ran = Set(jobs.map { "\($0.set.label) \($0.version.relativePath)" })
        XCTAssertEqual(
            refusedJobs.subtracting(Self.expectedRefusals).sorted(), [],
            "refusals not in expectedRefusals: a new refusal is a regression, or list it with its reason")
        XCTAssertEqual(
            Self.expectedRefusals.intersection(ran).subtracting(refusedJobs).sorted(), [],
            "expectedRefusals lists jobs that convert now: remove them")
        if !failures.isEmpty { XCTFail(summary + "\n" + failures.prefix(40).joined(separator: "\n\n")) }
    }

    /// What identifies an output for type-checking: the set, and every file's path and text below its header
    /// (which names the model's path).
    private static func outputKey(_ set: String, _ files: [RenderedFile]) -> String {
        set + "\0"
            + files.map { $0.root + "/" + $0.path + "\n" + $0.contents.drop { $0 != "\n" } }.joined(separator: "\0")
    }

    /// What rendering one version with one set gave.
    private enum Render {
        case files([RenderedFile])
        case refused(String)
        /// No files, for a model none of whose entities has a class of its own (`hasOwnClass`), for which a set
        /// writes nothing (the `slate` set writes only such entities' files); any other empty render has `failed`.
        case empty
        case failed(String)
    }

    private static func render(_ version: Version, set: CorpusSet) -> Render {
        let collector = DiagnosticCollector()
        let job = GenerationJob(modelPath: version.path, templates: set.name, options: set.options)
        let files = Generator.render(job, diagnostics: collector)
        let diagnostics = collector.diagnostics
        guard let files, !diagnostics.containsErrors else {
            let errors = diagnostics.filter { $0.severity == .error }
            let accepted = set.refusesNone ? [] : refusals + (set.name == "slate3" ? slate3Limitations : [])
            if !errors.isEmpty,
                errors.allSatisfy({ error in
                    error.location != nil && accepted.contains { error.message.contains($0.fragment) }
                })
            {
                return .refused(errors.rendered)
            }
            return .failed("render failed:\n" + errors.prefix(3).map(\.description).joined(separator: "\n"))
        }
        if files.isEmpty {
            return version.model.entities.contains(where: \.hasOwnClass)
                ? .failed("rendered no files, though entities have classes of their own") : .empty
        }
        return .files(files)
    }

    /// Empty when `files` type-check; else the first errors.
    private static func typeCheckFailure(
        _ files: [RenderedFile], model: Model,
        layout: GeneratedCodeCheck.Layout
    ) -> String {
        do {
            let errors = try GeneratedCodeCheck.errors(
                of: files.map { ($0.root, $0.path, $0.contents) },
                model: model, layout: layout)
            return errors.prefix(3).joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    /// Every version folder under `root` whose `contents` reads without error, skipping byte-identical copies.
    private func corpusVersions(under root: URL) throws -> [Version] {
        var seen = Set<Data>()
        var result: [Version] = []
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".xcdatamodel") { paths.append(root.appendingPathComponent(relative).path) }
        }
        let only = ProcessInfo.processInfo.environment["SHALE_CORPUS_FILTER"]
        for path in paths.sorted() where only.map(path.contains) ?? true {
            guard let data = FileManager.default.contents(atPath: path + "/contents"), seen.insert(data).inserted else {
                continue
            }
            let loaded = ModelLoader.load(path: path)
            guard !loaded.failed, let model = loaded.bundle?.current else { continue }  // CorpusTests covers these
            let bundle = (path as NSString).deletingLastPathComponent
            let isCurrent =
                !bundle.hasSuffix(".xcdatamodeld")
                || ModelLoader.load(path: bundle).bundle?.current?.versionName == model.versionName
            result.append(
                Version(
                    relativePath: String(path.dropFirst(root.path.count + 1)), path: path, model: model,
                    isCurrent: isCurrent))
        }
        return result
    }
}

/// A fixed number of result slots that concurrent workers fill, one slot each.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    /// The filled slots, in order.
    var values: [Value] { lock.withLock { storage.map { $0! } } }
}
