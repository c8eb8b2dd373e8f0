// Swift overlay for the CoreData clang module: Apple's Swift-only Core Data API and the `throws`
// forms of NSError** methods (declared @objc with Apple's selectors; see include/CoreData.h).
@_exported import CoreData
@_exported import Foundation

extension NSManagedObjectContext {
    @objc(save:) open func save() throws { fatalError() }
    @objc(obtainPermanentIDsForObjects:error:) open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {
        fatalError()
    }
    @objc(existingObjectWithID:error:) open func existingObject(with objectID: NSManagedObjectID) throws
        -> NSManagedObject
    { fatalError() }
    @objc(executeRequest:error:) open func execute(_ request: NSPersistentStoreRequest) throws
        -> NSPersistentStoreResult
    { fatalError() }
    @objc(executeFetchRequest:error:) open func fetch(_ request: NSFetchRequest<NSFetchRequestResult>) throws -> [Any] {
        fatalError()
    }
    /* Apple: countForFetchRequest:error: (swift_error nonnull_error); not @objc-expressible in Swift */ public func
        count(for request: NSFetchRequest<NSFetchRequestResult>) throws -> Int
    { fatalError() }
    @objc(setQueryGenerationFromToken:error:) open func setQueryGenerationFrom(_ generation: NSObject?) throws {
        fatalError()
    }

    // Apple's CoreData Swift overlay:
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] where T: NSFetchRequestResult { fatalError() }
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int where T: NSFetchRequestResult { fatalError() }
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T { fatalError() }
    public enum ScheduledTaskType: Sendable { case immediate, enqueued }
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows
        -> T
    { fatalError() }
}

extension NSManagedObject {
    @objc(validateForInsert:) open func validateForInsert() throws { fatalError() }
    @objc(validateForUpdate:) open func validateForUpdate() throws { fatalError() }
    @objc(validateForDelete:) open func validateForDelete() throws { fatalError() }
}

extension NSPersistentStoreCoordinator {
    @objc(addPersistentStoreWithType:configuration:URL:options:error:)
    open func addPersistentStore(
        ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
        options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore { fatalError() }
    @objc(removePersistentStore:error:) open func remove(_ store: NSPersistentStore) throws { fatalError() }
    @objc(destroyPersistentStoreAtURL:withType:options:error:)
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        fatalError()
    }
    @objc(executeRequest:withContext:error:) open func execute(
        _ request: NSPersistentStoreRequest, with context: NSManagedObjectContext
    ) throws -> Any { fatalError() }
}

extension NSFetchRequest {
    @objc(execute:) public func execute() throws -> [ResultType] { fatalError() }
}

extension NSFetchedResultsController {
    @objc(performFetch:) public func performFetch() throws { fatalError() }
}

// NSCustomMigrationStage's handlers are `BOOL (^)(NSStagedMigrationManager *, NSCustomMigrationStage *, NSError **)`
// blocks in Objective-C, imported as throwing closures.
extension NSCustomMigrationStage {
    public var willMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)? {
        get { fatalError() }
        set { fatalError() }
    }
    public var didMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)? {
        get { fatalError() }
        set { fatalError() }
    }
}
