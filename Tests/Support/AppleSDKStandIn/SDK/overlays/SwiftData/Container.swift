// Stand-in SwiftData: containers, configurations, contexts and fetches (Apple's documentation; a subset).

/// Where and how a group of models is stored.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
public struct ModelConfiguration: Hashable, Identifiable, CustomDebugStringConvertible, Sendable {
    public init(isStoredInMemoryOnly: Bool = false) { fatalError() }
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) { fatalError() }
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false,
        allowsSave: Bool = true, groupContainer: ModelConfiguration.GroupContainer = .automatic,
        cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic
    ) { fatalError() }
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
        cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic
    ) { fatalError() }
    public var id: String { fatalError() }
    public var name: String { fatalError() }
    public var schema: Schema? { fatalError() }
    public var url: URL { fatalError() }
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    public let groupContainer: ModelConfiguration.GroupContainer
    public let cloudKitDatabase: ModelConfiguration.CloudKitDatabase
    public var debugDescription: String { fatalError() }

    /// The CloudKit database a configuration syncs with.
    public struct CloudKitDatabase: Hashable, Sendable {
        public static var automatic: Self { fatalError() }
        public static var none: Self { fatalError() }
        public static func `private`(_ privateDBName: String) -> Self { fatalError() }
    }

    /// The app group container a configuration stores into.
    public struct GroupContainer: Hashable, Sendable {
        public static var automatic: Self { fatalError() }
        public static var none: Self { fatalError() }
        public static func identifier(_ groupName: String) -> Self { fatalError() }
    }
}

/// Manages an app's schema and storage.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
public class ModelContainer: @unchecked Sendable {
    public convenience init(
        for forTypes: any PersistentModel.Type...,
        migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws { fatalError() }
    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws { fatalError() }
    public init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: [ModelConfiguration]
    ) throws { fatalError() }
    public final let schema: Schema
    public final let migrationPlan: (any SchemaMigrationPlan.Type)?
    public var configurations: Set<ModelConfiguration> {
        get { fatalError() }
        set { fatalError() }
    }
    @MainActor public var mainContext: ModelContext { fatalError() }
    public func deleteAllData() { fatalError() }
}

/// Fetches, inserts and deletes models and saves changes.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
public class ModelContext: Equatable, Hashable {
    public init(_ container: ModelContainer) { fatalError() }
    public var container: ModelContainer { fatalError() }
    public var autosaveEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public var hasChanges: Bool { fatalError() }
    public var undoManager: UndoManager? {
        get { fatalError() }
        set { fatalError() }
    }
    public var insertedModelsArray: [any PersistentModel] { fatalError() }
    public var changedModelsArray: [any PersistentModel] { fatalError() }
    public var deletedModelsArray: [any PersistentModel] { fatalError() }
    public func insert<T>(_ model: T) where T: PersistentModel { fatalError() }
    public func delete<T>(_ model: T) where T: PersistentModel { fatalError() }
    public func delete<T>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws
    where T: PersistentModel { fatalError() }
    public func save() throws { fatalError() }
    public func rollback() { fatalError() }
    public func processPendingChanges() { fatalError() }
    public func transaction(block: () throws -> Void) throws { fatalError() }
    public func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] where T: PersistentModel { fatalError() }
    public func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int where T: PersistentModel {
        fatalError()
    }
    public func fetchIdentifiers<T>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier]
    where T: PersistentModel { fatalError() }
    public func enumerate<T>(
        _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000,
        allowEscapingMutations: Bool = false, block: (T) throws -> Void
    ) throws
    where T: PersistentModel { fatalError() }
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel { fatalError() }
    public func registeredModel<T>(for persistentModelID: PersistentIdentifier) -> T? where T: PersistentModel {
        fatalError()
    }
    public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

/// What to fetch, how to sort it, and how much of it.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
public struct FetchDescriptor<T> where T: PersistentModel {
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) { fatalError() }
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges: Bool
    public var propertiesToFetch: [PartialKeyPath<T>]
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>]
}
