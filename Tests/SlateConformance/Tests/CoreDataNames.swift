import Slate

// The tests name the store description, the model and the store types as Slate code does, with Core Data's names,
// which ShaleRuntime declares on Linux. On Apple platforms those names are Core Data's own (ShaleRuntime leaves them
// to it, `StoreDescription.swift`), and ShaleRuntime's types go by theirs: here they name ShaleRuntime's there too.
#if canImport(CoreData)
typealias NSManagedObjectModel = Schema
typealias NSPersistentStoreDescription = SlatePersistentStoreDescription
let NSInMemoryStoreType = SlatePersistentStoreDescription.inMemoryStoreType
let NSSQLiteStoreType = "SQLite"
#endif
