import ShaleModel

/// What templates see of one attribute.
public struct AttributeContext: TemplateContext {
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
    let coreData: CoreDataAttributeContext?

    public static let schema = ContextSchema<AttributeContext>(
        "What templates see of one attribute.",
        [
            .text("name", \.name, "The attribute's name in the model."),
            .text("swiftName", \.swiftName, "The Swift identifier (keywords in backticks)."),
            .flag(
                "isRenamed", \.isRenamed,
                """
                Whether the managed property is renamed (`descriptionAttribute`) because the model's name is a \
                member of `NSManagedObject` or `NSObject`; such a property reads and writes its stored value through \
                Core Data's primitive accessors instead of being `@NSManaged`.
                """
            ),
            .text("modelType", \.modelType, "The model's attribute type (`Integer 64`, `String`, ...)."),
            .text(
                "managedDeclaration", \.managedDeclaration,
                """
                The `@NSManaged` property type, with `?` when optional.
                """
            ),
            .flag("isScalar", \.isScalar, "Whether the managed property is a scalar."),
            .text(
                "valueDeclaration", \.valueDeclaration,
                """
                The immutable model's type, with `?` when optional (an enum type for `enum` attributes).
                """
            ),
            .text("valueType", \.valueType, "The immutable model's type without `?`."),
            .flag("isOptional", \.isOptional, "Whether the immutable value is optional."),
            .text(
                "valueExpression", \.valueExpression,
                """
                The Swift expression that reads the value from `managedObject` for an immutable model.
                """
            ),
            .text("access", \.access, "The access level of the immutable property (`public`, or userInfo `access`)."),
            .text("declaringEntity", \.declaringEntity, "The entity that declares the attribute."),
            .flag("isTransient", \.isTransient, "Whether the attribute is transient."),
            .flag("isDerived", \.isDerived, "Whether the attribute is derived (read-only in generated classes)."),
            .list("userInfo", \.userInfo, "The userInfo entries, in file order."),
            .context(
                "coreData", \.coreData,
                """
                How the `coredata` set declares and describes the attribute; nil unless the set's templates use \
                `coreData`.
                """
            ),
        ]
    )
}

/// A key and its value: a userInfo entry as the model writes it, or a fetch request's substitution variable.
public struct KeyValueContext: TemplateContext {
    let key: String
    let value: String

    public static let schema = ContextSchema<KeyValueContext>(
        "A key and its value: a userInfo entry as the model writes it, or a fetch request's substitution variable.",
        [
            .text("key", \.key, "The key (a substitution variable: its name as a Swift string literal)."),
            .text("value", \.value, "The value (a substitution variable: the Swift parameter that fills it)."),
        ]
    )
}

/// A name paired with its Swift identifier, for name-constant lists.
public struct NameContext: TemplateContext {
    let name: String
    let swiftName: String

    public static let schema = ContextSchema<NameContext>(
        "A name paired with its Swift identifier, for name-constant lists.",
        [
            .text("name", \.name, "The name in the model."),
            .text("swiftName", \.swiftName, "The Swift identifier."),
        ]
    )
}

/// One case of a keypath table: a Swift key path and the stored attribute name it stands for.
public struct KeypathCaseContext: TemplateContext {
    let path: String
    let keyPath: String
    let attribute: String

    public static let schema = ContextSchema<KeypathCaseContext>(
        "One case of a keypath table: a Swift key path and the stored attribute name it stands for.",
        [
            .text("path", \.path, "The key path after the type name, such as `pageCount` or `address?.city`."),
            .text("keyPath", \.keyPath, "The whole key path expression, such as `\\SlateBook.pageCount`."),
            .text("attribute", \.attribute, "The stored attribute's name."),
        ]
    )
}

/// A parameter of a generated initialiser.
public struct ParameterContext: TemplateContext {
    let swiftName: String
    let typeDeclaration: String

    public static let schema = ContextSchema<ParameterContext>(
        "A parameter of a generated initialiser.",
        [
            .text("swiftName", \.swiftName, "The parameter's Swift name."),
            .text("typeDeclaration", \.typeDeclaration, "Its type, with `?` when optional."),
        ]
    )
}
