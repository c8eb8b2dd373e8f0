import ShaleModel

extension AttributeType {
    /// The Swift value type of a stored attribute of this type (`Int16`, `Decimal`, `URL`, ...), or nil for types
    /// whose value has no fixed Swift type (transformable, undefined, composite, object ID).
    package var swiftValueType: String? {
        switch self {
        case .integer16: "Int16"
        case .integer32: "Int32"
        case .integer64: "Int64"
        case .decimal: "Decimal"
        case .double: "Double"
        case .float: "Float"
        case .string: "String"
        case .boolean: "Bool"
        case .date: "Date"
        case .binary: "Data"
        case .uuid: "UUID"
        case .uri: "URL"
        case .transformable, .undefined, .composite, .objectID: nil
        }
    }

    /// The Swift scalar Core Data stores this type as when an attribute uses scalar value types (`Int16`,
    /// `Double`, `Bool`, ...); nil for the types that are always objects.
    package var scalarSwiftType: String? {
        switch self {
        case .integer16, .integer32, .integer64, .double, .float, .boolean: swiftValueType
        default: nil
        }
    }
}

/// How an attribute looks in generated Swift: on the managed object, and in an immutable model.
package struct AttributeSwiftTypes: Sendable, Hashable {
    /// The type of the `@NSManaged` property, without `?` (`Int64`, `NSNumber`, `String`, ...).
    package var managedType: String
    /// Whether the managed property is optional: every object-typed one is, as Core Data may hand out nil,
    /// except a required number (`NSNumber`, as slategen declares it).
    package var isManagedOptional: Bool
    /// Whether the managed property is a scalar (`Int64`, `Double`, `Bool`...): the model asks for one and
    /// the attribute is required.
    package var isScalar: Bool
    /// The type in an immutable model, without `?`.
    package var valueType: String
    /// The member that turns a non-nil managed value into `valueType` (`.intValue`, `.decimalValue`), or empty.
    package var conversion: String

    /// The managed property's type with `?` when optional.
    package var managedDeclaration: String { managedType + (isManagedOptional ? "?" : "") }

    /// The types for `attribute`.
    /// - Parameter castsIntegers: Whether immutable models use `Int` for every integer type.
    package init(_ attribute: Attribute, castsIntegers: Bool) {
        let type = attribute.type
        let scalarType = type.scalarSwiftType
        let objectType: String =
            switch type {
            case .integer16, .integer32, .integer64, .double, .float, .boolean: "NSNumber"
            case .decimal: "NSDecimalNumber"
            case .string: "String"
            case .date: "Date"
            case .binary: "Data"
            case .uuid: "UUID"
            case .uri: "URL"
            case .transformable, .undefined, .composite: attribute.customClassSwiftName ?? "NSObject"
            case .objectID: "NSManagedObjectID"
            }
        // An optional attribute stays an object even when the model asks for a scalar: a scalar property
        // cannot hold nil, and Core Data would read a missing value as 0.
        isScalar = attribute.usesScalarValueType && scalarType != nil && !attribute.isOptional
        managedType = isScalar ? scalarType! : objectType
        // A required number stored as an object is `NSNumber`, not `NSNumber?`, as slategen declares it: Core
        // Data's validation keeps it from being nil in a saved object.
        isManagedOptional = !isScalar && !(scalarType != nil && !attribute.isOptional)
        valueType = type.isInteger && castsIntegers ? "Int" : type.swiftValueType ?? objectType
        conversion =
            switch (isScalar, type) {
            case (false, .integer16): castsIntegers ? ".intValue" : ".int16Value"
            case (false, .integer32): castsIntegers ? ".intValue" : ".int32Value"
            case (false, .integer64): castsIntegers ? ".intValue" : ".int64Value"
            case (false, .double): ".doubleValue"
            case (false, .float): ".floatValue"
            case (false, .boolean): ".boolValue"
            case (_, .decimal): ".decimalValue"
            default: ""
            }
    }

    /// Names object identities `identityType` instead of `NSManagedObjectID` (`SlateID` over ShaleRuntime).
    package mutating func useIdentityType(_ identityType: String) {
        if managedType == "NSManagedObjectID" { managedType = identityType }
        if valueType == "NSManagedObjectID" { valueType = identityType }
    }
}

extension Attribute {
    /// The Swift type `customClassName` names: Apple's Swift name for an Apple class (`CKRecordID` is
    /// `CKRecord.ID`), else the name without Xcode's current-module dot; nil when it names no class.
    package var customClassSwiftName: String? {
        customAppleType?.swiftName ?? customClassName.flatMap(SwiftTypeName.customClass)
    }

    /// The Apple class outside Foundation and Core Data that `customClassName` names, if any: its module must be
    /// imported wherever the attribute's type appears.
    package var customAppleType: AppleType? {
        customClassName.flatMap(SwiftTypeName.customClass).flatMap(AppleTypes.lookup)
    }
}
