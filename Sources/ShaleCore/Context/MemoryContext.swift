/// What the `memory` set's templates see of one entity: its ShaleRuntime class and schema entry.
public struct MemoryEntityContext: TemplateContext {
    let nameLiteral: String
    let superclass: String
    let isFinal: Bool
    let attributes: [MemoryAttributeContext]
    let relationships: [MemoryRelationshipContext]
    let schemaAttributes: [String]
    let schemaRelationships: [String]
    let parentLiteral: String
    let constraintsLiteral: String

    public static let schema = ContextSchema<MemoryEntityContext>(
        "What the `memory` set's templates see of one entity: its ShaleRuntime class and schema entry.",
        [
            .text("nameLiteral", \.nameLiteral, "The entity's name as a Swift string literal."),
            .text("superclass", \.superclass, "The class's superclass: `ManagedObject`, or the parent entity's class."),
            .flag("isFinal", \.isFinal, "Whether the class is `final` (no entity inherits from it)."),
            .list(
                "attributes", \.attributes,
                """
                The attributes the class declares (inherited ones come from its superclass).
                """
            ),
            .list("relationships", \.relationships, "The relationships the class declares."),
            .texts(
                "schemaAttributes", \.schemaAttributes,
                """
                `AttributeSchema(...)` expressions for the attributes the entity declares.
                """
            ),
            .texts(
                "schemaRelationships", \.schemaRelationships,
                """
                `RelationshipSchema(...)` expressions for the relationships the entity declares.
                """
            ),
            .text(
                "parentLiteral", \.parentLiteral,
                """
                The parent entity's name as a Swift string literal, or `nil` (the text).
                """
            ),
            .text(
                "constraintsLiteral", \.constraintsLiteral,
                """
                The uniqueness constraints the entity declares, as a Swift array literal.
                """
            ),
        ]
    )
}

/// A stored attribute of a ShaleRuntime class.
public struct MemoryAttributeContext: TemplateContext {
    let swiftName: String
    let declaration: String
    let nameLiteral: String
    let isTransformable: Bool

    public static let schema = ContextSchema<MemoryAttributeContext>(
        "A stored attribute of a ShaleRuntime class.",
        [
            .text("swiftName", \.swiftName, "The property's Swift name."),
            .text(
                "declaration", \.declaration,
                """
                Its type: the Core Data class's type (`String?`, `Int64`, `NSNumber?`...).
                """
            ),
            .text("nameLiteral", \.nameLiteral, "The attribute's name as a Swift string literal."),
            .flag(
                "isTransformable", \.isTransformable,
                """
                Whether the value is kept as the object it is (transformable, undefined and composite attributes), \
                read through `self[transformable:]`.
                """
            ),
        ]
    )
}

/// A relationship of a ShaleRuntime class.
public struct MemoryRelationshipContext: TemplateContext {
    let swiftName: String
    let declaration: String
    let isRequired: Bool
    let viewName: String
    let viewDeclaration: String
    let nameLiteral: String
    let isToMany: Bool
    let isOrdered: Bool
    let destinationClass: String
    let addName: String
    let removeName: String

    public static let schema = ContextSchema<MemoryRelationshipContext>(
        "A relationship of a ShaleRuntime class.",
        [
            .text("swiftName", \.swiftName, "The property's Swift name."),
            .text(
                "declaration", \.declaration,
                """
                Its type as Core Data's class declares it: `CoreDataAuthor`, `CoreDataAuthor?`, `NSSet?` or \
                `NSOrderedSet?`.
                """
            ),
            .flag(
                "isRequired", \.isRequired,
                """
                Whether it is a to-one the model requires (declared without `?`; reading it unset stops the \
                program).
                """
            ),
            .text(
                "viewName", \.viewName,
                """
                A to-many's typed accessor, such as `booksSet` or `chaptersArray`; empty for a to-one.
                """
            ),
            .text(
                "viewDeclaration", \.viewDeclaration,
                """
                The typed accessor's type: `Set<CoreDataBook>` or `[CoreDataChapter]`; empty for a to-one.
                """
            ),
            .text("nameLiteral", \.nameLiteral, "The relationship's name as a Swift string literal."),
            .flag("isToMany", \.isToMany, "Whether it is to-many."),
            .flag("isOrdered", \.isOrdered, "Whether it is an ordered to-many."),
            .text("destinationClass", \.destinationClass, "The destination's class."),
            .text("addName", \.addName, "The adder's name, such as `addToBooks`."),
            .text("removeName", \.removeName, "The remover's name, such as `removeFromBooks`."),
        ]
    )
}
