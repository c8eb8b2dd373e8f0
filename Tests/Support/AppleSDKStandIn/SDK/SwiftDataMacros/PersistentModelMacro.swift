// Stand-in SwiftData macros: @Model. The expansion's shape follows what SwiftData documents and what Xcode's
// "Expand Macro" is publicly reported to show; it only has to type-check as Apple's does. Like Apple's, it names
// every type through its module (`SwiftData.BackingData`, `Observation.ObservationRegistrar`, `Swift.Sendable`), so a
// class named after one of those modules shadows it and fails here as there, and it introduces only the names
// Apple's declaration lists.
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Model`: members, `@_PersistedProperty` (`@_TransformablePersistedProperty` for a transformable attribute) on
/// persisted properties, and the PersistentModel/Observable conformances. On anything but a class it adds only the
/// conformances, so the compiler rejects it as for Apple's ("non-class type … cannot conform to class protocol
/// 'PersistentModel'").
public struct PersistentModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let model = declaration.as(ClassDeclSyntax.self) else { return [] }
        let name = model.name.text
        let properties = model.persistedProperties
        let storage = properties.compactMap(\.propertyName).map { "_\($0) = _SwiftDataNoType()" }
        var members: [DeclSyntax] = [
            """
            @Transient
            private var _$backingData: any SwiftData.BackingData<\(raw: name)> = \(raw: name).createBackingData()
            """
        ]
        // Stand-in: `init(backingData:)` is generic over the backing data's model, which witnesses the protocol's
        // `init(backingData: any BackingData<Self>)` and has the same signature in every class of a hierarchy, so a
        // subclass at any depth overrides the root's without naming it (SDK/README.md, deviation 14).
        let initializer =
            "public required init<_SwiftDataModel>("
            + "backingData: any SwiftData.BackingData<_SwiftDataModel>)"
        if model.modelSuperclass != nil {
            members.append(
                """
                \(raw: initializer) {
                \(raw: (storage + checks(in: model)).joined(separator: "\n"))
                super.init(backingData: backingData)
                }
                """)
        } else {
            members.append(
                """
                public var persistentBackingData: any SwiftData.BackingData<\(raw: name)> {
                get { _$backingData }
                set { _$backingData = newValue }
                }
                """)
            members.append(
                """
                public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                [\(raw: properties.map { metadata(for: $0, in: name) }.joined(separator: ",\n"))]
                }
                """)
            members.append(
                """
                \(raw: initializer) {
                \(raw: (storage + checks(in: model)).joined(separator: "\n"))
                self.persistentBackingData = backingData as! any SwiftData.BackingData<\(raw: name)>
                }
                """)
        }
        members.append("@Transient\nprivate let _$observationRegistrar = Observation.ObservationRegistrar()")
        members.append("struct _SwiftDataNoType {}")
        return members
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self), let property = member.as(VariableDeclSyntax.self),
            property.isPersisted, property.attribute(named: "_PersistedProperty") == nil,
            property.attribute(named: "_TransformablePersistedProperty") == nil
        else { return [] }
        let transformable = property.attribute(named: "Attribute")?.hasTransformableOption ?? false
        return [transformable ? "@_TransformablePersistedProperty" : "@_PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let names = Set(protocols.map { $0.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" })
        var extensions: [ExtensionDeclSyntax] = []
        if names.contains("PersistentModel") {
            extensions.append(try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}"))
        }
        if names.contains("Observable") {
            extensions.append(try ExtensionDeclSyntax("extension \(type.trimmed): Observation.Observable {}"))
        }
        // Models are mutable classes, so the conformance Apple's declaration lists can only be unchecked. A model
        // subclass restates it, as Swift requires of subclasses of an `@unchecked Sendable` class.
        let isSubclass = declaration.as(ClassDeclSyntax.self)?.modelSuperclass != nil
        if names.contains("Sendable") || isSubclass {
            extensions.append(try ExtensionDeclSyntax("extension \(type.trimmed): @unchecked Swift.Sendable {}"))
        }
        return extensions
    }

    /// The property's `schemaMetadata` entry, with its `@Attribute` or `@Relationship` arguments as metadata.
    private static func metadata(for property: VariableDeclSyntax, in model: String) -> String {
        let name = property.propertyName ?? ""
        var metadata = "nil"
        if let attribute = property.attribute(named: "Attribute") {
            metadata = "SwiftData.Schema.Attribute(\(attribute.argumentText))"
        } else if let relationship = property.attribute(named: "Relationship") {
            metadata = "SwiftData.Schema.Relationship(\(relationship.argumentText))"
        }
        return "SwiftData.Schema.PropertyMetadata(name: \"\(name)\", keypath: \\\(model).\(name), "
            + "defaultValue: nil, metadata: \(metadata))"
    }

    /// Statements that make the compiler check what Apple's schema would reject: each relationship's `inverse:`
    /// is a relationship of the destination leading back here; `#Unique` and `#Index` name this model's key paths.
    private static func checks(in model: ClassDeclSyntax) -> [String] {
        let name = model.name.text
        var lines: [String] = []
        for property in model.persistedProperties {
            guard let relationship = property.attribute(named: "Relationship"),
                let inverse = relationship.argument(labelled: "inverse"), let propertyName = property.propertyName
            else { continue }
            let destination = "SwiftData._SwiftDataInverseCheck.destination(of: \\\(name).\(propertyName))"
            lines.append(
                "SwiftData._SwiftDataInverseCheck.inverse(\(inverse.trimmedDescription), "
                    + "from: \(destination), to: \(name).self)")
        }
        for unique in model.freestandingMacros(named: "Unique") {
            lines.append("_ = SwiftData.Schema.Unique<\(name)>(\(unique.arguments.trimmedDescription))")
        }
        for index in model.freestandingMacros(named: "Index") {
            lines.append("_ = SwiftData.Schema.Index<\(name)>(\(index.arguments.trimmedDescription))")
        }
        return lines
    }
}
