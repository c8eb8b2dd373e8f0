/// What templates see of one relationship.
public final class RelationshipContext: ContextValue {
    /// The relationship's name in the model.
    public let name: String
    /// The Swift identifier.
    public let swiftName: String
    /// Whether the managed property is renamed (`entityRelationship`) because the model's name is a member of
    /// `NSManagedObject` or `NSObject`; such a property goes through Core Data's primitive accessors.
    public let isRenamed: Bool
    /// The destination entity's name.
    public let destinationEntity: String
    /// The destination's managed (Core Data) class.
    public let destinationManagedClass: String
    /// The destination's immutable model type.
    public let destinationImmutableType: String
    /// Whether the relationship holds many objects.
    public let isToMany: Bool
    /// Whether a to-many relationship is ordered.
    public let isOrdered: Bool
    /// Whether the relationship may be empty.
    public let isOptional: Bool
    /// The `@NSManaged` property type: the destination class (`?` when optional), `NSSet?` or `NSOrderedSet?`.
    public let managedDeclaration: String
    /// The immutable type a relationship resolver returns: `[Book]`, `Author?` or `Author`.
    public let resolvedDeclaration: String
    /// The inverse relationship's name, if any.
    public let inverseName: String?
    /// The delete rule (`Nullify`, `Cascade`, `Deny`, `No Action`).
    public let deleteRule: String

    /// How the `coredata` set declares and describes the relationship; nil unless the set's templates use `coreData`.
    public let coreData: CoreDataRelationshipContext?

    /// Creates the context.
    public init(
        name: String,
        swiftName: String,
        isRenamed: Bool = false,
        destinationEntity: String,
        destinationManagedClass: String,
        destinationImmutableType: String,
        isToMany: Bool,
        isOrdered: Bool,
        isOptional: Bool,
        managedDeclaration: String,
        resolvedDeclaration: String,
        inverseName: String?,
        deleteRule: String,
        coreData: CoreDataRelationshipContext?
    ) {
        self.coreData = coreData
        self.name = name
        self.swiftName = swiftName
        self.isRenamed = isRenamed
        self.destinationEntity = destinationEntity
        self.destinationManagedClass = destinationManagedClass
        self.destinationImmutableType = destinationImmutableType
        self.isToMany = isToMany
        self.isOrdered = isOrdered
        self.isOptional = isOptional
        self.managedDeclaration = managedDeclaration
        self.resolvedDeclaration = resolvedDeclaration
        self.inverseName = inverseName
        self.deleteRule = deleteRule
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "swiftName": swiftName
        case "isRenamed": isRenamed
        case "destinationEntity": destinationEntity
        case "destinationManagedClass": destinationManagedClass
        case "destinationImmutableType": destinationImmutableType
        case "isToMany": isToMany
        case "isOrdered": isOrdered
        case "isOptional": isOptional
        case "managedDeclaration": managedDeclaration
        case "resolvedDeclaration": resolvedDeclaration
        case "inverseName": inverseName
        case "deleteRule": deleteRule
        case "coreData": coreData
        default: nil
        }
    }
}

/// A Slate substruct: the attributes named `prefix_name`, grouped into a nested struct `Prefix`.
public final class SubstructContext: ContextValue {
    /// The prefix as the model writes it (`address` in `address_city`).
    public let prefix: String
    /// The property name (the prefix, in backticks when it is a keyword).
    public let swiftName: String
    /// The nested struct's name (the prefix, first letter upper-cased).
    public let structName: String
    /// The struct's type as the immutable model declares it, with `?` when optional.
    public let typeDeclaration: String
    /// Whether the substruct is optional (a `prefix_has` Boolean exists).
    public let isOptional: Bool
    /// The `prefix_has` attribute's managed name, when optional.
    public let hasAttribute: String?
    /// The member attributes, sorted by name; their `valueExpression` reads `managedObject.prefix_name`.
    public let attributes: [AttributeContext]

    /// Creates the context.
    public init(
        prefix: String,
        swiftName: String,
        structName: String,
        typeDeclaration: String,
        isOptional: Bool,
        hasAttribute: String?,
        attributes: [AttributeContext]
    ) {
        self.prefix = prefix
        self.swiftName = swiftName
        self.structName = structName
        self.typeDeclaration = typeDeclaration
        self.isOptional = isOptional
        self.hasAttribute = hasAttribute
        self.attributes = attributes
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "prefix": prefix
        case "swiftName": swiftName
        case "structName": structName
        case "typeDeclaration": typeDeclaration
        case "isOptional": isOptional
        case "hasAttribute": hasAttribute
        case "attributes": attributes
        default: nil
        }
    }
}
