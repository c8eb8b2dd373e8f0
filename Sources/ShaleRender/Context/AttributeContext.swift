import ShaleCore
import ShaleModel

/// What templates see of one attribute.
public final class AttributeContext: ContextValue {
    /// The attribute's name in the model.
    public let name: String
    /// The Swift identifier (keywords in backticks).
    public let swiftName: String
    /// Whether the managed property is renamed (`descriptionAttribute`) because the model's name is a member of
    /// `NSManagedObject` or `NSObject`; such a property reads and writes its stored value through Core Data's
    /// primitive accessors instead of being `@NSManaged`.
    public let isRenamed: Bool
    /// The model's attribute type (`Integer 64`, `String`, ...).
    public let modelType: String
    /// The `@NSManaged` property type, with `?` when optional.
    public let managedDeclaration: String
    /// Whether the managed property is a scalar.
    public let isScalar: Bool
    /// The immutable model's type, with `?` when optional (an enum type for `enum` attributes).
    public let valueDeclaration: String
    /// The immutable model's type without `?`.
    public let valueType: String
    /// Whether the immutable value is optional.
    public let isOptional: Bool
    /// The Swift expression that reads the value from `managedObject` for an immutable model.
    public let valueExpression: String
    /// The access level of the immutable property (`public`, or userInfo `access`).
    public let access: String
    /// The entity that declares the attribute.
    public let declaringEntity: String
    /// Whether the attribute is transient.
    public let isTransient: Bool
    /// Whether the attribute is derived (read-only in generated classes).
    public let isDerived: Bool
    /// The userInfo entries, in file order.
    public let userInfo: [UserInfoContext]

    /// How the `coredata` set declares and describes the attribute; nil unless the set's templates use `coreData`.
    public let coreData: CoreDataAttributeContext?

    /// Creates the context.
    public init(
        name: String,
        swiftName: String,
        isRenamed: Bool = false,
        modelType: String,
        managedDeclaration: String,
        isScalar: Bool,
        valueDeclaration: String,
        valueType: String,
        isOptional: Bool,
        valueExpression: String,
        access: String,
        declaringEntity: String,
        isTransient: Bool,
        isDerived: Bool,
        userInfo: [UserInfoContext],
        coreData: CoreDataAttributeContext?
    ) {
        self.coreData = coreData
        self.name = name
        self.swiftName = swiftName
        self.isRenamed = isRenamed
        self.modelType = modelType
        self.managedDeclaration = managedDeclaration
        self.isScalar = isScalar
        self.valueDeclaration = valueDeclaration
        self.valueType = valueType
        self.isOptional = isOptional
        self.valueExpression = valueExpression
        self.access = access
        self.declaringEntity = declaringEntity
        self.isTransient = isTransient
        self.isDerived = isDerived
        self.userInfo = userInfo
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "swiftName": swiftName
        case "isRenamed": isRenamed
        case "modelType": modelType
        case "managedDeclaration": managedDeclaration
        case "isScalar": isScalar
        case "valueDeclaration": valueDeclaration
        case "valueType": valueType
        case "isOptional": isOptional
        case "valueExpression": valueExpression
        case "access": access
        case "declaringEntity": declaringEntity
        case "isTransient": isTransient
        case "isDerived": isDerived
        case "userInfo": userInfo
        case "coreData": coreData
        default: nil
        }
    }
}

/// A userInfo entry as templates see it.
public final class UserInfoContext: ContextValue {
    /// The key.
    public let key: String
    /// The value.
    public let value: String

    /// Creates the context.
    public init(
        key: String,
        value: String
    ) {
        self.key = key
        self.value = value
    }

    public func child(named name: String) -> Any? {
        switch name {
        case "key": key
        case "value": value
        default: nil
        }
    }
}

/// A name paired with its Swift identifier, for name-constant lists.
public final class NameContext: ContextValue {
    /// The name in the model.
    public let name: String
    /// The Swift identifier.
    public let swiftName: String

    /// Creates the context.
    public init(
        name: String,
        swiftName: String
    ) {
        self.name = name
        self.swiftName = swiftName
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "swiftName": swiftName
        default: nil
        }
    }
}

/// One case of a keypath table: a Swift key path and the stored attribute name it stands for.
public final class KeypathCaseContext: ContextValue {
    /// The key path after the type name, such as `pageCount` or `address?.city`.
    public let path: String
    /// The whole key path expression, such as `\SlateBook.pageCount`.
    public let keyPath: String
    /// The stored attribute's name.
    public let attribute: String

    /// Creates the context.
    public init(
        path: String,
        keyPath: String,
        attribute: String
    ) {
        self.path = path
        self.keyPath = keyPath
        self.attribute = attribute
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "path": path
        case "keyPath": keyPath
        case "attribute": attribute
        default: nil
        }
    }
}

/// A parameter of a generated initialiser.
public final class ParameterContext: ContextValue {
    /// The parameter's Swift name.
    public let swiftName: String
    /// Its type, with `?` when optional.
    public let typeDeclaration: String

    /// Creates the context.
    public init(
        swiftName: String,
        typeDeclaration: String
    ) {
        self.swiftName = swiftName
        self.typeDeclaration = typeDeclaration
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "swiftName": swiftName
        case "typeDeclaration": typeDeclaration
        default: nil
        }
    }
}
