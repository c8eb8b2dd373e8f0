import ShaleModel

/// How many destination objects a relationship holds: `1`, `0..1`, `0..*`, `1..*`, `2..5`, and whether they are
/// ordered.
public struct Cardinality: Sendable, Hashable, CustomStringConvertible {
    /// The fewest objects.
    public var lower: Int
    /// The most objects; `nil` for no limit.
    public var upper: Int?
    /// Whether a to-many relationship keeps its objects in order.
    public var isOrdered = false

    /// A cardinality.
    public init(lower: Int, upper: Int?, isOrdered: Bool = false) {
        self.lower = lower
        self.upper = upper
        self.isOrdered = isOrdered
    }

    /// The cardinality Core Data enforces for `relationship`: a required relationship holds at least one object
    /// (or its minimum count), an optional one may be empty; a to-one holds at most one, a to-many at most its
    /// maximum count (0 is no limit).
    public init(_ relationship: Relationship) {
        let required = relationship.isOptional ? 0 : 1
        if relationship.isToMany {
            self.init(lower: max(relationship.minCount, required),
                      upper: relationship.maxCount > 0 ? relationship.maxCount : nil,
                      isOrdered: relationship.isOrdered)
        } else {
            self.init(lower: required, upper: 1)
        }
    }

    /// `1`, `0..1`, `0..*`, `1..*`, `2..5`, with ` ordered` after an ordered one.
    public var description: String {
        let range = upper == lower ? "\(lower)" : "\(lower)..\(upper.map(String.init) ?? "*")"
        return isOrdered ? range + " ordered" : range
    }
}
