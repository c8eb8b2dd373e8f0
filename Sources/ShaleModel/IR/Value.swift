/// A typed constant from the model: a default value or a validation limit.
///
/// Decimals, UUIDs and URIs keep their exact text. Dates are seconds since 2001-01-01 00:00:00 UTC, as
/// Core Data stores them. Encodes as a one-key object, for example `{"integer": 42}`.
package enum Value: Sendable, Hashable {
    /// An integer (Integer 16/32/64 values, or string and binary lengths).
    case integer(Int64)
    /// A Double.
    case double(Double)
    /// A Float.
    case float(Float)
    /// A Decimal, kept as its exact decimal text.
    case decimal(String)
    /// A Boolean (`YES`/`NO` in the file).
    case boolean(Bool)
    /// A string.
    case string(String)
    /// A date as seconds since the reference date 2001-01-01 00:00:00 UTC.
    case date(Double)
    /// A UUID in its canonical upper-case text form.
    case uuid(String)
    /// A URI, as written.
    case uri(String)
}

extension Value: Codable {
    private enum Kind: String, CodingKey {
        case integer, double, float, decimal, boolean, string, date, uuid, uri
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard let kind = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "expected exactly one value kind")
            )
        }
        switch kind {
        case .integer: self = .integer(try container.decode(Int64.self, forKey: kind))
        case .double: self = .double(try container.decode(Double.self, forKey: kind))
        case .float: self = .float(try container.decode(Float.self, forKey: kind))
        case .decimal: self = .decimal(try container.decode(String.self, forKey: kind))
        case .boolean: self = .boolean(try container.decode(Bool.self, forKey: kind))
        case .string: self = .string(try container.decode(String.self, forKey: kind))
        case .date: self = .date(try container.decode(Double.self, forKey: kind))
        case .uuid: self = .uuid(try container.decode(String.self, forKey: kind))
        case .uri: self = .uri(try container.decode(String.self, forKey: kind))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .integer(let value): try container.encode(value, forKey: .integer)
        case .double(let value): try container.encode(value, forKey: .double)
        case .float(let value): try container.encode(value, forKey: .float)
        case .decimal(let value): try container.encode(value, forKey: .decimal)
        case .boolean(let value): try container.encode(value, forKey: .boolean)
        case .string(let value): try container.encode(value, forKey: .string)
        case .date(let value): try container.encode(value, forKey: .date)
        case .uuid(let value): try container.encode(value, forKey: .uuid)
        case .uri(let value): try container.encode(value, forKey: .uri)
        }
    }
}

extension Value {
    /// The value as a model file would write it (`YES`/`NO` for Booleans, plain text otherwise).
    package var modelText: String {
        switch self {
        case .integer(let value): String(value)
        case .double(let value): String(value)
        case .float(let value): String(value)
        case .decimal(let value), .string(let value), .uuid(let value), .uri(let value): value
        case .boolean(let value): value ? "YES" : "NO"
        case .date(let value): String(value)
        }
    }
}
