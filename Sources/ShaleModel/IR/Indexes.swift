/// A set of properties whose combined values must be unique among an entity's objects.
package struct UniquenessConstraint: Sendable, Hashable, Codable {
    /// The property names, in file order.
    package var properties: [String]
    /// The `<uniquenessConstraint>` element.
    package var location: SourceLocation

    /// Creates a constraint.
    package init(properties: [String], location: SourceLocation) {
        self.properties = properties
        self.location = location
    }
}

/// A fetch index (iOS 11+): a named index over properties or expressions.
package struct FetchIndex: Sendable, Hashable, Codable {
    /// The index's kind of storage.
    package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// An ordinary B-tree index (written `Binary`).
        case binary = "Binary"
        /// An R-tree index, for ranges of numbers.
        case rTree = "RTree"
    }

    /// One indexed property or expression.
    package struct Element: Sendable, Hashable, Codable {
        /// The property indexed, when the element names one.
        package var property: String?
        /// The expression indexed, when the element gives one instead of a property.
        package var expression: String?
        /// The storage kind.
        package var kind: Kind = .binary
        /// Whether the index sorts ascending.
        package var isAscending = true
        /// The `<fetchIndexElement>` element.
        package var location: SourceLocation

        /// Creates an element.
        package init(property: String?, expression: String?, location: SourceLocation) {
            self.property = property
            self.expression = expression
            self.location = location
        }
    }

    /// The index's name.
    package var name: String
    /// What it indexes, in order.
    package var elements: [Element] = []
    /// Set when the file does not write the index and momc derives it: the legacy `indexed="YES"` attribute's name,
    /// or the legacy compound index's properties joined by `, `. Nil for a written index.
    package var derivedFrom: String?
    /// The `<fetchIndex>` element (the attribute's element for a derived one).
    package var location: SourceLocation

    /// Creates an index with no elements.
    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// A legacy compound index (`<compoundIndex>`), superseded by fetch indexes.
package struct CompoundIndex: Sendable, Hashable, Codable {
    /// The property names, in file order.
    package var properties: [String]
    /// Set when the file does not write the index and momc derives it from a fetch index of several properties:
    /// that fetch index's name. Nil for a written index.
    package var derivedFrom: String?
    /// The `<compoundIndex>` element (the fetch index's element for a derived one).
    package var location: SourceLocation

    /// Creates a compound index.
    package init(properties: [String], location: SourceLocation) {
        self.properties = properties
        self.location = location
    }
}
