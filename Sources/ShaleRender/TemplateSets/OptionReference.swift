import ShaleModel
import ShaleTranslation

/// `Documentation/TemplateOptions.md`, written from the options' declarations (`SetOptions`): each built-in set's
/// options with their types, defaults and meanings, and the options its translator reads that the set does not
/// expose. `shale templates show`, `shale generate --help` and the manifest check read the same declarations.
package enum OptionReference {
    /// The page's Markdown.
    package static func markdown() throws -> String {
        var page = """
            # Template set options

            <!-- Generated from the translators' option declarations (`SetOptions` in Sources/ShaleTranslation/Sets); \
            do not edit. Regenerate with `Scripts/regenerate`. -->

            Each option a translator reads is declared once, in Swift: its name, type, default and meaning. A built-in
            set's `manifest.yml` names the ones it exposes; `--option NAME=VALUE` (or a `shale.yml` job's `options:`)
            sets them, and every value reaches templates as `model.options`. Types are described in
            [Templates.md](Templates.md#the-manifest).

            """
        for name in TemplateSetLoader.builtinNames {
            let set = try TemplateSetLoader.load(name, diagnostics: DiagnosticCollector())
            page += "\n## \(name)\n\n"
            guard !set.options.isEmpty else {
                page += "No options.\n"
                continue
            }
            page += "| option | type | default | meaning |\n| --- | --- | --- | --- |\n"
            for option in set.options {
                page +=
                    "| `\(option.name)` | \(typeName(option.type)) | \(code(option.defaultText)) | "
                    + option.summary.replacingOccurrences(of: "|", with: "\\|") + " |\n"
            }
            let exposed = Set(set.options.map(\.name))
            let hidden = set.translator.options.filter { !exposed.contains($0.name) }
            if !hidden.isEmpty {
                page +=
                    "\nThe \(set.translator.rawValue) translator also reads, at their defaults here (a custom set "
                    + "on it may expose them): "
                    + hidden.map { "`\($0.name)` (\(code($0.defaultText)))" }
                    .joined(separator: ", ") + ".\n"
            }
        }
        return page
    }

    /// `text` as code, or `(empty)`.
    private static func code(_ text: String) -> String { text.isEmpty ? "(empty)" : "`\(text)`" }

    /// `bool`, or `choice: a, b` with its words.
    private static func typeName(_ type: OptionType) -> String {
        if case let .choice(words) = type { return "choice: " + words.map { "`\($0)`" }.joined(separator: ", ") }
        return "`\(type.name)`"
    }
}
