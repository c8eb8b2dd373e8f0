import Foundation
import ShaleDiff
import ShaleModel
import ShaleMustache
import ShaleTranslation

/// Renders a template set for a model, file by file: each file goes to a sink as soon as it is rendered.
package enum Renderer {
    /// The rendered files, in manifest order then model order, all in memory.
    /// - Parameters:
    ///   - set: The template set.
    ///   - model: The model version to render.
    ///   - modelName: The bundle's name.
    ///   - sourcePath: The input as the header names it (relative; never absolute in committed output).
    ///   - options: Option values given by the user; the set's defaults fill the rest.
    ///   - keepsContexts: Whether to return the context each file was rendered with (`--dump-context`).
    ///   - diagnostics: Where every problem is reported, warnings (a renamed property, say) and errors alike.
    /// - Returns: The files, and the context of each when asked for (same order).
    /// - Throws: `DiagnosticCollector.Stopped`, as
    ///   `render(set:model:modelName:sourcePath:options:keepsContexts:diagnostics:into:)`.
    package static func render(
        set: TemplateSet,
        model: Model,
        modelName: String,
        sourcePath: String,
        options: [String: String],
        keepsContexts: Bool = false,
        diagnostics: DiagnosticCollector
    ) throws -> (files: [RenderedFile], contexts: [any TemplateContext]) {
        let collector = RenderedFileCollector()
        try render(
            set: set, model: model, modelName: modelName, sourcePath: sourcePath, options: options,
            keepsContexts: keepsContexts, diagnostics: diagnostics, into: collector.sink)
        return collector.collected
    }

    /// Renders every file of `set` for `model` into `sink`, as each is made. Sets with only per-entity outputs
    /// are translated and rendered entity by entity on all cores, so each context is freed once rendered.
    ///
    /// Files reach `sink` before every problem is known: when this throws, the caller discards what it received.
    /// A file whose path would leave its root still reaches `sink`, and makes this throw.
    /// - Parameters:
    ///   - keepsContexts: Whether `sink` gets the context of each file; otherwise each context is freed once
    ///     its files are rendered.
    ///   - diagnostics: Where every problem is reported: translation's warnings, unknown options, unsafe userInfo
    ///     values, output paths that escape their root or collide.
    ///   - sink: Where each file goes, from several threads at once.
    /// - Throws: `DiagnosticCollector.Stopped` when any problem is an error.
    package static func render(
        set: TemplateSet,
        model: Model,
        modelName: String,
        sourcePath: String,
        options: [String: String],
        keepsContexts: Bool = false,
        diagnostics: DiagnosticCollector,
        into sink: RenderedFileSink
    ) throws {
        try checkRendersCode(set, diagnostics: diagnostics)
        try render(
            set: set, model: model, modelName: modelName, sourcePath: sourcePath,
            options: set.resolveOptions(options, diagnostics: diagnostics), keepsContexts: keepsContexts,
            diagnostics: diagnostics, into: sink)
    }

    /// Stops the run unless `set` has outputs other than `shale diff` reports.
    static func checkRendersCode(_ set: TemplateSet, diagnostics: DiagnosticCollector) throws {
        guard set.manifest.outputs.contains(where: { $0.scope != .diff }) else {
            throw diagnostics.stop(
                .error(
                    "the template set '\(set.manifest.name)' renders migration reports, not code",
                    at: SourceLocation(file: "\(set.origin)/manifest.yml"),
                    hint: "run `shale diff MODEL --templates \(set.manifest.name)`"))
        }
    }

    /// Renders every file of `set` for `model` into `sink` with option values already parsed
    /// (`TemplateSet.resolveOptions(_:locations:diagnostics:)`), as
    /// `render(set:model:modelName:sourcePath:options:keepsContexts:diagnostics:into:)`.
    /// - Throws: `DiagnosticCollector.Stopped` when any problem is an error.
    package static func render(
        set: TemplateSet,
        model: Model,
        modelName: String,
        sourcePath: String,
        options: TemplateOptions,
        keepsContexts: Bool = false,
        diagnostics: DiagnosticCollector,
        into sink: RenderedFileSink
    ) throws {
        try checkRendersCode(set, diagnostics: diagnostics)
        guard let translatorType = set.translator.translatorType else {
            throw diagnostics.stop(
                .error(
                    "the template set '\(set.manifest.name)' uses the \(set.translator.rawValue) translator, which makes "
                        + "migration reports only", at: SourceLocation(file: "\(set.origin)/manifest.yml"),
                    hint: "name another translator in manifest.yml, or give the set only `scope: diff` outputs"))
        }
        let input = translationInput(set: set, model: model, modelName: modelName, options: options)
        let before = diagnostics.count
        if set.manifest.managedClasses == true {
            XcodeCodegenOverlap.report(model, set: set.manifest.name, to: diagnostics)
        }
        let translator = translatorType.init(input, diagnostics: diagnostics)
        try stopOnErrors(in: diagnostics, since: before)
        let placed = try render(
            set: set, with: translator, model: model, sourcePath: sourcePath,
            keepsContexts: keepsContexts, diagnostics: diagnostics, into: sink
        ).placed
        try check(placed, of: set, diagnostics: diagnostics, since: before)
    }

    /// What `set`'s translator reads: `model` and the option values, with what the set's manifest says of it.
    static func translationInput(
        set: TemplateSet, model: Model, modelName: String,
        options: TemplateOptions
    ) -> TranslationInput {
        TranslationInput(
            model: model, modelName: modelName, options: options,
            writesImmutableModels: set.manifest.immutableModels ?? false)
    }

    /// Stops the run when an error was reported to `diagnostics` after its first `count` problems (translation
    /// reports its errors and goes on, so that a run shows them all).
    static func stopOnErrors(in diagnostics: DiagnosticCollector, since count: Int) throws {
        if diagnostics.reported(since: count).containsErrors { throw diagnostics.stop() }
    }

    /// Reports the problems of the paths of `placed`, the files of `set`, to `diagnostics`.
    /// - Throws: `DiagnosticCollector.Stopped` when they, or what was reported since `count`, hold an error.
    static func check(_ placed: [Placed], of set: TemplateSet, diagnostics: DiagnosticCollector, since count: Int)
        throws
    {
        try stopOnErrors(in: diagnostics, since: count)
        let placed = placed.sorted { $0.order < $1.order }
        diagnostics.report(
            contentsOf: OutputPaths.check(
                placed.map(\.placement), producedBy: placed.map(\.output),
                set: set))
        try stopOnErrors(in: diagnostics, since: count)
    }

    /// Translates `model` with `translator` and renders each file of `set` into `sink`. Sets with only per-entity
    /// outputs are translated and rendered entity by entity on all cores, so each context is freed once rendered,
    /// unless `keepsEntities`.
    /// - Returns: Where each file went, in no particular order, and every entity's context when `keepsEntities`.
    static func render<Translator: SetTranslator>(
        set: TemplateSet, with translator: Translator, model: Model, sourcePath: String, keepsContexts: Bool,
        keepsEntities: Bool = false, diagnostics: DiagnosticCollector, into sink: RenderedFileSink
    ) throws -> (placed: [Placed], entities: [Translator.EntityRoot]?) {
        let headers = FileHeaders(source: sourcePath)
        let outputs = set.manifest.outputs
        let entityOutputs = outputs.indices.filter { outputs[$0].scope == .entity }
        let patterns = try pathTemplates(of: set, diagnostics: diagnostics)
        /// Renders the manifest's output `index` with `context` into `sink`; returns where the file goes.
        @Sendable func render(
            _ index: Int, _ context: any TemplateContext, for entity: Entity?,
            at entityIndex: Int
        ) -> Placed {
            let output = outputs[index]
            let file = Renderer.file(
                output, of: set, context: context, patterns: patterns, headers: headers,
                origin: entity.map { RenderedFile.Origin(entity: $0.name, location: $0.location) })
            let order = RenderedFile.Order(phase: 0, output: index, entity: entityIndex)
            sink(file, order, keepsContexts ? context : nil)
            return Placed(order: order, placement: file.placement, output: output)
        }
        guard outputs.contains(where: { $0.scope == .model }) else {
            // Translate and render entity by entity, so each context is gone once its files are rendered.
            let perEntity = Array(model.entities.indices).concurrentMap { entityIndex in
                let entity = model.entities[entityIndex]
                let context = translator.entityContext(for: entity, diagnostics: diagnostics)
                let files = entityOutputs.filter { outputs[$0].applies(to: context) }.map {
                    render($0, context, for: entity, at: entityIndex)
                }
                return (files, keepsEntities ? context : nil)
            }
            return (perEntity.flatMap(\.0), keepsEntities ? perEntity.compactMap(\.1) : nil)
        }
        let entities = translator.entityContexts(of: model, diagnostics: diagnostics)
        let modelContext = translator.modelContext(entities: entities)
        let jobs = outputs.indices.filter { outputs[$0].scope == .model || outputs[$0].scope == .entity }
            .flatMap { index in
                outputs[index].scope == .model
                    ? [RenderJob(output: index, context: modelContext, entity: nil, entityIndex: 0)]
                    : model.entities.indices.filter { outputs[index].applies(to: entities[$0]) }.map {
                        RenderJob(output: index, context: entities[$0], entity: model.entities[$0], entityIndex: $0)
                    }
            }
        return (
            jobs.concurrentMap { render($0.output, $0.context, for: $0.entity, at: $0.entityIndex) },
            keepsEntities ? entities : nil
        )
    }
}

extension TemplateSetManifest.Output {
    /// Whether the output is rendered for `context`: always, or where its `when` key is true.
    func applies(to context: any TemplateContext) -> Bool {
        when.map { if case .flag(true) = context.field(atPath: $0) { true } else { false } } ?? true
    }
}

/// The headers of one run's files, made once: Shale's "Do not edit" header, and the header of the files the user
/// owns (`ownership: user`).
struct FileHeaders: Sendable {
    /// `OutputNormalizer.swiftHeader(source:)`.
    let generated: String
    /// `OutputNormalizer.userHeader(source:)`.
    let user: String

    /// The headers of files generated from `source`.
    init(source: String) {
        generated = OutputNormalizer.swiftHeader(source: source)
        user = OutputNormalizer.userHeader(source: source)
    }
}

/// A file handed to the sink: where it stands, where it goes and the output that rendered it.
struct Placed: Sendable {
    var order: RenderedFile.Order
    var placement: RenderedFile.Placement
    var output: TemplateSetManifest.Output
}

extension Renderer {
    /// The formats a set renders `shale diff` reports in: the templates of its `diff` outputs.
    package static func reportFormats(of set: TemplateSet) -> [String] {
        set.manifest.outputs.filter { $0.scope == .diff }.map(\.template)
    }

    /// Renders `plan` with every `diff` output of `set`: one file per format.
    /// - Parameters:
    ///   - diagrams: Mermaid diagrams of the comparisons, by older version (`MigrationTranslator.context`).
    ///   - details: How many comparisons' details the reports show (`MigrationTranslator.context`).
    ///   - diagnostics: Where every problem is reported: a set without `diff` outputs, a path pattern that does not
    ///     parse, paths that collide.
    /// - Throws: `DiagnosticCollector.Stopped` when any was found.
    package static func renderReports(
        set: TemplateSet, plan: MigrationPlan, diagrams: [String: String] = [:],
        details: ReportDetails = .all,
        diagnostics: DiagnosticCollector
    ) throws -> [RenderedFile] {
        let outputs = set.manifest.outputs.filter { $0.scope == .diff }
        guard !outputs.isEmpty else {
            throw diagnostics.stop(
                .error(
                    "the template set '\(set.manifest.name)' renders no migration reports",
                    at: SourceLocation(file: "\(set.origin)/manifest.yml"),
                    hint: "use a set with `scope: diff` outputs, such as the built-in 'migration'"))
        }
        let patterns = try pathTemplates(of: set, diagnostics: diagnostics)
        let context = MigrationTranslator.context(plan, diagrams: diagrams, details: details) as any TemplateContext
        let headers = FileHeaders(source: "\(plan.model) (shale diff)")
        let files = outputs.map { file($0, of: set, context: context, patterns: patterns, headers: headers) }
        let problems = OutputPaths.check(files.map(\.placement), producedBy: outputs, set: set)
        guard !problems.containsErrors else { throw diagnostics.stop(contentsOf: problems) }
        diagnostics.report(contentsOf: problems)
        return files
    }

    /// Renders `plan` in `format`, one of `reportFormats(of: set)`.
    /// - Parameters:
    ///   - diagrams: Mermaid diagrams of the comparisons, by older version (`MigrationTranslator.context`).
    ///   - details: How many comparisons' details the report shows (`MigrationTranslator.context`).
    ///   - diagnostics: Where a format the set does not have, or a path pattern that does not parse, is reported.
    /// - Throws: `DiagnosticCollector.Stopped` when one was.
    package static func renderReport(
        set: TemplateSet, plan: MigrationPlan, format: String,
        diagrams: [String: String] = [:], details: ReportDetails = .all,
        diagnostics: DiagnosticCollector
    ) throws -> String {
        let formats = reportFormats(of: set)
        guard let index = formats.firstIndex(of: format) else {
            throw diagnostics.stop(
                .error(
                    "the template set '\(set.manifest.name)' has no report format '\(format)'",
                    at: SourceLocation(file: "\(set.origin)/manifest.yml"),
                    hint: "use one of: " + (formats + ["json"]).joined(separator: ", ")
                ))
        }
        // Only the format asked for is rendered; the set's other reports are not needed.
        let output = set.manifest.outputs.filter { $0.scope == .diff }[index]
        let context = MigrationTranslator.context(plan, diagrams: diagrams, details: details) as any TemplateContext
        return file(
            output, of: set, context: context, patterns: try pathTemplates(of: set, diagnostics: diagnostics),
            headers: FileHeaders(source: "\(plan.model) (shale diff)")
        ).contents
    }

    /// The file `output` of `set` renders with `context`: its path from the output's pattern, its text from the
    /// template, after the header its ownership calls for unless the output asks for none, normalized unless the
    /// output asks not to be.
    /// - Parameters:
    ///   - patterns: The set's parsed path patterns (`pathTemplates(of:)`).
    ///   - element: For an `each:` output, the list element the file is rendered for: its keys come before
    ///     `context`'s.
    static func file(
        _ output: TemplateSetManifest.Output, of set: TemplateSet, context: any TemplateContext,
        element: (any TemplateContext)? = nil, patterns: [String: MustacheTemplate],
        headers: FileHeaders, origin: RenderedFile.Origin? = nil
    ) -> RenderedFile {
        let value = element.map { MustacheValue(context: $0, over: context) } ?? MustacheValue(context: context)
        let path = (try? patterns[output.path]!.render(value)) ?? ""
        let body = (try? set.library.render(value, withTemplate: output.template)) ?? ""
        let header = output.isUserOwned ? headers.user : headers.generated
        let text = (output.header ?? .swift) == .swift ? header + body : body
        let contents = output.normalized ?? true ? OutputNormalizer.normalize(text) : text
        return RenderedFile(
            root: output.root, path: path, contents: contents, origin: origin,
            isUserOwned: output.isUserOwned)
    }

    /// The parsed output path patterns of `set`, by pattern.
    /// - Throws: `DiagnosticCollector.Stopped` when one does not parse, reported to `collector`.
    static func pathTemplates(of set: TemplateSet, diagnostics collector: DiagnosticCollector) throws
        -> [String: MustacheTemplate]
    {
        var templates: [String: MustacheTemplate] = [:]
        var diagnostics: [Diagnostic] = []
        for output in set.manifest.outputs where templates[output.path] == nil {
            do {
                templates[output.path] = try MustacheTemplate(source: output.path, name: "path", escaping: false)
            } catch {
                diagnostics.append(
                    .error(
                        "output path pattern \"\(output.path)\" does not parse: \(error.message)",
                        at: SourceLocation(file: "\(set.origin)/manifest.yml")))
            }
        }
        guard diagnostics.isEmpty else { throw collector.stop(contentsOf: diagnostics) }
        return templates
    }
}

/// Checks rendered paths: relative, inside their root, and unique even on a file system that ignores case.
package enum OutputPaths {
    /// The problems of `files`, each located at the entity it was rendered for, else at the `path:` line of the
    /// output that rendered it.
    /// - Parameter outputs: The output each file was rendered from, in the same order.
    static func check(
        _ files: [RenderedFile.Placement], producedBy outputs: [TemplateSetManifest.Output],
        set: TemplateSet
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var usable: [String?] = []
        for (file, output) in zip(files, outputs) {
            if !isInsideRoot(file.path) {
                diagnostics.append(
                    .error(
                        "generated path \"\(Diagnostic.quote(file.path))\" would leave its output folder",
                        at: location(of: output, set: set),
                        hint: "rename the entity or fix the output path pattern; paths must be relative, without '..'"
                    ))
                usable.append(nil)
            } else {
                usable.append("\(file.root)/\(file.path)")
            }
        }
        for (first, second) in repeats(usable) {
            let fallback = location(of: outputs[second], set: set)
            diagnostics.append(collision(files[first], files[second], fallback: fallback))
        }
        return diagnostics
    }

    /// Whether `path` stays inside the folder it is joined to: relative, without `.`, `..` or empty components,
    /// backslashes or NUL.
    package static func isInsideRoot(_ path: String) -> Bool {
        // Byte by byte: `String.contains` goes through Foundation's string search, and this runs for every file.
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        for component in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if component.isEmpty || component.elementsEqual(".".utf8) || component.elementsEqual("..".utf8)
                || component.contains(UInt8(ascii: "\\")) || component.contains(0)
            {
                return false
            }
        }
        return true
    }

    /// The `path:` line of the manifest output that rendered a file.
    private static func location(of output: TemplateSetManifest.Output, set: TemplateSet) -> SourceLocation? {
        YAMLErrorText.location(
            ofKey: "path", value: output.path, in: set.files["manifest.yml"] ?? "",
            file: "\(set.origin)/manifest.yml")
    }

    /// Each path (nil: not checked) that repeats an earlier one, ignoring case as macOS's default file system
    /// does: the index of the earlier one and its own.
    package static func repeats(_ paths: [String?]) -> [(first: Int, second: Int)] {
        var seen: [String: Int] = [:]
        var result: [(first: Int, second: Int)] = []
        for (index, path) in paths.enumerated() {
            if let path, let first = seen.updateValue(index, forKey: path.lowercased()) {
                result.append((first, index))
            }
        }
        return result
    }

    /// Two files whose paths are the same, or differ only in case.
    /// - Parameters:
    ///   - first: The file seen first.
    ///   - second: The file that collides with it.
    ///   - firstPath: Where `first` goes, as the message names it (by default `root/path`).
    ///   - secondPath: Where `second` goes.
    ///   - fallback: The location when `second` was not rendered for an entity.
    package static func collision(
        _ first: RenderedFile.Placement, _ second: RenderedFile.Placement, firstPath: String? = nil,
        secondPath: String? = nil, fallback: SourceLocation?
    ) -> Diagnostic {
        let firstPath = firstPath ?? "\(first.root)/\(first.path)"
        let secondPath = secondPath ?? "\(second.root)/\(second.path)"
        let paths =
            firstPath == secondPath
            ? "would both be written to \(secondPath)"
            : "would be written to \(firstPath) and \(secondPath), one file on a file system that ignores case "
                + "(macOS's default)"
        let subject =
            switch (first.origin, second.origin) {
            case let (first?, second?) where first.entity != second.entity:
                "the files of entities '\(first.entity)' and '\(second.entity)'"
            case let (_, origin?): "two files of entity '\(origin.entity)'"
            default: "two generated files"
            }
        return .error(
            "\(subject) \(paths)", at: second.origin?.location ?? fallback,
            hint: "give one entity another class name in Xcode, or set --option file-transform "
                + "(or name-transform) so immutable model files are named apart from the classes")
    }
}

/// One file to render: an output of the manifest (its index), the context it renders with, and the entity it is
/// for with the entity's index in the model.
private struct RenderJob: Sendable {
    var output: Int
    var context: any TemplateContext
    var entity: Entity?
    var entityIndex: Int
}
