import Foundation

extension MustacheValue {
    /// Converts JSON-like Foundation values into a `MustacheValue`.
    ///
    /// Accepts what `JSONSerialization` produces and plain Swift equivalents: dictionaries with string keys
    /// (`[String: Any]`, `NSDictionary`), arrays, strings, numbers (integers stay `.int`, others `.double`), booleans,
    /// `NSNull` and nil. An existing `MustacheValue` or `MustacheObject` passes through. Anything else becomes
    /// its description as a string.
    package init(json: Any?) {
        guard let json else {
            self = .null
            return
        }
        switch json {
        case let value as MustacheValue: self = value
        case let object as any MustacheObject: self = .object(object)
        case is NSNull: self = .null
        case let string as String: self = .string(string)
        case let number as NSNumber: self = MustacheValue(number: number)
        case let flag as Bool: self = .bool(flag)
        case let int as Int: self = .int(int)
        case let double as Double: self = .double(double)
        case let dictionary as [String: Any]:
            self = .object(MustacheDictionary(dictionary.mapValues { MustacheValue(json: $0) }))
        case let array as [Any]:
            self = .list(array.map { MustacheValue(json: $0) })
        case let dictionary as NSDictionary:
            var values: [String: MustacheValue] = [:]
            for case (let key as String, let value) in dictionary { values[key] = MustacheValue(json: value) }
            self = .object(MustacheDictionary(values))
        case let array as NSArray:
            self = .list(array.map { MustacheValue(json: $0) })
        default:
            self = .string(String(describing: json))
        }
    }

    /// Classifies an `NSNumber` from JSON by its Objective-C type code: booleans, floating point, then integers.
    private init(number: NSNumber) {
        switch String(cString: number.objCType) {
        case "c", "B": self = .bool(number.boolValue)
        case "d", "f": self = .double(number.doubleValue)
        default: self = .int(number.intValue)
        }
    }
}
