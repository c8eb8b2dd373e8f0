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
        var decoder = ModelDecoder()
        var model = decoder.decode(parsed)
        var diagnostics = decoder.diagnostics

        var names = NameChecker()
        names.check(model)
        diagnostics += names.diagnostics

        var inheritance = InheritanceResolver()
        inheritance.resolve(&model.entities)
        diagnostics += inheritance.diagnostics

        var references = ReferenceChecker(model)
        references.check(model)
        diagnostics += references.diagnostics
        return (model, diagnostics)
    }
}
