// Stand-in Slate 3 macros: what @SlateEntity reads from an entity's syntax. Written for Shale from Slate 3.1.0's
// documented schema format; not Slate's code. Built by AppleTypeChecker into a compiler library plugin (see
// SDK/README.md).
import SwiftSyntax

/// A stored property the expansion initialises: name and type as spelled.
struct EntityProperty {
    var name: String
    var type: String
}

/// An entity's syntax: the struct (or class) `@SlateEntity` is attached to.
struct EntitySyntax {
    var name: String
    var modifiers: DeclModifierListSyntax
    var genericParameters: GenericParameterClauseSyntax?
    var members: MemberBlockItemListSyntax

    /// The declaration as an entity, or nil when it is neither a struct nor a class.
    init?(_ declaration: some DeclGroupSyntax) {
        if let entity = declaration.as(StructDeclSyntax.self) {
            (name, modifiers, genericParameters) = (entity.name.text, entity.modifiers, entity.genericParameterClause)
        } else if let entity = declaration.as(ClassDeclSyntax.self) {
            (name, modifiers, genericParameters) = (entity.name.text, entity.modifiers, entity.genericParameterClause)
        } else {
            return nil
        }
        members = declaration.memberBlock.members
    }

    var isPublic: Bool {
        modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
    }

    /// The stored `var` properties (Slate entities are immutable: each is an error).
    var storedVariables: [VariableDeclSyntax] {
        members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter {
            $0.bindingSpecifier.tokenKind == .keyword(.var) && $0.bindings.contains { $0.accessorBlock == nil }
        }
    }

    /// The persisted properties in the initialiser's order: direct attributes, then `@SlateEmbedded` properties,
    /// each group in declaration order.
    var valueProperties: [EntityProperty] {
        let lets = members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { $0.storedLet != nil }
        let ordered = lets.filter { !$0.isEmbedded } + lets.filter(\.isEmbedded)
        return ordered.compactMap(\.storedLet).filter { $0.name != "slateID" }
    }

    /// The key paths of the fields of each embedded property (`\Entity.address?.city` when the property is
    /// optional) with their column names (`address_city`, or the field's `storageName:`).
    var embeddedKeyPaths: [(keyPath: String, column: String)] {
        let nested = members.compactMap { $0.decl.as(StructDeclSyntax.self) }.filter(\.isEmbedded)
        return members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter(\.isEmbedded).flatMap { property in
            guard let stored = property.storedLet else { return [(keyPath: String, column: String)]() }
            let isOptional = stored.type.hasSuffix("?")
            let typeName = isOptional ? String(stored.type.dropLast()) : stored.type
            guard let type = nested.first(where: { $0.name.text == typeName }) else { return [] }
            let fields = type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            return fields.compactMap { field in
                field.storedLet.map { fieldProperty in
                    (
                        "\\\(name).\(stored.name)\(isOptional ? "?" : "").\(fieldProperty.name)",
                        field.storageName ?? "\(stored.name)_\(fieldProperty.name)"
                    )
                }
            }
        }
    }
}

extension VariableDeclSyntax {
    /// The property, when it is what Slate persists: `let`, one identifier, a type annotation, no accessors.
    var storedLet: EntityProperty? {
        guard bindingSpecifier.tokenKind == .keyword(.let), bindings.count == 1, let binding = bindings.first,
            binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            let type = binding.typeAnnotation?.type
        else { return nil }
        return EntityProperty(name: name.text, type: type.trimmedDescription)
    }

    var isEmbedded: Bool { attributes.contains(named: "SlateEmbedded") }

    /// The `storageName:` of the property's `@SlateAttribute`, without quotes.
    var storageName: String? {
        attributes.compactMap { $0.as(AttributeSyntax.self) }.first { $0.simpleName == "SlateAttribute" }?
            .arguments?.as(LabeledExprListSyntax.self)?.first { $0.label?.text == "storageName" }?
            .expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}

extension StructDeclSyntax {
    var isEmbedded: Bool { attributes.contains(named: "SlateEmbedded") }
}

extension AttributeListSyntax {
    /// Whether an attribute is spelled `@name` (or `@SlateSchema.name`).
    func contains(named name: String) -> Bool {
        contains { $0.as(AttributeSyntax.self)?.simpleName == name }
    }
}

extension AttributeSyntax {
    /// The attribute's name without a module qualifier.
    var simpleName: String {
        attributeName.as(MemberTypeSyntax.self)?.name.text ?? attributeName.trimmedDescription
    }
}
