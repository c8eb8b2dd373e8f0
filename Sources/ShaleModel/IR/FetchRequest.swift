/// What a fetch request returns.
package enum FetchResultType: String, Sendable, Hashable, Codable, CaseIterable {
    /// Managed objects (`resultType` 0 or absent).
    case managedObject
    /// Object IDs (`resultType` 1).
    case managedObjectID
    /// Dictionaries of property values (`resultType` 2).
    case dictionary
    /// The count of matching objects (`resultType` 4).
    case count

    /// The `NSFetchRequestResultType` raw value written in the model file.
    package var fileValue: Int {
        switch self {
        case .managedObject: 0
        case .managedObjectID: 1
        case .dictionary: 2
        case .count: 4
        }
    }

    /// The result type for a raw value in the file, or `nil` if it names none.
    package init?(fileValue: Int) {
        guard let type = Self.allCases.first(where: { $0.fileValue == fileValue }) else { return nil }
        self = type
    }
}

/// A fetch request: a model-level template, or the request behind a fetched property.
package struct FetchRequest: Sendable, Hashable, Codable {
    /// The request's name (`fetchedPropertyFetchRequest` for fetched properties).
    package var name: String
    /// The entity the request fetches.
    package var entity: String
    /// The predicate, as written.
    package var predicate: String?
    /// The substitution variables of the predicate (`$name`), without `$`, in order of first use.
    package var substitutionVariables: [String] = []
    /// The fetch limit; 0 means no limit.
    package var fetchLimit = 0
    /// The batch size; 0 means no batching.
    package var fetchBatchSize = 0
    /// The offset of the first result.
    package var fetchOffset = 0
    /// What the request returns.
    package var resultType: FetchResultType = .managedObject
    /// Whether subentities of `entity` match too (on unless the file says `NO`, as momc compiles it).
    package var includesSubentities = false
    /// Whether property values are fetched with the objects (on unless the file says `NO` or, when it says
    /// nothing, the request returns object IDs).
    package var includesPropertyValues = false
    /// Whether unsaved changes are included (on unless the file says `NO` or, when it says nothing, the request
    /// returns dictionaries).
    package var includesPendingChanges = false
    /// Whether objects come back as faults (on unless the file says `NO`).
    package var returnsObjectsAsFaults = false
    /// Whether dictionary results are distinct.
    package var returnsDistinctResults = false
    /// The `<fetchRequest>` element.
    package var location: SourceLocation

    /// Creates a fetch request with every setting at its default.
    package init(name: String, entity: String, location: SourceLocation) {
        self.name = name
        self.entity = entity
        self.location = location
    }
}

/// A fetched property: a weak, one-way relationship defined by a fetch request.
package struct FetchedProperty: Sendable, Hashable, Codable {
    /// The property's name in the model.
    package var name: String
    /// The entity that declares the property; a subentity lists inherited ones too.
    package var declaringEntity: String
    /// Whether the property may be empty.
    package var isOptional = false
    /// The request that computes the property's value.
    package var fetchRequest: FetchRequest
    /// The renaming identifier (`elementID` in the file).
    package var renamingIdentifier: String?
    /// The version-hash modifier.
    package var versionHashModifier: String?
    /// The userInfo entries, in file order.
    package var userInfo: [UserInfoEntry] = []
    /// The `<fetchedProperty>` element.
    package var location: SourceLocation

    /// Creates a fetched property.
    package init(name: String, declaringEntity: String, fetchRequest: FetchRequest, location: SourceLocation) {
        self.name = name
        self.declaringEntity = declaringEntity
        self.fetchRequest = fetchRequest
        self.location = location
    }
}
