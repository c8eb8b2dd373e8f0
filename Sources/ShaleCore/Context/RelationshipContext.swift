/// What templates see of one relationship.
public struct RelationshipContext: TemplateContext {
    let name: String
    let swiftName: String
    let isRenamed: Bool
    let destinationEntity: String
    let destinationManagedClass: String
    let destinationImmutableType: String
    let isToMany: Bool
    let isOrdered: Bool
    let isOptional: Bool
    let managedDeclaration: String
    let resolvedDeclaration: String
    let inverseName: String?
    let deleteRule: String
    let coreData: CoreDataRelationshipContext?

    public static let schema = ContextSchema<RelationshipContext>(
        "What templates see of one relationship.",
        [
            .text("name", \.name, "The relationship's name in the model."),
            .text("swiftName", \.swiftName, "The Swift identifier."),
            .flag(
                "isRenamed", \.isRenamed,
                """
                Whether the managed property is renamed (`entityRelationship`) because the model's name is a member \
                of `NSManagedObject` or `NSObject`; such a property goes through Core Data's primitive accessors.
                """
            ),
            .text("destinationEntity", \.destinationEntity, "The destination entity's name."),
            .text("destinationManagedClass", \.destinationManagedClass, "The destination's managed (Core Data) class."),
            .text("destinationImmutableType", \.destinationImmutableType, "The destination's immutable model type."),
            .flag("isToMany", \.isToMany, "Whether the relationship holds many objects."),
            .flag("isOrdered", \.isOrdered, "Whether a to-many relationship is ordered."),
            .flag("isOptional", \.isOptional, "Whether the relationship may be empty."),
            .text(
                "managedDeclaration", \.managedDeclaration,
                """
                The `@NSManaged` property type: the destination class (`?` when optional), `NSSet?` or \
                `NSOrderedSet?`.
                """
            ),
            .text(
                "resolvedDeclaration", \.resolvedDeclaration,
                """
                The immutable type a relationship resolver returns: `[Book]`, `Author?` or `Author`.
                """
            ),
            .text("inverseName", \.inverseName, "The inverse relationship's name, if any."),
            .text("deleteRule", \.deleteRule, "The delete rule (`Nullify`, `Cascade`, `Deny`, `No Action`)."),
            .context(
                "coreData", \.coreData,
                """
                How the `coredata` set declares and describes the relationship; nil unless the set's templates use \
                `coreData`.
                """
            ),
        ]
    )
}

/// A Slate substruct: the attributes named `prefix_name`, grouped into a nested struct `Prefix`.
public struct SubstructContext: TemplateContext {
    let prefix: String
    let swiftName: String
    let structName: String
    let typeDeclaration: String
    let isOptional: Bool
    let hasAttribute: String?
    let attributes: [AttributeContext]

    public static let schema = ContextSchema<SubstructContext>(
        "A Slate substruct: the attributes named `prefix_name`, grouped into a nested struct `Prefix`.",
        [
            .text("prefix", \.prefix, "The prefix as the model writes it (`address` in `address_city`)."),
            .text("swiftName", \.swiftName, "The property name (the prefix, in backticks when it is a keyword)."),
            .text("structName", \.structName, "The nested struct's name (the prefix, first letter upper-cased)."),
            .text(
                "typeDeclaration", \.typeDeclaration,
                """
                The struct's type as the immutable model declares it, with `?` when optional.
                """
            ),
            .flag("isOptional", \.isOptional, "Whether the substruct is optional (a `prefix_has` Boolean exists)."),
            .text("hasAttribute", \.hasAttribute, "The `prefix_has` attribute's managed name, when optional."),
            .list(
                "attributes", \.attributes,
                """
                The member attributes, sorted by name; their `valueExpression` reads `managedObject.prefix_name`.
                """
            ),
        ]
    )
}
