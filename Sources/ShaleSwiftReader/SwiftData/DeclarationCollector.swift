import Foundation
import ShaleModel
import SwiftSyntax

/// Walks one parsed Swift file and records what SwiftData's schema is built from (`SwiftDataDeclarations`): `@Model`
/// classes, `VersionedSchema` and `SchemaMigrationPlan` types, type aliases, value types and stages held in static
/// properties. It reads declarations only; no expression is evaluated beyond literals.
final class DeclarationCollector: SyntaxVisitor {
    private let locations: SyntaxLocations
    private var scope: [String] = []
    private(set) var found: SwiftDataDeclarations

    /// A collector adding to `declarations` what the file at `path` (parsed as `tree`) declares.
    init(path: String, tree: SourceFileSyntax, adding declarations: SwiftDataDeclarations) {
        locations = SyntaxLocations(path: path, tree: tree)
        found = declarations
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types and scopes

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = Self.inherited(node.inheritanceClause)
        let name = node.name.text
        if !node.attributes.named("Model").isEmpty {
            var model = SwiftDataDeclarations.ModelClass(
                name: name, scope: scope, inherited: inherited,
                location: locations.location(of: node.name))
            readModelMembers(node.memberBlock, into: &model)
            found.models.append(model)
        } else {
            record(
                typeNamed: name, isStruct: false, isEnum: false, inherited: inherited, members: node.memberBlock,
                at: node.name)
        }
        enter(name)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { leave(1) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            typeNamed: node.name.text, isStruct: true, isEnum: false,
            inherited: Self.inherited(node.inheritanceClause),
            members: node.memberBlock, at: node.name)
        enter(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { leave(1) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            typeNamed: node.name.text, isStruct: false, isEnum: true,
            inherited: Self.inherited(node.inheritanceClause),
            members: node.memberBlock, at: node.name)
        enter(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { leave(1) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parts = node.extendedType.trimmedDescription.split(separator: ".").map(String.init)
        scope += parts
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        leave(node.extendedType.trimmedDescription.split(separator: ".").count)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let qualified = (scope + [node.name.text]).joined(separator: ".")
        found.aliases[qualified] = SwiftDataDeclarations.Alias(
            target: node.initializer.value.trimmedDescription, scope: scope,
            location: locations.location(of: node.name))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // A stage held in a static property: `static let migrateV1toV2 = MigrationStage.lightweight(...)`.
        guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value, let stage = stage(in: value)
            else { continue }
            found.namedStages[(scope + [name]).joined(separator: ".")] = stage
        }
        return .skipChildren
    }

    private func enter(_ name: String) {
        scope.append(name)
        found.declaredTypes.insert(scope.joined(separator: "."))
    }

    private func leave(_ count: Int) {
        scope.removeLast(min(count, scope.count))
    }

    /// Records a type that is not a `@Model` class: a schema, a plan, or a value type.
    private func record(
        typeNamed name: String, isStruct: Bool, isEnum: Bool, inherited: [String],
        members: MemberBlockSyntax, at token: TokenSyntax
    ) {
        let location = locations.location(of: token)
        if inherited.contains(where: { $0 == "VersionedSchema" || $0.hasSuffix(".VersionedSchema") }) {
            var schema = SwiftDataDeclarations.Schema(name: name, scope: scope, isStruct: isStruct, location: location)
            readSchemaMembers(members, into: &schema)
            found.schemas.append(schema)
        } else if inherited.contains(where: { $0 == "SchemaMigrationPlan" || $0.hasSuffix(".SchemaMigrationPlan") }) {
            var plan = SwiftDataDeclarations.Plan(name: name, scope: scope, location: location)
            readPlanMembers(members, into: &plan)
            found.plans.append(plan)
        } else if isStruct || isEnum {
            var value = SwiftDataDeclarations.ValueType(
                name: name, scope: scope, isEnum: isEnum, inherited: inherited,
                location: location)
            if isStruct { value.properties = storedProperties(members) }
            if isEnum {
                value.cases = members.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
                    .flatMap(\.elements).map { ($0.name.text, $0.parameterClause != nil) }
            }
            found.valueTypes.append(value)
        }
    }

    private static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    // MARK: Members

    private func readSchemaMembers(_ members: MemberBlockSyntax, into schema: inout SwiftDataDeclarations.Schema) {
        for (name, binding) in Self.staticBindings(members) {
            if name == "versionIdentifier" {
                if let call = FirstNode<FunctionCallExprSyntax>.in(binding) {
                    let numbers = call.arguments.map { $0.expression.trimmedDescription }
                    schema.versionIdentifier = (numbers.joined(separator: "."), locations.location(of: call))
                }
            } else if name == "models" {
                schema.modelsLocation = locations.location(of: binding)
                schema.models = typeList(in: binding)
            }
        }
    }

    private func readPlanMembers(_ members: MemberBlockSyntax, into plan: inout SwiftDataDeclarations.Plan) {
        for (name, binding) in Self.staticBindings(members) {
            if name == "schemas" {
                plan.schemas = typeList(in: binding)
            } else if name == "stages", let array = FirstNode<ArrayExprSyntax>.in(binding) {
                plan.stages = array.elements.map { element in
                    let location = locations.location(of: element)
                    if let stage = stage(in: element.expression) { return (stage, nil, location) }
                    return (nil, element.expression.trimmedDescription, location)
                }
            }
        }
    }

    /// The static properties' bindings, by name.
    private static func staticBindings(_ members: MemberBlockSyntax) -> [(String, PatternBindingSyntax)] {
        members.members.flatMap { member -> [(String, PatternBindingSyntax)] in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { return [] }
            return variable.bindings.compactMap { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, binding) }
            }
        }
    }

    /// `[A.self, B.C.self]` in a property's value or getter: the type names without `.self`.
    private func typeList(in binding: PatternBindingSyntax) -> [(name: String, location: ShaleModel.SourceLocation)] {
        guard let array = FirstNode<ArrayExprSyntax>.in(binding) else { return [] }
        return array.elements.map { element in
            (Self.withoutSelf(element.expression.trimmedDescription), locations.location(of: element))
        }
    }

    private static func withoutSelf(_ text: String) -> String {
        text.hasSuffix(".self") ? String(text.dropLast(5)) : text
    }

    /// `MigrationStage.lightweight(fromVersion: A.self, toVersion: B.self)` or `.custom(...)`, when `expression`
    /// is such a call.
    private func stage(in expression: ExprSyntax) -> SwiftDataDeclarations.Stage? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let called = call.calledExpression.trimmedDescription
        let kind = called.hasSuffix("lightweight") ? "lightweight" : called.hasSuffix("custom") ? "custom" : nil
        guard let kind else { return nil }
        var from = ""
        var to = ""
        for argument in call.arguments {
            let text = Self.withoutSelf(argument.expression.trimmedDescription)
            if argument.label?.text == "fromVersion" { from = text }
            if argument.label?.text == "toVersion" { to = text }
        }
        return SwiftDataDeclarations.Stage(kind: kind, from: from, to: to, location: locations.location(of: call))
    }

    private func readModelMembers(_ members: MemberBlockSyntax, into model: inout SwiftDataDeclarations.ModelClass) {
        model.properties = storedProperties(members)
        for member in members.members {
            guard let macro = member.decl.as(MacroExpansionDeclSyntax.self) else { continue }
            let name = macro.macroName.text
            guard name == "Unique" || name == "Index" else { continue }
            for argument in macro.arguments {
                guard let array = argument.expression.as(ArrayExprSyntax.self) else { continue }
                let properties = array.elements.map { Self.keyPathProperty($0.expression.trimmedDescription) }
                let entry = (properties, locations.location(of: argument))
                if name == "Unique" { model.uniqueConstraints.append(entry) } else { model.indexes.append(entry) }
            }
        }
    }

    /// `\.name` or `\Type.name` as `name`.
    static func keyPathProperty(_ text: String) -> String {
        guard let dot = text.lastIndex(of: ".") else { return text }
        return String(text[text.index(after: dot)...])
    }

    /// The stored instance properties declared in `members`, in order: computed and static ones are left out.
    private func storedProperties(_ members: MemberBlockSyntax) -> [SwiftDataDeclarations.Property] {
        var properties: [SwiftDataDeclarations.Property] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: {
                    $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
                })
            else { continue }
            let attributeMacro = variable.attributes.named("Attribute").first
            let relationshipMacro = variable.attributes.named("Relationship").first
            let isTransient = !variable.attributes.named("Transient").isEmpty
            for binding in variable.bindings where !Self.isComputed(binding) {
                // The name without backticks: `` var `private`: Bool `` is the property `private`.
                guard let token = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                let name = token.identifier?.name ?? token.text
                var property = SwiftDataDeclarations.Property(
                    name: name, typeText: binding.typeAnnotation?.type.trimmedDescription,
                    isTransient: isTransient, location: locations.location(of: binding))
                if let value = binding.initializer?.value {
                    property.defaultText = value.trimmedDescription
                    property.defaultValue = Self.literal(value)
                }
                property.attributeArguments = attributeMacro.map(arguments(of:))
                property.relationshipArguments = relationshipMacro.map(arguments(of:))
                properties.append(property)
            }
        }
        return properties
    }

    private func arguments(of attribute: AttributeSyntax) -> [SwiftDataDeclarations.Argument] {
        guard case let .argumentList(list) = attribute.arguments else { return [] }
        return list.map {
            SwiftDataDeclarations.Argument(
                label: $0.label?.text, text: $0.expression.trimmedDescription,
                location: locations.location(of: $0))
        }
    }

    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return false }
        switch accessors {
        case .getter: return true
        case let .accessors(list):
            return list.contains { accessor in
                let kind = accessor.accessorSpecifier.tokenKind
                return kind == .keyword(.get) || kind == .keyword(.set)
            }
        }
    }

    /// The value of a literal Shale reads without evaluating anything: numbers, strings, Booleans.
    private static func literal(_ expression: ExprSyntax) -> Value? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Int64(integer.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.integer)
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.double)
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return .boolean(boolean.literal.tokenKind == .keyword(.true))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            switch literal(prefix.expression) {
            case let .integer(value): return .integer(-value)
            case let .double(value): return .double(-value)
            default: return nil
            }
        }
        if let string = expression.as(StringLiteralExprSyntax.self), string.segments.count <= 1 {
            if string.segments.isEmpty { return .string("") }
            if let segment = string.segments.first?.as(StringSegmentSyntax.self) {
                return .string(segment.content.text)
            }
        }
        return nil
    }
}

/// Finds the first node of one kind under another, in source order.
final class FirstNode<Kind: SyntaxProtocol>: SyntaxAnyVisitor {
    private var found: Kind?

    /// The first `Kind` under `root` (itself included).
    static func `in`(_ root: some SyntaxProtocol) -> Kind? {
        if let match = Syntax(root).as(Kind.self) { return match }
        let finder = FirstNode<Kind>(viewMode: .sourceAccurate)
        finder.walk(root)
        return finder.found
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if found != nil { return .skipChildren }
        if let match = node.as(Kind.self) {
            found = match
            return .skipChildren
        }
        return .visitChildren
    }
}
