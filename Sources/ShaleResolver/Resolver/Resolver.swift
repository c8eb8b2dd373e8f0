import ShaleModel
import ShaleReader

/// Turns one parsed model version into the IR: decodes every element, resolves inheritance, checks
/// names and references.
///
/// Every recoverable problem is reported; the returned model is complete as far as the input allows,
/// so callers decide from the diagnostics whether to use it.
public enum Resolver {
    /// Resolves `parsed`.
    /// - Returns: The model and every problem found, unsorted.
    public static func resolve(_ parsed: ParsedModel) -> (Model, [Diagnostic]) {
        resolve(decode(parsed))
    }

    /// The first step of `resolve(_:)`: the IR as `parsed` declares it, nothing inherited or checked yet. Once
    /// decoded, the XML tree is no longer needed, and a caller holding many can free them before the rest.
    /// - Returns: The model and the problems found so far.
    static func decode(_ parsed: consuming ParsedModel) -> (Model, [Diagnostic]) {
        var decoder = ModelDecoder()
        let model = decoder.decode(parsed)
        return (model, decoder.diagnostics)
    }

    /// The rest of `resolve(_:)`, on what `decode(_:)` returned: momc's derivations, inheritance, names,
    /// references and Core Data's version hashes.
    /// - Returns: The model and every problem found, unsorted.
    static func resolve(_ decoded: consuming (Model, [Diagnostic])) -> (Model, [Diagnostic]) {
        var (model, diagnostics) = decoded

        var names = NameChecker()
        names.check(model)
        diagnostics += names.diagnostics

        MomcDerivations.apply(to: &model)

        var inheritance = InheritanceResolver()
        inheritance.resolve(&model.entities)
        diagnostics += inheritance.diagnostics

        var references = ReferenceChecker(model)
        references.check(model)
        diagnostics += references.diagnostics

        VersionHash.assign(to: &model)
        return (model, diagnostics)
    }
}
