import ShaleModel
import ShaleTranslation

extension Renderer {
    /// Renders `model` as the frozen `VersionedSchema` `schema` (`shale freeze`) with `set`'s versioned-schema
    /// output, the `bundle` output with `each: versions` that `history=true` renders once per version: the same
    /// template and translation as `shale generate --option history=true`, for one version under the name and
    /// identifier the user chose, with the options of `FrozenSchema.options`.
    /// - Parameters:
    ///   - set: A set with the `swiftdata` translator (the built-in `swiftdata` set).
    ///   - sourcePath: The input as the header names it (relative; never absolute in committed output).
    ///   - diagnostics: Where every problem is reported: the warnings of its translation, a set without that
    ///     translator or output, a model the set cannot write.
    /// - Returns: The file's text (header and normalisation as for every generated file).
    /// - Throws: `DiagnosticCollector.Stopped` when any problem is an error.
    package static func renderFrozenSchema(
        _ schema: FrozenSchema, set: TemplateSet, model: Model, modelName: String, sourcePath: String,
        diagnostics: DiagnosticCollector
    ) throws -> String {
        let manifest = SourceLocation(file: "\(set.origin)/manifest.yml")
        guard set.translator == .swiftdata,
            let output = set.manifest.outputs.first(where: { $0.scope == .bundle && $0.each == "versions" })
        else {
            throw diagnostics.stop(
                .error(
                    "the template set '\(set.manifest.name)' writes no versioned schemas", at: manifest,
                    hint: "freeze with the built-in 'swiftdata' set, whose history writes one per version"))
        }
        let options = try set.resolveOptions(FrozenSchema.options, diagnostics: diagnostics)
        let input = TranslationInput(model: model, modelName: modelName, options: options)
        let before = diagnostics.count
        let context = SwiftDataSetTranslator.frozenContext(schema, input: input, diagnostics: diagnostics)
        try stopOnErrors(in: diagnostics, since: before)
        guard case .contexts(let versions)? = context.field(atPath: "versions"), versions.count == 1 else {
            throw diagnostics.stop(.error("the frozen schema's context holds no version", at: manifest))
        }
        let file = file(
            output, of: set, context: context, element: versions.context(at: 0),
            patterns: try pathTemplates(of: set, diagnostics: diagnostics),
            headers: FileHeaders(source: sourcePath))
        return file.contents
    }
}
