/// The identity of a stored object: stable for the object's life, across mutations and snapshots. Plays the
/// role `NSManagedObjectID` plays under Core Data.
public struct SlateID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The entity the object was created as.
    public let entity: String
    /// The object's number, unique in its store; 0 for an identity with no stored object behind it.
    public let number: Int

    /// An identity with no stored object behind it, for snapshots made from values in tests and previews.
    public init() {
        entity = ""
        number = 0
    }

    init(entity: String, number: Int) {
        self.entity = entity
        self.number = number
    }

    /// Whether a stored object has this identity.
    public var isTemporary: Bool { number == 0 }

    public var description: String { "\(entity)#\(number)" }

    // The number alone identifies a stored object; hashing the entity's name too would only cost time.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(number)
    }

    public static func < (lhs: SlateID, rhs: SlateID) -> Bool {
        (lhs.number, lhs.entity) < (rhs.number, rhs.entity)
    }
}
