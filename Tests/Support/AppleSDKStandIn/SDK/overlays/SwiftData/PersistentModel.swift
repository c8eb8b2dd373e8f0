// Stand-in SwiftData: models, their identity and backing data (Apple's documentation, iOS 17 / macOS 14).

/// A class SwiftData manages as a stored model; `@Model` provides the conformance and its requirements.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, SendableMetatype {
    init(backingData: any BackingData<Self>)
    var persistentBackingData: any BackingData<Self> { get set }
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

extension PersistentModel {
    public var persistentModelID: PersistentIdentifier { fatalError() }
    public var id: PersistentIdentifier { fatalError() }
    public var modelContext: ModelContext? { fatalError() }
    public var hasChanges: Bool { fatalError() }
    public var isDeleted: Bool { fatalError() }
    public static func createBackingData<P>() -> some BackingData<P> where P: PersistentModel {
        _StandInBackingData<P>(for: P.self)
    }
    public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }

    public func getValue<Value>(forKey: KeyPath<Self, Value>) -> Value where Value: Decodable { fatalError() }
    public func getValue<Value>(forKey: KeyPath<Self, Value>) -> Value where Value: PersistentModel { fatalError() }
    public func getValue<Value>(forKey: KeyPath<Self, Value?>) -> Value? where Value: PersistentModel { fatalError() }
    public func getValue<Value, OtherModel>(forKey: KeyPath<Self, Value>) -> Value
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement { fatalError() }
    public func setValue<Value>(forKey: KeyPath<Self, Value>, to newValue: Value) where Value: Encodable {
        fatalError()
    }
    public func setValue<Value>(forKey: KeyPath<Self, Value>, to newValue: Value) where Value: PersistentModel {
        fatalError()
    }
    public func setValue<Value>(forKey: KeyPath<Self, Value?>, to newValue: Value?) where Value: PersistentModel {
        fatalError()
    }
    public func setValue<Value, OtherModel>(forKey: KeyPath<Self, Value>, to newValue: Value)
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement { fatalError() }
    public func getTransformableValue<Value>(forKey: KeyPath<Self, Value>) -> Value { fatalError() }
    public func setTransformableValue<Value>(forKey: KeyPath<Self, Value>, to newValue: Value) { fatalError() }
}

/// In-memory storage of a model's values.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol BackingData<Model> {
    associatedtype Model: PersistentModel
    init(for modelType: Model.Type)
    var persistentModelID: PersistentIdentifier? { get set }
    var metadata: Any { get }
    func getValue<Value>(forKey: KeyPath<Model, Value>) -> Value where Value: Decodable
    func getValue<Value>(forKey: KeyPath<Model, Value>) -> Value where Value: PersistentModel
    func getValue<Value>(forKey: KeyPath<Model, Value?>) -> Value? where Value: PersistentModel
    func getValue<Value, OtherModel>(forKey: KeyPath<Model, Value>) -> Value
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement
    func setValue<Value>(forKey: KeyPath<Model, Value>, to newValue: Value) where Value: Encodable
    func setValue<Value>(forKey: KeyPath<Model, Value>, to newValue: Value) where Value: PersistentModel
    func setValue<Value>(forKey: KeyPath<Model, Value?>, to newValue: Value?) where Value: PersistentModel
    func setValue<Value, OtherModel>(forKey: KeyPath<Model, Value>, to newValue: Value)
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement
    func getTransformableValue<Value>(forKey: KeyPath<Model, Value>) -> Value
    func setTransformableValue<Value>(forKey: KeyPath<Model, Value>, to newValue: Value)
}

/// The stand-in's only BackingData, behind `createBackingData()` (Apple's is opaque too).
public struct _StandInBackingData<Model: PersistentModel>: BackingData {
    public init(for modelType: Model.Type) {}
    public var persistentModelID: PersistentIdentifier? {
        get { fatalError() }
        set { fatalError() }
    }
    public var metadata: Any { fatalError() }
    public func getValue<Value>(forKey: KeyPath<Model, Value>) -> Value where Value: Decodable { fatalError() }
    public func getValue<Value>(forKey: KeyPath<Model, Value>) -> Value where Value: PersistentModel { fatalError() }
    public func getValue<Value>(forKey: KeyPath<Model, Value?>) -> Value? where Value: PersistentModel { fatalError() }
    public func getValue<Value, OtherModel>(forKey: KeyPath<Model, Value>) -> Value
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement { fatalError() }
    public func setValue<Value>(forKey: KeyPath<Model, Value>, to newValue: Value) where Value: Encodable {
        fatalError()
    }
    public func setValue<Value>(forKey: KeyPath<Model, Value>, to newValue: Value) where Value: PersistentModel {
        fatalError()
    }
    public func setValue<Value>(forKey: KeyPath<Model, Value?>, to newValue: Value?) where Value: PersistentModel {
        fatalError()
    }
    public func setValue<Value, OtherModel>(forKey: KeyPath<Model, Value>, to newValue: Value)
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement { fatalError() }
    public func getTransformableValue<Value>(forKey: KeyPath<Model, Value>) -> Value { fatalError() }
    public func setTransformableValue<Value>(forKey: KeyPath<Model, Value>, to newValue: Value) { fatalError() }
}

/// A collection of related models: a to-many relationship's value.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol RelationshipCollection {
    associatedtype PersistentElement: PersistentModel
}
extension Array: RelationshipCollection where Element: PersistentModel {
    public typealias PersistentElement = Element
}
extension Optional: RelationshipCollection where Wrapped: RelationshipCollection {
    public typealias PersistentElement = Wrapped.PersistentElement
}

/// The aggregate identity of a model.
@available(iOS 16, macOS 13, macCatalyst 16, tvOS 16, watchOS 9, visionOS 1, *)
public struct PersistentIdentifier: Hashable, Identifiable, Equatable, Comparable, Codable, Sendable {
    /// A model's stable identity within its store.
    public struct ID: Hashable, Codable, Sendable {}
    public let id: ID
    public var entityName: String { fatalError() }
    public var storeIdentifier: String? { fatalError() }
    public static func < (lhs: Self, rhs: Self) -> Bool { fatalError() }
    @available(iOS 18, macOS 15, macCatalyst 18, tvOS 18, watchOS 10, visionOS 2, *)
    public static func identifier<T>(for storeIdentifier: String, entityName: String, primaryKey: T) throws -> Self
    where T: Comparable, T: CustomStringConvertible, T: Codable, T: Hashable { fatalError() }
}

/// Stand-in only, used by `@Model`'s expansion: makes the compiler check that a relationship's `inverse:` key
/// path is a relationship of the destination model that leads back to the model declaring it.
public enum _SwiftDataInverseCheck {
    public static func destination<S, D: PersistentModel>(of property: KeyPath<S, D>) -> D.Type { D.self }
    public static func destination<S, D: PersistentModel>(of property: KeyPath<S, D?>) -> D.Type { D.self }
    public static func destination<S, D: PersistentModel>(of property: KeyPath<S, [D]>) -> D.Type { D.self }
    public static func destination<S, D: PersistentModel>(of property: KeyPath<S, [D]?>) -> D.Type { D.self }
    public static func inverse<D, S: PersistentModel>(_ inverse: KeyPath<D, S>, from: D.Type, to: S.Type) {}
    public static func inverse<D, S: PersistentModel>(_ inverse: KeyPath<D, S?>, from: D.Type, to: S.Type) {}
    public static func inverse<D, S: PersistentModel>(_ inverse: KeyPath<D, [S]>, from: D.Type, to: S.Type) {}
    public static func inverse<D, S: PersistentModel>(_ inverse: KeyPath<D, [S]?>, from: D.Type, to: S.Type) {}
}
