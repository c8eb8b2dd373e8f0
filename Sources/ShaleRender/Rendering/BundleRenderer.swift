import ShaleModel
import ShaleTranslation

extension Renderer {
    /// Renders the `bundle` outputs of `set`: templates that see every version of the model at once (the
    /// `swiftdata` set's versioned schemas and migration plan), once per bundle.
    /// - Parameters:
    ///   - bundle: Every version of the model, oldest first.
    ///   - current: The version the other outputs render (the bundle's current one, or `--model-version`).
    ///   - keepsContexts: Whether to return the context of each file (`--dump-context`).
    ///   - diagnostics: Where every problem is reported: the current version's warnings, an error in any version's
    ///     translation, unknown options, output paths that escape their root or collide.
    /// - Returns: The files (none when the set has no `bundle` outputs or their `when` keys are false), and their
    ///   contexts when asked for.
    /// - Throws: `DiagnosticCollector.Stopped` when any problem is an error.
    package static func renderBundle(
        set: TemplateSet, bundle: ModelBundle, current: Model, modelName: String, sourcePath: String,
        options: [String: String], keepsContexts: Bool = false, diagnostics: DiagnosticCollector
    ) throws -> (files: [RenderedFile], contexts: [any TemplateContext]) {
        let collector = RenderedFileCollector()
        guard set.manifest.outputs.contains(where: { $0.scope == .bundle }) else { return collector.collected }
        try renderBundle(
            set: set, bundle: bundle, current: current, modelName: modelName, sourcePath: sourcePath,
            options: set.resolveOptions(options, diagnostics: diagnostics), keepsContexts: keepsContexts,
            diagnostics: diagnostics, into: collector.sink)
        return collector.collected
    }

    /// Renders the `bundle` outputs of `set` into `sink` with option values already parsed, as
    /// `render(set:model:modelName:sourcePath:options:keepsContexts:diagnostics:into:)` renders a version's: their
    /// order's phase is 1, after the version's files.
    /// - Throws: `DiagnosticCollector.Stopped`, as
    ///   `renderBundle(set:bundle:current:modelName:sourcePath:options:keepsContexts:diagnostics:)`.
    package static func renderBundle(
        set: TemplateSet, bundle: ModelBundle, current: Model, modelName: String, sourcePath: String,
        options: TemplateOptions, keepsContexts: Bool = false, diagnostics: DiagnosticCollector,
        into sink: RenderedFileSink
    ) throws {
        let outputs = set.manifest.outputs
        guard outputs.contains(where: { $0.scope == .bundle }) else { return }
        guard let translatorType = set.translator.translatorType as? any BundleSetTranslator.Type else {
            throw diagnostics.stop(
                .error(
                    "the template set '\(set.manifest.name)' has bundle outputs, which the \(set.translator.rawValue) "
                        + "translator does not make", at: SourceLocation(file: "\(set.origin)/manifest.yml"),
                    hint: "name a translator with bundle contexts ("
                        + TranslatorKind.allCases.filter { $0.translatorType is any BundleSetTranslator.Type }
                        .map(\.rawValue).joined(separator: ", ") + ") in manifest.yml"))
        }
        let input = translationInput(set: set, model: current, modelName: modelName, options: options)
        let before = diagnostics.count
        let context = bundleContext(
            translatorType, bundle: bundle, current: current, input: input,
            diagnostics: diagnostics)
        try renderBundleFiles(
            set: set, context: context, sourcePath: sourcePath, keepsContexts: keepsContexts,
            diagnostics: diagnostics, since: before, into: sink)
    }

    /// Renders the `bundle` outputs of `set` with `context` into `sink`, unless its translation reported an error
    /// into `diagnostics` (after the first `count` problems), and reports the problems of their paths.
    /// - Throws: `DiagnosticCollector.Stopped` when any of them is an error.
    private static func renderBundleFiles(
        set: TemplateSet, context: any TemplateContext, sourcePath: String, keepsContexts: Bool,
        diagnostics: DiagnosticCollector, since count: Int, into sink: RenderedFileSink
    ) throws {
        let outputs = set.manifest.outputs
        try stopOnErrors(in: diagnostics, since: count)
        let patterns = try pathTemplates(of: set, diagnostics: diagnostics)
        let headers = FileHeaders(source: sourcePath)
        var placements: [RenderedFile.Placement] = []
        var rendered: [TemplateSetManifest.Output] = []
        for index in outputs.indices where outputs[index].scope == .bundle && outputs[index].applies(to: context) {
            let output = outputs[index]
            // An `each:` output renders once per element of its list; any other once, for the whole bundle.
            let elements = output.each.map { Self.elements(atPath: $0, of: context) } ?? [nil]
            for (position, element) in elements.enumerated() {
                let file = file(
                    output, of: set, context: context, element: element, patterns: patterns,
                    headers: headers)
                sink(
                    file, RenderedFile.Order(phase: 1, output: index, entity: position),
                    keepsContexts ? element ?? context : nil)
                placements.append(file.placement)
                rendered.append(output)
            }
        }
        diagnostics.report(contentsOf: OutputPaths.check(placements, producedBy: rendered, set: set))
        try stopOnErrors(in: diagnostics, since: count)
    }

    /// The elements of the list key at `path` (`each:`) of `context`; none when it is not a list.
    private static func elements(atPath path: String, of context: any TemplateContext) -> [(any TemplateContext)?] {
        guard case .contexts(let list)? = context.field(atPath: path) else { return [] }
        return (0..<list.count).map { list.context(at: $0) }
    }

    /// The bundle context `Translator` makes (a generic function, to open the translator type).
    private static func bundleContext<Translator: BundleSetTranslator>(
        _ type: Translator.Type, bundle: ModelBundle, current: Model, input: TranslationInput,
        diagnostics: DiagnosticCollector
    ) -> any TemplateContext {
        Translator.bundleContext(bundle: bundle, current: current, input: input, diagnostics: diagnostics)
    }

    /// Renders every output of `set` into `sink`: the current version's files, then the `bundle` outputs, as
    /// `render(set:model:modelName:sourcePath:options:keepsContexts:diagnostics:into:)` followed by
    /// `renderBundle(set:bundle:current:modelName:sourcePath:options:keepsContexts:diagnostics:into:)` do, but
    /// translating the current version once: the bundle's context reuses the entity contexts its files were rendered
    /// with.
    /// - Parameters:
    ///   - resolved: The option values, already parsed (`TemplateSet.resolveOptions(_:locations:diagnostics:)`).
    ///   - diagnostics: Where every problem is reported, as the two.
    /// - Throws: `DiagnosticCollector.Stopped` when any problem is an error.
    package static func renderVersionAndBundle(
        set: TemplateSet, bundle: ModelBundle, current: Model, modelName: String, sourcePath: String,
        options resolved: TemplateOptions, keepsContexts: Bool = false, diagnostics: DiagnosticCollector,
        into sink: RenderedFileSink
    ) throws {
        try checkRendersCode(set, diagnostics: diagnostics)
        guard set.manifest.outputs.contains(where: { $0.scope == .bundle }),
            let translatorType = set.translator.translatorType as? any BundleSetTranslator.Type
        else {
            try render(
                set: set, model: current, modelName: modelName, sourcePath: sourcePath, options: resolved,
                keepsContexts: keepsContexts, diagnostics: diagnostics, into: sink)
            return try renderBundle(
                set: set, bundle: bundle, current: current, modelName: modelName,
                sourcePath: sourcePath, options: resolved, keepsContexts: keepsContexts,
                diagnostics: diagnostics, into: sink)
        }
        let input = translationInput(set: set, model: current, modelName: modelName, options: resolved)
        try renderVersionAndBundle(
            translatorType, set: set, bundle: bundle, input: input, sourcePath: sourcePath,
            keepsContexts: keepsContexts, diagnostics: diagnostics, into: sink)
    }

    /// `renderVersionAndBundle(set:bundle:current:modelName:sourcePath:options:keepsContexts:diagnostics:into:)` with
    /// the set's translator type opened.
    private static func renderVersionAndBundle<Translator: BundleSetTranslator>(
        _ type: Translator.Type, set: TemplateSet, bundle: ModelBundle, input: TranslationInput, sourcePath: String,
        keepsContexts: Bool, diagnostics: DiagnosticCollector, into sink: RenderedFileSink
    ) throws {
        let before = diagnostics.count
        let translator = Translator(input, diagnostics: diagnostics)
        try stopOnErrors(in: diagnostics, since: before)
        let (placed, entities) = try render(
            set: set, with: translator, model: input.model, sourcePath: sourcePath,
            keepsContexts: keepsContexts, keepsEntities: true,
            diagnostics: diagnostics, into: sink)
        try check(placed, of: set, diagnostics: diagnostics, since: before)
        let bundleStart = diagnostics.count
        let context = Translator.bundleContext(
            bundle: bundle, current: input.model, input: input,
            currentEntities: entities, diagnostics: diagnostics)
        try renderBundleFiles(
            set: set, context: context, sourcePath: sourcePath, keepsContexts: keepsContexts,
            diagnostics: diagnostics, since: bundleStart, into: sink)
    }
}
