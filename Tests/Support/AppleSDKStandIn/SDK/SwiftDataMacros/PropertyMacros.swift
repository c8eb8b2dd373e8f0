// Stand-in SwiftData macros: the per-property macros and the model-level constraint macros.
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@_PersistedProperty`: accessors that read and write the backing data (observed through the registrar), an
/// init accessor so initialisers assign the property as they would a stored one, and the `_name` storage.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        persistedAccessors(of: declaration, get: "getValue", set: "setValue")
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        persistedStorage(of: declaration)
    }
}

/// `@_TransformablePersistedProperty`: as `@_PersistedProperty`, through the backing data's transformable accessors.
public struct TransformablePersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        persistedAccessors(of: declaration, get: "getTransformableValue", set: "setTransformableValue")
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        persistedStorage(of: declaration)
    }
}

/// The init accessor, getter and setter of a persisted property, reading with `get` and writing with `set`.
private func persistedAccessors(
    of declaration: some DeclSyntaxProtocol, get: String,
    set: String
) -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self), let name = property.propertyName else {
        return []
    }
    return [
        """
        @storageRestrictions(accesses: _$backingData, initializes: _\(raw: name))
        init(initialValue) {
        _$backingData.\(raw: set)(forKey: \\.\(raw: name), to: initialValue)
        _\(raw: name) = _SwiftDataNoType()
        }
        """,
        """
        get {
        _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
        return self.\(raw: get)(forKey: \\.\(raw: name))
        }
        """,
        """
        set {
        _$observationRegistrar.withMutation(of: self, keyPath: \\.\(raw: name)) {
        self.\(raw: set)(forKey: \\.\(raw: name), to: newValue)
        }
        }
        """,
    ]
}

/// The `_name` storage of a persisted property.
private func persistedStorage(of declaration: some DeclSyntaxProtocol) -> [DeclSyntax] {
    guard let name = declaration.as(VariableDeclSyntax.self)?.propertyName else { return [] }
    return ["@Transient\nprivate var _\(raw: name): _SwiftDataNoType"]
}

/// `@Attribute(…)`: metadata only; `@Model` copies its arguments into `schemaMetadata`.
public struct AttributePropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `@Relationship(…)`: metadata only; `@Model` copies its arguments and checks its `inverse:`.
public struct RelationshipPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `@Transient`: a marker `@Model` reads; the property stays stored.
public struct TransientPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `#Unique<Model>(…)`: expands to nothing; `@Model` reads it and checks its key paths against the class.
public struct UniqueConstraintsMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try requireModelClass(node, context: context)
        return []
    }
}

/// `#Index<Model>(…)`: expands to nothing; `@Model` reads it and checks its key paths against the class.
public struct IndexMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try requireModelClass(node, context: context)
        return []
    }
}

/// Stand-in wording: `#Unique` and `#Index` describe the class they are declared in, so elsewhere they are an
/// error (Apple's model reads them from the class body too; its message could not be checked).
private func requireModelClass(
    _ node: some FreestandingMacroExpansionSyntax,
    context: some MacroExpansionContext
) throws {
    let enclosing = context.lexicalContext.first?.as(ClassDeclSyntax.self)
    if enclosing?.attributes.contains(where: { $0.as(AttributeSyntax.self)?.simpleName == "Model" }) == true {
        return
    }
    let message = "#\(node.macroName.text) can only be declared in the body of an @Model class"
    context.diagnose(Diagnostic(node: node, message: StandInDiagnostic(message: message)))
}

/// A diagnostic of the stand-in macros.
struct StandInDiagnostic: DiagnosticMessage {
    var message: String
    var diagnosticID: MessageID { MessageID(domain: "SwiftDataMacros", id: message) }
    var severity: DiagnosticSeverity { .error }
}
