import Foundation
import Mustache
import ShaleCore
import ShaleModel

/// Renders a template set for a model, entirely in memory.
public enum Renderer {
    /// The rendered files, in manifest order then model order. Sets with only per-entity outputs are
    /// translated and rendered entity by entity on all cores, so each context is freed once rendered.
    /// - Parameters:
    ///   - set: The template set.
    ///   - model: The model version to render.
    ///   - modelName: The bundle's name.
    ///   - sourcePath: The input as the header names it (relative; never absolute in committed output).
    ///   - options: Option values given by the user; the set's defaults fill the rest.
    /// - Throws: `GenerationError` with every problem: unknown options, unsafe userInfo values, output paths
    ///   that escape their root or collide.
    public static func render(
        set: TemplateSet,
        model: Model,
        modelName: String,
        sourcePath: String,
        options: [String: String]
    ) throws -> [RenderedFile] {
        let resolved = try set.resolveOptions(options)
        var translator = EntityTranslator(model: model, modelName: modelName, options: resolved,
                                         includesCoreData: set.usesCoreDataContext)
        if translator.diagnostics.containsErrors { throw GenerationError(translator.diagnostics) }
        let header = OutputNormalizer.swiftHeader(source: sourcePath)
        let entityOutputs = set.manifest.outputs.filter { $0.scope == .entity }
        let modelOutputs = set.manifest.outputs.filter { $0.scope == .model }
        var pathTemplates: [String: MustacheTemplate] = [:]
        var diagnostics: [Diagnostic] = []
        for output in set.manifest.outputs where pathTemplates[output.path] == nil {
            do {
                pathTemplates[output.path] = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}" + output.path)
            } catch {
                diagnostics.append(.error("output path pattern \"\(output.path)\" does not parse",
                                          at: SourceLocation(file: "\(set.origin)/manifest.yml")))
            }
        }
        guard diagnostics.isEmpty else { throw GenerationError(diagnostics) }

        let patterns = pathTemplates
        @Sendable func render(_ output: TemplateSetManifest.Output, _ context: any ContextValue) -> RenderedFile {
            let path = patterns[output.path]!.render(context)
            let body = set.library.render(context, withTemplate: output.template) ?? ""
            let text = (output.header ?? .swift) == .swift ? header + body : body
            return RenderedFile(root: output.root, path: path, contents: OutputNormalizer.normalize(text))
        }
        var files: [RenderedFile] = []
        if modelOutputs.isEmpty {
            // Translate and render entity by entity, so each context is gone once its files are rendered.
            let translator = translator
            let perEntity = model.entities.concurrentMap { entity in
                let (context, problems) = translator.translate(entity)
                return (entityOutputs.map { render($0, context) }, problems)
            }
            diagnostics += perEntity.flatMap(\.1)
            // Manifest order, then model order, as in the other branch.
            files = entityOutputs.indices.flatMap { index in perEntity.map { $0.0[index] } }
        } else {
            let entities = translator.entityContexts()
            diagnostics += translator.diagnostics
            let modelContext = translator.modelContext(entities: entities)
            let jobs = set.manifest.outputs.flatMap { output in
                output.scope == .model ? [RenderJob(output: output, context: modelContext)]
                    : entities.map { RenderJob(output: output, context: $0) }
            }
            files = jobs.concurrentMap { render($0.output, $0.context) }
        }
        guard !diagnostics.containsErrors else { throw GenerationError(diagnostics) }
        diagnostics += OutputPaths.check(files, origin: set.origin)
        guard !diagnostics.containsErrors else { throw GenerationError(diagnostics) }
        return files
    }
}

/// Checks rendered paths: relative, inside their root, and unique.
enum OutputPaths {
    static func check(_ files: [RenderedFile], origin: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen = Set<String>()
        for file in files {
            let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
            if file.path.isEmpty || file.path.hasPrefix("/") || file.path.contains("\\") || file.path.contains("\0")
                || components.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
                diagnostics.append(.error(
                    "generated path \"\(file.path)\" would leave its output folder",
                    at: SourceLocation(file: "\(origin)/manifest.yml"),
                    hint: "rename the entity or fix the output path pattern; paths must be relative, without '..'"
                ))
            } else if !seen.insert("\(file.root)/\(file.path)").inserted {
                diagnostics.append(.error(
                    "two generated files would both be \(file.root)/\(file.path)",
                    at: SourceLocation(file: "\(origin)/manifest.yml"),
                    hint: "give the entities distinct names or class names, or change the name or file transform"
                ))
            }
        }
        return diagnostics
    }
}

/// One file to render: an output of the manifest and the context it renders with.
private struct RenderJob: Sendable {
    var output: TemplateSetManifest.Output
    var context: any ContextValue
}
