import Foundation
import ShaleModel
import ShaleResolver
import SwiftSyntax

/// Reads a Slate 3 schema source — `public struct`s marked `@SlateEntity`, the format the `slate3` set writes —
/// into the IR, as Slate 3.1.0's `slate-generator` builds its Core Data model from it
/// (`../shared/design/slate3-format.md`). The source is parsed with swift-syntax, never compiled or run: what
/// cannot be read that way (an enum declared in another module, a default that is no literal) is a located
/// warning naming the consequence.
package enum Slate3SchemaReader {
    /// Whether `path` is a Slate 3 schema source: a `.swift` file, or a folder of them that neither is nor holds a
    /// Core Data model, with `@SlateEntity` in at least one.
    package static func isSchemaSource(_ path: String) -> Bool {
        let isSwiftFile = path.hasSuffix(".swift")
        guard isSwiftFile || !ModelFinder.isModel(path) && ModelFinder.models(under: path).isEmpty else { return false }
        return SwiftFileSearch.files(at: path).contains { file in
            (try? String(contentsOfFile: file, encoding: .utf8))?.contains("@SlateEntity") == true
        }
    }

    /// Reads the schema source at `path` (a `.swift` file or a folder searched for them, hidden folders and
    /// `.build` skipped), reporting every problem to `diagnostics`.
    /// - Returns: A bundle of one version, named after the file or folder, with Core Data's version hashes; nil
    ///   when nothing could be read.
    package static func load(path: String, diagnostics: DiagnosticCollector) -> ModelBundle? {
        let files = SwiftFileSearch.files(at: path)
        var sources: [(path: String, text: String)] = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                diagnostics.report(
                    .error(
                        "cannot read the Swift file", at: ShaleModel.SourceLocation(file: file),
                        hint: "check that it exists, is readable and is UTF-8"))
                return nil
            }
            sources.append((file, text))
        }
        guard !sources.isEmpty else {
            diagnostics.report(
                .error(
                    "no Swift file here", at: ShaleModel.SourceLocation(file: path),
                    hint: "pass a Slate 3 schema source: .swift files with @SlateEntity structs"))
            return nil
        }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return read(sources, name: name, sourcePath: path, diagnostics: diagnostics)
    }

    /// Reads the schema source `sources` (each file's path, as diagnostics name it, and text).
    /// - Parameters:
    ///   - name: The model's and its one version's name.
    ///   - sourcePath: The path the model is read from.
    /// - Returns: A bundle of one version with Core Data's version hashes.
    package static func read(
        _ sources: [(path: String, text: String)], name: String, sourcePath: String,
        diagnostics: DiagnosticCollector
    ) -> ModelBundle {
        let files = sources.map { SwiftSourceFile(path: $0.path, text: $0.text) }
        var topLevelEnums: [String: [Slate3Enum]] = [:]
        var declarations: [(SwiftSourceFile, any DeclGroupSyntax, String, AttributeSyntax)] = []
        for file in files {
            if let location = file.firstSyntaxError() {
                diagnostics.report(
                    .error(
                        "the Swift source does not parse here", at: location,
                        hint: "fix the syntax: what follows is read as far as the parser recovers, "
                            + "as Slate 3's generator reads it"))
            }
            for statement in file.tree.statements {
                let item = statement.item
                if let enumDecl = item.as(EnumDeclSyntax.self) {
                    topLevelEnums[enumDecl.name.text, default: []].append(Slate3Enum(enumDecl, in: file))
                    continue
                }
                let group: (any DeclGroupSyntax, String)? =
                    item.as(StructDeclSyntax.self).map { ($0, $0.name.text) }
                    ?? item.as(ClassDeclSyntax.self).map { ($0, $0.name.text) }
                guard let (declaration, typeName) = group,
                    let attribute = SyntaxValues.attribute("SlateEntity", in: declaration.attributes)
                else { continue }
                declarations.append((file, declaration, typeName, attribute))
            }
        }
        // Slate 3 orders entities by Swift type name (`G/SwiftSchemaParser.swift:97`).
        declarations.sort { $0.2 < $1.2 }
        var results: [Slate3EntityReader.Result] = []
        for (file, declaration, typeName, attribute) in declarations {
            var reader = Slate3EntityReader(
                declaration, typeName: typeName, entityAttribute: attribute, in: file,
                topLevelEnums: topLevelEnums)
            results.append(reader.read())
            diagnostics.report(contentsOf: reader.diagnostics)
        }
        var model = Model(versionName: name, sourcePath: sourcePath)
        model.metadata.usedWithCloudKit = !results.isEmpty && results.allSatisfy(\.isCloudKit)
        model.entities = Slate3Relationships.resolve(results, diagnostics: diagnostics)
        let unverified = Dictionary(results.map { ($0.entity.name, $0.unverified) }) { first, _ in first }
        model = Resolver.resolve(model, diagnostics: diagnostics)
        for index in model.entities.indices {
            guard let reasons = unverified[model.entities[index].name], !reasons.isEmpty else { continue }
            let own = "not read statically: " + reasons.joined(separator: ", ")
            model.entities[index].versionHashUnverified = [model.entities[index].versionHashUnverified, own]
                .compactMap { $0 }.joined(separator: "; ")
        }
        return ModelBundle(name: name, sourcePath: sourcePath, currentVersionName: name, versions: [model])
    }
}
