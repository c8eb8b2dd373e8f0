/// What happens to the destination objects when the source object is deleted.
public enum DeleteRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// The inverse relationship is set to nil (the default).
    case nullify = "Nullify"
    /// The destination objects are deleted too.
    case cascade = "Cascade"
    /// The delete fails while the relationship has destination objects.
    case deny = "Deny"
    /// Nothing is done; the destination keeps a dangling reference.
    case noAction = "No Action"
}

/// A relationship from one entity to another.
public struct Relationship: Sendable, Hashable, Codable {
    /// The relationship's name in the model.
    public var name: String
    /// The entity that declares the relationship; a subentity lists inherited relationships too.
    public var declaringEntity: String
    /// The destination entity's name.
    public var destinationEntity: String
    /// The inverse relationship's name, when the model sets one.
    public var inverseName: String?
    /// The entity that declares the inverse (the destination or one of its ancestors).
    public var inverseEntity: String?
    /// Whether the relationship holds many objects.
    public var isToMany = false
    /// Whether a to-many relationship keeps its objects in order.
    public var isOrdered = false
    /// The minimum number of destination objects (0 when unset).
    public var minCount = 0
    /// The maximum number of destination objects; 0 means no limit.
    public var maxCount = 0
    /// The delete rule.
    public var deleteRule: DeleteRule = .nullify
    /// Whether the relationship may be empty.
    public var isOptional = false
    /// Whether the relationship is not stored.
    public var isTransient = false
    /// Whether the store keeps an index on the relationship's foreign key.
    public var isIndexed = false
    /// Whether Spotlight indexes the relationship.
    public var isIndexedBySpotlight = false
    /// The renaming identifier (`elementID` in the file).
    public var renamingIdentifier: String?
    /// The version-hash modifier.
    public var versionHashModifier: String?
    /// The userInfo entries, in file order.
    public var userInfo: [UserInfoEntry] = []
    /// The `<relationship>` element.
    public var location: SourceLocation

    /// Creates a to-one, optional-free relationship with every other setting at its default.
    public init(name: String, declaringEntity: String, destinationEntity: String, location: SourceLocation) {
        self.name = name
        self.declaringEntity = declaringEntity
        self.destinationEntity = destinationEntity
        self.location = location
    }
}
