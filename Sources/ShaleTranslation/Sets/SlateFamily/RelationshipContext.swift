/// What templates see of one relationship.
package final class RelationshipContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
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
        let coreData: (any TemplateContext)?
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<RelationshipContext>(
        "What templates see of one relationship.",
        [
            .text("name", \.values.name, "The relationship's name in the model."),
            .text("swiftName", \.values.swiftName, "The Swift identifier."),
            .flag(
                "isRenamed", \.values.isRenamed,
                """
                Whether the managed property is renamed (`entityRelationship`) because the model's name is a member \
                of `NSManagedObject` or `NSObject`; such a property goes through Core Data's primitive accessors.
                """
            ),
            .text("destinationEntity", \.values.destinationEntity, "The destination entity's name."),
            .text(
                "destinationManagedClass", \.values.destinationManagedClass,
                "The destination's managed (Core Data) class."
            ),
            .text(
                "destinationImmutableType", \.values.destinationImmutableType,
                "The destination's immutable model type."
            ),
            .flag("isToMany", \.values.isToMany, "Whether the relationship holds many objects."),
            .flag("isOrdered", \.values.isOrdered, "Whether a to-many relationship is ordered."),
            .flag("isOptional", \.values.isOptional, "Whether the relationship may be empty."),
            .text(
                "managedDeclaration", \.values.managedDeclaration,
                """
                The `@NSManaged` property type: the destination class (`?` when optional), `NSSet?` or \
                `NSOrderedSet?`.
                """
            ),
            .text(
                "resolvedDeclaration", \.values.resolvedDeclaration,
                """
                The immutable type a relationship resolver returns: `[Book]`, `Author?` or `Author`.
                """
            ),
            .text("inverseName", \.values.inverseName, "The inverse relationship's name, if any."),
            .text("deleteRule", \.values.deleteRule, "The delete rule (`Nullify`, `Cascade`, `Deny`, `No Action`)."),
            .slot(
                "coreData", \.values.coreData,
                """
                How the `coredata` set declares and describes the relationship; nil unless the set's templates use \
                `coreData`.
                """
            ),
        ]
    )
}

/// A Slate substruct: the attributes named `prefix_name`, grouped into a nested struct `Prefix`.
package final class SubstructContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let prefix: String
        let swiftName: String
        let structName: String
        let typeDeclaration: String
        let isOptional: Bool
        let hasAttribute: String?
        let attributes: [AttributeContext]
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<SubstructContext>(
        "A Slate substruct: the attributes named `prefix_name`, grouped into a nested struct `Prefix`.",
        [
            .text("prefix", \.values.prefix, "The prefix as the model writes it (`address` in `address_city`)."),
            .text(
                "swiftName", \.values.swiftName,
                "The property name (the prefix, in backticks when it is a keyword)."
            ),
            .text(
                "structName", \.values.structName,
                "The nested struct's name (the prefix, first letter upper-cased)."
            ),
            .text(
                "typeDeclaration", \.values.typeDeclaration,
                """
                The struct's type as the immutable model declares it, with `?` when optional.
                """
            ),
            .flag(
                "isOptional", \.values.isOptional,
                "Whether the substruct is optional (a `prefix_has` Boolean exists)."
            ),
            .text("hasAttribute", \.values.hasAttribute, "The `prefix_has` attribute's managed name, when optional."),
            .list(
                "attributes", \.values.attributes,
                """
                The member attributes, sorted by name; their `valueExpression` reads `managedObject.prefix_name`.
                """
            ),
        ]
    )
}
