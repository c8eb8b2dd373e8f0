import Foundation
import ShaleModel
import ShaleTemplates
import ShaleTranslation

/// Finds template sets: built-in ones by name (embedded in the binary), or a user's set in a folder.
package enum TemplateSetLoader {
    /// The names of the built-in sets, sorted.
    package static var builtinNames: [String] { EmbeddedTemplates.sets.keys.sorted() }

    /// Which sets loading checks with `TemplateKeyCheck`.
    package enum KeyCheck: Sendable {
        /// Every set: what `shale templates lint` and the tests use.
        case everySet
        /// A user's sets only. A built-in set's templates are fixed when the binary is built, and the tests check
        /// every one of them (`TemplateKeyCheckTests`), so rendering skips checking them again: the check costs
        /// more than rendering a small model.
        case userSets
    }

    /// The options of every built-in set, as `set: option, option; set: ...`, for help texts.
    package static var builtinOptionSummary: String {
        builtinNames.compactMap { name in
            // A set without options (migration) is left out rather than listed with none.
            guard let set = try? load(name, diagnostics: DiagnosticCollector()), !set.options.isEmpty else {
                return nil
            }
            return "\(name): " + set.options.map(\.name).joined(separator: ", ")
        }.joined(separator: "; ")
    }

    /// Loads `nameOrPath`: a built-in set's name, or a folder holding `manifest.yml` and templates.
    /// A built-in set's `parent` is a built-in set. A folder's `parent` is the folder of that name beside it when
    /// there is one (other than the set itself), else the built-in set of that name: a set loaded from a copy of
    /// `Templates/` (the golden tests, a user's edited copy) inherits from the copy, not from the embedded sets.
    /// - Parameters:
    ///   - keyCheck: Which sets are checked with `TemplateKeyCheck`; every set unless the caller says so.
    ///   - translators: The translators a manifest's `translator:` can name: the built-in ones unless the caller
    ///     adds its own (a set added in a test, say).
    ///   - diagnostics: Where every problem is reported: nothing found there (a usage mistake), an invalid set.
    /// - Throws: `DiagnosticCollector.Stopped` when the set does not load.
    package static func load(
        _ nameOrPath: String, keyCheck: KeyCheck = .everySet,
        translators: [TranslatorKind] = TranslatorKind.builtIn,
        diagnostics: DiagnosticCollector
    ) throws -> TemplateSet {
        try load(nameOrPath, keyCheck: keyCheck, translators: translators, visiting: [], diagnostics: diagnostics)
    }

    /// Loads `nameOrPath`, whose children are `visiting` (the set asked for first, a parent of it next, ...).
    private static func load(
        _ nameOrPath: String, keyCheck: KeyCheck, translators: [TranslatorKind],
        visiting: [String], diagnostics: DiagnosticCollector
    ) throws -> TemplateSet {
        guard !visiting.contains(nameOrPath) else {
            throw diagnostics.stop(
                .error(
                    "template sets inherit from each other in a cycle: \((visiting + [nameOrPath]).joined(separator: " -> "))",
                    at: nil, hint: "remove one parent from the manifests"
                ))
        }
        if let files = EmbeddedTemplates.sets[nameOrPath], !nameOrPath.contains("/") {
            // A built-in set the tests check whole compiles only what renders, and nothing as a parent: its child
            // compiles the files it inherits.
            let compilation: TemplateSet.Compilation =
                keyCheck == .everySet ? .everyTemplate : visiting.isEmpty ? .outputs : .none
            return try TemplateSet(
                files: files, origin: "builtin:\(nameOrPath)", checksKeys: keyCheck == .everySet,
                compilation: compilation, translators: translators, diagnostics: diagnostics
            ) { parent in
                try load(
                    parent, keyCheck: keyCheck, translators: translators, visiting: visiting + [nameOrPath],
                    diagnostics: diagnostics)
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: nameOrPath, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw diagnostics.stop(
                .error(
                    "there is no built-in template set named '\(nameOrPath)' and no folder at that path"
                        + Suggestion.didYouMean(nameOrPath, among: builtinNames),
                    at: nil, hint: "use one of \(builtinNames.joined(separator: ", ")), or a folder with a manifest.yml"
                ), kind: .usage)
        }
        let files = try readFolder(nameOrPath, diagnostics: diagnostics)
        let folder = nameOrPath.hasSuffix("/") ? String(nameOrPath.dropLast()) : nameOrPath
        return try TemplateSet(
            files: files, origin: folder, translators: translators,
            diagnostics: diagnostics
        ) { parent in
            let sibling = ((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent(parent)
            let visited = visiting + [nameOrPath]
            if EmbeddedTemplates.sets[parent] != nil, !isOtherSetFolder(sibling, than: folder) {
                return try load(
                    parent, keyCheck: keyCheck, translators: translators, visiting: visited,
                    diagnostics: diagnostics)
            }
            return try load(
                sibling, keyCheck: keyCheck, translators: translators, visiting: visited,
                diagnostics: diagnostics)
        }
    }

    /// Whether `candidate` is a folder with a manifest that is not `folder` itself (a set `slate` of the user's
    /// whose parent is the built-in `slate` must not inherit from itself).
    private static func isOtherSetFolder(_ candidate: String, than folder: String) -> Bool {
        guard FileManager.default.fileExists(atPath: (candidate as NSString).appendingPathComponent("manifest.yml"))
        else { return false }
        let resolved = { (path: String) in
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        return resolved(candidate) != resolved(folder)
    }

    /// The manifest and `.mustache` files of a folder (not its subfolders), by file name.
    /// - Throws: `DiagnosticCollector.Stopped` when a file cannot be read or is not UTF-8, reported to `diagnostics`.
    package static func readFolder(_ folder: String, diagnostics: DiagnosticCollector) throws -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var files: [String: String] = [:]
        for name in names where name == "manifest.yml" || name.hasSuffix(".mustache") {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw diagnostics.stop(
                    .error("cannot read the template file", at: SourceLocation(file: path)),
                    kind: .io)
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw diagnostics.stop(.error("the template file is not UTF-8", at: SourceLocation(file: path)))
            }
            files[name] = text
        }
        return files
    }
}

/// Writes `Sources/ShaleTemplates/EmbeddedTemplates.swift` from the sets under `Templates/` (`shale-regenerate`).
package enum EmbeddedTemplatesFile {
    /// The file's path relative to the package root.
    package static let path = "Sources/ShaleTemplates/EmbeddedTemplates.swift"

    /// The Swift source embedding `sets` (set name → file name → text).
    package static func render(_ sets: [String: [String: String]]) -> String {
        var output = """
            // Generated from Templates/ by `Scripts/regenerate`. Do not edit.
            // swift-format-ignore-file
            // swiftlint:disable all

            /// The built-in template sets, embedded so that a copied binary needs no files beside it.
            package enum EmbeddedTemplates {
                /// Set name → file name → file text.
                package static let sets: [String: [String: String]] = [

            """
        for (setName, files) in sets.sorted(by: { $0.key < $1.key }) {
            output += "        \(setName.debugDescription): [\n"
            for (fileName, text) in files.sorted(by: { $0.key < $1.key }) {
                output += "            \(fileName.debugDescription): \(literal(text)),\n"
            }
            output += "        ],\n"
        }
        return output + "    ]\n}\n"
    }

    /// A raw string literal holding `text` exactly, with enough `#`s that nothing inside can end it.
    static func literal(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
    }

    /// Reads every set folder under `templatesFolder`, reporting a file that cannot be read to `diagnostics`.
    package static func readSets(
        in templatesFolder: String,
        diagnostics: DiagnosticCollector
    ) throws -> [String: [String: String]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: templatesFolder)) ?? []
        var sets: [String: [String: String]] = [:]
        for name in names.sorted() {
            let folder = (templatesFolder as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue {
                sets[name] = try TemplateSetLoader.readFolder(folder, diagnostics: diagnostics)
            }
        }
        return sets
    }
}
