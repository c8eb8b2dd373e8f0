import ShaleDiff

/// `Documentation/TemplateContext.md`, written from the context types' schemas: every type a template can
/// reach from the root contexts, each with its keys, their types and meanings.
package enum ContextReference {
    /// The context each kind of output renders with: every translator's per-entity, per-model and per-bundle
    /// roots (in `TranslatorKind` order, each once), then `shale diff` reports' (`reportRootType`).
    package static let roots: [ContextType] = {
        var seen = Set<String>()
        let scopes: [TranslationScope] = [.entity, .model, .bundle]
        let translated = TranslatorKind.allCases.flatMap { kind in
            scopes.compactMap { kind.translatorType?.rootType(of: $0) }
        }
        let reports = TranslatorKind.allCases.compactMap(\.reportRootType)
        return (translated + reports).filter { seen.insert($0.name).inserted }
    }()

    /// The type each translator fills each slot with (`SetTranslator.slotTypes`), all translators together: what
    /// the page documents (a slot is one set's, so no two translators fill it differently).
    package static var allSlots: [String: ContextType] {
        TranslatorKind.allCases.reduce(into: [:]) { slots, kind in
            slots.merge(kind.translatorType?.slotTypes ?? [:]) { first, _ in first }
        }
    }

    /// Every context type reachable from `roots`, each once, in the order the page lists them: a type, then
    /// the types its keys hold, depth first; slot keys hold the types `slots` names.
    package static func reachableTypes(
        from roots: [ContextType] = roots,
        slots: [String: ContextType] = allSlots
    ) -> [ContextDescription] {
        var seen = Set<String>()
        var result: [ContextDescription] = []
        func visit(_ type: ContextType) {
            guard seen.insert(type.name).inserted else { return }
            let description = type.description.filling(slots)
            result.append(description)
            for key in description.keys {
                if let nested = key.kind.sectionContext { visit(nested) }
            }
        }
        roots.forEach(visit)
        return result
    }

    /// The page's Markdown.
    package static func markdown() -> String {
        var page = introduction
        for type in reachableTypes() {
            page += "\n## \(type.name)\n\n\(type.summary)\n\n| key | type | meaning |\n| --- | --- | --- |\n"
            for key in type.keys {
                var summary = key.summary.replacingOccurrences(of: "|", with: "\\|")
                if type.slotKeys.contains(key.name) { summary += " " + fillers(of: "\(type.name).\(key.name)") }
                page += "| `\(key.name)` | `\(key.kind.typeName)` | \(summary) |\n"
            }
        }
        return page
    }

    /// `A slot the coredata translator fills.`: which translators fill the slot `Type.key`.
    private static func fillers(of slot: String) -> String {
        let kinds = TranslatorKind.allCases.filter { $0.translatorType?.slotTypes[slot] != nil }
        return "A slot the " + kinds.map { "`\($0.rawValue)`" }.joined(separator: " and the ")
            + (kinds.count == 1 ? " translator fills." : " translators fill.")
    }

    /// Each translator's root contexts, one line per translator, from the registrations (`TranslatorKind`).
    private static var rootList: String {
        let scopes: [(TranslationScope, String)] = [(.entity, "entity"), (.model, "model"), (.bundle, "bundle")]
        return TranslatorKind.allCases.map { kind in
            var roots = scopes.compactMap { scope, name in
                kind.translatorType?.rootType(of: scope).map { "`\($0.name)` (\(name))" }
            }
            roots += kind.reportRootType.map { ["`\($0.name)` (diff)"] } ?? []
            return "- `\(kind.rawValue)`: " + roots.joined(separator: ", ") + "\n"
        }.joined()
    }

    private static var introduction: String {
        """
        # Template context reference

        <!-- Generated from the context types' schemas (Sources/ShaleTranslation); do not edit. Regenerate with \
        `Scripts/regenerate`. -->

        Every template of a set renders with a context its set's translator (`translator:` in manifest.yml) makes,
        by the output's scope: per entity (`scope: entity`), per model (`scope: model`), per bundle (`scope:
        bundle`, every version of the model at once) or per `shale diff` report (`scope: diff`):

        \(rootList)
        Templates read these keys and compute nothing: names, types, conversions and conditions are all here.
        `shale generate --dump-context` prints, for each file it would write, the context its template receives, as
        JSON. Templates are checked against these keys when their set loads: a key no context in scope has is an
        error (`shale templates lint DIR` runs the check alone).

        Inside a section (`{{#attributes}}…{{/attributes}}`) Mustache looks a key up in the current item first, then
        in the enclosing contexts. Shale's engine adds `first()`, `last()`, `even()`, `odd()` and `index()` inside
        sections over lists, for example `{{^last()}},{{/last()}}` to separate list items. Start templates with
        `{{% CONTENT_TYPE: TEXT}}` so that `<` and `&` in Swift types are not HTML-escaped.

        Some keys are slots: what one set adds to contexts several sets share, such as the `coreData` keys of the
        Slate contexts. Their meaning says which translators fill them; with another translator a slot is no key
        (a template that reads it fails to load, naming the translator that fills it), and `--dump-context` leaves
        an empty slot out.

        """
    }
}
