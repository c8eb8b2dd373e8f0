// Stand-in SwiftData: the schema and its components (Apple's documentation; a subset of their members).

/// Maps model classes to the store's data.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
public final class Schema: Hashable, Codable, @unchecked Sendable {
    public init() { fatalError() }
    public init(_ entities: Schema.Entity..., version: Schema.Version = Version(1, 0, 0)) { fatalError() }
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) { fatalError() }
    public convenience init(versionedSchema: any VersionedSchema.Type) { fatalError() }
    public final let version: Schema.Version
    public final var entities: [Schema.Entity] { fatalError() }
    public final var entitiesByName: [String: Schema.Entity] { fatalError() }
    public static func == (lhs: Schema, rhs: Schema) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public required init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }

    /// A semantic version.
    public struct Version: Hashable, Comparable, Codable, CustomStringConvertible, Sendable {
        public init(_ major: Int, _ minor: Int, _ patch: Int) { fatalError() }
        public let major: Int
        public let minor: Int
        public let patch: Int
        public var description: String { fatalError() }
        public static func < (lhs: Self, rhs: Self) -> Bool { fatalError() }
    }

    /// A model class's description in the schema.
    public final class Entity: Hashable, Codable, @unchecked Sendable {
        public init(_ name: String, properties: any SchemaProperty...) { fatalError() }
        public final var name: String
        public final var superentity: Schema.Entity? { fatalError() }
        public final var properties: [any SchemaProperty] { fatalError() }
        public final var attributesByName: [String: Schema.Attribute] { fatalError() }
        public final var uniquenessConstraints: [[String]] { fatalError() }
        public static func == (lhs: Entity, rhs: Entity) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }
        public required init(from decoder: Decoder) throws { fatalError() }
        public func encode(to encoder: Encoder) throws { fatalError() }
    }

    /// One property's entry in a model's `schemaMetadata`.
    public struct PropertyMetadata {
        public init(
            name: String, keypath: AnyKeyPath, defaultValue: Any? = nil,
            metadata: (any SchemaProperty)? = nil
        ) { fatalError() }
    }
}

/// A property of an entity: attribute, relationship, uniqueness or index constraint.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol SchemaProperty: Codable, Hashable {
    var name: String { get set }
    var originalName: String { get set }
    var valueType: any Any.Type { get }
    var isAttribute: Bool { get }
    var isRelationship: Bool { get }
    var isTransient: Bool { get }
    var isOptional: Bool { get }
    var isUnique: Bool { get }
}

/// Default members, so the stand-in's schema classes declare only what they configure.
extension SchemaProperty {
    public var name: String {
        get { fatalError() }
        set { fatalError() }
    }
    public var originalName: String {
        get { fatalError() }
        set { fatalError() }
    }
    public var valueType: any Any.Type { fatalError() }
    public var isAttribute: Bool { fatalError() }
    public var isRelationship: Bool { fatalError() }
    public var isTransient: Bool { fatalError() }
    public var isOptional: Bool { fatalError() }
    public var isUnique: Bool { fatalError() }
    public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
}

extension Schema {
    /// An attribute's configuration (`@Attribute`'s arguments).
    public class Attribute: SchemaProperty, @unchecked Sendable {
        public init(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) {
            fatalError()
        }
        public init(
            name: String, originalName: String? = nil, options: [Schema.Attribute.Option] = [],
            valueType: any Any.Type, defaultValue: Any? = nil, hashModifier: String? = nil
        ) { fatalError() }
        public required init(from decoder: Decoder) throws { fatalError() }
        public var options: [Schema.Attribute.Option] { fatalError() }
        public var defaultValue: Any?
        public var hashModifier: String?
        public var isTransformable: Bool { fatalError() }

        /// How SwiftData stores an attribute.
        public struct Option: Hashable, Codable, CustomDebugStringConvertible, Sendable {
            public static var unique: Self { fatalError() }
            public static var externalStorage: Self { fatalError() }
            public static var allowsCloudEncryption: Self { fatalError() }
            public static var preserveValueOnDeletion: Self { fatalError() }
            public static var spotlight: Self { fatalError() }
            public static var ephemeral: Self { fatalError() }
            public static func transformable(by transformerType: ValueTransformer.Type) -> Self { fatalError() }
            public static func transformable(by transformerName: String) -> Self { fatalError() }
            public var debugDescription: String { fatalError() }
        }
    }

    /// A relationship's configuration (`@Relationship`'s arguments).
    public final class Relationship: SchemaProperty, @unchecked Sendable {
        public init(
            _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
            minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
            inverse: AnyKeyPath? = nil, hashModifier: String? = nil
        ) { fatalError() }
        public required init(from decoder: Decoder) throws { fatalError() }
        public final var deleteRule: Schema.Relationship.DeleteRule
        public final var destination: String
        public final var inverseName: String?
        public final var inverseKeyPath: AnyKeyPath?
        public final var isToOneRelationship: Bool { fatalError() }
        public final var hashModifier: String?

        /// What deleting the model does to the related models.
        public enum DeleteRule: String, Hashable, Codable, Sendable {
            case nullify, cascade, deny, noAction
        }

        /// How SwiftData stores a relationship.
        public struct Option: Hashable, Codable, CustomDebugStringConvertible, Sendable {
            public static var unique: Self { fatalError() }
            public var debugDescription: String { fatalError() }
        }
    }

    /// Uniqueness constraints (`#Unique`).
    @available(iOS 18, macOS 15, macCatalyst 18, tvOS 18, watchOS 11, visionOS 2, *)
    public final class Unique<T>: SchemaProperty, @unchecked Sendable where T: PersistentModel {
        public init(_ constraints: [PartialKeyPath<T>]...) { fatalError() }
        public required init(from decoder: Decoder) throws { fatalError() }
        public final let constraints: [[PartialKeyPath<T>]]
    }

    /// Indices (`#Index`).
    @available(iOS 18, macOS 15, macCatalyst 18, tvOS 18, watchOS 11, visionOS 2, *)
    public final class Index<T>: SchemaProperty, @unchecked Sendable where T: PersistentModel {
        public init(_ indices: Schema.Index<T>.Types<T>...) { fatalError() }
        public init(_ binaryIndices: [PartialKeyPath<T>]...) { fatalError() }
        public required init(from decoder: Decoder) throws { fatalError() }
        public final let indices: [Schema.Index<T>.Types<T>]

        /// One index: binary or R-tree over the key paths.
        public enum Types<P> where P: PersistentModel {
            case binary([PartialKeyPath<P>])
            case rtree([PartialKeyPath<P>])
        }
    }
}
