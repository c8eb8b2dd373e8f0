// Stand-in SwiftData macros: what @Model reads from a class's syntax. Written from SwiftData's documented
// behaviour; no Apple code. Built by AppleTypeChecker into a compiler library plugin (see SDK/README.md).
import SwiftSyntax

extension VariableDeclSyntax {
    /// The property's name, when it binds one identifier.
    var propertyName: String? {
        guard bindings.count == 1 else { return nil }
        // Without backticks: `_name` storage and `\\Model.name` key paths are built from it.
        return (bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text).map {
            String($0.filter { $0 != "`" })
        }
    }

    /// Whether the property is `static` or `class`.
    var isTypeProperty: Bool {
        modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    /// Whether the property is `lazy`.
    var isLazy: Bool { modifiers.contains { $0.name.tokenKind == .keyword(.lazy) } }

    /// Whether the property has storage: no accessors, or only observers (`willSet`, `didSet`).
    var isStored: Bool {
        bindings.allSatisfy { binding in
            guard let accessors = binding.accessorBlock?.accessors else { return true }
            guard case .accessors(let list) = accessors else { return false }
            return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    /// The first attribute spelled `@name` (or `@SwiftData.name`).
    func attribute(named name: String) -> AttributeSyntax? {
        attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.simpleName == name }
    }

    /// Whether `@Model` persists this property: a stored instance property, not `@Transient`, not `lazy`, not one
    /// of the macro's own members (`_$…`).
    var isPersisted: Bool {
        guard let name = propertyName, !name.hasPrefix("_$") else { return false }
        return !isTypeProperty && !isLazy && isStored && attribute(named: "Transient") == nil
    }
}

extension AttributeSyntax {
    /// The attribute's name without a module qualifier.
    var simpleName: String {
        if let member = attributeName.as(MemberTypeSyntax.self) { return member.name.text }
        return attributeName.trimmedDescription
    }

    /// The argument list as written, or empty.
    var argumentText: String {
        arguments?.as(LabeledExprListSyntax.self)?.trimmedDescription ?? ""
    }

    /// The expression of the argument labelled `label`.
    func argument(labelled label: String) -> ExprSyntax? {
        arguments?.as(LabeledExprListSyntax.self)?.first { $0.label?.text == label }?.expression
    }

    /// Whether an unlabelled option is `.transformable(by:)`.
    var hasTransformableOption: Bool {
        guard let list = arguments?.as(LabeledExprListSyntax.self) else { return false }
        return list.contains { element in
            element.label == nil
                && element.expression.as(FunctionCallExprSyntax.self)?.calledExpression
                    .as(MemberAccessExprSyntax.self)?.declName.baseName.text == "transformable"
        }
    }
}

extension ClassDeclSyntax {
    /// The persisted properties, in declaration order.
    var persistedProperties: [VariableDeclSyntax] {
        memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter(\.isPersisted)
    }

    /// The `#name(…)` declarations in the class body (`#Unique`, `#Index`).
    func freestandingMacros(named name: String) -> [MacroExpansionDeclSyntax] {
        memberBlock.members.compactMap { $0.decl.as(MacroExpansionDeclSyntax.self) }
            .filter { $0.macroName.text == name }
    }

    /// The superclass, for a model subclass (iOS 26 / macOS 26 model inheritance). Syntax cannot tell a
    /// superclass from a protocol, so the stand-in relies on Apple's rule that a model subclass is marked
    /// `@available` for a 26 release or later: the first inherited type of such a class is its superclass, unless
    /// it is one of `knownProtocols` (documented in SDK/README.md).
    var modelSuperclass: String? {
        guard isAvailableFrom26, let first = inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        else { return nil }
        let simple = first.split(separator: ".").last.map(String.init) ?? first
        return Self.knownProtocols.contains(simple) ? nil : first
    }

    /// Whether an `@available` attribute names a platform version of 26 or later.
    private var isAvailableFrom26: Bool {
        attributes.compactMap { $0.as(AttributeSyntax.self) }.filter { $0.simpleName == "available" }.contains {
            ($0.arguments?.trimmedDescription ?? "").split(whereSeparator: { !$0.isNumber && $0 != "." })
                .compactMap { Int($0.split(separator: ".").first ?? "") }.contains { $0 >= 26 }
        }
    }

    static let knownProtocols: Set<String> = [
        "AnyObject", "Sendable", "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Identifiable",
        "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "PersistentModel", "Observable",
        "ObservableObject", "Transferable", "Error", "CaseIterable", "NSObjectProtocol", "SendableMetatype",
    ]
}
