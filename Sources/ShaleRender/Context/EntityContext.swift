/// What a per-entity template sees. Model-wide keys are under `model`.
public final class EntityContext: ContextValue {
    /// The entity's name in the model.
    public let name: String
    /// Whether the entity has a class of its own (a `representedClassName` other than `NSManagedObject`): only
    /// such entities get a class file and an immutable model, as in Xcode.
    public let hasOwnClass: Bool
    /// The managed (Core Data) class name: the class part of `representedClassName`, else the base class
    /// (`NSManagedObject`, or `ManagedObject` over ShaleRuntime).
    public let managedClass: String
    /// The immutable model's type name (the name transform applied to the entity name).
    public let immutableType: String
    /// The immutable model's file name without extension (the file transform applied).
    public let immutableFileName: String
    /// `struct` when userInfo `struct` is `true`, else `final class`.
    public let immutableKind: String
    /// Whether the immutable model is a struct.
    public let isStruct: Bool
    /// The parent entity's name, if any.
    public let parentEntity: String?
    /// The parent's managed class, if any.
    public let parentManagedClass: String?
    /// Whether the entity is abstract.
    public let isAbstract: Bool
    /// Whether a generated class inherits from this entity's (a descendant has a class of its own).
    public let hasSubentities: Bool
    /// Whether the entity's class has a generated superclass or subclass, so members its subclasses override
    /// live in the class body.
    public let isInHierarchy: Bool
    /// Whether the entity's class is the top of a generated class hierarchy.
    public let isHierarchyRoot: Bool
    /// `public ` for public models, empty for internal ones (a prefix: it carries its own space).
    public let accessPrefix: String
    /// `@retroactive ` where conformances of imported types need it, else empty.
    public let retroactivePrefix: String
    /// The access prefix of the parameter initialiser: `public ` or empty (internal).
    public let initializerAccessPrefix: String
    /// Modules the immutable model file imports, sorted.
    public let immutableImports: [String]
    /// Modules the managed class file imports, sorted.
    public let managedImports: [String]
    /// Modules both files import only where they exist (`#if canImport`): UIKit and AppKit, for the Apple
    /// classes transformable attributes name; sorted.
    public let conditionalImports: [String]
    /// Every stored attribute (inherited ones included), sorted by name, substruct members excluded.
    public let attributes: [AttributeContext]
    /// The substructs, sorted by struct name.
    public let substructs: [SubstructContext]
    /// Every relationship (inherited ones included), sorted by name.
    public let relationships: [RelationshipContext]
    /// Whether the entity has any relationship.
    public let hasRelationships: Bool
    /// Every managed attribute (inherited ones included), in model order: plain, substruct members, `_has`.
    public let managedAttributes: [AttributeContext]
    /// The managed attributes this entity declares itself.
    public let declaredManagedAttributes: [AttributeContext]
    /// The relationships this entity declares itself, in model order.
    public let declaredRelationships: [RelationshipContext]
    /// The managed attributes the entity's generated class declares: its own, and those of ancestors without a
    /// class of their own (whose objects are plain `NSManagedObject`s), in model order.
    public let classManagedAttributes: [AttributeContext]
    /// The relationships the entity's generated class declares, by the same rule, in model order.
    public let classRelationships: [RelationshipContext]
    /// Every stored attribute name, substruct members as `prefix_name`, sorted: the `Attributes` constants.
    public let attributeNames: [NameContext]
    /// Every relationship name, sorted: the `Relationships` constants.
    public let relationshipNames: [NameContext]
    /// The parameters of the parameter initialiser, sorted by name.
    public let initializerParameters: [ParameterContext]
    /// The keypath table of the immutable model: `\Type.path` → stored attribute name.
    public let keypathCases: [KeypathCaseContext]
    /// The keypath table of the managed class.
    public let managedKeypathCases: [KeypathCaseContext]
    /// Properties compared by `==` besides the identity, in declaration order.
    public let equatableProperties: [String]
    /// Whether `==` can be generated (no transformable attributes, whose types may not be Equatable).
    public let isEquatable: Bool
    /// Whether some attribute reads a string-backed enum, so the file needs the tolerant reader.
    public let usesStringEnums: Bool
    /// The userInfo entries, in file order.
    public let userInfo: [UserInfoContext]
    /// The model-wide context.
    public let model: ModelSummaryContext

    /// How the `coredata` set writes and describes the entity; nil unless the set's templates use `coreData`.
    public let coreData: CoreDataEntityContext?
    /// The identity type of immutable models: `NSManagedObjectID`, or `SlateID` over ShaleRuntime.
    public let objectIDType: String
    /// The base class of mutable objects: `NSManagedObject`, or `ManagedObject` over ShaleRuntime.
    public let managedBaseClass: String
    /// The entity's ShaleRuntime class and schema entry; nil unless the set targets ShaleRuntime (`runtime=memory`).
    public let memory: MemoryEntityContext?

    /// Creates the context.
    public init(
        name: String,
        hasOwnClass: Bool = true,
        managedClass: String,
        immutableType: String,
        immutableFileName: String,
        immutableKind: String,
        isStruct: Bool,
        parentEntity: String?,
        parentManagedClass: String?,
        isAbstract: Bool,
        hasSubentities: Bool,
        accessPrefix: String,
        retroactivePrefix: String,
        initializerAccessPrefix: String,
        immutableImports: [String],
        managedImports: [String],
        conditionalImports: [String] = [],
        attributes: [AttributeContext],
        substructs: [SubstructContext],
        relationships: [RelationshipContext],
        hasRelationships: Bool,
        managedAttributes: [AttributeContext],
        declaredManagedAttributes: [AttributeContext],
        declaredRelationships: [RelationshipContext],
        classManagedAttributes: [AttributeContext]? = nil,
        classRelationships: [RelationshipContext]? = nil,
        attributeNames: [NameContext],
        relationshipNames: [NameContext],
        initializerParameters: [ParameterContext],
        keypathCases: [KeypathCaseContext],
        managedKeypathCases: [KeypathCaseContext],
        equatableProperties: [String],
        isEquatable: Bool,
        usesStringEnums: Bool,
        userInfo: [UserInfoContext],
        model: ModelSummaryContext,
        coreData: CoreDataEntityContext?,
        objectIDType: String = "NSManagedObjectID",
        managedBaseClass: String = "NSManagedObject",
        memory: MemoryEntityContext? = nil
    ) {
        self.coreData = coreData
        self.objectIDType = objectIDType
        self.managedBaseClass = managedBaseClass
        self.memory = memory
        self.name = name
        self.hasOwnClass = hasOwnClass
        self.managedClass = managedClass
        self.immutableType = immutableType
        self.immutableFileName = immutableFileName
        self.immutableKind = immutableKind
        self.isStruct = isStruct
        self.parentEntity = parentEntity
        self.parentManagedClass = parentManagedClass
        self.isAbstract = isAbstract
        self.hasSubentities = hasSubentities
        self.isInHierarchy = hasSubentities || parentManagedClass != nil
        self.isHierarchyRoot = hasSubentities && parentManagedClass == nil
        self.accessPrefix = accessPrefix
        self.retroactivePrefix = retroactivePrefix
        self.initializerAccessPrefix = initializerAccessPrefix
        self.immutableImports = immutableImports
        self.managedImports = managedImports
        self.conditionalImports = conditionalImports
        self.attributes = attributes
        self.substructs = substructs
        self.relationships = relationships
        self.hasRelationships = hasRelationships
        self.managedAttributes = managedAttributes
        self.declaredManagedAttributes = declaredManagedAttributes
        self.declaredRelationships = declaredRelationships
        self.classManagedAttributes = classManagedAttributes ?? declaredManagedAttributes
        self.classRelationships = classRelationships ?? declaredRelationships
        self.attributeNames = attributeNames
        self.relationshipNames = relationshipNames
        self.initializerParameters = initializerParameters
        self.keypathCases = keypathCases
        self.managedKeypathCases = managedKeypathCases
        self.equatableProperties = equatableProperties
        self.isEquatable = isEquatable
        self.usesStringEnums = usesStringEnums
        self.userInfo = userInfo
        self.model = model
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "hasOwnClass": hasOwnClass
        case "managedClass": managedClass
        case "immutableType": immutableType
        case "immutableFileName": immutableFileName
        case "immutableKind": immutableKind
        case "isStruct": isStruct
        case "parentEntity": parentEntity
        case "parentManagedClass": parentManagedClass
        case "isAbstract": isAbstract
        case "hasSubentities": hasSubentities
        case "isInHierarchy": isInHierarchy
        case "isHierarchyRoot": isHierarchyRoot
        case "accessPrefix": accessPrefix
        case "retroactivePrefix": retroactivePrefix
        case "initializerAccessPrefix": initializerAccessPrefix
        case "immutableImports": immutableImports
        case "managedImports": managedImports
        case "conditionalImports": conditionalImports
        case "attributes": attributes
        case "substructs": substructs
        case "relationships": relationships
        case "hasRelationships": hasRelationships
        case "managedAttributes": managedAttributes
        case "declaredManagedAttributes": declaredManagedAttributes
        case "declaredRelationships": declaredRelationships
        case "classManagedAttributes": classManagedAttributes
        case "classRelationships": classRelationships
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
        case "coreData": coreData
        case "objectIDType": objectIDType
        case "managedBaseClass": managedBaseClass
        case "memory": memory
        default: nil
        }
    }
}

/// Model-wide values, available to every template.
public final class ModelSummaryContext: ContextValue {
    /// The bundle's (or version folder's) name.
    public let name: String
    /// The version's name.
    public let versionName: String
    /// The input path, as given relative to the configuration or working directory.
    public let sourcePath: String
    /// The template set's options with their values.
    public let options: [String: String]

    /// Creates the context.
    public init(
        name: String,
        versionName: String,
        sourcePath: String,
        options: [String: String]
    ) {
        self.name = name
        self.versionName = versionName
        self.sourcePath = sourcePath
        self.options = options
    }

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
