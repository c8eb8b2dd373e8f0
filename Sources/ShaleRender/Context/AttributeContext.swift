import ShaleCore
import ShaleModel

/// What templates see of one attribute.
public struct AttributeContext: ContextValue {
    /// The attribute's name in the model.
    public var name: String
    /// The Swift identifier (keywords in backticks).
    public var swiftName: String
    /// The model's attribute type (`Integer 64`, `String`, ...).
    public var modelType: String
    /// The `@NSManaged` property type, with `?` when optional.
    public var managedDeclaration: String
    /// Whether the managed property is a scalar.
    public var isScalar: Bool
    /// The immutable model's type, with `?` when optional (an enum type for `enum` attributes).
    public var valueDeclaration: String
    /// The immutable model's type without `?`.
    public var valueType: String
    /// Whether the immutable value is optional.
    public var isOptional: Bool
    /// The Swift expression that reads the value from `managedObject` for an immutable model.
    public var valueExpression: String
    /// The access level of the immutable property (`public`, or userInfo `access`).
    public var access: String
    /// The entity that declares the attribute.
    public var declaringEntity: String
    /// Whether the attribute is transient.
    public var isTransient: Bool
    /// Whether the attribute is derived (read-only in generated classes).
    public var isDerived: Bool
    /// The userInfo entries, in file order.
    public var userInfo: [UserInfoContext]

    public func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "swiftName": swiftName
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
        default: nil
        }
    }
}

/// A userInfo entry as templates see it.
public struct UserInfoContext: ContextValue {
    /// The key.
    public var key: String
    /// The value.
    public var value: String

    public func child(named name: String) -> Any? {
        switch name {
        case "key": key
        case "value": value
        default: nil
        }
    }
}

/// A name paired with its Swift identifier, for name-constant lists.
public struct NameContext: ContextValue {
    /// The name in the model.
    public var name: String
    /// The Swift identifier.
    public var swiftName: String

    public func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "swiftName": swiftName
        default: nil
        }
    }
}

/// One case of a keypath table: a Swift key path and the stored attribute name it stands for.
public struct KeypathCaseContext: ContextValue {
    /// The key path after the type name, such as `pageCount` or `address?.city`.
    public var path: String
    /// The stored attribute's name.
    public var attribute: String

    public func child(named key: String) -> Any? {
        switch key {
        case "path": path
        case "attribute": attribute
        default: nil
        }
    }
}

/// A parameter of a generated initialiser.
public struct ParameterContext: ContextValue {
    /// The parameter's Swift name.
    public var swiftName: String
    /// Its type, with `?` when optional.
    public var typeDeclaration: String

    public func child(named key: String) -> Any? {
        switch key {
        case "swiftName": swiftName
        case "typeDeclaration": typeDeclaration
        default: nil
        }
    }
}
