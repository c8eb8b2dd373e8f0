import Foundation

/// What a format predicate is evaluated against: one stored object.
protocol PredicateSubject {
    /// The value of one key (attribute or relationship) of this object.
    func predicateValue(forKey key: String) -> PredicateValue
    /// Identity, for comparisons with objects passed as arguments (`author == %@`).
    var predicateIdentity: AnyHashable { get }
}

/// The value of one key of a `PredicateSubject`.
enum PredicateValue {
    /// An attribute value (`.null` for nil).
    case scalar(StoreValue)
    /// A to-one relationship (nil when empty).
    case object(PredicateSubject?)
    /// A to-many relationship.
    case objects([PredicateSubject])
    /// The entity has no such key.
    case undefinedKey
}

/// Why a format could not be parsed, or a parsed predicate could not be evaluated.
struct PredicateFormatError: Error, CustomStringConvertible, Equatable {
    enum Kind: Sendable, Equatable {
        /// The format is not valid predicate syntax.
        case syntax
        /// The arguments do not fit the format (count or type).
        case argument
        /// Valid NSPredicate syntax this parser deliberately does not support.
        case unsupported
        /// Evaluation met a key the object does not have (its name is in `key`).
        case undefinedKey
        /// Evaluation met a value an operation cannot apply to (for example `@sum` of strings).
        case evaluation
    }

    let kind: Kind
    /// What went wrong, without the offset.
    let message: String
    /// The character offset in the format (0-based, in Swift `Character`s) the problem was found at.
    let offset: Int?
    /// The key that was not defined, for `.undefinedKey`.
    let key: String?

    init(_ kind: Kind, _ message: String, offset: Int? = nil, key: String? = nil) {
        self.kind = kind
        self.message = message
        self.offset = offset
        self.key = key
    }

    var description: String {
        guard let offset else { return message }
        return "\(message) at offset \(offset)"
    }
}
