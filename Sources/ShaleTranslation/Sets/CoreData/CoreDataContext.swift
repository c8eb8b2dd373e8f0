/// How the `coredata` set declares an attribute on its class, and how the model builder describes it.
package final class CoreDataAttributeContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let isPlain: Bool
        let isBoxed: Bool
        let isEnum: Bool
        let declaration: String
        let setterPrefix: String
        let storageName: String
        let storageDeclaration: String
        let publicDeclaration: String
        let readDeclaration: String
        let getter: String
        let setter: String
        let attributeType: String
        let defaultValue: String?
        let validationPredicates: [ValidationContext]
        let valueClassName: String?
        let valueTransformerName: String?
        let derivationExpression: String?
        let allowsExternalBinaryDataStorage: Bool
        let isIndexedBySpotlight: Bool
        let allowsCloudEncryption: Bool
        let preserveAfterDeletion: Bool
        let renamingIdentifier: String?
        let versionHashModifier: String?
        let userInfoLiteral: String?
        let nameLiteral: String
        let hasValidation: Bool
        let isComposite: Bool
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<CoreDataAttributeContext>(
        "How the `coredata` set declares an attribute on its class, and how the model builder describes it.",
        [
            .flag(
                "isPlain", \.values.isPlain,
                """
                Whether the attribute is a plain `@NSManaged` property of type `declaration`.
                """
            ),
            .flag(
                "isBoxed", \.values.isBoxed,
                """
                Whether it is stored as `NSNumber?` (an optional scalar) behind a typed computed property.
                """
            ),
            .flag(
                "isEnum", \.values.isEnum,
                "Whether it is stored raw behind a computed property of a userInfo `enum` type."
            ),
            .text(
                "declaration", \.values.declaration,
                """
                The plain property's type: non-optional for required attributes, `?` for optional ones.
                """
            ),
            .text(
                "setterPrefix", \.values.setterPrefix,
                """
                `private(set) ` for derived attributes (the store computes them), else empty.
                """
            ),
            .text("storageName", \.values.storageName, "The private stored property behind a boxed or enum attribute."),
            .text(
                "storageDeclaration", \.values.storageDeclaration,
                """
                The stored property's type (`NSNumber?`, `String?`, `Int16`).
                """
            ),
            .text(
                "publicDeclaration", \.values.publicDeclaration,
                """
                The computed property's type (`Int32?`, `Genre?`, `Genre`).
                """
            ),
            .text(
                "readDeclaration", \.values.readDeclaration,
                """
                The type the class exposes the attribute as, whatever its storage: `declaration` or \
                `publicDeclaration`.
                """
            ),
            .text("getter", \.values.getter, "The getter's expression, reading `storageName`."),
            .text("setter", \.values.setter, "The setter's expression, from `newValue`."),
            .text(
                "attributeType", \.values.attributeType,
                "The `NSAttributeDescription.AttributeType` case (`.integer16`)."
            ),
            .text(
                "defaultValue", \.values.defaultValue,
                "The default value as a Swift expression, if the model sets one."
            ),
            .list(
                "validationPredicates", \.values.validationPredicates,
                """
                `NSPredicate` format strings and their messages for the validation the model sets, in order.
                """
            ),
            .text(
                "valueClassName", \.values.valueClassName,
                """
                The value class name for transformable and undefined attributes.
                """
            ),
            .text(
                "valueTransformerName", \.values.valueTransformerName,
                """
                The value transformer's name, for transformable attributes.
                """
            ),
            .text(
                "derivationExpression", \.values.derivationExpression,
                "The derivation expression of a derived attribute."
            ),
            .flag(
                "allowsExternalBinaryDataStorage", \.values.allowsExternalBinaryDataStorage,
                """
                Whether binary data may be stored outside the store.
                """
            ),
            .flag("isIndexedBySpotlight", \.values.isIndexedBySpotlight, "Whether Spotlight indexes the attribute."),
            .flag("allowsCloudEncryption", \.values.allowsCloudEncryption, "Whether CloudKit encrypts the attribute."),
            .flag(
                "preserveAfterDeletion", \.values.preserveAfterDeletion,
                """
                Whether the value survives deletion in persistent history.
                """
            ),
            .text(
                "renamingIdentifier", \.values.renamingIdentifier,
                """
                The renaming identifier, as a Swift string literal, if set.
                """
            ),
            .text(
                "versionHashModifier", \.values.versionHashModifier,
                """
                The version-hash modifier, as a Swift string literal, if set.
                """
            ),
            .text(
                "userInfoLiteral", \.values.userInfoLiteral,
                """
                The userInfo entries as a Swift dictionary literal, when there are any.
                """
            ),
            .text("nameLiteral", \.values.nameLiteral, "The attribute's name as a Swift string literal."),
            .flag("hasValidation", \.values.hasValidation, "Whether the model sets any validation rule."),
            .flag(
                "isComposite", \.values.isComposite,
                """
                Whether the attribute is a composite, which the model builder leaves out (composites need iOS 17 \
                descriptions).
                """
            ),
        ]
    )
}

/// One validation rule: an `NSPredicate` format (a Swift string literal) and the message shown when it fails.
package final class ValidationContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let predicate: String
        let message: String
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<ValidationContext>(
        """
        One validation rule: an `NSPredicate` format (a Swift string literal) and the message shown when it fails.
        """,
        [
            .text("predicate", \.values.predicate, "The predicate as a Swift expression building an `NSPredicate`."),
            .text("message", \.values.message, "The warning, as a Swift string literal."),
        ]
    )
}

/// How the `coredata` set writes a relationship, and how its model builder describes it.
package final class CoreDataRelationshipContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let declaration: String
        let capitalizedName: String
        let viewName: String
        let viewDeclaration: String
        let viewGetter: String
        let readName: String
        let readDeclaration: String
        let readGetter: String
        let deleteRule: String
        let minCount: Int
        let maxCount: Int
        let isTransient: Bool
        let isIndexed: Bool
        let inverseName: String?
        let renamingIdentifier: String?
        let versionHashModifier: String?
        let userInfoLiteral: String?
        let destinationVariable: String
        let inverseVariable: String
        let variable: String
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<CoreDataRelationshipContext>(
        "How the `coredata` set writes a relationship, and how its model builder describes it.",
        [
            .text(
                "declaration", \.values.declaration,
                """
                The property's type: `Destination` or `Destination?` for to-one, `NSSet` or `NSOrderedSet` for \
                to-many.
                """
            ),
            .text(
                "capitalizedName", \.values.capitalizedName,
                """
                The name with its first letter upper-cased, for accessor names (`addToBooks`).
                """
            ),
            .text(
                "viewName", \.values.viewName,
                """
                The typed view's name: `booksSet` (`Set<Book>`) or `chaptersArray` (`[Chapter]`).
                """
            ),
            .text("viewDeclaration", \.values.viewDeclaration, "The typed view's type."),
            .text("viewGetter", \.values.viewGetter, "The typed view's getter expression."),
            .text(
                "readName", \.values.readName,
                """
                The read-only view's name (`authorRO`, numbered when the class's hierarchy already uses that name: \
                `authorRO2`).
                """
            ),
            .text(
                "readDeclaration", \.values.readDeclaration,
                """
                The read-only view's type: `(any AuthorRO)?` or `[any BookRO]`.
                """
            ),
            .text("readGetter", \.values.readGetter, "The read-only view's getter expression."),
            .text("deleteRule", \.values.deleteRule, "The `NSDeleteRule` case (`.nullifyDeleteRule`)."),
            .number("minCount", \.values.minCount, "The minimum count."),
            .number("maxCount", \.values.maxCount, "The maximum count; 0 means no limit."),
            .flag("isTransient", \.values.isTransient, "Whether the relationship is transient."),
            .flag("isIndexed", \.values.isIndexed, "Whether the store indexes the relationship."),
            .text("inverseName", \.values.inverseName, "The inverse's name as a Swift string literal, if set."),
            .text(
                "renamingIdentifier", \.values.renamingIdentifier,
                """
                The renaming identifier, as a Swift string literal, if set.
                """
            ),
            .text(
                "versionHashModifier", \.values.versionHashModifier,
                """
                The version-hash modifier, as a Swift string literal, if set.
                """
            ),
            .text(
                "userInfoLiteral", \.values.userInfoLiteral,
                """
                The userInfo entries as a Swift dictionary literal, when there are any.
                """
            ),
            .text(
                "destinationVariable", \.values.destinationVariable,
                "The builder variable of the destination entity."
            ),
            .text(
                "inverseVariable", \.values.inverseVariable,
                """
                The builder variable of the entity that declares the inverse.
                """
            ),
            .text(
                "variable", \.values.variable,
                "The relationship description's builder variable (`entityBook_author`)."
            ),
        ]
    )
}
