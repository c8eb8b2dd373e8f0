/// What templates see of one attribute.
package final class AttributeContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let name: String
        let swiftName: String
        let isRenamed: Bool
        let modelType: String
        let managedDeclaration: String
        let isScalar: Bool
        let valueDeclaration: String
        let valueType: String
        let isOptional: Bool
        let valueExpression: String
        let access: String
        let declaringEntity: String
        let isTransient: Bool
        let isDerived: Bool
        let userInfo: [KeyValueContext]
        let coreData: (any TemplateContext)?
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<AttributeContext>(
        "What templates see of one attribute.",
        [
            .text("name", \.values.name, "The attribute's name in the model."),
            .text("swiftName", \.values.swiftName, "The Swift identifier (keywords in backticks)."),
            .flag(
                "isRenamed", \.values.isRenamed,
                """
                Whether the managed property is renamed (`descriptionAttribute`) because the model's name is a \
                member of `NSManagedObject` or `NSObject`; such a property reads and writes its stored value through \
                Core Data's primitive accessors instead of being `@NSManaged`.
                """
            ),
            .text("modelType", \.values.modelType, "The model's attribute type (`Integer 64`, `String`, ...)."),
            .text(
                "managedDeclaration", \.values.managedDeclaration,
                """
                The `@NSManaged` property type, with `?` when optional.
                """
            ),
            .flag("isScalar", \.values.isScalar, "Whether the managed property is a scalar."),
            .text(
                "valueDeclaration", \.values.valueDeclaration,
                """
                The immutable model's type, with `?` when optional (an enum type for `enum` attributes).
                """
            ),
            .text("valueType", \.values.valueType, "The immutable model's type without `?`."),
            .flag("isOptional", \.values.isOptional, "Whether the immutable value is optional."),
            .text(
                "valueExpression", \.values.valueExpression,
                """
                The Swift expression that reads the value from `managedObject` for an immutable model.
                """
            ),
            .text(
                "access", \.values.access,
                "The access level of the immutable property (`public`, or userInfo `access`)."
            ),
            .text("declaringEntity", \.values.declaringEntity, "The entity that declares the attribute."),
            .flag("isTransient", \.values.isTransient, "Whether the attribute is transient."),
            .flag(
                "isDerived", \.values.isDerived,
                "Whether the attribute is derived (read-only in generated classes)."
            ),
            .list("userInfo", \.values.userInfo, "The userInfo entries, in file order."),
            .slot(
                "coreData", \.values.coreData,
                """
                How the `coredata` set declares and describes the attribute; nil unless the set's templates use \
                `coreData`.
                """
            ),
        ]
    )
}

/// A key and its value: a userInfo entry as the model writes it, or a fetch request's substitution variable.
package final class KeyValueContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let key: String
        let value: String
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<KeyValueContext>(
        "A key and its value: a userInfo entry as the model writes it, or a fetch request's substitution variable.",
        [
            .text("key", \.values.key, "The key (a substitution variable: its name as a Swift string literal)."),
            .text("value", \.values.value, "The value (a substitution variable: the Swift parameter that fills it)."),
        ]
    )
}

/// One case of a keypath table: a Swift key path and the stored attribute name it stands for.
package final class KeypathCaseContext: TemplateContext {
    /// The value of every key, as the translator sets them.
    struct Values {
        let path: String
        let keyPath: String
        let attribute: String
    }

    let values: Values
    init(_ values: Values) { self.values = values }

    package static let schema = ContextSchema<KeypathCaseContext>(
        "One case of a keypath table: a Swift key path and the stored attribute name it stands for.",
        [
            .text("path", \.values.path, "The key path after the type name, such as `pageCount` or `address?.city`."),
            .text("keyPath", \.values.keyPath, "The whole key path expression, such as `\\SlateBook.pageCount`."),
            .text("attribute", \.values.attribute, "The stored attribute's name."),
        ]
    )
}
