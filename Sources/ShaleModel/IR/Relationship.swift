/// What happens to the destination objects when the source object is deleted.
package enum DeleteRule: String, Sendable, Hashable, Codable, CaseIterable {
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
package struct Relationship: Sendable, Hashable, Codable {
    /// The relationship's name in the model.
    package var name: String
    /// The entity that declares the relationship; a subentity lists inherited relationships too.
    package var declaringEntity: String
    /// The destination entity's name.
    package var destinationEntity: String
    /// The inverse relationship's name, when the model sets one.
    package var inverseName: String?
    /// The entity that declares the inverse (the destination or one of its ancestors).
    package var inverseEntity: String?
    /// Whether the relationship holds many objects.
    package var isToMany = false
    /// Whether a to-many relationship keeps its objects in order.
    package var isOrdered = false
    /// The minimum number of destination objects (0 when unset).
    package var minCount = 0
    /// The maximum number of destination objects; 0 means no limit.
    package var maxCount = 0
    /// The delete rule.
    package var deleteRule: DeleteRule = .nullify
    /// Whether the relationship may be empty.
    package var isOptional = false
    /// Whether the relationship is not stored.
    package var isTransient = false
    /// Whether the store keeps an index on the relationship's foreign key.
    package var isIndexed = false
    /// Whether Spotlight indexes the relationship.
    package var isIndexedBySpotlight = false
    /// The renaming identifier (`elementID` in the file).
    package var renamingIdentifier: String?
    /// The version-hash modifier.
    package var versionHashModifier: String?
    /// The userInfo entries, in file order.
    package var userInfo: [UserInfoEntry] = []
    /// The `<relationship>` element.
    package var location: SourceLocation

    /// Creates a to-one, optional-free relationship with every other setting at its default.
    package init(name: String, declaringEntity: String, destinationEntity: String, location: SourceLocation) {
        self.name = name
        self.declaringEntity = declaringEntity
        self.destinationEntity = destinationEntity
        self.location = location
    }
}
