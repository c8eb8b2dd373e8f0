import Foundation
import ShaleModel
import ShaleMustache
import ShaleTranslation
import Yams

/// A template set ready to render: its manifest and its parsed templates and partials.
package struct TemplateSet: Sendable {
    /// The manifest.
    package var manifest: TemplateSetManifest
    /// The templates and partials by name (file name without `.mustache`), parents' included.
    package var library: MustacheLibrary
    /// The text of every file of the set and its parents, by file name, for `shale templates show`.
    package var files: [String: String]

    /// Where the set was read from, for diagnostics: a folder path or `builtin:NAME`.
    package var origin: String

    /// The translator that makes the set's contexts: the manifest's `translator:`, else its parent's, else
    /// `migration` for a set of reports only, else `slate`.
    package var translator: TranslatorKind

    /// The options the set exposes, in manifest order, each with its type, default and summary: the
    /// translator's declaration for an option it reads (`SetOptions`), the manifest's for a template-only one.
    package var options: [OptionDeclaration]

    /// The type of each option the set exposes, by name.
    package var optionTypes: [String: OptionType] {
        Dictionary(options.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    }

    /// Which of a set's templates compile when it loads.
    package enum Compilation: Sendable {
        /// Every template: a user's set, each of whose files is checked.
        case everyTemplate
        /// The templates its outputs render and the partials and parents they reach: a built-in set, which the tests
        /// check whole, loaded to render.
        case outputs
        /// None: a built-in set loaded only as another set's parent, whose files the child compiles as its own.
        case none
    }

    /// Builds a set from its files (file name → text), resolving `parent` through `lookup`.
    /// - Parameters:
    ///   - checksKeys: Whether every key the templates read is checked against their contexts
    ///     (`TemplateKeyCheck`); only a built-in set, whose templates the tests check, is loaded without.
    ///   - compilation: Which templates compile; with `everyTemplate` (a user's set) each one is checked.
    ///   - translators: The translators `translator:` can name: the built-in ones, unless a caller adds its own.
    ///   - diagnostics: Where every problem found is reported: a missing or malformed manifest, templates that do
    ///     not parse, outputs naming missing templates, an unknown or cyclic parent.
    /// - Throws: `DiagnosticCollector.Stopped` when any was found.
    package init(
        files: [String: String],
        origin: String,
        checksKeys: Bool = true,
        compilation: Compilation = .everyTemplate,
        translators: [TranslatorKind] = TranslatorKind.builtIn,
        diagnostics collector: DiagnosticCollector,
        parent lookup: (String) throws -> TemplateSet? = { _ in nil }
    ) throws {
        let manifestPath = "\(origin)/manifest.yml"
        guard let manifestText = files["manifest.yml"] else {
            throw collector.stop(
                .error(
                    "the template set has no manifest.yml", at: SourceLocation(file: origin),
                    hint: "add a manifest.yml; `shale templates export slate DIR` writes an example"))
        }
        var manifest: TemplateSetManifest
        var diagnostics: [Diagnostic] = []
        do {
            let root: Node?
            (manifest, root) = try Self.decodeManifest(manifestText)
            // Decoding ignores keys it does not know: a misspelt `when:` would render every file. A built-in
            // set's manifest is checked by the tests that load Templates/ as a user's set.
            if checksKeys { diagnostics += Self.unknownKeys(in: root, file: manifestPath) }
        } catch {
            throw collector.stop(
                .error(
                    "manifest.yml is not valid: \(YAMLErrorText.describe(error))",
                    at: YAMLErrorText.location(of: error, in: manifestPath, text: manifestText),
                    hint: "see Documentation/Templates.md for the manifest format"))
        }
        var allFiles: [String: String] = [:]
        if let parentName = manifest.parent {
            var parentLocation: SourceLocation {  // only for a problem: finding it scans the manifest's text
                YAMLErrorText.location(ofKey: "parent", in: manifestText, file: manifestPath)
            }
            guard !parentName.isEmpty, !parentName.contains("/"), parentName != ".", parentName != ".." else {
                throw collector.stop(
                    .error(
                        "the parent '\(Diagnostic.quote(parentName))' is a path; a set may only name a parent beside it",
                        at: parentLocation, hint: "name a built-in set, or a folder beside this set's folder"
                    ))
            }
            guard let parent = try lookup(parentName) else {
                throw collector.stop(
                    .error(
                        "the parent template set '\(parentName)' does not exist",
                        at: parentLocation,
                        hint: "name a built-in set, or a folder beside this one"))
            }
            allFiles = parent.files
            // What the parent's templates need, a child that reuses them needs too, unless it says otherwise.
            manifest.immutableModels = manifest.immutableModels ?? parent.manifest.immutableModels
            manifest.translator = manifest.translator ?? parent.manifest.translator
            allFiles["manifest.yml"] = nil
        }
        for (name, text) in files {
            allFiles[name] = text
        }
        // Partials are checked by PartialReferences (missing ones and cycles, located at the tag), from the tag
        // references the engine records: of every template when the set compiles, of those that did otherwise.
        let templates = Dictionary(
            uniqueKeysWithValues: allFiles.filter { $0.key.hasSuffix(".mustache") }
                .map { (String($0.key.dropLast(".mustache".count)), $0.value) })
        var library: MustacheLibrary?
        var references: [String: [MustacheTagReference]] = [:]
        do {
            let roots: Set<String>? =
                switch compilation {
                case .everyTemplate: nil
                case .outputs: Set(manifest.outputs.map(\.template))
                case .none: []
                }
            let compiled = try MustacheLibrary(templates: templates, missingTemplates: .renderNothing, roots: roots)
            references = Dictionary(
                uniqueKeysWithValues: compiled.templateNames.compactMap { name in
                    compiled[name].map { (name, $0.references) }
                })
            library = compiled
        } catch {
            references = error.compiledReferences
            diagnostics += error.errors.map { error in
                .error(
                    "the template does not parse: \(error.message)",
                    at: SourceLocation(
                        file: "\(origin)/\(error.name).mustache", line: error.line, column: error.column),
                    hint: "fix the Mustache syntax near this position")
            }
        }
        diagnostics += PartialReferences.problems(
            in: references, templates: Set(templates.keys),
            ownFiles: Set(files.keys), origin: origin)
        for output in manifest.outputs where allFiles["\(output.template).mustache"] == nil {
            diagnostics.append(
                .error(
                    "output template '\(Diagnostic.quote(output.template))' has no \(output.template).mustache",
                    at: YAMLErrorText.location(
                        ofKey: "template", value: output.template,
                        in: manifestText, file: manifestPath),
                    hint: "add the template file or correct the name in manifest.yml"))
        }
        let translator = OptionDeclarations.translator(
            of: manifest, among: translators, text: manifestText,
            file: manifestPath, diagnostics: &diagnostics)
        if checksKeys {
            diagnostics += TemplateKeyCheck.problems(
                in: references, manifest: manifest, translator: translator,
                manifestText: manifestText, origin: origin,
                ownFiles: Set(files.keys))
        }
        let options = OptionDeclarations.declarations(
            of: manifest, translator: translator, text: manifestText,
            file: manifestPath, diagnostics: &diagnostics)
        guard diagnostics.isEmpty, let library else { throw collector.stop(contentsOf: diagnostics) }
        allFiles["manifest.yml"] = manifestText
        self.manifest = manifest
        self.library = library
        self.files = allFiles
        self.origin = origin
        self.translator = translator
        self.options = options
    }

    /// Whether rendering with `options` reads a bundle's older versions: only `bundle` outputs do, when their
    /// translator says these options need them (the `swiftdata` set with `history=true`).
    package func readsOlderVersions(_ options: TemplateOptions) -> Bool {
        guard manifest.outputs.contains(where: { $0.scope == .bundle }) else { return false }
        guard let bundleTranslator = translator.translatorType as? any BundleSetTranslator.Type else { return true }
        return bundleTranslator.readsOlderVersions(options)
    }

    /// Decodes `text` as `YAMLDecoder().decode(_:from:)` does, resolving merge keys (`<<`) only when the text has
    /// one: the decoder's resolver compiles a regular expression for them, and the first one a process compiles
    /// costs about a tenth of generating a small model.
    private static func decodeManifest(_ text: String) throws -> (TemplateSetManifest, Node?) {
        do {
            let resolver = text.contains("<<") ? Resolver.basic.appending(.merge) : .basic
            let parser = try Parser(yaml: text, resolver: resolver)
            return try withExtendedLifetime(parser) {
                let root = try parser.singleRoot()
                return (try YAMLDecoder().decode(TemplateSetManifest.self, from: root ?? ""), root)
            }
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [],
                    debugDescription: "The given data was not valid YAML.",
                    underlyingError: error))
        }
    }

    /// The keys of the manifest's YAML (`root`) that neither a manifest, an option entry nor an output has: each an
    /// error at its line with the nearest known keys, as `shale.yml`'s unknown keys are. A merge key (`<<`) is
    /// YAML's own, and `contexts`, removed, is reported elsewhere with what to write instead.
    static func unknownKeys(in root: Node?, file: String) -> [Diagnostic] {
        guard let mapping = root?.mapping else { return [] }
        var problems: [Diagnostic] = []
        func check(_ mapping: Node.Mapping, known: [String], place: String, owner: String) {
            let listed = known.filter { $0 != "contexts" }
            for (key, _) in mapping {
                guard let name = key.string, name != "<<", !known.contains(name) else { continue }
                problems.append(
                    .error(
                        "unknown key '\(Diagnostic.quote(name))' \(place)" + Suggestion.didYouMean(name, among: listed),
                        at: SourceLocation(file: file, line: key.mark?.line ?? 0, column: key.mark?.column ?? 0),
                        hint: "\(owner) keys are " + listed.joined(separator: ", ") + " (Documentation/Templates.md)"))
            }
        }
        check(
            mapping, known: TemplateSetManifest.CodingKeys.allCases.map(\.rawValue), place: "in manifest.yml",
            owner: "manifest.yml's")
        let entries = [
            ("options", TemplateSetManifest.Option.CodingKeys.allCases.map(\.rawValue), "an option"),
            ("outputs", TemplateSetManifest.Output.CodingKeys.allCases.map(\.rawValue), "an output"),
        ]
        for (section, known, owner) in entries {
            for entry in mapping[section]?.sequence ?? [] {
                if let fields = entry.mapping { check(fields, known: known, place: "in \(owner)", owner: owner + "'s") }
            }
        }
        return problems
    }

    /// Whether rendering reads Core Data's version hashes. Only `bundle` and `diff` outputs see them (the migration
    /// plan's checksums); entity and model contexts carry none, so a set with neither renders the same bytes from a
    /// model loaded without them (`ModelLoader.VersionHashes.skipped`).
    package var readsVersionHashes: Bool {
        manifest.outputs.contains { $0.scope == .bundle || $0.scope == .diff }
    }

    /// The set's option values: each option's default, overridden by `values`, parsed by its type.
    /// - Parameters:
    ///   - values: The values the user gives, by option name (`--option NAME=VALUE`, a job's `options:`).
    ///   - locations: Where each value was written (a `shale.yml` line), for its error; none on the command line.
    ///   - collector: Where every problem is reported: a name the set does not declare, a value its type refuses.
    /// - Throws: `DiagnosticCollector.Stopped` (a usage mistake) when any was found.
    package func resolveOptions(
        _ values: [String: String], locations: [String: SourceLocation] = [:],
        diagnostics collector: DiagnosticCollector
    ) throws -> TemplateOptions {
        var texts = Dictionary(options.map { ($0.name, $0.defaultText) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard texts[name] != nil else {
                let known = options.map(\.name).joined(separator: ", ")
                diagnostics.append(
                    .error(
                        "template set '\(manifest.name)' has no option '\(name)'"
                            + Suggestion.didYouMean(name, among: options.map(\.name)),
                        at: locations[name],
                        hint: known.isEmpty ? "this set takes no options" : "choose one of: \(known)"))
                continue
            }
            texts[name] = value
        }
        let (parsed, refused) = TemplateOptions.parsing(texts, types: optionTypes)
        for (name, text, error) in refused {
            diagnostics.append(
                .error(
                    "option \(name)=\(Diagnostic.quote(text)) \(error.problem)", at: locations[name],
                    hint: "for example --option \(name)=\(error.example)"))
        }
        guard diagnostics.isEmpty else { throw collector.stop(contentsOf: diagnostics, kind: .usage) }
        return parsed
    }
}

/// Turns Yams errors into one line and a location.
package enum YAMLErrorText {
    package static func describe(_ error: any Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case let .keyNotFound(key, context):
                return "missing key '\(key.stringValue)'\(path(context.codingPath))"
            case let .typeMismatch(type, context), let .valueNotFound(type, context):
                return "expected \(type)\(path(context.codingPath))"
            case let .dataCorrupted(context):
                return "\(context.debugDescription)\(path(context.codingPath))"
            @unknown default:
                return "\(decoding)"
            }
        }
        if let yaml = error as? YamlError {
            return String(describing: yaml).split(separator: "\n").first.map(String.init) ?? "\(yaml)"
        }
        return "\(error)"
    }

    /// Where `key:` (with `value`, when given) is first written in `text`, found by reading its lines; the
    /// file alone when it is not found (a flow-style or quoted key, say).
    static func location(ofKey key: String, value: String? = nil, in text: String, file: String) -> SourceLocation {
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " || $0 == "-" }
            let rest = line.dropFirst(indent.count)
            guard rest.hasPrefix("\(key):") else { continue }
            if let value, !rest.dropFirst(key.count + 1).contains(value) { continue }
            return SourceLocation(file: file, line: offset + 1, column: indent.count + 1)
        }
        return SourceLocation(file: file)
    }

    /// Where option `name` is declared in `text`: its `name: NAME` line, or its `- NAME` item; the file alone when
    /// neither is found.
    static func location(ofOption name: String, in text: String, file: String) -> SourceLocation {
        let found = location(ofKey: "name", value: name, in: text, file: file)
        if found.line != 0 { return found }
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " }
            let item = line.dropFirst(indent.count)
            let value = item.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard item.hasPrefix("- "), value == name || value == "\"\(name)\"" else { continue }
            return SourceLocation(file: file, line: offset + 1, column: indent.count + 3)
        }
        return found
    }

    /// Where `error` is in `file`: the mark of a YAML syntax error, or for a value of the wrong kind under a
    /// top-level key, that key's line in `text`.
    package static func location(of error: any Error, in file: String, text: String = "") -> SourceLocation {
        if let decoding = error as? DecodingError, case let .typeMismatch(_, context) = decoding,
            context.codingPath.count == 1, context.codingPath[0].intValue == nil
        {
            return location(ofKey: context.codingPath[0].stringValue, in: text, file: file)
        }
        if let yaml = error as? YamlError {
            switch yaml {
            case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _):
                return SourceLocation(file: file, line: mark.line, column: mark.column)
            default:
                break
            }
        }
        return SourceLocation(file: file)
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "" }
        let text = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return " at \(text.hasPrefix(".") ? String(text.dropFirst()) : text)"
    }
}
