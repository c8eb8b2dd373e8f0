/// What a per-entity template sees. Model-wide keys are under `model`.
public struct EntityContext: ContextValue {
    /// The entity's name in the model.
    public var name: String
    /// The managed (Core Data) class name: the class part of `representedClassName`, else the entity name.
    public var managedClass: String
    /// The immutable model's type name (the name transform applied to the entity name).
    public var immutableType: String
    /// The immutable model's file name without extension (the file transform applied).
    public var immutableFileName: String
    /// `struct` when userInfo `struct` is `true`, else `final class`.
    public var immutableKind: String
    /// Whether the immutable model is a struct.
    public var isStruct: Bool
    /// The parent entity's name, if any.
    public var parentEntity: String?
    /// The parent's managed class, if any.
    public var parentManagedClass: String?
    /// Whether the entity is abstract.
    public var isAbstract: Bool
    /// Whether other entities inherit from this one.
    public var hasSubentities: Bool
    /// `public ` for public models, empty for internal ones (a prefix: it carries its own space).
    public var accessPrefix: String
    /// `@retroactive ` where conformances of imported types need it, else empty.
    public var retroactivePrefix: String
    /// The access prefix of the parameter initialiser: `public ` or empty (internal).
    public var initializerAccessPrefix: String
    /// Modules the immutable model file imports, sorted.
    public var immutableImports: [String]
    /// Modules the managed class file imports, sorted.
    public var managedImports: [String]
    /// Every stored attribute (inherited ones included), sorted by name, substruct members excluded.
    public var attributes: [AttributeContext]
    /// The substructs, sorted by struct name.
    public var substructs: [SubstructContext]
    /// Every relationship (inherited ones included), sorted by name.
    public var relationships: [RelationshipContext]
    /// Whether the entity has any relationship.
    public var hasRelationships: Bool
    /// Every managed attribute (inherited ones included), in model order: plain, substruct members, `_has`.
    public var managedAttributes: [AttributeContext]
    /// The managed attributes this entity declares itself, for its class body.
    public var declaredManagedAttributes: [AttributeContext]
    /// The relationships this entity declares itself, in model order, for its class body.
    public var declaredRelationships: [RelationshipContext]
    /// Every stored attribute name, substruct members as `prefix_name`, sorted: the `Attributes` constants.
    public var attributeNames: [NameContext]
    /// Every relationship name, sorted: the `Relationships` constants.
    public var relationshipNames: [NameContext]
    /// The parameters of the parameter initialiser, sorted by name.
    public var initializerParameters: [ParameterContext]
    /// The keypath table of the immutable model: `\Type.path` → stored attribute name.
    public var keypathCases: [KeypathCaseContext]
    /// The keypath table of the managed class.
    public var managedKeypathCases: [KeypathCaseContext]
    /// Properties compared by `==` besides the identity, in declaration order.
    public var equatableProperties: [String]
    /// Whether `==` can be generated (no transformable attributes, whose types may not be Equatable).
    public var isEquatable: Bool
    /// Whether some attribute reads a string-backed enum, so the file needs the tolerant reader.
    public var usesStringEnums: Bool
    /// The userInfo entries, in file order.
    public var userInfo: [UserInfoContext]
    /// The model-wide context.
    public var model: ModelSummaryContext

    public func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "managedClass": managedClass
        case "immutableType": immutableType
        case "immutableFileName": immutableFileName
        case "immutableKind": immutableKind
        case "isStruct": isStruct
        case "parentEntity": parentEntity
        case "parentManagedClass": parentManagedClass
        case "isAbstract": isAbstract
        case "hasSubentities": hasSubentities
        case "accessPrefix": accessPrefix
        case "retroactivePrefix": retroactivePrefix
        case "initializerAccessPrefix": initializerAccessPrefix
        case "immutableImports": immutableImports
        case "managedImports": managedImports
        case "attributes": attributes
        case "substructs": substructs
        case "relationships": relationships
        case "hasRelationships": hasRelationships
        case "managedAttributes": managedAttributes
        case "declaredManagedAttributes": declaredManagedAttributes
        case "declaredRelationships": declaredRelationships
        case "attributeNames": attributeNames
        case "relationshipNames": relationshipNames
        case "initializerParameters": initializerParameters
        case "keypathCases": keypathCases
        case "managedKeypathCases": managedKeypathCases
        case "equatableProperties": equatableProperties
        case "isEquatable": isEquatable
        case "usesStringEnums": usesStringEnums
        case "userInfo": userInfo
        case "model": model
        default: nil
        }
    }
}

/// Model-wide values, available to every template.
public struct ModelSummaryContext: ContextValue {
    /// The bundle's (or version folder's) name.
    public var name: String
    /// The version's name.
    public var versionName: String
    /// The input path, as given relative to the configuration or working directory.
    public var sourcePath: String
    /// The template set's options with their values.
    public var options: [String: String]

    public func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "versionName": versionName
        case "sourcePath": sourcePath
        case "options": options
        default: nil
        }
    }
}
