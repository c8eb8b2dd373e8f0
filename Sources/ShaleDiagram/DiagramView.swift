import ShaleModel

/// The part of a model a diagram draws, and how: what a person reviews a model of many entities by. A diagram of
/// more than about fifteen entities is too large to read; a view draws the entities asked for (`--entity`), or one
/// entity and its neighbours to a depth (`--focus`, `--depth`), without attribute rows if asked
/// (`--no-attributes`), grouped by configuration or by inheritance tree (`--group-by`).
package struct DiagramView: Sendable, Hashable {
    /// How entities are gathered into boxes of their own (Graphviz clusters, Mermaid namespaces).
    package enum Grouping: String, Sendable, Hashable, CaseIterable {
        /// No groups.
        case none
        /// By the set of configurations that hold an entity (`Cloud, Local`); entities in none are outside.
        case configuration
        /// By inheritance tree: each root entity with subentities, and every entity below it, is a group named
        /// after the root; entities without parent or subentities are outside.
        case inheritance
    }

    /// Entities drawn as they are, by name (`--entity`); with `focus` empty and this empty, every entity.
    package var entities: [String] = []
    /// Entities drawn with their neighbours to `depth` (`--focus`).
    package var focus: [String] = []
    /// How many relationship or inheritance steps from a focused entity are drawn; 1 draws its direct neighbours.
    package var depth = 1
    /// Whether entities show their attribute rows; without them a box is its name and annotations.
    package var showsAttributes = true
    /// How entities are grouped.
    package var grouping = Grouping.none

    /// A view; the default draws every entity with its attributes and no groups.
    package init(
        entities: [String] = [], focus: [String] = [], depth: Int = 1, showsAttributes: Bool = true,
        grouping: Grouping = .none
    ) {
        self.entities = entities
        self.focus = focus
        self.depth = depth
        self.showsAttributes = showsAttributes
        self.grouping = grouping
    }

    /// Whether the view draws only some entities.
    package var isPartial: Bool { !entities.isEmpty || !focus.isEmpty }

    /// The names the view asks for (`entities`, then `focus`) that `diagram` does not draw, each with its
    /// did-you-mean among the entities it does.
    package func unknownEntities(in diagram: ERDiagram) -> [(name: String, suggestion: [String])] {
        let known = Set(diagram.entities.map(\.name))
        var seen = Set<String>()
        return (entities + focus).filter { !known.contains($0) && seen.insert($0).inserted }.map { name in
            (name, Suggestion.closest(to: name, among: known))
        }
    }
}

extension ERDiagram {
    /// The diagram as `view` draws it: its entities (all when the view names none), the links and inheritance
    /// edges between them, attributes hidden when asked, and the view's groups. An entity with links to entities
    /// the view leaves out says how many (`2 links outside the view`), and a subentity whose parent is left out
    /// names it (`subentity of Event`), so nothing left out is hidden without a trace.
    /// - Throws: `DiagramError.unknownEntities` when the view names an entity the diagram does not draw.
    package func viewed(_ view: DiagramView) throws -> ERDiagram {
        let unknown = view.unknownEntities(in: self)
        guard unknown.isEmpty else {
            throw DiagramError.unknownEntities(
                unknown.map {
                    DiagramError.UnknownEntity(
                        name: $0.name,
                        suggestion: $0.suggestion)
                })
        }
        var drawn = self
        if view.isPartial {
            drawn = restricted(
                to: Set(view.entities).union(neighbourhood(of: Set(view.focus), depth: view.depth)),
                marksOmissions: true)
        }
        if !view.showsAttributes {
            drawn.entities = drawn.entities.map { entity in
                var entity = entity
                entity.members = []
                entity.collapsedMembers = 0
                return entity
            }
        }
        drawn.isLeftToRight = isLeftToRight || view.isPartial || !view.showsAttributes
        if view.grouping == .inheritance { drawn.groups = drawn.inheritanceGroups() }
        if view.grouping == .none { drawn.groups = [] }
        return drawn
    }

    /// The names of `start` and every entity at most `depth` relationship or inheritance steps from one of them,
    /// either way along a link.
    package func neighbourhood(of start: Set<String>, depth: Int) -> Set<String> {
        var neighbours: [String: Set<String>] = [:]
        let pairs = links.map { ($0.source, $0.destination) } + inheritance.map { ($0.parent, $0.child) }
        for (one, other) in pairs where one != other {
            neighbours[one, default: []].insert(other)
            neighbours[other, default: []].insert(one)
        }
        var reached = start
        var frontier = start
        for _ in 0..<max(depth, 0) {
            let next = Set(frontier.flatMap { neighbours[$0] ?? [] }).subtracting(reached)
            guard !next.isEmpty else { break }
            reached.formUnion(next)
            frontier = next
        }
        return reached
    }

    /// The diagram of the entities named in `names` alone (in the diagram's order), with the links, inheritance
    /// edges and groups among them.
    /// - Parameter marksOmissions: Whether a drawn entity notes its links to entities left out, and a subentity
    ///   its parent when that is left out.
    package func restricted(to names: Set<String>, marksOmissions: Bool = false) -> ERDiagram {
        var drawn = ERDiagram(title: title)
        drawn.isLeftToRight = isLeftToRight
        drawn.links = links.filter { names.contains($0.source) && names.contains($0.destination) }
        drawn.inheritance = inheritance.filter { names.contains($0.parent) && names.contains($0.child) }
        drawn.groups = groups.compactMap { group in
            let members = group.entities.filter(names.contains)
            return members.isEmpty ? nil : DiagramGroup(name: group.name, entities: members)
        }
        var outside: [String: Int] = [:]
        for link in links where names.contains(link.source) != names.contains(link.destination) {
            outside[names.contains(link.source) ? link.source : link.destination, default: 0] += 1
        }
        let parents = Dictionary(inheritance.map { ($0.child, $0.parent) }, uniquingKeysWith: { first, _ in first })
        drawn.entities = entities.filter { names.contains($0.name) }.map { entity in
            var entity = entity
            guard marksOmissions else { return entity }
            if let parent = parents[entity.name], !names.contains(parent) {
                entity.notes.append("subentity of \(parent)")
            }
            if let count = outside[entity.name] {
                entity.notes.append("\(count) \(count == 1 ? "link" : "links") outside the view")
            }
            return entity
        }
        return drawn
    }

    /// Each inheritance tree among the drawn entities as a group named after its root (`Event hierarchy`), in the
    /// order the roots are drawn, members in the diagram's order.
    func inheritanceGroups() -> [DiagramGroup] {
        let parents = Dictionary(inheritance.map { ($0.child, $0.parent) }, uniquingKeysWith: { first, _ in first })
        func root(_ name: String) -> String {
            var current = name
            var visited: Set<String> = [name]
            while let parent = parents[current], visited.insert(parent).inserted { current = parent }
            return current
        }
        let inTrees = Set(inheritance.flatMap { [$0.parent, $0.child] })
        var groups: [DiagramGroup] = []
        var index: [String: Int] = [:]
        for entity in entities where inTrees.contains(entity.name) {
            let top = root(entity.name)
            if let position = index[top] {
                groups[position].entities.append(entity.name)
            } else {
                index[top] = groups.count
                groups.append(DiagramGroup(name: "\(top) hierarchy", entities: [entity.name]))
            }
        }
        return groups
    }
}
