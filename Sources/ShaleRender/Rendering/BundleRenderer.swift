import ShaleCore
import ShaleModel
import ShaleMustache

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
        let outputs = set.manifest.outputs.filter { $0.scope == .bundle }
        guard !outputs.isEmpty else { return ([], [], []) }
        let resolved = try set.resolveOptions(options)
        let (context, diagnostics) = BundleTranslator.context(
            bundle: bundle, current: current, modelName: modelName, options: resolved,
            includesCoreData: set.usesCoreDataContext, includesSwiftData: set.usesSwiftDataContext,
            writesImmutableModels: set.manifest.immutableModels ?? false)
        guard !diagnostics.containsErrors else { throw GenerationError(diagnostics) }
        let patterns = try pathTemplates(of: set)
        let header = OutputNormalizer.swiftHeader(source: sourcePath)
        let value = MustacheValue(context: context)
        let rendered = outputs.filter { output in
            output.when.map { if case .flag(true) = context.field(atPath: $0) { true } else { false } } ?? true
        }
        let files = rendered.map { output in
            let path = (try? patterns[output.path]!.render(value)) ?? ""
            let body = (try? set.library.render(value, withTemplate: output.template)) ?? ""
            let text = (output.header ?? .swift) == .swift ? header + body : body
            return RenderedFile(root: output.root, path: path, contents: OutputNormalizer.normalize(text))
        }
        let problems = OutputPaths.check(files, producedBy: rendered, set: set)
        guard !problems.containsErrors else { throw GenerationError(diagnostics + problems) }
        return (files, keepsContexts ? files.map { _ in context } : [], diagnostics + problems)
    }
}
