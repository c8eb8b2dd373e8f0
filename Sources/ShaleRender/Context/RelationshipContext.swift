/// What templates see of one relationship.
public struct RelationshipContext: ContextValue {
    /// The relationship's name in the model.
    public var name: String
    /// The Swift identifier.
    public var swiftName: String
    /// The destination entity's name.
    public var destinationEntity: String
    /// The destination's managed (Core Data) class.
    public var destinationManagedClass: String
    /// The destination's immutable model type.
    public var destinationImmutableType: String
    /// Whether the relationship holds many objects.
    public var isToMany: Bool
    /// Whether a to-many relationship is ordered.
    public var isOrdered: Bool
    /// Whether the relationship may be empty.
    public var isOptional: Bool
    /// The `@NSManaged` property type: the destination class (`?` when optional), `NSSet?` or `NSOrderedSet?`.
    public var managedDeclaration: String
    /// The immutable type a relationship resolver returns: `[Book]`, `Author?` or `Author`.
    public var resolvedDeclaration: String
    /// The inverse relationship's name, if any.
    public var inverseName: String?
    /// The delete rule (`Nullify`, `Cascade`, `Deny`, `No Action`).
    public var deleteRule: String

    public func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "swiftName": swiftName
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
        default: nil
        }
    }
}

/// A Slate substruct: the attributes named `prefix_name`, grouped into a nested struct `Prefix`.
public struct SubstructContext: ContextValue {
    /// The property name (the prefix).
    public var swiftName: String
    /// The nested struct's name (the prefix, first letter upper-cased).
    public var structName: String
    /// The struct's type as the immutable model declares it, with `?` when optional.
    public var typeDeclaration: String
    /// Whether the substruct is optional (a `prefix_has` Boolean exists).
    public var isOptional: Bool
    /// The `prefix_has` attribute's managed name, when optional.
    public var hasAttribute: String?
    /// The member attributes, sorted by name; their `valueExpression` reads `managedObject.prefix_name`.
    public var attributes: [AttributeContext]

    public func child(named key: String) -> Any? {
        switch key {
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
