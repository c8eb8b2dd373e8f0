import ShaleModel
import ShaleTranslation

/// Checks what a manifest declares about translation when the set loads: its translator, and the options it
/// exposes. A set that loads has a translator that exists and options whose every value can be parsed.
enum OptionDeclarations {
    /// The translator `manifest` names (with its parent's already filled in), among `kinds`; else `migration` for
    /// a set that renders only reports, else `slate`. The removed `contexts:` is an error at its line.
    static func translator(
        of manifest: TemplateSetManifest, among kinds: [TranslatorKind], text: String,
        file: String, diagnostics: inout [Diagnostic]
    ) -> TranslatorKind {
        let names = kinds.map(\.rawValue).joined(separator: ", ")
        if let parts = manifest.contexts {
            // `contexts: [coreData]` named a part of the contexts; each part was one translator's.
            let named = parts.lazy.compactMap { part in kinds.first { $0.rawValue == part.lowercased() } }.first
            diagnostics.append(
                .error(
                    "`contexts:` is no longer read: a set names the translator that makes its contexts",
                    at: YAMLErrorText.location(ofKey: "contexts", in: text, file: file),
                    hint: named.map { "replace it with `translator: \($0.rawValue)`" }
                        ?? "replace it with `translator:` and one of: \(names)"))
        }
        if let name = manifest.translator {
            guard let kind = kinds.first(where: { $0.rawValue == name }) else {
                diagnostics.append(
                    .error(
                        "the translator '\(Diagnostic.quote(name))' does not exist"
                            + Suggestion.didYouMean(name, among: kinds.map(\.rawValue)),
                        at: YAMLErrorText.location(ofKey: "translator", in: text, file: file),
                        hint: "name one of: " + names))
                return .slate
            }
            return kind
        }
        if !manifest.outputs.isEmpty, manifest.outputs.allSatisfy({ $0.scope == .diff }) { return .migration }
        return .slate
    }

    /// The options `manifest` exposes, each resolved to one declaration, in manifest order: an option
    /// `translator` reads takes the translator's declaration (the manifest may give its own default and summary,
    /// not another type); any other option is declared by the manifest in full. Reports unknown type names, a
    /// type that differs from the translator's, a template-only option without default or summary, and defaults
    /// the type refuses, each at the option's line.
    static func declarations(
        of manifest: TemplateSetManifest, translator: TranslatorKind, text: String,
        file: String, diagnostics: inout [Diagnostic]
    ) -> [OptionDeclaration] {
        let read = Dictionary(translator.options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return manifest.options.map { option in
            // Where the option is declared, worked out only for a problem: finding it scans the manifest's text.
            var location: SourceLocation {
                YAMLErrorText.location(ofOption: option.name, in: text, file: file)
            }
            var declared: OptionType?
            if let name = option.type {
                declared = OptionType.named(name, values: option.values)
                if declared == nil {
                    let problem =
                        name == "choice"
                        ? "is a choice without `values:`"
                        : "has an unknown type '\(Diagnostic.quote(name))'"
                    diagnostics.append(
                        .error(
                            "option '\(option.name)' \(problem)", at: location,
                            hint: "use bool, choice (with values: [a, b]), identifier, transform, modules or text"))
                }
            }
            if let read = read[option.name], let declared, read.type != declared {
                diagnostics.append(
                    .error(
                        "option '\(option.name)' is declared as \(describe(declared)) but the \(translator.rawValue) "
                            + "translator reads it as \(describe(read.type))",
                        at: location, hint: "name the option alone (`- \(option.name)`): the translator declares it"))
            }
            if read[option.name] == nil, option.default == nil || option.summary == nil {
                let known = translator.options.map(\.name)
                diagnostics.append(
                    .error(
                        "option '\(option.name)' is not one the \(translator.rawValue) translator reads, so the set "
                            + "declares it: give it a `default:` and a `summary:`"
                            + Suggestion.didYouMean(option.name, among: known),
                        at: location,
                        hint: known.isEmpty
                            ? "write `- name: \(option.name)` with `default:` and `summary:`"
                            : "the translator reads: " + known.joined(separator: ", ")))
            }
            let declaration = OptionDeclaration(
                name: option.name, type: read[option.name]?.type ?? declared ?? .text,
                defaultText: option.default ?? read[option.name]?.defaultText ?? "",
                summary: option.summary ?? read[option.name]?.summary ?? "")
            if case let .failure(error) = declaration.type.parse(declaration.defaultText) {
                diagnostics.append(
                    .error(
                        "the default of option '\(option.name)', \"\(Diagnostic.quote(declaration.defaultText))\", "
                            + error.problem,
                        at: location, hint: "give a default such as \"\(error.example)\""))
            }
            return declaration
        }
    }

    /// `type` as a message names it: `bool`, or `choice of a, b`.
    static func describe(_ type: OptionType) -> String {
        if case let .choice(words) = type { return "choice of " + words.joined(separator: ", ") }
        return type.name
    }
}
