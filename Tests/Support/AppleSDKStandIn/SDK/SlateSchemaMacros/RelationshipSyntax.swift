// Stand-in Slate 3 macros: the relationships @SlateEntity reads from its `relationships:` argument.
import SwiftSyntax

/// One `.toOne(…)` or `.toMany(…)` of `@SlateEntity(relationships: [...])`, as the stored property it becomes.
struct RelationshipProperty {
    var name: String
    /// `Destination?` for a to-one, `[Destination]?` for a to-many.
    var type: String

    /// The relationships listed in `attribute`'s `relationships:` array, in order. An element the stand-in
    /// cannot read (not a `.toOne`/`.toMany` call, or whose name or destination is not a literal) is skipped:
    /// its arguments are still type-checked against `SlateRelationship`, but it adds no property.
    static func list(in attribute: AttributeSyntax) -> [RelationshipProperty] {
        let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?
            .first { $0.label?.text == "relationships" }?.expression.as(ArrayExprSyntax.self)
        return (argument?.elements ?? []).compactMap { element in
            element.expression.as(FunctionCallExprSyntax.self).flatMap(RelationshipProperty.init(call:))
        }
    }

    /// `.toOne("name", "Destination", …)`, `SlateRelationship.toMany("name", Destination.self, …)`.
    private init?(call: FunctionCallExprSyntax) {
        guard let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            ["toOne", "toMany"].contains(kind)
        else { return nil }
        let unlabelled = call.arguments.filter { $0.label == nil }.map(\.expression)
        guard unlabelled.count == 2,
            let name = unlabelled[0].as(StringLiteralExprSyntax.self)?.representedLiteralValue,
            let destination = Self.typeName(of: unlabelled[1])
        else { return nil }
        self.name = name
        self.type = kind == "toOne" ? "\(destination)?" : "[\(destination)]?"
    }

    /// `"Destination"` or `Destination.self`.
    private static func typeName(of expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self"
        else { return nil }
        return member.base?.trimmedDescription
    }
}
