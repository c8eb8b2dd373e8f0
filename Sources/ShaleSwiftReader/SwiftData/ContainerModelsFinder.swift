import ShaleModel
import SwiftSyntax

/// The model types an app hands SwiftData without a `VersionedSchema`: `Schema([A.self, B.self])`,
/// `ModelContainer(for: A.self, B.self)`, `.modelContainer(for: [A.self])`. Sources without a schema are one version
/// of these types (and what they reach), as the container builds it; only when no such call is found, of every
/// `@Model` class.
final class ContainerModelsFinder: SyntaxVisitor {
    private let locations: SyntaxLocations
    /// The types named, as written without `.self`, in source order.
    private(set) var found: [(name: String, location: ShaleModel.SourceLocation)] = []

    /// A finder for the file at `path`, parsed as `tree`.
    init(path: String, tree: SourceFileSyntax) {
        locations = SyntaxLocations(path: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        let last = called.split(separator: ".").last.map(String.init) ?? called
        guard last == "Schema" || last == "ModelContainer" || last == "modelContainer" else { return .visitChildren }
        for argument in node.arguments {
            let expressions =
                argument.expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) }
                ?? [argument.expression]
            for expression in expressions {
                let text = expression.trimmedDescription
                guard text.hasSuffix(".self") else { continue }
                found.append((String(text.dropLast(5)), locations.location(of: expression)))
            }
        }
        return .visitChildren
    }
}
