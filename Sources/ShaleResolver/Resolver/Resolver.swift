import ShaleModel
import ShaleReader

/// Turns one parsed model version into the IR: decodes every element, resolves inheritance, checks
/// names and references.
///
/// Every recoverable problem is reported; the returned model is complete as far as the input allows,
/// so callers decide from the diagnostics whether to use it.
package enum Resolver {
    /// Resolves `parsed`.
    /// - Parameters:
    ///   - parsed: One parsed version.
    ///   - diagnostics: Where every problem found is reported.
    /// - Returns: The model, complete as far as the input allows.
    package static func resolve(_ parsed: ParsedModel, diagnostics: DiagnosticCollector) -> Model {
        resolve(decode(parsed, diagnostics: diagnostics), diagnostics: diagnostics)
    }

    /// Resolves a model built in memory rather than decoded from XML (a SwiftData schema read from Swift sources):
    /// the same derivations, inheritance, checks and version hashes as a decoded one.
    package static func resolve(built model: Model, diagnostics: DiagnosticCollector) -> Model {
        resolve(model, versionHashes: .computed, diagnostics: diagnostics)
    }

    /// The first step of `resolve(_:diagnostics:)`: the IR as `parsed` declares it, nothing inherited or checked
    /// yet. Once decoded, the XML tree is no longer needed, and a caller holding many can free them before the rest.
    static func decode(_ parsed: consuming ParsedModel, diagnostics: DiagnosticCollector) -> Model {
        var decoder = ModelDecoder(diagnostics: diagnostics)
        return decoder.decode(parsed)
    }

    /// The rest of `resolve(_:diagnostics:)`, on what `decode(_:diagnostics:)` returned: momc's derivations,
    /// inheritance, uniqueness constraints, names, references and, unless `versionHashes` skips them, Core Data's
    /// version hashes.
    package static func resolve(
        _ decoded: consuming Model, versionHashes: ModelLoader.VersionHashes = .computed,
        diagnostics: DiagnosticCollector
    ) -> Model {
        var model = decoded

        var names = NameChecker(diagnostics: diagnostics)
        names.check(model)

        MomcDerivations.apply(to: &model)

        var inheritance = InheritanceResolver(diagnostics: diagnostics)
        inheritance.resolve(&model.entities)

        var constraints = UniquenessConstraintResolver(diagnostics: diagnostics)
        constraints.resolve(&model.entities)

        var references = ReferenceChecker(model, diagnostics: diagnostics)
        references.check(model)

        if versionHashes == .computed {
            VersionHash.assign(to: &model)
        }
        return model
    }
}
