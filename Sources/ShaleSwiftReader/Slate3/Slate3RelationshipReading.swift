import ShaleModel
import SwiftSyntax

extension Slate3EntityReader {
    /// The relationships of `@SlateEntity(relationships: [...])`, as Slate 3 describes them to Core Data
    /// (`G/SwiftSchemaParser.swift:799-826`, `G/GeneratedSchemaRenderer.swift:562-633`): a to-one relationship
    /// has a maximum of 1 and a minimum of 1 when required; a to-many one is always optional. A CloudKit schema's
    /// are optional and unordered, with no minimum. One Slate 3's generator cannot read (a name, destination or
    /// inverse that is no string literal) it drops without a word: here it is a warning.
    mutating func relationships() {
        guard
            let list = SyntaxValues.argument("relationships", in: entityArguments)?.expression
                .as(ArrayExprSyntax.self)
        else { return }
        for element in list.elements {
            let location = file.location(of: element.expression)
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                let kind = SyntaxValues.memberName(call.calledExpression), kind == "toOne" || kind == "toMany"
            else {
                diagnostics.append(
                    .warning(
                        "relationship '\(element.expression.trimmedDescription)' of \(owner) is no .toOne(…) or "
                            + ".toMany(…) call: Slate 3 drops it", at: location,
                        hint: "write `.toOne(\"name\", \"Destination\", inverse: \"inverse\")`"))
                continue
            }
            let unlabeled = call.arguments.filter { $0.label == nil }.map(\.expression)
            let name = unlabeled.first.flatMap(SyntaxValues.string)
            let destination = unlabeled.dropFirst().first.flatMap {
                SyntaxValues.string($0) ?? SyntaxValues.metatype($0)
            }
            let inverse = SyntaxValues.string(SyntaxValues.argument("inverse", in: call.arguments)?.expression)
            guard let name, let destination, let inverse else {
                diagnostics.append(
                    .warning(
                        "relationship '\(call.trimmedDescription)' of \(owner) has no literal name, destination or "
                            + "inverse: Slate 3's generator drops it", at: location,
                        hint: "write the name, destination and inverse as string literals"))
                continue
            }
            var relationship = Relationship(
                name: name, declaringEntity: result.entity.name,
                destinationEntity: destination, location: location)
            relationship.inverseName = inverse
            let argument = { (label: String) in SyntaxValues.argument(label, in: call.arguments)?.expression }
            switch SyntaxValues.memberName(argument("deleteRule")) ?? "nullify" {
            case "cascade": relationship.deleteRule = .cascade
            case "deny": relationship.deleteRule = .deny
            case "noAction": relationship.deleteRule = .noAction
            default: relationship.deleteRule = .nullify
            }
            if kind == "toOne" {
                relationship.isOptional = SyntaxValues.boolean(argument("optional")) ?? true
                relationship.maxCount = 1
                relationship.minCount = relationship.isOptional ? 0 : 1
            } else {
                relationship.isToMany = true
                relationship.isOptional = true
                relationship.isOrdered = SyntaxValues.boolean(argument("ordered")) ?? false
                relationship.minCount = Int(SyntaxValues.integer(argument("minCount")) ?? 0)
                relationship.maxCount = Int(SyntaxValues.integer(argument("maxCount")) ?? 0)
            }
            if result.isCloudKit {
                relationship.isOptional = true
                relationship.isOrdered = false
                relationship.minCount = 0
                if relationship.deleteRule == .deny {
                    diagnostics.append(
                        .error(
                            "relationship '\(name)' of \(owner) denies deletion, which CloudKit "
                                + "schemas cannot", at: location, hint: "choose another delete rule"))
                }
            }
            result.destinations[name] = destination
            result.entity.relationships.append(relationship)
        }
    }
}
