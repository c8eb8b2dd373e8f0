import Foundation

/// One stored value. Attribute values of every Core Data type map to a case; nil is `.null`.
public enum StoreValue: Sendable, Hashable {
    /// No value.
    case null
    /// Boolean attributes.
    case bool(Bool)
    /// Integer 16, 32 and 64 attributes.
    case int(Int64)
    /// Double and Float attributes.
    case double(Double)
    /// Decimal attributes.
    case decimal(Decimal)
    /// String attributes.
    case string(String)
    /// Date attributes.
    case date(Date)
    /// Binary attributes.
    case data(Data)
    /// UUID attributes.
    case uuid(UUID)
    /// URI attributes.
    case url(URL)
    /// Object ID attributes.
    case objectID(SlateID)
    /// Transformable, undefined and composite attributes, kept as the object they are.
    case transformable(TransformableBox)

    /// Whether the value is `.null`.
    public var isNull: Bool { self == .null }

    /// The value as a number, for numeric comparisons across integer, floating-point and decimal values.
    var number: Decimal? {
        switch self {
        case .int(let value): Decimal(value)
        case .double(let value): value.isFinite ? Decimal(value) : nil
        case .decimal(let value): value
        case .bool(let value): value ? 1 : 0
        default: nil
        }
    }

    /// The value as a Double, for comparisons with floating-point values.
    var floatingPoint: Double? {
        switch self {
        case .double(let value): value
        case .int(let value): Double(value)
        case .decimal(let value): NSDecimalNumber(decimal: value).doubleValue
        case .bool(let value): value ? 1 : 0
        default: nil
        }
    }

    /// The order of two values of comparable kinds; nil when they cannot be compared (or either is null).
    func compare(to other: StoreValue, options: SlateStringOptions = []) -> ComparisonResult? {
        switch (self, other) {
        case (.null, _), (_, .null): return nil
        case let (.double(a), .double(b)): return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        case let (.int(a), .int(b)): return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        case let (.string(a), .string(b)):
            let (x, y) = (options.fold(a), options.fold(b))
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        case let (.date(a), .date(b)): return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        case let (.uuid(a), .uuid(b)): return a.uuidString.compare(b.uuidString)
        case let (.url(a), .url(b)): return a.absoluteString.compare(b.absoluteString)
        case let (.data(a), .data(b)):
            return a.lexicographicallyPrecedes(b) ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
        case let (.objectID(a), .objectID(b)):
            return a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
        case (.double, _), (_, .double):
            // A floating-point side compares as Double: Decimal cannot hold every Double (it overflows near 1e165).
            guard let x = floatingPoint, let y = other.floatingPoint else { return nil }
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        default:
            guard let a = number, let b = other.number else { return nil }
            return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        }
    }

    /// Whether two values are equal as a query compares them: numbers by value across kinds, strings with `options`.
    func matches(_ other: StoreValue, options: SlateStringOptions = []) -> Bool {
        if self == .null || other == .null { return self == other }
        if case .transformable = self { return self == other }
        return compare(to: other, options: options) == .orderedSame
    }
}

/// A transformable attribute's value. Transformed values are treated as immutable once stored, as Core Data
/// treats them (it stores their encoded bytes); equal when their values are equal `Hashable` values.
public struct TransformableBox: @unchecked Sendable, Hashable {
    // Safe: the store never mutates the value, and the value is only handed out as a copy of the box (for
    // reference types the caller promises not to mutate a stored object, as with Core Data's transformables).
    let value: Any

    public static func == (lhs: TransformableBox, rhs: TransformableBox) -> Bool {
        guard let left = lhs.value as? AnyHashable, let right = rhs.value as? AnyHashable else {
            return (lhs.value as AnyObject) === (rhs.value as AnyObject)
        }
        return left == right
    }

    public func hash(into hasher: inout Hasher) {
        if let value = value as? AnyHashable { hasher.combine(value) }
    }
}

/// String comparison options of `like`, `contains`, `beginsWith`, `endsWith`, `matches`, equality and sorting.
public struct SlateStringOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `[c]`: upper and lower case compare equal.
    public static let caseInsensitive = SlateStringOptions(rawValue: 1)
    /// `[d]`: letters with and without diacritics compare equal.
    public static let diacriticInsensitive = SlateStringOptions(rawValue: 2)

    /// `text` folded as the options ask.
    func fold(_ text: String) -> String {
        var folding: String.CompareOptions = []
        if contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
        if contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
    }
}

extension SlateStringOptions {
    /// Options from NSPredicate's modifier letters, as Slate passes them: "c" case-insensitive, "d"
    /// diacritic-insensitive ("cd" both); other letters ("n", normalized) change nothing here.
    public init(insensitivities: String?) {
        self = []
        if insensitivities?.contains("c") == true { insert(.caseInsensitive) }
        if insensitivities?.contains("d") == true { insert(.diacriticInsensitive) }
    }
}

extension StoreValue {
    /// Any value as a query compares it: nil (at any depth of optionals) as `.null`, values the store holds as
    /// themselves, enums by raw value, mutable objects by identity, anything else as a transformable value.
    init(converting value: Any) {
        guard let value = PredicateArgument.unwrap(value), !(value is NSNull) else {
            self = .null
            return
        }
        if let scalar = PredicateArgument.scalar(value) {
            self = scalar
        } else if let convertible = value as? any StoreValueConvertible {
            self = convertible.storeValue
        } else if let enumeration = value as? any RawRepresentable {
            self.init(converting: enumeration.rawValue)
        } else if let object = value as? ManagedObject {
            self = .objectID(object.objectID)
        } else {
            self = .transformable(TransformableBox(value: value))
        }
    }
}
