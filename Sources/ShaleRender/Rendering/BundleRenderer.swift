import ShaleModel
import ShaleTranslation

extension Renderer {
    /// Renders the `bundle` outputs of `set`: templates that see every version of the model at once (the
    /// `swiftdata` set's versioned schemas and migration plan), once per bundle.
    /// - Parameters:
    ///   - bundle: Every version of the model, oldest first.
    ///   - current: The version the other outputs render (the bundle's current one, or `--model-version`).
    ///   - keepsContexts: Whether to return the context of each file (`--dump-context`).
    /// - Returns: The files (none when the set has no `bundle` outputs or their `when` keys are false), their
    ///   contexts when asked for, and the warnings of the current version's translation.
    /// - Throws: `GenerationError` with what stops the run: an error in any version's translation, unknown
    ///   options, output paths that escape their root or collide.
    public static func renderBundle(
        set: TemplateSet, bundle: ModelBundle, current: Model, modelName: String, sourcePath: String,
        options: [String: String], keepsContexts: Bool = false
    ) throws -> (files: [RenderedFile], contexts: [any TemplateContext], warnings: [Diagnostic]) {
        let collector = RenderedFileCollector()
        let warnings = try renderBundle(set: set, bundle: bundle, current: current, modelName: modelName,
                                        sourcePath: sourcePath, options: options, keepsContexts: keepsContexts,
                                        into: collector.sink)
        let (files, contexts) = collector.collected
        return (files, contexts, warnings)
    }

    /// Renders the `bundle` outputs of `set` into `sink`, as
    /// `render(set:model:modelName:sourcePath:options:keepsContexts:into:)`
    /// renders a version's: their order's phase is 1, after the version's files.
    /// - Returns: The warnings of the current version's translation.
    /// - Throws: `GenerationError`, as `renderBundle(set:bundle:current:modelName:sourcePath:options:keepsContexts:)`.
    public static func renderBundle(
        set: TemplateSet, bundle: ModelBundle, current: Model, modelName: String, sourcePath: String,
        options: [String: String], keepsContexts: Bool = false, into sink: RenderedFileSink
    ) throws -> [Diagnostic] {
        let outputs = set.manifest.outputs
        guard outputs.contains(where: { $0.scope == .bundle }) else { return [] }
        return try renderBundle(set: set, bundle: bundle, current: current, modelName: modelName,
                                sourcePath: sourcePath, options: set.resolveOptions(options),
                                keepsContexts: keepsContexts, into: sink)
    }

    /// Renders the `bundle` outputs of `set` into `sink` with option values already parsed, as
    /// `renderBundle(set:bundle:current:modelName:sourcePath:options:keepsContexts:into:)`.
    /// - Returns: The warnings of the current version's translation.
    /// - Throws: `GenerationError` with what stops the run.
    public static func renderBundle(
        set: TemplateSet, bundle: ModelBundle, current: Model, modelName: String, sourcePath: String,
        options: TemplateOptions, keepsContexts: Bool = false, into sink: RenderedFileSink
    ) throws -> [Diagnostic] {
        let outputs = set.manifest.outputs
        guard outputs.contains(where: { $0.scope == .bundle }) else { return [] }
        guard let translatorType = set.translator.translatorType as? any BundleSetTranslator.Type else {
            throw GenerationError([.error(
                "the template set '\(set.manifest.name)' has bundle outputs, which the \(set.translator.rawValue) "
                    + "translator does not make", at: SourceLocation(file: "\(set.origin)/manifest.yml"),
                hint: "name a translator with bundle contexts ("
                    + TranslatorKind.allCases.filter { $0.translatorType is any BundleSetTranslator.Type }
                        .map(\.rawValue).joined(separator: ", ") + ") in manifest.yml")])
        }
        let input = translationInput(set: set, model: current, modelName: modelName, options: options)
        let collector = DiagnosticCollector()
        let context = bundleContext(translatorType, bundle: bundle, current: current, input: input,
                                    diagnostics: collector)
        return try renderBundleFiles(set: set, context: context, sourcePath: sourcePath,
                                     keepsContexts: keepsContexts, diagnostics: collector, into: sink)
    }

    /// Renders the `bundle` outputs of `set` with `context` into `sink`, after the problems its translation
    /// reported into `diagnostics`.
    /// - Returns: Those problems and the paths'.
    /// - Throws: `GenerationError` when any of them is an error.
    private static func renderBundleFiles(
        set: TemplateSet, context: any TemplateContext, sourcePath: String, keepsContexts: Bool,
        diagnostics collector: DiagnosticCollector, into sink: RenderedFileSink
    ) throws -> [Diagnostic] {
        let outputs = set.manifest.outputs
        let diagnostics = collector.diagnostics
        guard !diagnostics.containsErrors else { throw GenerationError(diagnostics) }
        let patterns = try pathTemplates(of: set)
        let headers = FileHeaders(source: sourcePath)
        var placements: [RenderedFile.Placement] = []
        var rendered: [TemplateSetManifest.Output] = []
        for index in outputs.indices where outputs[index].scope == .bundle && outputs[index].applies(to: context) {
            let output = outputs[index]
            // An `each:` output renders once per element of its list; any other once, for the whole bundle.
            let elements = output.each.map { Self.elements(atPath: $0, of: context) } ?? [nil]
            for (position, element) in elements.enumerated() {
                let file = file(output, of: set, context: context, element: element, patterns: patterns,
                                headers: headers)
                sink(file, RenderedFile.Order(phase: 1, output: index, entity: position),
                     keepsContexts ? element ?? context : nil)
                placements.append(file.placement)
                rendered.append(output)
            }
        }
        let problems = OutputPaths.check(placements, producedBy: rendered, set: set)
        guard !problems.containsErrors else { throw GenerationError(diagnostics + problems) }
        return diagnostics + problems
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
    /// `render(set:model:modelName:sourcePath:options:keepsContexts:into:)` followed by
    /// `renderBundle(set:bundle:current:modelName:sourcePath:options:keepsContexts:into:)` do, but translating the
    /// current version once: the bundle's context reuses the entity contexts its files were rendered with.
    /// - Parameter resolved: The option values, already parsed (`TemplateSet.resolveOptions(_:locations:)`).
    /// - Returns: The warnings translation found.
    /// - Throws: `GenerationError` with every problem, as the two.
    public static func renderVersionAndBundle(
        set: TemplateSet, bundle: ModelBundle, current: Model, modelName: String, sourcePath: String,
        options resolved: TemplateOptions, keepsContexts: Bool = false, into sink: RenderedFileSink
    ) throws -> [Diagnostic] {
        try checkRendersCode(set)
        guard set.manifest.outputs.contains(where: { $0.scope == .bundle }),
              let translatorType = set.translator.translatorType as? any BundleSetTranslator.Type else {
            let version = try render(set: set, model: current, modelName: modelName, sourcePath: sourcePath,
                                     options: resolved, keepsContexts: keepsContexts, into: sink)
            return try version + renderBundle(set: set, bundle: bundle, current: current, modelName: modelName,
                                              sourcePath: sourcePath, options: resolved,
                                              keepsContexts: keepsContexts, into: sink)
        }
        let input = translationInput(set: set, model: current, modelName: modelName, options: resolved)
        return try renderVersionAndBundle(translatorType, set: set, bundle: bundle, input: input,
                                          sourcePath: sourcePath, keepsContexts: keepsContexts, into: sink)
    }

    /// `renderVersionAndBundle(set:bundle:current:modelName:sourcePath:options:keepsContexts:into:)` with the
    /// set's translator type opened.
    private static func renderVersionAndBundle<Translator: BundleSetTranslator>(
        _ type: Translator.Type, set: TemplateSet, bundle: ModelBundle, input: TranslationInput, sourcePath: String,
        keepsContexts: Bool, into sink: RenderedFileSink
    ) throws -> [Diagnostic] {
        let (translator, collector) = try translator(Translator.self, input)
        let (placed, entities) = try render(set: set, with: translator, model: input.model, sourcePath: sourcePath,
                                            keepsContexts: keepsContexts, keepsEntities: true,
                                            diagnostics: collector, into: sink)
        let version = try checked(placed, diagnostics: collector, set: set)
        let bundleCollector = DiagnosticCollector()
        let context = Translator.bundleContext(bundle: bundle, current: input.model, input: input,
                                               currentEntities: entities, diagnostics: bundleCollector)
        return try version + renderBundleFiles(set: set, context: context, sourcePath: sourcePath,
                                               keepsContexts: keepsContexts, diagnostics: bundleCollector, into: sink)
    }
}
