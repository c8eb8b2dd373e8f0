import ShaleModel
import SwiftSyntax

/// A stored property Slate 3 persists: `let NAME: TYPE` with one binding, a type annotation and no accessors
/// (`G/SwiftSchemaParser.swift:515-530` of Slate 3.1.0), in an entity or an embedded struct.
struct Slate3StoredProperty {
    var name: String
    /// The type as spelled, `?` included.
    var typeText: String
    var attributes: AttributeListSyntax
    var node: VariableDeclSyntax

    /// Whether only a trailing `?` makes the type optional (Slate 3 reads no `Optional<T>`).
    var isOptional: Bool { typeText.hasSuffix("?") }
    /// The type without the trailing `?`.
    var baseType: String { isOptional ? String(typeText.dropLast()) : typeText }

    /// The stored properties among `members`, in declaration order, and an error for each declaration Slate 3
    /// rejects: a stored `var`, stored properties inside `#if`.
    static func read(
        _ members: MemberBlockItemListSyntax, owner: String, in file: SwiftSourceFile,
        diagnostics: inout [Diagnostic]
    ) -> [Slate3StoredProperty] {
        var properties: [Slate3StoredProperty] = []
        for member in members {
            if let conditional = member.decl.as(IfConfigDeclSyntax.self),
                conditional.description.contains("let ") || conditional.description.contains("var ")
            {
                diagnostics.append(
                    .error(
                        "\(owner) declares properties inside #if, which Slate 3 cannot read",
                        at: file.location(of: conditional),
                        hint:
                            "declare every stored property unconditionally; Slate 3 stores one schema on every platform"
                    ))
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                binding.accessorBlock == nil, name != "slateID",
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            guard let type = binding.typeAnnotation?.type else { continue }
            if variable.bindingSpecifier.tokenKind == .keyword(.var) {
                diagnostics.append(
                    .error(
                        "stored property '\(name)' of \(owner) is a var, which Slate 3 rejects",
                        at: file.location(of: variable.bindingSpecifier),
                        hint: "declare it with let: Slate 3's structs are immutable, its generated class is mutable"))
                continue
            }
            properties.append(
                Slate3StoredProperty(
                    name: name.trimmingBackticks, typeText: type.trimmedDescription,
                    attributes: variable.attributes, node: variable))
        }
        return properties
    }

    /// The `@SlateAttribute(…)` arguments of the property.
    var slateAttribute: LabeledExprListSyntax? {
        SyntaxValues.attribute("SlateAttribute", in: attributes).flatMap(SyntaxValues.arguments(of:))
    }

    /// Whether the property is marked `@SlateEmbedded`.
    var isEmbedded: Bool { SyntaxValues.attribute("SlateEmbedded", in: attributes) != nil }

    /// The column: `storageName:`, else `fallback`.
    func storageName(else fallback: String) -> String {
        SyntaxValues.string(SyntaxValues.argument("storageName", in: slateAttribute)?.expression) ?? fallback
    }

    /// Whether an argument of `@SlateAttribute` is the literal `true`.
    func flag(_ label: String) -> Bool {
        SyntaxValues.boolean(SyntaxValues.argument(label, in: slateAttribute)?.expression) == true
    }
}
