import Foundation

/// A Swift type an attribute can hold and a query can compare: it converts to and from `StoreValue`.
public protocol StoreValueConvertible {
    /// The stored form.
    var storeValue: StoreValue { get }
    /// The value from its stored form; nil when the stored value is of another kind.
    static func fromStoreValue(_ value: StoreValue) -> Self?
}

extension Optional: StoreValueConvertible where Wrapped: StoreValueConvertible {
    public var storeValue: StoreValue { self?.storeValue ?? .null }
    public static func fromStoreValue(_ value: StoreValue) -> Self? {
        value == .null ? .some(nil) : Wrapped.fromStoreValue(value).map { .some($0) }
    }
}

extension Bool: StoreValueConvertible {
    public var storeValue: StoreValue { .bool(self) }
    public static func fromStoreValue(_ value: StoreValue) -> Bool? {
        if case .bool(let bool) = value { return bool }
        return value.number.map { $0 != 0 }
    }
}

extension String: StoreValueConvertible {
    public var storeValue: StoreValue { .string(self) }
    public static func fromStoreValue(_ value: StoreValue) -> String? {
        if case .string(let string) = value { return string }
        return nil
    }
}

/// Integers of every width store as `Int64`.
public protocol StoreInteger: StoreValueConvertible, FixedWidthInteger {}

extension StoreInteger {
    public var storeValue: StoreValue { .int(Int64(self)) }
    public static func fromStoreValue(_ value: StoreValue) -> Self? {
        switch value {
        case .int(let int): Self(exactly: int)
        case .bool(let bool): bool ? 1 : 0
        default:
            value.number.flatMap { Int64(exactly: NSDecimalNumber(decimal: $0).doubleValue) }.flatMap(
                Self.init(exactly:))
        }
    }
}

extension Int: StoreInteger {}
extension Int16: StoreInteger {}
extension Int32: StoreInteger {}
extension Int64: StoreInteger {}

extension Double: StoreValueConvertible {
    public var storeValue: StoreValue { .double(self) }
    public static func fromStoreValue(_ value: StoreValue) -> Double? {
        if case .double(let double) = value { return double }
        return value.number.map { NSDecimalNumber(decimal: $0).doubleValue }
    }
}

extension Float: StoreValueConvertible {
    public var storeValue: StoreValue { .double(Double(self)) }
    public static func fromStoreValue(_ value: StoreValue) -> Float? { Double.fromStoreValue(value).map(Float.init) }
}

extension Decimal: StoreValueConvertible {
    public var storeValue: StoreValue { .decimal(self) }
    public static func fromStoreValue(_ value: StoreValue) -> Decimal? { value.number }
}

extension Date: StoreValueConvertible {
    public var storeValue: StoreValue { .date(self) }
    public static func fromStoreValue(_ value: StoreValue) -> Date? {
        if case .date(let date) = value { return date }
        return nil
    }
}

extension Data: StoreValueConvertible {
    public var storeValue: StoreValue { .data(self) }
    public static func fromStoreValue(_ value: StoreValue) -> Data? {
        if case .data(let data) = value { return data }
        return nil
    }
}

extension UUID: StoreValueConvertible {
    public var storeValue: StoreValue { .uuid(self) }
    public static func fromStoreValue(_ value: StoreValue) -> UUID? {
        if case .uuid(let uuid) = value { return uuid }
        return nil
    }
}

extension URL: StoreValueConvertible {
    public var storeValue: StoreValue { .url(self) }
    public static func fromStoreValue(_ value: StoreValue) -> URL? {
        if case .url(let url) = value { return url }
        return nil
    }
}

extension SlateID: StoreValueConvertible {
    public var storeValue: StoreValue { .objectID(self) }
    public static func fromStoreValue(_ value: StoreValue) -> SlateID? {
        if case .objectID(let id) = value { return id }
        return nil
    }
}

/// Core Data classes declare optional scalars as `NSNumber?`; the store keeps the number's kind.
extension NSNumber: StoreValueConvertible {
    public var storeValue: StoreValue {
        if let decimal = self as? NSDecimalNumber { return .decimal(decimal.decimalValue) }
        if ["f", "d"].contains(String(cString: objCType)) { return .double(doubleValue) }
        return .int(int64Value)
    }

    public static func fromStoreValue(_ value: StoreValue) -> Self? {
        let number: NSNumber? =
            switch value {
            case .bool(let bool): NSNumber(value: bool)
            case .int(let int): NSNumber(value: int)
            case .double(let double): NSNumber(value: double)
            case .decimal(let decimal): NSDecimalNumber(decimal: decimal)
            default: nil
            }
        return number as? Self
    }
}

/// String- and integer-backed enums (userInfo `enum`) compare through their raw values.
extension StoreValueConvertible where Self: RawRepresentable, RawValue: StoreValueConvertible {
    public var storeValue: StoreValue { rawValue.storeValue }
    public static func fromStoreValue(_ value: StoreValue) -> Self? {
        RawValue.fromStoreValue(value).flatMap(Self.init)
    }
}
