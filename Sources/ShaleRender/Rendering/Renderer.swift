import Foundation
import Mustache
import ShaleCore
import ShaleModel

/// Renders a template set for a model, entirely in memory.
public enum Renderer {
    /// The rendered files, in manifest order then model order.
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
        var translator = EntityTranslator(model: model, modelName: modelName, options: resolved)
        let entities = translator.entityContexts()
        if translator.diagnostics.containsErrors { throw GenerationError(translator.diagnostics) }
        let header = OutputNormalizer.swiftHeader(source: sourcePath)

        var jobs: [(output: TemplateSetManifest.Output, context: any ContextValue)] = []
        for output in set.manifest.outputs {
            switch output.scope {
            case .model:
                jobs.append((output, translator.modelContext(entities: entities)))
            case .entity:
                jobs += entities.map { (output, $0) }
            }
        }
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
        let files = jobs.map(RenderJob.init).concurrentMap { job in
            let path = patterns[job.output.path]!.render(job.context)
            let body = set.library.render(job.context, withTemplate: job.output.template) ?? ""
            let text = (job.output.header ?? .swift) == .swift ? header + body : body
            return RenderedFile(root: job.output.root, path: path, contents: OutputNormalizer.normalize(text))
        }
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
