/// What a per-entity template sees. Model-wide keys are under `model`.
package final class EntityContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let hasOwnClass: Bool
        let managedClass: String
        let immutableType: String
        let immutableFileName: String
        let immutableKind: String
        let isStruct: Bool
        let parentEntity: String?
        let parentManagedClass: String?
        let isAbstract: Bool
        let hasSubentities: Bool
        let isInHierarchy: Bool
        let isHierarchyRoot: Bool
        let accessPrefix: String
        let retroactivePrefix: String
        let initializerAccessPrefix: String
        let immutableImports: [String]
        let managedImports: [String]
        let conditionalImports: [String]
        let attributes: [AttributeContext]
        let substructs: [SubstructContext]
        let relationships: [RelationshipContext]
        let hasRelationships: Bool
        let managedAttributes: [AttributeContext]
        let declaredManagedAttributes: [AttributeContext]
        let declaredRelationships: [RelationshipContext]
        let classManagedAttributes: [AttributeContext]
        let classRelationships: [RelationshipContext]
        let attributeNames: [NameContext]
        let relationshipNames: [NameContext]
        let initializerParameters: [ParameterContext]
        let keypathCases: [KeypathCaseContext]
        let managedKeypathCases: [KeypathCaseContext]
        let equatableProperties: [String]
        let isEquatable: Bool
        let usesStringEnums: Bool
        let userInfo: [KeyValueContext]
        let model: ModelSummaryContext
        let coreData: (any TemplateContext)?
        let objectIDType: String
        let managedBaseClass: String
        let memory: (any TemplateContext)?
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<EntityContext>(
        "What a per-entity template sees. Model-wide keys are under `model`.",
        [
            .text("name", \.values.name, "The entity's name in the model."),
            .flag(
                "hasOwnClass", \.values.hasOwnClass,
                """
                Whether the entity has a class of its own (a `representedClassName` other than `NSManagedObject`): \
                only such entities get a class file and an immutable model, as in Xcode.
                """
            ),
            .text(
                "managedClass", \.values.managedClass,
                """
                The managed (Core Data) class name: the class part of `representedClassName`, else the base class \
                (`NSManagedObject`, or `ManagedObject` over ShaleRuntime).
                """
            ),
            .text(
                "immutableType", \.values.immutableType,
                """
                The immutable model's type name (the name transform applied to the entity name).
                """
            ),
            .text(
                "immutableFileName", \.values.immutableFileName,
                """
                The immutable model's file name without extension (the file transform applied).
                """
            ),
            .text(
                "immutableKind", \.values.immutableKind,
                "`struct` when userInfo `struct` is `true`, else `final class`."
            ),
            .flag("isStruct", \.values.isStruct, "Whether the immutable model is a struct."),
            .text("parentEntity", \.values.parentEntity, "The parent entity's name, if any."),
            .text("parentManagedClass", \.values.parentManagedClass, "The parent's managed class, if any."),
            .flag("isAbstract", \.values.isAbstract, "Whether the entity is abstract."),
            .flag(
                "hasSubentities", \.values.hasSubentities,
                """
                Whether a generated class inherits from this entity's (a descendant has a class of its own).
                """
            ),
            .flag(
                "isInHierarchy", \.values.isInHierarchy,
                """
                Whether the entity's class has a generated superclass or subclass, so members its subclasses \
                override live in the class body.
                """
            ),
            .flag(
                "isHierarchyRoot", \.values.isHierarchyRoot,
                """
                Whether the entity's class is the top of a generated class hierarchy.
                """
            ),
            .text(
                "accessPrefix", \.values.accessPrefix,
                """
                `public ` for public models, empty for internal ones (a prefix: it carries its own space).
                """
            ),
            .text(
                "retroactivePrefix", \.values.retroactivePrefix,
                """
                `@retroactive ` where conformances of imported types need it, else empty.
                """
            ),
            .text(
                "initializerAccessPrefix", \.values.initializerAccessPrefix,
                """
                The access prefix of the parameter initialiser: `public ` or empty (internal).
                """
            ),
            .texts("immutableImports", \.values.immutableImports, "Modules the immutable model file imports, sorted."),
            .texts("managedImports", \.values.managedImports, "Modules the managed class file imports, sorted."),
            .texts(
                "conditionalImports", \.values.conditionalImports,
                """
                Modules both files import only where they exist (`#if canImport`): UIKit and AppKit, for the Apple \
                classes transformable attributes name; sorted.
                """
            ),
            .list(
                "attributes", \.values.attributes,
                """
                Every stored attribute (inherited ones included), sorted by name, substruct members excluded.
                """
            ),
            .list("substructs", \.values.substructs, "The substructs, sorted by struct name."),
            .list(
                "relationships", \.values.relationships,
                "Every relationship (inherited ones included), sorted by name."
            ),
            .flag("hasRelationships", \.values.hasRelationships, "Whether the entity has any relationship."),
            .list(
                "managedAttributes", \.values.managedAttributes,
                """
                Every managed attribute (inherited ones included), in model order: plain, substruct members, `_has`.
                """
            ),
            .list(
                "declaredManagedAttributes", \.values.declaredManagedAttributes,
                """
                The managed attributes this entity declares itself.
                """
            ),
            .list(
                "declaredRelationships", \.values.declaredRelationships,
                """
                The relationships this entity declares itself, in model order.
                """
            ),
            .list(
                "classManagedAttributes", \.values.classManagedAttributes,
                """
                The managed attributes the entity's generated class declares: its own, and those of ancestors \
                without a class of their own (whose objects are plain `NSManagedObject`s) that no generated class \
                between them declares already, in model order.
                """
            ),
            .list(
                "classRelationships", \.values.classRelationships,
                """
                The relationships the entity's generated class declares, by the same rule, in model order.
                """
            ),
            .list(
                "attributeNames", \.values.attributeNames,
                """
                Every stored attribute name, substruct members as `prefix_name`, sorted: the `Attributes` constants.
                """
            ),
            .list(
                "relationshipNames", \.values.relationshipNames,
                """
                Every relationship name, sorted: the `Relationships` constants.
                """
            ),
            .list(
                "initializerParameters", \.values.initializerParameters,
                """
                The parameters of the parameter initialiser, sorted by name.
                """
            ),
            .list(
                "keypathCases", \.values.keypathCases,
                """
                The keypath table of the immutable model: `\\Type.path` → stored attribute name.
                """
            ),
            .list("managedKeypathCases", \.values.managedKeypathCases, "The keypath table of the managed class."),
            .texts(
                "equatableProperties", \.values.equatableProperties,
                """
                Properties compared by `==` besides the identity, in declaration order.
                """
            ),
            .flag(
                "isEquatable", \.values.isEquatable,
                """
                Whether `==` can be generated (no transformable attributes, whose types may not be Equatable).
                """
            ),
            .flag(
                "usesStringEnums", \.values.usesStringEnums,
                """
                Whether some attribute reads a string-backed enum, so the file needs the tolerant reader.
                """
            ),
            .list("userInfo", \.values.userInfo, "The userInfo entries, in file order."),
            .context("model", \.values.model, "The model-wide context."),
            .slot(
                "coreData", \.values.coreData,
                """
                How the `coredata` set writes and describes the entity; nil unless the set's templates use \
                `coreData`.
                """
            ),
            .text(
                "objectIDType", \.values.objectIDType,
                """
                The identity type of immutable models: `NSManagedObjectID`, or `SlateID` over ShaleRuntime.
                """
            ),
            .text(
                "managedBaseClass", \.values.managedBaseClass,
                """
                The base class of mutable objects: `NSManagedObject`, or `ManagedObject` over ShaleRuntime.
                """
            ),
            .slot(
                "memory", \.values.memory,
                """
                The entity's ShaleRuntime class and schema entry; nil unless the set targets ShaleRuntime \
                (`runtime=memory`).
                """
            ),
        ]
    )
}
