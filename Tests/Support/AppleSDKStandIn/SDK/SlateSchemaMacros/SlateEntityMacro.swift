// Stand-in Slate 3 macros: @SlateEntity. The expansion is written from what Slate 3.1.0 documents its macro adds;
// it only has to type-check as Slate's does (see SDK/README.md for where it is simpler).
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@SlateEntity`: turns a public struct of `let` attributes into Slate's immutable model.
///
/// Members: `slateID`, a stored `public let` per relationship (`Destination?`, `[Destination]?`), the memberwise
/// initialiser (`slateID`, attributes, embedded properties, relationships), `init(managedObject:)` over a nested
/// `ManagedPropertyProviding` protocol, and `keypathToAttribute`/`keypathToRelationship` over `PartialKeyPath<Self>`.
/// Extensions: `SlateObject` (so `Sendable`), the two key path protocols, `Identifiable` with `id` = `slateID`,
/// `Equatable` and `Hashable` over `slateID` and every attribute and embedded property.
///
/// So the compiler rejects what it rejects with Slate's macro: a cycle of to-one relationships ("value type …
/// cannot have a stored property that recursively contains it"), an attribute named `id` (a redeclaration), a
/// class ("covariant 'Self' …"), an attribute or embedded struct that is not Hashable or Sendable.
public struct SlateEntityMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let entity = EntitySyntax(declaration) else {
            let message = "@SlateEntity can only be attached to a struct or a class"
            context.diagnose(SlateDiagnostic.error(message, at: node))
            return []
        }
        diagnoseShape(of: entity, at: node, in: context)
        let properties = entity.valueProperties
        let relationships = RelationshipProperty.list(in: node)
        let parameters =
            ["slateID: SlateID = NSManagedObjectID()"] + properties.map { "\($0.name): \($0.type)" }
            + relationships.map { "\($0.name): \($0.type) = nil" }
        let assignments = (["slateID"] + properties.map(\.name) + relationships.map(\.name))
            .map { "self.\($0) = \($0)" }
        let requirements = ["var objectID: SlateID { get }"] + properties.map { "var \($0.name): \($0.type) { get }" }
        let reads =
            ["self.slateID = managedObject.objectID"]
            + properties.map { "self.\($0.name) = managedObject.\($0.name)" }
            + relationships.map { "self.\($0.name) = nil" }
        let attributeCases =
            properties.map { (keyPath: "\\\(entity.name).\($0.name)", column: $0.name) }
            + entity.embeddedKeyPaths
        let relationshipCases = relationships.map { (keyPath: "\\\(entity.name).\($0.name)", column: $0.name) }
        return ["public let slateID: SlateID"]
            + relationships.map { "public let \(raw: $0.name): \(raw: $0.type)" }
            + [
                """
                public init(
                \(raw: parameters.joined(separator: ",\n"))
                ) {
                \(raw: assignments.joined(separator: "\n"))
                }
                """,
                """
                public protocol ManagedPropertyProviding: AnyObject {
                \(raw: requirements.joined(separator: "\n"))
                }
                """,
                """
                public init(managedObject: some ManagedPropertyProviding) {
                \(raw: reads.joined(separator: "\n"))
                }
                """,
                keyPathMap("keypathToAttribute", cases: attributeCases),
                keyPathMap("keypathToRelationship", cases: relationshipCases),
            ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let entity = EntitySyntax(declaration) else { return [] }
        let type = type.trimmed
        let compared = ["slateID"] + entity.valueProperties.map(\.name)
        return [
            try ExtensionDeclSyntax("extension \(type): SlateObject {}"),
            try ExtensionDeclSyntax("extension \(type): SlateKeypathAttributeProviding {}"),
            try ExtensionDeclSyntax("extension \(type): SlateKeypathRelationshipProviding {}"),
            try ExtensionDeclSyntax(
                """
                extension \(type): Identifiable {
                public var id: SlateID { slateID }
                }
                """),
            try ExtensionDeclSyntax(
                """
                extension \(type): Equatable {
                public static func == (lhs: \(type), rhs: \(type)) -> Bool {
                \(raw: compared.map { "lhs.\($0) == rhs.\($0)" }.joined(separator: "\n&& "))
                }
                }
                """),
            try ExtensionDeclSyntax(
                """
                extension \(type): Hashable {
                public func hash(into hasher: inout Hasher) {
                \(raw: compared.map { "hasher.combine(\($0))" }.joined(separator: "\n"))
                }
                }
                """),
        ]
    }

    /// `static func name(_:)`: a switch from each key path to its column or relationship name.
    private static func keyPathMap(_ name: String, cases: [(keyPath: String, column: String)]) -> DeclSyntax {
        let lines = cases.map { "case \($0.keyPath): \"\($0.column)\"" }
        return """
            public static func \(raw: name)(_ keyPath: PartialKeyPath<Self>) -> String {
            switch keyPath {
            \(raw: lines.joined(separator: "\n"))
            default: fatalError("not a key path of this entity")
            }
            }
            """
    }

    /// Stand-in wording for what Slate's macro also rejects: an entity that is not public, a generic entity, a
    /// stored `var`.
    private static func diagnoseShape(
        of entity: EntitySyntax, at node: AttributeSyntax,
        in context: some MacroExpansionContext
    ) {
        if !entity.isPublic {
            context.diagnose(SlateDiagnostic.error("@SlateEntity type '\(entity.name)' must be public", at: node))
        }
        if let generics = entity.genericParameters {
            context.diagnose(
                SlateDiagnostic.error(
                    "@SlateEntity type '\(entity.name)' cannot be generic",
                    at: generics))
        }
        for variable in entity.storedVariables {
            context.diagnose(SlateDiagnostic.error("@SlateEntity stored properties must be 'let'", at: variable))
        }
    }
}

/// A diagnostic of the stand-in Slate macros (their wording, not Slate's).
struct SlateDiagnostic: DiagnosticMessage {
    var message: String
    var diagnosticID: MessageID { MessageID(domain: "SlateSchemaMacros", id: message) }
    var severity: DiagnosticSeverity { .error }

    /// An error at `node`.
    static func error(_ message: String, at node: some SyntaxProtocol) -> Diagnostic {
        Diagnostic(node: node, message: SlateDiagnostic(message: message))
    }
}
