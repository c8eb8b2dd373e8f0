import Foundation
import ShaleDiff
import ShaleLint
import ShaleModel
import ShaleReader
import ShaleRender
import ShaleResolver

/// What the fuzzers run on each input, and the invariants they hold it to. A broken invariant traps, so
/// libFuzzer reports it as a crash just as it reports a sanitizer finding.
///
/// The same functions replay inputs in the regression tests and in `shale-fuzz-* FILE...`, so every
/// finding is pinned by exactly the code that found it.
package enum FuzzTarget: String, Sendable, CaseIterable {
    /// Bytes → parsed XML → resolved model → IR JSON.
    case reader
    /// Bytes → model → every built-in code set rendered in memory, diffs and migration reports.
    case pipeline

    /// Where diagnostics of a fuzzed input point.
    static let contentsPath = "Fuzz.xcdatamodeld/Fuzz.xcdatamodel/contents"

    /// Runs the target on `bytes`; traps when an invariant does not hold.
    package func run(_ bytes: [UInt8]) {
        switch self {
        case .reader:
            _ = Self.readModel(bytes)
        case .pipeline:
            guard let model = Self.readModel(bytes) else { return }
            Self.renderCode(model)
            Self.diffAndReport(model)
        }
    }

    /// Parses and resolves `bytes` as a model's `contents` file; the model when it has no errors.
    static func readModel(_ bytes: [UInt8]) -> Model? {
        let parsed = XMLDocumentParser.parse(bytes, file: contentsPath)
        guard let root = parsed.root else {
            Invariant.require(parsed.diagnostics.containsErrors, "an unreadable document gave no error")
            return nil
        }
        let collector = DiagnosticCollector()
        collector.report(contentsOf: parsed.diagnostics)
        let model = Resolver.resolve(
            ParsedModel(versionName: "Fuzz", path: contentsPath, root: root),
            diagnostics: collector)
        let diagnostics = collector.diagnostics
        for diagnostic in diagnostics {
            Invariant.require(
                diagnostic.location?.file == contentsPath, "a diagnostic does not point into the input: \(diagnostic)")
        }
        guard !diagnostics.containsErrors else { return nil }
        // What `shale dump` prints must encode, and decode back to the same model.
        let json = Invariant.value("the IR does not encode as JSON") { try ModelJSON.encode(model) }
        let decoded = Invariant.value("the IR JSON does not decode") {
            try JSONDecoder().decode(Model.self, from: Data(json.utf8))
        }
        Invariant.require(decoded == model, "the IR JSON does not decode to the same model")
        return model
    }

    /// The built-in code sets, loaded once.
    static let codeSets: [TemplateSet] = ["slate", "coredata", "memory", "xcode"].map { name in
        Invariant.value("the built-in set \(name) does not load") {
            try TemplateSetLoader.load(name, diagnostics: DiagnosticCollector())
        }
    }

    /// Renders every built-in code set; each must succeed or fail with diagnostics, and every file it
    /// renders must be well-formed Swift as far as brackets, strings and comments go.
    static func renderCode(_ model: Model) {
        for set in codeSets {
            let files: [RenderedFile]
            let diagnostics = DiagnosticCollector()
            do {
                // Every entity through the `xcode` set, whatever its Codegen setting.
                let options = set.manifest.name == "xcode" ? ["include-manual": "true"] : [:]
                files = try Renderer.render(
                    set: set, model: model, modelName: "Fuzz", sourcePath: "Fuzz.xcdatamodeld",
                    options: options, diagnostics: diagnostics
                ).files
            } catch is DiagnosticCollector.Stopped {
                Invariant.require(diagnostics.hasErrors, "generation stopped without an error")
                continue
            } catch {
                Invariant.fail("generation threw \(error)")
            }
            for file in files {
                if let problem = SwiftStructure.problem(in: file.contents) {
                    Invariant.fail("\(set.manifest.name) rendered \(file.path) with \(problem)")
                }
            }
        }
    }

    /// The built-in migration report set, loaded once.
    static let migrationSet = Invariant.value("the migration set does not load") {
        try TemplateSetLoader.load("migration", diagnostics: DiagnosticCollector())
    }

    /// Diffs the model with itself (no change, same hashes) and with an empty model, then renders the
    /// migration plan from the empty model to it in every report format.
    static func diffAndReport(_ model: Model) {
        Invariant.require(ModelDiff.changes(from: model, to: model).isEmpty, "a model differs from itself")
        Invariant.require(
            VersionHash.checksum(VersionHash.entityHashes(model)) == model.versionChecksum,
            "the version checksum is not stable")
        var empty = Model(versionName: "Empty", sourcePath: "Fuzz.xcdatamodeld/Empty.xcdatamodel/contents")
        empty.metadata = model.metadata
        VersionHash.assign(to: &empty)
        let added = ModelDiff.changes(from: empty, to: model)
        Invariant.require(model.entities.isEmpty || !added.isEmpty, "adding entities is no change")
        let bundle = ModelBundle(
            name: "Fuzz", sourcePath: "Fuzz.xcdatamodeld", currentVersionName: model.versionName,
            versions: [empty, model])
        let plan = MigrationPlan.make(bundle: bundle, diagnostics: DiagnosticCollector())
        guard let plan else { Invariant.fail("no migration plan for two versions") }
        for format in Renderer.reportFormats(of: migrationSet) {
            let report = Invariant.value("the \(format) migration report does not render") {
                try Renderer.renderReport(
                    set: migrationSet, plan: plan, format: format,
                    diagnostics: DiagnosticCollector())
            }
            if format == "swift", let problem = SwiftStructure.problem(in: report) {
                Invariant.fail("the Swift migration scaffolding has \(problem)")
            }
        }
    }
}

/// Traps with a message when a fuzzing invariant does not hold.
enum Invariant {
    static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { fail(message()) }
    }

    static func value<Value>(_ message: @autoclosure () -> String, _ body: () throws -> Value) -> Value {
        do {
            return try body()
        } catch {
            fail("\(message()): \(error)")
        }
    }

    static func fail(_ message: String) -> Never {
        fatalError("fuzzing invariant: \(message)")
    }
}
