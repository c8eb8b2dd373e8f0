// Stand-in Slate 3 macros: the markers slate-generator reads from the source and the compiler expands to nothing.
import SwiftSyntax
import SwiftSyntaxMacros

/// `@SlateAttribute(…)`: metadata for slate-generator; its arguments are type-checked against the declaration.
public struct SlateAttributeMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `@SlateEmbedded`, on an entity's property and on the struct nested in the entity that is its type.
public struct SlateEmbeddedMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `#Index<Entity>([\.a], [\.b, \.c], order: …)`: expands to nothing; the compiler still checks each key path
/// as a `PartialKeyPath<Entity>`.
public struct SlateIndexMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `#Unique<Entity>([\.a], [\.b, \.c])`: expands to nothing; the key paths are checked as for `#Index`.
public struct SlateUniqueMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
