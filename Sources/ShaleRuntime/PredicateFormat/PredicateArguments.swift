import Foundation

/// Converts the arguments of `%@`, `%d`, `%f`, `%s` and `%K` to operands.
enum PredicateArgument {
    /// `value` with any levels of `Optional` removed; nil for `Optional.none`.
    static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first?.value else { return nil }
        return unwrap(wrapped)
    }

    /// The operand of a `%@` argument; nil when the value has no predicate meaning (a dictionary, say).
    static func object(_ raw: Any) -> PredicateOperand? {
        guard let value = unwrap(raw) else { return .scalar(.null) }
        if value is NSNull { return .scalar(.null) }
        if let value = value as? StoreValue { return .scalar(value) }
        if let subject = value as? PredicateSubject { return .identity(subject.predicateIdentity) }
        if let scalar = scalar(value) { return .scalar(scalar) }
        if value is [AnyHashable: Any] || value is NSDictionary { return nil }
        if let array = value as? [Any] { return collection(array) }
        if let set = value as? Set<AnyHashable> { return collection(set.map(\.base)) }
        if let set = value as? NSSet { return collection(set.allObjects) }
        if let set = value as? NSOrderedSet { return collection(set.array) }
        if let raw = value as? any RawRepresentable { return object(raw.rawValue) }
        if let hashable = value as? AnyHashable {
            return .scalar(.transformable(TransformableBox(value: hashable.base)))
        }
        return nil
    }

    private static func collection(_ values: [Any]) -> PredicateOperand? {
        var operands: [PredicateOperand] = []
        for value in values {
            guard let operand = object(value) else { return nil }
            operands.append(operand)
        }
        return .collection(operands)
    }

    /// The store value of an attribute-like argument; nil for collections, objects and unknown types.
    static func scalar(_ value: Any) -> StoreValue? {
        // Swift types first: on Linux an Int also casts to NSNumber, and an NSNumber to Bool only when it is one.
        switch value {
        case let value as Bool: return .bool(value)
        case let value as Int: return .int(Int64(value))
        case let value as Int8: return .int(Int64(value))
        case let value as Int16: return .int(Int64(value))
        case let value as Int32: return .int(Int64(value))
        case let value as Int64: return .int(value)
        case let value as UInt: return unsigned(UInt64(value))
        case let value as UInt8: return .int(Int64(value))
        case let value as UInt16: return .int(Int64(value))
        case let value as UInt32: return .int(Int64(value))
        case let value as UInt64: return unsigned(value)
        case let value as Double: return .double(value)
        case let value as Float: return .double(Double(value))
        case let value as Decimal: return .decimal(value)
        case let value as NSDecimalNumber: return .decimal(value.decimalValue)
        case let value as NSNumber: return number(value)
        case let value as String: return .string(value)
        case let value as Substring: return .string(String(value))
        case let value as Character: return .string(String(value))
        case let value as Date: return .date(value)
        case let value as Data: return .data(value)
        case let value as UUID: return .uuid(value)
        case let value as URL: return .url(value)
        case let value as SlateID: return .objectID(value)
        default: return nil
        }
    }

    private static func unsigned(_ value: UInt64) -> StoreValue {
        value <= UInt64(Int64.max) ? .int(Int64(value)) : .decimal(Decimal(value))
    }

    private static func number(_ number: NSNumber) -> StoreValue {
        switch String(cString: number.objCType) {
        case "f", "d": return .double(number.doubleValue)
        case "Q", "L", "I": return unsigned(number.uint64Value)
        default: return .int(number.int64Value)
        }
    }

    /// The number a `Decimal` stands for, as a `Double`.
    static func double(_ decimal: Decimal) -> Double { NSDecimalNumber(decimal: decimal).doubleValue }

    /// The key path of a `%K` argument: its steps and its text; nil when the argument is not a usable key path.
    static func keyPath(_ raw: Any) -> (steps: [PredicateKeyStep], text: String)? {
        let text: String
        switch unwrap(raw) {
        case let value as String: text = value
        case let value as Substring: text = String(value)
        default: return nil
        }
        var steps: [PredicateKeyStep] = []
        for (index, component) in text.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
            guard let first = component.first, !component.contains(where: \.isWhitespace) else { return nil }
            if first == "@" {
                guard let op = PredicateCollectionOperator(rawValue: String(component.dropFirst())), index > 0 else {
                    return nil
                }
                steps.append(.collectionOperator(op))
            } else if index == 0, component.uppercased() == "SELF" {
                continue
            } else {
                steps.append(.key(String(component)))
            }
        }
        return (steps, text)
    }
}
