import Foundation

/// How a store is configured, as Core Data's `NSPersistentStoreDescription` describes it for Slate. ShaleRuntime
/// keeps every store in memory; it checks the type and URL as Slate does (a URL is required for types other than
/// in-memory, and only one configured store may use it).
public final class SlatePersistentStoreDescription: @unchecked Sendable {
    // Unchecked: as Core Data's description, it is filled in before it is handed to `configure`.
    /// Core Data's in-memory store type.
    public static let inMemoryStoreType = "InMemory"

    /// The store type (`NSInMemoryStoreType`, `NSSQLiteStoreType`...).
    public var type: String
    /// Where the store lives.
    public var url: URL?
    /// Kept for Slate's API; migration does not apply to an in-memory store.
    public var shouldMigrateStoreAutomatically = true
    /// Kept for Slate's API; migration does not apply to an in-memory store.
    public var shouldInferMappingModelAutomatically = true

    /// A description of an SQLite store at `url`, as Core Data's default.
    public init(url: URL? = nil) {
        self.type = "SQLite"
        self.url = url
    }
}

#if !canImport(CoreData)
// Core Data's names for what ShaleRuntime plays, so Slate code written against Core Data compiles on Linux.

/// ShaleRuntime's mutable object base class under Core Data's name.
public typealias NSManagedObject = ManagedObject
/// ShaleRuntime's object identity under Core Data's name.
public typealias NSManagedObjectID = SlateID
/// The generated schema plays the managed object model.
public typealias NSManagedObjectModel = Schema
/// ShaleRuntime's store description under Core Data's name.
public typealias NSPersistentStoreDescription = SlatePersistentStoreDescription
/// Core Data's in-memory store type.
public let NSInMemoryStoreType = SlatePersistentStoreDescription.inMemoryStoreType
/// Core Data's SQLite store type (kept in memory by ShaleRuntime).
public let NSSQLiteStoreType = "SQLite"
/// Core Data's binary store type (kept in memory by ShaleRuntime).
public let NSBinaryStoreType = "Binary"
#endif
