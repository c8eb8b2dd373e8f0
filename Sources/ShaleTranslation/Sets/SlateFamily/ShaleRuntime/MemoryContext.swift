/// What the `memory` set's templates see of one entity: its ShaleRuntime class and schema entry.
package final class MemoryEntityContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let nameLiteral: String
        let superclass: String
        let isFinal: Bool
        let attributes: [MemoryAttributeContext]
        let relationships: [MemoryRelationshipContext]
        let schemaAttributes: [String]
        let schemaRelationships: [String]
        let parentLiteral: String
        let constraintsLiteral: String
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<MemoryEntityContext>(
        "What the `memory` set's templates see of one entity: its ShaleRuntime class and schema entry.",
        [
            .text("nameLiteral", \.values.nameLiteral, "The entity's name as a Swift string literal."),
            .text(
                "superclass", \.values.superclass,
                "The class's superclass: `ManagedObject`, or the parent entity's class."
            ),
            .flag("isFinal", \.values.isFinal, "Whether the class is `final` (no entity inherits from it)."),
            .list(
                "attributes", \.values.attributes,
                """
                The attributes the class declares (inherited ones come from its superclass).
                """
            ),
            .list("relationships", \.values.relationships, "The relationships the class declares."),
            .texts(
                "schemaAttributes", \.values.schemaAttributes,
                """
                `AttributeSchema(...)` expressions for the attributes the entity declares.
                """
            ),
            .texts(
                "schemaRelationships", \.values.schemaRelationships,
                """
                `RelationshipSchema(...)` expressions for the relationships the entity declares.
                """
            ),
            .text(
                "parentLiteral", \.values.parentLiteral,
                """
                The parent entity's name as a Swift string literal, or `nil` (the text).
                """
            ),
            .text(
                "constraintsLiteral", \.values.constraintsLiteral,
                """
                The uniqueness constraints the entity declares, as a Swift array literal.
                """
            ),
        ]
    )
}

/// A stored attribute of a ShaleRuntime class.
package final class MemoryAttributeContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let swiftName: String
        let declaration: String
        let nameLiteral: String
        let isTransformable: Bool
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<MemoryAttributeContext>(
        "A stored attribute of a ShaleRuntime class.",
        [
            .text("swiftName", \.values.swiftName, "The property's Swift name."),
            .text(
                "declaration", \.values.declaration,
                """
                Its type: the Core Data class's type (`String?`, `Int64`, `NSNumber?`...).
                """
            ),
            .text("nameLiteral", \.values.nameLiteral, "The attribute's name as a Swift string literal."),
            .flag(
                "isTransformable", \.values.isTransformable,
                """
                Whether the value is kept as the object it is (transformable, undefined and composite attributes), \
                read through `self[transformable:]`.
                """
            ),
        ]
    )
}

/// A relationship of a ShaleRuntime class.
package final class MemoryRelationshipContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
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
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<MemoryRelationshipContext>(
        "A relationship of a ShaleRuntime class.",
        [
            .text("swiftName", \.values.swiftName, "The property's Swift name."),
            .text(
                "declaration", \.values.declaration,
                """
                Its type as Core Data's class declares it: `CoreDataAuthor`, `CoreDataAuthor?`, `NSSet?` or \
                `NSOrderedSet?`.
                """
            ),
            .flag(
                "isRequired", \.values.isRequired,
                """
                Whether it is a to-one the model requires (declared without `?`; reading it unset stops the \
                program).
                """
            ),
            .text(
                "viewName", \.values.viewName,
                """
                A to-many's typed accessor, such as `booksSet` or `chaptersArray`; empty for a to-one.
                """
            ),
            .text(
                "viewDeclaration", \.values.viewDeclaration,
                """
                The typed accessor's type: `Set<CoreDataBook>` or `[CoreDataChapter]`; empty for a to-one.
                """
            ),
            .text("nameLiteral", \.values.nameLiteral, "The relationship's name as a Swift string literal."),
            .flag("isToMany", \.values.isToMany, "Whether it is to-many."),
            .flag("isOrdered", \.values.isOrdered, "Whether it is an ordered to-many."),
            .text("destinationClass", \.values.destinationClass, "The destination's class."),
            .text("addName", \.values.addName, "The adder's name, such as `addToBooks`."),
            .text("removeName", \.values.removeName, "The remover's name, such as `removeFromBooks`."),
        ]
    )
}
