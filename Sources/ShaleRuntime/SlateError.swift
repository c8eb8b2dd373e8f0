/// Why a query or mutation failed.
public enum SlateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A request filtered or sorted by a key path that is not a stored attribute.
    case unsupportedKeyPath(String)
    /// A write was attempted in a query context.
    case readOnlyContext
    /// A request was fetched after the query that made it returned, or a stream's request was fetched directly.
    case contextEnded
    /// The schema has no entity of this name.
    case unknownEntity(String)
    /// Objects of an abstract entity cannot be created.
    case abstractEntity(String)
    /// `configure` was called twice.
    case alreadyConfigured
    /// The mutation broke the schema's rules; nothing of it was kept.
    case validation([SlateValidationError])

    public var description: String {
        switch self {
        case .unsupportedKeyPath(let keyPath): "\(keyPath) is not a stored attribute, so requests cannot filter or sort by it"
        case .readOnlyContext: "objects cannot be created, changed or deleted in a query context"
        case .contextEnded: "the request's query context has ended: fetch inside the query block that made the request"
        case .unknownEntity(let name): "the schema has no entity \(name)"
        case .abstractEntity(let name): "entity \(name) is abstract: create objects of one of its subentities"
        case .alreadyConfigured: "the store is already configured"
        case .validation(let errors): "the mutation was rolled back: " + errors.map(\.description).joined(separator: "; ")
        }
    }
}

/// One broken rule found when a mutation ends, naming the entity, object and property.
public struct SlateValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The entity of the object.
    public let entity: String
    /// The object.
    public let object: SlateID
    /// The attribute or relationship (several, comma-separated, for uniqueness constraints).
    public let property: String
    /// What is wrong.
    public let message: String

    public var description: String { "\(entity).\(property) of \(object): \(message)" }
}
