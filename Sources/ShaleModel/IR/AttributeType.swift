/// A Core Data attribute type, spelled as the model file spells it.
package enum AttributeType: String, Sendable, Hashable, Codable, CaseIterable {
    case integer16 = "Integer 16"
    case integer32 = "Integer 32"
    case integer64 = "Integer 64"
    case decimal = "Decimal"
    case double = "Double"
    case float = "Float"
    case string = "String"
    case boolean = "Boolean"
    case date = "Date"
    case binary = "Binary"
    case uuid = "UUID"
    case uri = "URI"
    case transformable = "Transformable"
    /// A transient attribute of no declared type; the file leaves `attributeType` out.
    case undefined = "Undefined"
    case objectID = "ObjectID"
    /// An attribute whose value is a model-level composite (iOS 17+).
    case composite = "Composite"

    /// Whether the type is one of the three integer types.
    package var isInteger: Bool {
        self == .integer16 || self == .integer32 || self == .integer64
    }

    /// Whether the type is numeric (integers, Decimal, Double, Float).
    package var isNumeric: Bool {
        isInteger || self == .decimal || self == .double || self == .float
    }

    /// Whether an attribute of this type takes the class of its value from `customClassName`: Transformable,
    /// Undefined and Composite. Every other type fixes its class (`String` is `NSString`), and Xcode's generated
    /// code and momc's compiled model ignore a custom class on it.
    package var takesCustomClass: Bool {
        self == .transformable || self == .undefined || self == .composite
    }

    /// Whether validation limits of this type are lengths rather than values.
    package var hasLengthLimits: Bool {
        self == .string || self == .binary
    }
}
