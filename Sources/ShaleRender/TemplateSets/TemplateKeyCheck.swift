import ShaleModel
import ShaleMustache
import ShaleTranslation

/// Checks, when a set loads, that every key its templates read exists in the context they render with, so a
/// typo (`{{atributes}}`) is a located error before anything is written instead of silently rendering nothing.
///
/// Each output's template is checked from the root context the set's translator makes for the output's scope
/// (`EntityContext` per entity and `ModelContext` per model for the `slate` translator, `SwiftDataFileContext` per
/// entity for `swiftdata`, `MigrationPlanContext` for `shale diff` reports); a section over a nested context or a list of them
/// pushes that context, as the engine does when rendering; partials and parents are checked with the stack of
/// the tag that includes them. Blocks passed to a parent must be blocks the parent declares.
struct TemplateKeyCheck {
    /// One level of the context stack as far as the check can tell.
    private enum Layer: Hashable {
        /// A context whose keys are known.
        case context(String)
        /// A value without keys (a string or flag a section pushed): lookups go on down the stack.
        case value
        /// A value whose keys are not declared (an options dictionary, or a section the check could not
        /// resolve, already reported): any key is accepted.
        case open
    }

    private var references: [String: [MustacheTagReference]]
    /// Where the path patterns (checked as templates of these names) are written in the manifest.
    private var manifestLocations: [String: SourceLocation] = [:]
    let manifest: TemplateSetManifest
    /// The set's translator: it makes the contexts, and some keys only it computes.
    let translator: TranslatorKind
    /// The types the translator fills the shared contexts' slots with (`SetTranslator.slotTypes`).
    private var slots: [String: ContextType] { translator.translatorType?.slotTypes ?? [:] }
    let origin: String
    /// The templates of the set's own folder: only their problems are reported (a parent set is checked alone).
    let ownFiles: Set<String>
    private var descriptions: [String: ContextDescription] = [:]
    private var checked: Set<String> = []
    private var diagnostics: [Diagnostic] = []

    /// The context type `translator` makes for outputs of `scope`; nil when it makes none.
    static func root(of scope: TemplateSetManifest.Scope, translator: TranslatorKind) -> ContextType? {
        switch scope {
        case .diff: TranslatorKind.migration.reportRootType
        case .entity: translator.translatorType?.rootType(of: .entity)
        case .model: translator.translatorType?.rootType(of: .model)
        case .bundle: translator.translatorType?.rootType(of: .bundle)
        }
    }

    /// The problems of every key the outputs' templates read.
    static func problems(
        in references: [String: [MustacheTagReference]], manifest: TemplateSetManifest, translator: TranslatorKind,
        manifestText: String, origin: String, ownFiles: Set<String>
    ) -> [Diagnostic] {
        var check = TemplateKeyCheck(
            references: references, manifest: manifest, translator: translator,
            origin: origin, ownFiles: ownFiles)
        // Only the types the set's outputs can reach: describing a type costs runtime lookups.
        let roots = Set(manifest.outputs.map(\.scope)).compactMap { root(of: $0, translator: translator) }
        let slots = translator.translatorType?.slotTypes ?? [:]
        for type in ContextReference.reachableTypes(from: roots, slots: slots) {
            check.descriptions[type.name] = type
        }
        for (index, output) in manifest.outputs.enumerated() {
            guard let root = root(of: output.scope, translator: translator)?.name else {
                check.diagnostics.append(
                    .error(
                        "the \(translator.rawValue) translator makes no context for `scope: \(output.scope.rawValue)` outputs",
                        at: YAMLErrorText.location(
                            ofKey: "template", value: output.template, in: manifestText,
                            file: "\(origin)/manifest.yml"),
                        hint:
                            "name a translator that does in manifest.yml (`translator: slate` has every scope but diff)"
                    ))
                continue
            }
            var stack: [Layer] = [.context(root)]
            if let each = output.each {
                guard output.scope == .bundle, let element = check.listElement(path: each, in: root) else {
                    check.diagnostics.append(
                        .error(
                            output.scope == .bundle
                                ? "`each: \(each)` names no list key of \(root)"
                                : "`each:` is only for `scope: bundle` outputs",
                            at: YAMLErrorText.location(
                                ofKey: "each", value: each, in: manifestText,
                                file: "\(origin)/manifest.yml"),
                            hint: output.scope == .bundle
                                ? "use a list key of \(root) (Documentation/TemplateContext.md), such as versions"
                                : "remove `each:`, or make the output `scope: bundle`"))
                    continue
                }
                stack.append(.context(element))
            }
            check.visit(output.template, stack: stack, depth: 0)
            // The path pattern renders with the same context; its problems point at its `path:` line.
            if let pattern = try? MustacheTemplate(source: output.path, name: "path", escaping: false) {
                let name = "manifest.yml outputs[\(index)].path"
                check.references[name] = pattern.references
                check.manifestLocations[name] = YAMLErrorText.location(
                    ofKey: "path", value: output.path, in: manifestText, file: "\(origin)/manifest.yml")
                check.visit(name, stack: stack, depth: 0)
            }
            if let when = output.when, !check.isFlag(path: when, in: root) {
                check.diagnostics.append(
                    .error(
                        "`when: \(when)` names no Boolean key of \(root)",
                        at: YAMLErrorText.location(
                            ofKey: "when", value: when, in: manifestText,
                            file: "\(origin)/manifest.yml"),
                        hint: "use a Bool key of \(root) (Documentation/TemplateContext.md), such as hasOwnClass"))
            }
        }
        return check.diagnostics.sorted()
    }

    /// Whether `path` (`hasOwnClass`, or dotted through nested contexts: `swiftData.writesClassFile`) names a
    /// Boolean key of the context type `root`.
    private func isFlag(path: String, in root: String) -> Bool {
        var type = descriptions[root]
        var kind: ContextKind?
        for name in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard let key = type?.key(named: name) else { return false }
            kind = key.kind
            type = key.kind.sectionContext.flatMap { descriptions[$0.name] }
        }
        if case .flag = kind { return true }
        return false
    }

    /// The element type of the list key at `path` (dotted through nested contexts, such as `swiftData.stages`)
    /// of the context type `root`; nil when `path` names no list.
    private func listElement(path: String, in root: String) -> String? {
        var type = descriptions[root]
        var kind: ContextKind?
        for name in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard let key = type?.key(named: name) else { return nil }
            kind = key.kind
            type = key.kind.sectionContext.flatMap { descriptions[$0.name] }
        }
        if case .list(let element) = kind { return element.name }
        return nil
    }

    /// The blocks a template passes to a parent: per block name, the template and its tags inside the block.
    private typealias Arguments = [String: (template: String, tags: [MustacheTagReference])]

    private mutating func visit(_ template: String, stack: [Layer], depth: Int, arguments: Arguments = [:]) {
        let passed = arguments.sorted { $0.key < $1.key }.map { "\($0.key)@\($0.value.template)" }
        let signature = template + "|" + stack.map { "\($0)" }.joined(separator: ",") + "|" + passed.joined()
        guard depth < PartialReferences.maximumDepth, checked.insert(signature).inserted,
            let tags = references[template]
        else { return }
        for tag in tags where tag.insideArgument == nil {
            let local = stack + pushed(by: tag.enclosingSections, on: stack)
            check(tag, in: template, on: local, depth: depth)
            // A block this template declares renders the argument passed for it, on the stack of its tag.
            if tag.kind == .block, tag.argumentOf == nil, let argument = arguments[tag.path] {
                for inner in argument.tags {
                    let innerStack = local + pushed(by: inner.enclosingSections, on: local)
                    check(inner, in: argument.template, on: innerStack, depth: depth)
                }
            }
        }
    }

    /// The layers the sections `paths` push, outermost first, on top of `stack`.
    private func pushed(by paths: [String], on stack: [Layer]) -> [Layer] {
        paths.reduce(into: []) { pushed, section in pushed.append(layer(pushedBy: section, on: stack + pushed)) }
    }

    private mutating func check(_ tag: MustacheTagReference, in template: String, on stack: [Layer], depth: Int) {
        guard !tag.isFunction, !tag.isDynamic else { return }
        let reports = ownFiles.contains("\(template).mustache") || manifestLocations[template] != nil
        switch tag.kind {
        case .variable, .section, .inverted:
            if reports, let problem = problem(reading: tag.path, on: stack) {
                diagnostics.append(.error(problem.message, at: location(template, tag), hint: problem.hint))
            }
        case .partial:
            visit(tag.path, stack: stack, depth: depth + 1)
        case .parent:
            let tags = references[template] ?? []
            var arguments: Arguments = [:]
            for inner in tags where inner.insideArgument?.parent == tag.path {
                arguments[inner.insideArgument!.block, default: (template, [])].tags.append(inner)
            }
            visit(tag.path, stack: stack, depth: depth + 1, arguments: arguments)
        case .block:
            guard reports, let parent = tag.argumentOf, let declared = references[parent] else { return }
            let blocks = Set(declared.filter { $0.kind == .block && $0.argumentOf == nil }.map(\.path))
            if !blocks.contains(tag.path) {
                diagnostics.append(
                    .error(
                        "block '\(tag.path)' is passed to parent '\(parent)', which has no such block"
                            + Self.suggestion(for: tag.path, among: blocks),
                        at: location(template, tag),
                        hint: "declare {{$\(tag.path)}}…{{/\(tag.path)}} in \(parent).mustache, or correct the name"
                            + " (its blocks: \(blocks.sorted().joined(separator: ", ")))"))
            }
        }
    }

    private func location(_ template: String, _ tag: MustacheTagReference) -> SourceLocation {
        if let location = manifestLocations[template] { return location }
        return SourceLocation(file: "\(origin)/\(template).mustache", line: tag.line, column: tag.column)
    }

    /// The level a section over `path` pushes.
    private func layer(pushedBy path: String, on stack: [Layer]) -> Layer {
        guard case .found(let kind) = resolve(path, on: stack) else { return .open }
        guard let kind else { return .open }
        if case .options = kind { return .open }
        return kind.sectionContext.map { .context($0.name) } ?? .value
    }

    private enum Resolution {
        /// Found: its kind, or nil when the value's keys are not declared.
        case found(ContextKind?)
        /// Not found; the message and hint say why.
        case missing(message: String, hint: String)
    }

    private func problem(reading path: String, on stack: [Layer]) -> (message: String, hint: String)? {
        if case .missing(let message, let hint) = resolve(path, on: stack) { return (message, hint) }
        return nil
    }

    /// Looks `path` up as the engine will: its first name down the stack, each further name in the value before.
    private func resolve(_ path: String, on stack: [Layer]) -> Resolution {
        guard path != "." else { return .found(nil) }
        let names = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var kind: ContextKind?
        var found = false
        for layer in stack.reversed() {
            switch layer {
            case .open: return .found(nil)
            case .value: continue
            case .context(let type):
                if let key = descriptions[type]?.key(named: names[0]) {
                    kind = key.kind
                    found = true
                }
            }
            if found { break }
        }
        guard found, var kind else { return missingKey(names[0], on: stack) }
        for (index, name) in names.enumerated().dropFirst() {
            let parent = names[..<index].joined(separator: ".")
            switch kind {
            case .options: return .found(nil)
            case .context(let type, _):
                let description = descriptions[type.name] ?? type.description.filling(slots)
                guard let key = description.key(named: name) else {
                    let known = description.keys.map(\.name)
                    return .missing(
                        message: "'\(name)' is not a key of '\(parent)' (\(Self.phrase(type.name)))"
                            + Self.suggestion(for: name, among: Set(known)),
                        hint: "see \(type.name) in Documentation/TemplateContext.md")
                }
                kind = key.kind
            default:
                return .missing(
                    message: "'\(parent)' is a \(kind.typeName), which has no key '\(name)'",
                    hint: kind.sectionContext == nil
                        ? "read '\(parent)' itself"
                        : "iterate with {{#\(parent)}}…{{\(name)}}…{{/\(parent)}}")
            }
        }
        return .found(kind)
    }

    private func missingKey(_ name: String, on stack: [Layer]) -> Resolution {
        let types = stack.reversed().compactMap { layer -> ContextDescription? in
            if case .context(let type) = layer { return descriptions[type] }
            return nil
        }
        guard let innermost = types.first else {
            return .missing(message: "'\(name)' is not a key here", hint: "see Documentation/TemplateContext.md")
        }
        var message = "'\(name)' is not a key of the \(Self.phrase(innermost.name))"
        let outer = types.dropFirst().map { Self.phrase($0.name) }
        if !outer.isEmpty { message += ", nor of the " + outer.joined(separator: " or the ") + " around it" }
        let known = Set(types.flatMap { $0.keys.map(\.name) })
        // A slot this translator leaves empty (`coreData` in a `slate` set), or a key only one other translator's
        // entity or model contexts have, read at the top: say which translator to name.
        let owners = Self.translators(computing: name)
        let isSlot = types.contains { $0.slotKeys.contains(name) }
        if types.count == 1 || isSlot, isSlot || owners.count == 1, let owner = owners.first,
            !owners.contains(translator)
        {
            return .missing(
                message: "'\(name)' keys are computed only by the "
                    + owners.map(\.rawValue).joined(separator: " or the ") + " translator",
                hint: "set `translator: \(owner.rawValue)` in manifest.yml")
        }
        return .missing(
            message: message + Self.suggestion(for: name, among: known),
            hint: "see \(innermost.name) in Documentation/TemplateContext.md for its keys")
    }

    /// The built-in translators whose entity or model contexts, or a context nested in them, have the key `name`
    /// and set it (a slot they fill), derived from their context schemas and `slotTypes`: what to name for a
    /// template that reads it.
    static func translators(computing name: String) -> [TranslatorKind] {
        TranslatorKind.allCases.filter { kind in
            guard let type = kind.translatorType else { return false }
            let roots = [TranslationScope.entity, .model].compactMap { type.rootType(of: $0) }
            return ContextReference.reachableTypes(from: roots, slots: type.slotTypes).contains {
                $0.key(named: name) != nil
            }
        }
    }

    /// `EntityContext` → `entity context`, `CoreDataAttributeContext` → `core data attribute context`.
    static func phrase(_ typeName: String) -> String {
        let base = typeName.hasSuffix("Context") ? String(typeName.dropLast("Context".count)) : typeName
        var words: [String] = []
        for character in base {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        return (words.map { $0.lowercased() } + ["context"]).joined(separator: " ")
    }

    /// `; did you mean 'x'?` for the closest of `candidates` to `name`, when one is close enough.
    static func suggestion(for name: String, among candidates: Set<String>) -> String {
        Suggestion.didYouMean(name, among: candidates, limit: 1)
    }
}
