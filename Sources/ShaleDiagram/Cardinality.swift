import ShaleModel

/// How many destination objects a relationship holds: `1`, `0..1`, `0..*`, `1..*`, `2..5`, `0 or 2..5`, and
/// whether they are ordered.
package struct Cardinality: Sendable, Hashable, CustomStringConvertible {
    /// The fewest objects (when `mayBeEmpty`, the fewest once there are any).
    package var lower: Int
    /// The most objects; `nil` for no limit.
    package var upper: Int?
    /// Whether the relationship may also hold none although `lower` is above 1: Core Data enforces an optional
    /// relationship's counts only when it holds objects.
    package var mayBeEmpty = false
    /// Whether a to-many relationship keeps its objects in order.
    package var isOrdered = false

    /// A cardinality.
    package init(lower: Int, upper: Int?, mayBeEmpty: Bool = false, isOrdered: Bool = false) {
        self.lower = lower
        self.upper = upper
        self.mayBeEmpty = mayBeEmpty && lower > 1
        self.isOrdered = isOrdered
    }

    /// The cardinality Core Data enforces for `relationship` (`NSRelationshipDescription`): a required
    /// relationship holds at least one object, or its minimum count; an optional one may be empty, and holds its
    /// minimum count once it holds any; a to-one holds at most one, a to-many at most its maximum count (0 is no
    /// limit).
    package init(_ relationship: Relationship) {
        guard relationship.isToMany else {
            self.init(lower: relationship.isOptional ? 0 : 1, upper: 1)
            return
        }
        // An optional relationship with a minimum of 1 is `0..max`; above 1, `0 or min..max`.
        let minimum =
            relationship.isOptional
            ? (relationship.minCount > 1 ? relationship.minCount : 0)
            : max(relationship.minCount, 1)
        self.init(
            lower: minimum, upper: relationship.maxCount > 0 ? relationship.maxCount : nil,
            mayBeEmpty: relationship.isOptional, isOrdered: relationship.isOrdered)
    }

    /// `1`, `0..1`, `0..*`, `1..*`, `2..5`, `0 or 2..5`, with ` ordered` after an ordered one.
    package var description: String {
        var range = upper == lower ? "\(lower)" : "\(lower)..\(upper.map(String.init) ?? "*")"
        if mayBeEmpty { range = "0 or " + range }
        return isOrdered ? range + " ordered" : range
    }
}
