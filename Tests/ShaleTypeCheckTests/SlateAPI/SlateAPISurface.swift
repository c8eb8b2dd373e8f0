import Foundation
import SwiftParser
import SwiftSyntax

/// The public API of Swift sources as a client's calls see it, read with swift-syntax: per type (`""` for the top
/// level, `Outer.Inner` for a nested type), one key per public member, spelling its kind, name, argument labels,
/// `static` and effects (`func fetch() throws(SlateTransactionError)`, `subscript(_:)`, `var values`,
/// `case underlying(_:)`, `type StreamUpdate`). Parameter and result types are left out: the stand-in spells
/// Core Data's (`NSManagedObject`, `NSManagedObjectID`) where ShaleRuntime has its own.
struct SlateAPISurface {
    /// Each type's public members.
    private(set) var members: [String: Set<String>] = [:]
    /// The members again, each also as a call may spell it without its trailing parameters that have default
    /// values (`equals(_:_:)` with a defaulted second parameter is called as `equals(_:)` too).
    private(set) var callable: [String: Set<String>] = [:]
    /// Generic type aliases, by name, to the type they name and its generic arguments
    /// (`SlateQueryRequest` → `SlateRequest`, `[T, SlateQueryAccess]`).
    private(set) var aliases: [String: (type: String, arguments: [String])] = [:]

    /// The surface of the Swift files `paths`.
    init(paths: [String]) throws {
        for path in paths {
            let collector = Collector()
            collector.walk(Parser.parse(source: try String(contentsOfFile: path, encoding: .utf8)))
            members.merge(collector.members) { $0.union($1) }
            callable.merge(collector.callable) { $0.union($1) }
            aliases.merge(collector.aliases) { first, _ in first }
        }
        // An extension of an aliased type constrained to one of the alias's arguments (`where Access ==
        // SlateQueryAccess`) was read under `Type[Argument]`: it belongs to that alias alone.
        for (alias, target) in aliases {
            for argument in target.arguments {
                let key = "\(target.type)[\(argument)]"
                members[alias, default: []].formUnion(members[key] ?? [])
                callable[alias, default: []].formUnion(callable[key] ?? [])
            }
            members[alias, default: []].formUnion(members[target.type] ?? [])
            callable[alias, default: []].formUnion(callable[target.type] ?? [])
        }
        // Any other constrained extension (`where T == String`) adds to its type.
        let consumed = Set(aliases.values.flatMap { target in target.arguments.map { "\(target.type)[\($0)]" } })
        for key in members.keys where key.hasSuffix("]") && !consumed.contains(key) {
            let type = String(key[..<key.firstIndex(of: "[")!])
            members[type, default: []].formUnion(members[key] ?? [])
            callable[type, default: []].formUnion(callable[key] ?? [])
        }
        members = members.filter { !$0.key.hasSuffix("]") }
        callable = callable.filter { !$0.key.hasSuffix("]") }
    }

    /// Every `type: member` line, sorted.
    var lines: [String] {
        members.flatMap { type, keys in keys.map { "\(type.isEmpty ? "(top level)" : type): \($0)" } }.sorted()
    }

    /// Walks a file's declarations, keeping the public ones.
    private final class Collector: SyntaxVisitor {
        var members: [String: Set<String>] = [:]
        var callable: [String: Set<String>] = [:]
        var aliases: [String: (type: String, arguments: [String])] = [:]
        /// The enclosing types, and whether each makes its members public (a `public extension`, a public enum's
        /// cases, a public protocol's requirements).
        private var scopes: [(name: String, membersArePublic: Bool, isProtocol: Bool)] = []

        init() { super.init(viewMode: .sourceAccurate) }

        private var owner: String { scopes.map(\.name).joined(separator: ".") }

        private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            if modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) { return true }
            if modifiers.contains(where: { ["private", "fileprivate", "internal", "package"].contains($0.name.text) }) {
                return false
            }
            return scopes.last?.membersArePublic ?? false
        }

        /// Records `key` when `modifiers` make it public; `shorter` are the spellings of a call that leaves out
        /// defaulted parameters.
        private func add(_ key: String, _ modifiers: DeclModifierListSyntax, shorter: [String] = []) {
            guard isPublic(modifiers) else { return }
            let prefix = modifiers.contains { ["static", "class"].contains($0.name.text) } ? "static " : ""
            members[owner, default: []].insert(prefix + key)
            callable[owner, default: []].formUnion(([key] + shorter).map { prefix + $0 })
        }

        private func enter(
            _ name: String, _ modifiers: DeclModifierListSyntax, isProtocol: Bool = false,
            membersArePublic: Bool? = nil
        ) -> SyntaxVisitorContinueKind {
            let visible = isPublic(modifiers)
            if visible { add("type \(name)", modifiers.filter { !["static", "class"].contains($0.name.text) }) }
            scopes.append((name, membersArePublic ?? (visible && isProtocol), isProtocol))
            return visible ? .visitChildren : .skipChildren
        }

        private func leave() { scopes.removeLast() }

        private static func effects(_ effects: FunctionEffectSpecifiersSyntax?) -> String {
            var text = ""
            if effects?.asyncSpecifier != nil { text += " async" }
            if let clause = effects?.throwsClause {
                text += " " + clause.throwsSpecifier.text
                if let type = clause.type { text += "(\(type.trimmedDescription))" }
            }
            return text
        }

        private static func labels(_ parameters: FunctionParameterListSyntax) -> String {
            parameters.map { "\($0.firstName.text):" }.joined()
        }

        /// `parameters`' labels without each run of trailing defaulted parameters, shortest last.
        private static func shorterLabels(_ parameters: FunctionParameterListSyntax) -> [String] {
            var kept = Array(parameters)
            var spellings: [String] = []
            while let last = kept.last, last.defaultValue != nil {
                kept.removeLast()
                spellings.append(kept.map { "\($0.firstName.text):" }.joined())
            }
            return spellings
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.modifiers)
        }
        override func visitPost(_ node: ClassDeclSyntax) { leave() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.modifiers)
        }
        override func visitPost(_ node: StructDeclSyntax) { leave() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.modifiers, membersArePublic: false)
        }
        override func visitPost(_ node: EnumDeclSyntax) { leave() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.modifiers, isProtocol: true)
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { leave() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            // An extension adds to the type it names, wherever it is written.
            var name = node.extendedType.trimmedDescription.components(separatedBy: "<")[0]
            let sameTypes =
                node.genericWhereClause?.requirements.compactMap {
                    $0.requirement.as(SameTypeRequirementSyntax.self)?.rightType.trimmedDescription
                } ?? []
            if let argument = sameTypes.first { name += "[\(argument)]" }
            let isPublicExtension = node.modifiers.contains { $0.name.text == "public" }
            let saved = scopes
            scopes = name.split(separator: ".").map { (name: String($0), membersArePublic: false, isProtocol: false) }
            scopes[scopes.count - 1].membersArePublic = isPublicExtension
            extensionScopes.append(saved)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scopes = extensionScopes.removeLast() }
        private var extensionScopes: [[(name: String, membersArePublic: Bool, isProtocol: Bool)]] = []

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            add("type \(node.name.text)", node.modifiers)
            if isPublic(node.modifiers), scopes.isEmpty, node.genericParameterClause != nil,
                let target = node.initializer.value.as(IdentifierTypeSyntax.self)
            {
                let arguments = target.genericArgumentClause?.arguments.map(\.argument.trimmedDescription) ?? []
                aliases[node.name.text] = (target.name.text, arguments)
            }
            return .skipChildren
        }

        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
            add("associatedtype \(node.name.text)", node.modifiers)
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let signature = node.signature
            let parameters = signature.parameterClause.parameters
            let effects = Self.effects(signature.effectSpecifiers)
            add(
                "func \(node.name.text)(\(Self.labels(parameters)))" + effects, node.modifiers,
                shorter: Self.shorterLabels(parameters).map { "func \(node.name.text)(\($0))" + effects })
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            let signature = node.signature
            let parameters = signature.parameterClause.parameters
            let effects = Self.effects(signature.effectSpecifiers)
            let name = "init" + (node.optionalMark?.text ?? "")
            add(
                "\(name)(\(Self.labels(parameters)))" + effects, node.modifiers,
                shorter: Self.shorterLabels(parameters).map { "\(name)(\($0))" + effects })
            return .skipChildren
        }

        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
            // A subscript's parameters have no argument label unless they spell two names.
            let labels = node.parameterClause.parameters.map { ($0.secondName == nil ? "_" : $0.firstName.text) + ":" }
            add("subscript(\(labels.joined()))", node.modifiers)
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                add("var \(name)", node.modifiers)
            }
            return .skipChildren
        }

        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            // Cases are written only in their enum's declaration, whose children are visited only when it is public:
            // a case is as visible as its enum.
            for element in node.elements {
                let labels =
                    element.parameterClause.map { clause in
                        "(" + clause.parameters.map { ($0.firstName?.text ?? "_") + ":" }.joined() + ")"
                    } ?? ""
                members[owner, default: []].insert("case \(element.name.text)\(labels)")
                callable[owner, default: []].insert("case \(element.name.text)\(labels)")
            }
            return .skipChildren
        }
    }
}
