import Foundation
import ShaleModel
import ShaleOutput
import ShaleRender
import ShaleTranslation

/// `shale templates`: the built-in template sets, to read or to start a custom set from.
package enum TemplatesRun {
    /// Every built-in set with its summary, one per line.
    package static func list() -> CommandOutput {
        var result = CommandOutput()
        for name in TemplateSetLoader.builtinNames {
            guard let set = load(name, into: &result) else { return result }
            result.write("\(name): \(set.manifest.summary)\n")
        }
        return result
    }

    /// The text of `file` of the set `nameOrPath`, or without a file the set's summary: parent, options, outputs
    /// and files.
    package static func show(_ nameOrPath: String, file: String? = nil) -> CommandOutput {
        var result = CommandOutput()
        guard let set = load(nameOrPath, into: &result) else { return result }
        if let file {
            guard let text = set.files[file] else {
                return result.failUsage(
                    "the set '\(nameOrPath)' has no file '\(file)'"
                        + Suggestion.didYouMean(file, among: set.files.keys) + "; it has: "
                        + set.files.keys.sorted().joined(separator: ", "))
            }
            result.write(text)
            return result
        }
        var lines = ["\(set.manifest.name): \(set.manifest.summary)"]
        if let parent = set.manifest.parent { lines.append("parent: \(parent)") }
        lines.append("translator: \(set.translator.rawValue)")
        lines.append("options:")
        lines += set.options.map { option in
            "  \(option.name) (\(describe(option.type)), default \"\(option.defaultText)\"): \(option.summary)"
        }
        lines.append("outputs:")
        lines += set.manifest.outputs.map { "  \($0.template) (\($0.scope.rawValue)) -> \($0.root)/\($0.path)" }
        lines.append("files:")
        lines += set.files.keys.sorted().map { "  \($0)" }
        result.write(lines.map { $0 + "\n" }.joined())
        return result
    }

    /// Copies the files of the set `nameOrPath` (its parents' included) into `folder`, which must not exist yet; a
    /// folder or file that cannot be written ends the run with `CommandOutput.ioError`.
    package static func export(_ nameOrPath: String, to folder: String) -> CommandOutput {
        var result = CommandOutput()
        guard let set = load(nameOrPath, into: &result) else { return result }
        guard !FileManager.default.fileExists(atPath: folder) else {
            return result.failUsage("\(folder) already exists; export into a new folder")
        }
        let writing = DiagnosticCollector()
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (name, text) in set.files.sorted(by: { $0.key < $1.key }) {
                let path = (folder as NSString).appendingPathComponent(name)
                _ = try OutputWriter.writeFile(text, to: path, diagnostics: writing)
            }
        } catch {
            return result.fail(error, diagnostics: writing, at: SourceLocation(file: folder))
        }
        result.write(
            "shale: exported \(set.files.count) files of '\(nameOrPath)' to \(folder); "
                + "use it with --templates \(folder)\n")
        return result
    }

    /// Checks the set `nameOrPath` as loading it for a run does, and writes nothing: its manifest, the syntax of
    /// every template, the partials, parents and blocks they name, and every key they read against the contexts
    /// they render with. All problems are reported at once.
    package static func lint(_ nameOrPath: String) -> CommandOutput {
        var result = CommandOutput()
        guard let set = load(nameOrPath, into: &result) else { return result }
        let templates = set.files.keys.filter { $0.hasSuffix(".mustache") }.count
        result.write(
            "shale: \(nameOrPath): \(templates) templates and \(set.manifest.outputs.count) outputs checked; "
                + "no problems\n")
        return result
    }

    /// Loads a set; on failure its problems go into `result`, which fails.
    private static func load(_ nameOrPath: String, into result: inout CommandOutput) -> TemplateSet? {
        let loading = DiagnosticCollector()
        do {
            return try TemplateSetLoader.load(nameOrPath, diagnostics: loading)
        } catch {
            _ = result.fail(error, diagnostics: loading)
        }
        return nil
    }

    /// An option's type as `shale templates show` lists it: `bool`, or `auto|true|false` for a choice.
    static func describe(_ type: OptionType) -> String {
        if case let .choice(words) = type { return words.joined(separator: "|") }
        return type.name
    }
}
