/// What the `memory` set's templates see of one entity: its ShaleRuntime class and schema entry.
public final class MemoryEntityContext: ContextValue {
    /// The entity's name as a Swift string literal.
    public let nameLiteral: String
    /// The class's superclass: `ManagedObject`, or the parent entity's class.
    public let superclass: String
    /// Whether the class is `final` (no entity inherits from it).
    public let isFinal: Bool
    /// The attributes the class declares (inherited ones come from its superclass).
    public let attributes: [MemoryAttributeContext]
    /// The relationships the class declares.
    public let relationships: [MemoryRelationshipContext]
    /// `AttributeSchema(...)` expressions for the attributes the entity declares.
    public let schemaAttributes: [String]
    /// `RelationshipSchema(...)` expressions for the relationships the entity declares.
    public let schemaRelationships: [String]
    /// The parent entity's name as a Swift string literal, or `nil` (the text).
    public let parentLiteral: String
    /// The uniqueness constraints the entity declares, as a Swift array literal.
    public let constraintsLiteral: String

    /// Creates the context.
    public init(
        nameLiteral: String, superclass: String, isFinal: Bool, attributes: [MemoryAttributeContext],
        relationships: [MemoryRelationshipContext], schemaAttributes: [String], schemaRelationships: [String],
        parentLiteral: String, constraintsLiteral: String
    ) {
        self.nameLiteral = nameLiteral
        self.superclass = superclass
        self.isFinal = isFinal
        self.attributes = attributes
        self.relationships = relationships
        self.schemaAttributes = schemaAttributes
        self.schemaRelationships = schemaRelationships
        self.parentLiteral = parentLiteral
        self.constraintsLiteral = constraintsLiteral
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "nameLiteral": nameLiteral
        case "superclass": superclass
        case "isFinal": isFinal
        case "attributes": attributes
        case "relationships": relationships
        case "schemaAttributes": schemaAttributes
        case "schemaRelationships": schemaRelationships
        case "parentLiteral": parentLiteral
        case "constraintsLiteral": constraintsLiteral
        default: nil
        }
    }
}

/// A stored attribute of a ShaleRuntime class.
public final class MemoryAttributeContext: ContextValue {
    /// The property's Swift name.
    public let swiftName: String
    /// Its type: the Core Data class's type (`String?`, `Int64`, `NSNumber?`...).
    public let declaration: String
    /// The attribute's name as a Swift string literal.
    public let nameLiteral: String
    /// Whether the value is kept as the object it is (transformable, undefined and composite attributes), read
    /// through `self[transformable:]`.
    public let isTransformable: Bool

    /// Creates the context.
    public init(swiftName: String, declaration: String, nameLiteral: String, isTransformable: Bool) {
        self.swiftName = swiftName
        self.declaration = declaration
        self.nameLiteral = nameLiteral
        self.isTransformable = isTransformable
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "swiftName": swiftName
        case "declaration": declaration
        case "nameLiteral": nameLiteral
        case "isTransformable": isTransformable
        default: nil
        }
    }
}

/// A relationship of a ShaleRuntime class.
public final class MemoryRelationshipContext: ContextValue {
    /// The property's Swift name.
    public let swiftName: String
    /// Its type as Core Data's class declares it: `CoreDataAuthor`, `CoreDataAuthor?`, `NSSet?` or `NSOrderedSet?`.
    public let declaration: String
    /// Whether it is a to-one the model requires (declared without `?`; reading it unset stops the program).
    public let isRequired: Bool
    /// A to-many's typed accessor, such as `booksSet` or `chaptersArray`; empty for a to-one.
    public let viewName: String
    /// The typed accessor's type: `Set<CoreDataBook>` or `[CoreDataChapter]`; empty for a to-one.
    public let viewDeclaration: String
    /// The relationship's name as a Swift string literal.
    public let nameLiteral: String
    /// Whether it is to-many.
    public let isToMany: Bool
    /// Whether it is an ordered to-many.
    public let isOrdered: Bool
    /// The destination's class.
    public let destinationClass: String
    /// The adder's name, such as `addToBooks`.
    public let addName: String
    /// The remover's name, such as `removeFromBooks`.
    public let removeName: String

    /// Creates the context.
    public init(
        swiftName: String, declaration: String, isRequired: Bool, viewName: String, viewDeclaration: String,
        nameLiteral: String, isToMany: Bool, isOrdered: Bool, destinationClass: String, addName: String,
        removeName: String
    ) {
        self.swiftName = swiftName
        self.declaration = declaration
        self.isRequired = isRequired
        self.viewName = viewName
        self.viewDeclaration = viewDeclaration
        self.nameLiteral = nameLiteral
        self.isToMany = isToMany
        self.isOrdered = isOrdered
        self.destinationClass = destinationClass
        self.addName = addName
        self.removeName = removeName
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "swiftName": swiftName
        case "declaration": declaration
        case "isRequired": isRequired
        case "viewName": viewName
        case "viewDeclaration": viewDeclaration
        case "nameLiteral": nameLiteral
        case "isToMany": isToMany
        case "isOrdered": isOrdered
        case "destinationClass": destinationClass
        case "addName": addName
        case "removeName": removeName
        default: nil
        }
    }
}
