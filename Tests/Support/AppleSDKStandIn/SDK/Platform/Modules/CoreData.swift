// CoreData, as far as `#if canImport(CoreData)` needs it: Core Data's names (NSManagedObject,
// NSPersistentStoreDescription, NSInMemoryStoreType, ...) are its own on Apple platforms, so a file that uses them
// without `import CoreData` fails as it does there. Nothing of Core Data's API is declared: the package's own
// modules never import it.
