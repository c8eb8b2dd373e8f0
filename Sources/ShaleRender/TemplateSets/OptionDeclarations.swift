import ShaleModel
import ShaleTranslation

/// Checks what a manifest declares about translation when the set loads: its translator, and each option's type
/// and default. A set that loads has options whose every value can be parsed, and a translator that exists.
enum OptionDeclarations {
    /// The translator `manifest` names (with its parent's already filled in), else the one its `contexts:` part
    /// implies, else `migration` for a set that renders only reports, else `slate`.
    static func translator(of manifest: TemplateSetManifest, text: String, file: String,
                           diagnostics: inout [Diagnostic]) -> TranslatorKind {
        if let name = manifest.translator {
            guard let kind = TranslatorKind(rawValue: name) else {
                diagnostics.append(.error(
                    "the translator '\(Diagnostic.quote(name))' does not exist",
                    at: YAMLErrorText.location(ofKey: "translator", in: text, file: file),
                    hint: "name one of: " + TranslatorKind.allCases.map(\.rawValue).joined(separator: ", ")))
                return .slate
            }
            return kind
        }
        // `contexts:` is how sets named the parts they read before translators were per set: a deprecated alias.
        for part in manifest.contexts ?? [] where contextTranslators[part] == nil {
            diagnostics.append(.error(
                "the context part '\(Diagnostic.quote(part))' does not exist",
                at: YAMLErrorText.location(ofKey: "contexts", in: text, file: file),
                hint: "`contexts:` is deprecated: name the translator instead, one of: "
                    + TranslatorKind.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        for part in ["slate3", "swiftData", "coreData"] where manifest.declaredContexts.contains(part) {
            return contextTranslators[part]!
        }
        if !manifest.outputs.isEmpty, manifest.outputs.allSatisfy({ $0.scope == .diff }) { return .migration }
        return .slate
    }

    /// The translator each part `contexts:` (deprecated) can name picks.
    static let contextTranslators: [String: TranslatorKind] = [
        "coreData": .coredata, "swiftData": .swiftdata, "slate3": .slate3,
    ]

    /// The type of each option of `manifest`, by name; reports unknown type names, a type that differs from the
    /// one `translator` reads the option as, and defaults the type refuses, each at the option's line.
    static func types(of manifest: TemplateSetManifest, translator: TranslatorKind, text: String, file: String,
                      diagnostics: inout [Diagnostic]) -> [String: OptionType] {
        var types: [String: OptionType] = [:]
        for option in manifest.options {
            // Where the option is declared, worked out only for a problem: finding it scans the manifest's text.
            var location: SourceLocation {
                YAMLErrorText.location(ofKey: "name", value: option.name, in: text, file: file)
            }
            let read = translator.optionTypes[option.name]
            var declared: OptionType?
            if let name = option.type {
                declared = OptionType.named(name, values: option.values)
                if declared == nil {
                    let problem = name == "choice" ? "is a choice without `values:`" : "has an unknown type '\(Diagnostic.quote(name))'"
                    diagnostics.append(.error(
                        "option '\(option.name)' \(problem)", at: location,
                        hint: "use bool, choice (with values: [a, b]), identifier, transform, modules or text"))
                }
            }
            if let read, let declared, read != declared {
                diagnostics.append(.error(
                    "option '\(option.name)' is declared as \(describe(declared)) but the \(translator.rawValue) "
                        + "translator reads it as \(describe(read))",
                    at: location, hint: "declare `type: \(read.name)`, or leave the type out"))
            }
            let type = read ?? declared ?? .text
            types[option.name] = type
            if case let .failure(error) = type.parse(option.default) {
                diagnostics.append(.error(
                    "the default of option '\(option.name)', \"\(Diagnostic.quote(option.default))\", \(error.problem)",
                    at: location, hint: "give a default such as \"\(error.example)\""))
            }
        }
        return types
    }

    /// `type` as a message names it: `bool`, or `choice of a, b`.
    private static func describe(_ type: OptionType) -> String {
        if case let .choice(words) = type { return "choice of " + words.joined(separator: ", ") }
        return type.name
    }
}
