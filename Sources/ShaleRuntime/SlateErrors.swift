import Foundation

/// Why a query or mutation failed, as Slate reports it. Query and mutation blocks may throw these too:
/// `aborted` rolls a mutation back quietly (it never reaches `uncaughtTransactionErrors`).
public enum SlateTransactionError: Error, Sendable {
    /// The store is not configured, or its configuration failed.
    case noMasterContext
    /// A request was fetched outside the query block that made it.
    case queryOutsideScope
    /// A fetched object was not of the requested immutable type.
    case queryInvalidCast
    /// A save was attempted outside a mutation (never raised by ShaleRuntime, whose mutations save themselves).
    case saveOutsideScope
    /// Any other error: one the block threw, or the store's (`SlateError`, such as a failed validation).
    case underlying(Error)
    /// Thrown by a block to end it and roll its mutation back without reporting an error.
    case aborted

    /// Whether this is `aborted`.
    public var isAborted: Bool {
        if case .aborted = self { true } else { false }
    }

    /// `error` as a transaction error: itself when it is one, otherwise wrapped in `underlying`.
    public init(_ error: Error) {
        self = error as? SlateTransactionError ?? .underlying(error)
    }
}

/// Why configuring a store failed, as Slate reports it.
public enum SlateConfigError: Error, Sendable {
    /// The store is already configured.
    case alreadyConfigured
    /// No schema was found for the model.
    case noManagedObjectModel
    /// A store type other than in-memory needs a URL.
    case storageURLRequired
    /// Another configured store uses this URL.
    case storageURLAlreadyInUse
    /// Any other configuration failure.
    case coreDataError(Error)
}

/// What went wrong inside the store; reaches callers wrapped in `SlateTransactionError.underlying`.
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
    /// The mutation broke the schema's rules; nothing of it was kept.
    case validation([SlateValidationError])
    /// A filter's predicate format could not be read, or names a key the entity does not have.
    case predicate(String)

    public var description: String {
        switch self {
        case .unsupportedKeyPath(let keyPath):
            "\(keyPath) is not a stored attribute, so requests cannot filter or sort by it"
        case .readOnlyContext: "objects cannot be created, changed or deleted in a query context"
        case .contextEnded: "the request's query context has ended: fetch inside the query block that made the request"
        case .unknownEntity(let name): "the schema has no entity \(name)"
        case .abstractEntity(let name): "entity \(name) is abstract: create objects of one of its subentities"
        case .validation(let errors):
            "the mutation was rolled back: " + errors.map(\.description).joined(separator: "; ")
        case .predicate(let message): "predicate: \(message)"
        }
    }
}

extension SlateError: CustomNSError {
    /// Validation failures carry Core Data's domain and code (`NSValidationMultipleErrorsError` for several).
    public static var errorDomain: String { NSCocoaErrorDomain }

    public var errorCode: Int {
        switch self {
        case .validation(let errors) where errors.count == 1: errors[0].code.rawValue
        case .validation: SlateValidationError.Code.multipleErrors.rawValue
        default: SlateValidationError.Code.managedObjectValidation.rawValue
        }
    }

    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
}

/// One broken rule found when a mutation ends, naming the entity, object and property, with the code Core Data
/// gives the same failure.
public struct SlateValidationError: Error, Sendable, Hashable, CustomStringConvertible, CustomNSError {
    /// Core Data's validation error codes (`NSValidation…Error` in `CoreDataErrors.h`).
    public enum Code: Int, Sendable {
        /// `NSManagedObjectValidationError`: a generic validation failure.
        case managedObjectValidation = 1550
        /// `NSValidationMultipleErrorsError`: several failures at once.
        case multipleErrors = 1560
        /// `NSValidationMissingMandatoryPropertyError`: a required value is missing.
        case missingMandatoryProperty = 1570
        /// `NSValidationRelationshipLacksMinimumCountError`.
        case relationshipLacksMinimumCount = 1580
        /// `NSValidationRelationshipExceedsMaximumCountError`.
        case relationshipExceedsMaximumCount = 1590
        /// `NSValidationRelationshipDeniedDeleteError`: a deny delete rule refused the deletion.
        case relationshipDeniedDelete = 1600
        /// `NSValidationNumberTooLargeError`.
        case numberTooLarge = 1610
        /// `NSValidationNumberTooSmallError`.
        case numberTooSmall = 1620
        /// `NSValidationDateTooLateError`.
        case dateTooLate = 1630
        /// `NSValidationDateTooSoonError`.
        case dateTooSoon = 1640
        /// `NSValidationStringTooLongError` (strings and binary data).
        case stringTooLong = 1660
        /// `NSValidationStringTooShortError` (strings and binary data).
        case stringTooShort = 1670
        /// `NSValidationStringPatternMatchingError`.
        case stringPatternMatching = 1680
        /// `NSManagedObjectConstraintMergeError`: a uniqueness constraint is broken.
        case constraintConflict = 133_021
    }

    /// The entity of the object.
    public let entity: String
    /// The object.
    public let object: SlateID
    /// The attribute or relationship (several, comma-separated, for uniqueness constraints).
    public let property: String
    /// What is wrong.
    public let message: String
    /// Core Data's code for the failure.
    public let code: Code

    /// Creates a validation error.
    public init(entity: String, object: SlateID, property: String, message: String, code: Code) {
        self.entity = entity
        self.object = object
        self.property = property
        self.message = message
        self.code = code
    }

    public var description: String { "\(entity).\(property) of \(object): \(message)" }

    public static var errorDomain: String { NSCocoaErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        [NSLocalizedDescriptionKey: description, "NSValidationErrorKey": property]
    }
}
