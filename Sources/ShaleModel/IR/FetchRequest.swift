/// What a fetch request returns.
public enum FetchResultType: String, Sendable, Hashable, Codable, CaseIterable {
    /// Managed objects (`resultType` 0 or absent).
    case managedObject
    /// Object IDs (`resultType` 1).
    case managedObjectID
    /// Dictionaries of property values (`resultType` 2).
    case dictionary
    /// The count of matching objects (`resultType` 4).
    case count

    /// The `NSFetchRequestResultType` raw value written in the model file.
    public var fileValue: Int {
        switch self {
        case .managedObject: 0
        case .managedObjectID: 1
        case .dictionary: 2
        case .count: 4
        }
    }

    /// The result type for a raw value in the file, or `nil` if it names none.
    public init?(fileValue: Int) {
        guard let type = Self.allCases.first(where: { $0.fileValue == fileValue }) else { return nil }
        self = type
    }
}

/// A fetch request: a model-level template, or the request behind a fetched property.
public struct FetchRequest: Sendable, Hashable, Codable {
    /// The request's name (`fetchedPropertyFetchRequest` for fetched properties).
    public var name: String
    /// The entity the request fetches.
    public var entity: String
    /// The predicate, as written.
    public var predicate: String?
    /// The substitution variables of the predicate (`$name`), without `$`, in order of first use.
    public var substitutionVariables: [String] = []
    /// The fetch limit; 0 means no limit.
    public var fetchLimit = 0
    /// The batch size; 0 means no batching.
    public var fetchBatchSize = 0
    /// The offset of the first result.
    public var fetchOffset = 0
    /// What the request returns.
    public var resultType: FetchResultType = .managedObject
    /// Whether subentities of `entity` match too (on unless the file says `NO`, as momc compiles it).
    public var includesSubentities = false
    /// Whether property values are fetched with the objects (on unless the file says `NO` or, when it says
    /// nothing, the request returns object IDs).
    public var includesPropertyValues = false
    /// Whether unsaved changes are included (on unless the file says `NO` or, when it says nothing, the request
    /// returns dictionaries).
    public var includesPendingChanges = false
    /// Whether objects come back as faults (on unless the file says `NO`).
    public var returnsObjectsAsFaults = false
    /// Whether dictionary results are distinct.
    public var returnsDistinctResults = false
    /// The `<fetchRequest>` element.
    public var location: SourceLocation

    /// Creates a fetch request with every setting at its default.
    public init(name: String, entity: String, location: SourceLocation) {
        self.name = name
        self.entity = entity
        self.location = location
    }
}

/// A fetched property: a weak, one-way relationship defined by a fetch request.
public struct FetchedProperty: Sendable, Hashable, Codable {
    /// The property's name in the model.
    public var name: String
    /// The entity that declares the property; a subentity lists inherited ones too.
    public var declaringEntity: String
    /// Whether the property may be empty.
    public var isOptional = false
    /// The request that computes the property's value.
    public var fetchRequest: FetchRequest
    /// The renaming identifier (`elementID` in the file).
    public var renamingIdentifier: String?
    /// The version-hash modifier.
    public var versionHashModifier: String?
    /// The userInfo entries, in file order.
    public var userInfo: [UserInfoEntry] = []
    /// The `<fetchedProperty>` element.
    public var location: SourceLocation

    /// Creates a fetched property.
    public init(name: String, declaringEntity: String, fetchRequest: FetchRequest, location: SourceLocation) {
        self.name = name
        self.declaringEntity = declaringEntity
        self.fetchRequest = fetchRequest
        self.location = location
    }
}
