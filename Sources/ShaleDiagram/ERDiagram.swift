import ShaleModel

/// An entity-relationship diagram of one model version, or of the changes between two, independent of any drawing
/// language: what `MermaidWriter` and `DOTWriter` draw. Everything is in model order, so output is deterministic.
package struct ERDiagram: Sendable, Hashable {
    /// The diagram's title: the model's (or bundle's) name.
    package var title: String
    /// The entities, in model order (removed ones of a migration diagram after the others).
    package var entities: [DiagramEntity] = []
    /// The relationships, each inverse pair once.
    package var links: [DiagramLink] = []
    /// Parent-to-subentity edges, in model order.
    package var inheritance: [DiagramInheritance] = []
    /// Configurations as groups of entities, when asked for; an entity is in at most one group.
    package var groups: [DiagramGroup] = []
    /// Whether DOT lays ranks out left to right instead of top to bottom (Mermaid's class diagrams are always
    /// left to right). Views of part of a model, or without attributes, are: a hub entity's many neighbours then
    /// stack in a column beside it, which suits a landscape screen, instead of a row thousands of points wide.
    package var isLeftToRight = false

    /// An empty diagram called `title`.
    package init(title: String) {
        self.title = title
    }

    /// The entity named `name`, if the diagram draws it.
    package func entity(named name: String) -> DiagramEntity? {
        entities.first { $0.name == name }
    }

    /// The entities by name, for writers that look many of them up (the first of a name, should two share one).
    package var entitiesByName: [String: DiagramEntity] {
        Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// How a migration diagram marks an element; a diagram of one version marks nothing (`plain`).
package enum DiagramMark: String, Sendable, Hashable, CaseIterable {
    /// A diagram of one version: drawn as it is.
    case plain
    /// New in the target version (green).
    case added
    /// Gone from the target version (red).
    case removed
    /// Changed between the versions (amber), with the verdict in the element's note.
    case changed
    /// The same in both versions (dimmed, members collapsed).
    case unchanged

    /// What a member row starts with in every drawing, so the change reads without colour: `+ `, `− ` or `Δ `.
    var sign: String {
        switch self {
        case .added: "+ "
        case .removed: "− "
        case .changed: "Δ "
        case .plain, .unchanged: ""
        }
    }
}

/// One entity box.
package struct DiagramEntity: Sendable, Hashable {
    /// The entity's name in the model.
    package var name: String
    /// Whether the entity is abstract.
    package var isAbstract = false
    /// What the box says under its name: `renamed from Writer`, `custom · loses data`; empty for none.
    package var notes: [String] = []
    /// The rows: the entity's own attributes (inherited ones are drawn on the parent), then compound uniqueness
    /// constraints, or in a migration diagram the changed properties.
    package var members: [DiagramMember] = []
    /// How many rows are left out as unchanged (migration diagrams collapse what did not change).
    package var collapsedMembers = 0
    /// How the entity is marked.
    package var mark: DiagramMark = .plain

    /// An entity box with no rows.
    package init(name: String, mark: DiagramMark = .plain) {
        self.name = name
        self.mark = mark
    }
}

/// One row of an entity box: an attribute, a compound uniqueness constraint, or a changed property.
package struct DiagramMember: Sendable, Hashable {
    /// The property's name (for a constraint, its properties joined by `, `).
    package var name: String
    /// The Swift-facing type as the code sets name it, `?` when optional (`String?`, `Int64`); empty for a
    /// constraint or a removed property of unknown type.
    package var type: String
    /// Markers: `transient`, `derived`, `indexed`, `unique`; for a constraint `unique`.
    package var flags: [String] = []
    /// For a migration diagram, the change in words with its verdict (`type Int16 → String · custom`).
    package var note: String?
    /// How the row is marked.
    package var mark: DiagramMark = .plain

    /// A row.
    package init(name: String, type: String, flags: [String] = [], note: String? = nil, mark: DiagramMark = .plain) {
        self.name = name
        self.type = type
        self.flags = flags
        self.note = note
        self.mark = mark
    }
}

/// A relationship and its inverse, drawn once: `forward` goes from `source` to `destination` (its cardinality
/// is drawn at the destination's end), `inverse` comes back (drawn at the source's end).
package struct DiagramLink: Sendable, Hashable {
    /// The entity declaring `forward`.
    package var source: String
    /// `forward`'s destination entity.
    package var destination: String
    /// The relationship from `source` to `destination`.
    package var forward: DiagramEnd
    /// Its inverse, from `destination` back to `source`; `nil` for a one-way relationship.
    package var inverse: DiagramEnd?
    /// How the link is marked.
    package var mark: DiagramMark = .plain

    /// A link.
    package init(
        source: String, destination: String, forward: DiagramEnd, inverse: DiagramEnd?,
        mark: DiagramMark = .plain
    ) {
        self.source = source
        self.destination = destination
        self.forward = forward
        self.inverse = inverse
        self.mark = mark
    }

    /// The link's label: each direction's name, with its delete rule when it is not Nullify
    /// (`books (cascade) / author`).
    package var label: String {
        [forward, inverse].compactMap { $0?.label }.joined(separator: " / ")
    }
}

/// One direction of a link.
package struct DiagramEnd: Sendable, Hashable {
    /// The relationship's name.
    package var name: String
    /// How many destination objects one source object has.
    package var cardinality: Cardinality
    /// The delete rule when it is not Nullify.
    package var deleteRule: DeleteRule?

    /// A link end.
    package init(name: String, cardinality: Cardinality, deleteRule: DeleteRule?) {
        self.name = name
        self.cardinality = cardinality
        self.deleteRule = deleteRule
    }

    /// The end's name with its delete rule, if any: `books (cascade)`.
    package var label: String {
        deleteRule.map { "\(name) (\($0.rawValue.lowercased()))" } ?? name
    }
}

/// A parent entity and one of its direct subentities.
package struct DiagramInheritance: Sendable, Hashable {
    /// The parent entity.
    package var parent: String
    /// The subentity.
    package var child: String

    /// An inheritance edge.
    package init(parent: String, child: String) {
        self.parent = parent
        self.child = child
    }
}

/// Entities drawn together: those whose configurations are the same.
package struct DiagramGroup: Sendable, Hashable {
    /// The configurations' names joined by `, `.
    package var name: String
    /// The member entities, in model order.
    package var entities: [String]

    /// A group.
    package init(name: String, entities: [String]) {
        self.name = name
        self.entities = entities
    }
}
