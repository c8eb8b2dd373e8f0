import ShaleModel

/// The to-one relationships the `slate3` set writes to-many under `--option to-one-cycles=to-many`: the fewest
/// whose conversion leaves no cycle of to-one relationships.
///
/// A to-one relationship from an entity to itself (a tree's `parent`) is a cycle alone, so it is always converted.
/// For the others, keeping a set of to-one relationships free of cycles is the same as ordering the entities so
/// that every kept one points forward. Within each group of entities that cycles link (up to `exactLimit`
/// entities), every order is weighed and the relationships pointing backward in the best one are converted. Best
/// means, in turn: the fewest relationships; the fewest required ones (a to-many relationship is optional in
/// Slate 3); the fewest that cascade deletes (the owner's side of a one-to-one, which code usually reads); then the
/// order whose entity names come first alphabetically. So of a one-to-one pair alike on both sides, the
/// relationship of the entity whose name sorts last is converted. A larger group converts the relationships that a
/// depth-first walk (entities in alphabetical order, relationships in model order) finds leading back into the
/// walk: no cycle remains, though the changes may not be the fewest.
enum ToOneCycleConversion {
    /// The largest group of entities whose every order is weighed (12! orders, found in 12 × 2¹² steps).
    static let exactLimit = 12

    /// The relationships to convert, by entity name.
    /// - Parameters:
    ///   - edges: The to-one relationships the structs declare, by entity name, in model order.
    ///   - cycles: The cycles among `edges`.
    static func relationships(of edges: [String: [Relationship]], cycles: ToOneCycles) -> [String: Set<String>] {
        var converted: [String: Set<String>] = [:]
        for members in cycles.cyclicComponents {
            let position = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1, $0) })
            var outgoing = [[Edge]](repeating: [], count: members.count)
            for (from, entity) in members.enumerated() {
                for relationship in edges[entity] ?? [] {
                    guard let to = position[relationship.destinationEntity] else { continue }
                    if to == from {
                        converted[entity, default: []].insert(relationship.name)
                    } else {
                        outgoing[from].append(Edge(to: to, relationship: relationship))
                    }
                }
            }
            let backward = members.count <= exactLimit ? backwardEdges(outgoing) : walkBackEdges(outgoing)
            for (from, edge) in backward { converted[members[from], default: []].insert(edge.relationship.name) }
        }
        return converted
    }

    /// A to-one relationship within a group, from the entity at its index in `outgoing`.
    struct Edge {
        var to: Int
        var relationship: Relationship

        /// What converting it costs.
        var cost: Cost {
            Cost(
                relationships: 1, required: relationship.isOptional ? 0 : 1,
                cascading: relationship.deleteRule == .cascade ? 1 : 0)
        }
    }

    /// What converting a set of relationships costs, compared field by field.
    struct Cost: Comparable {
        var relationships = 0
        var required = 0
        var cascading = 0

        static func < (left: Cost, right: Cost) -> Bool {
            (left.relationships, left.required, left.cascading) < (right.relationships, right.required, right.cascading)
        }

        static func + (left: Cost, right: Cost) -> Cost {
            Cost(
                relationships: left.relationships + right.relationships, required: left.required + right.required,
                cascading: left.cascading + right.cascading)
        }
    }

    /// The edges pointing backward in the best order of the group's entities (indexes are alphabetical). The best
    /// order of a set of entities ends with one of them after the best order of the rest, so each subset's best is
    /// built from smaller ones: the cost of putting an entity last is that of its edges into the entities before.
    static func backwardEdges(_ outgoing: [[Edge]]) -> [(from: Int, edge: Edge)] {
        let count = outgoing.count
        var best = [Cost](repeating: Cost(), count: 1 << count)
        var order = [[Int]](repeating: [], count: 1 << count)
        for subset in 1..<(1 << count) {
            var found = false
            for last in 0..<count where subset & (1 << last) != 0 {
                let rest = subset & ~(1 << last)
                let cost = outgoing[last].filter { rest & (1 << $0.to) != 0 }.map(\.cost).reduce(best[rest], +)
                let candidate = order[rest] + [last]
                if !found || cost < best[subset]
                    || (cost == best[subset] && candidate.lexicographicallyPrecedes(order[subset]))
                {
                    best[subset] = cost
                    order[subset] = candidate
                    found = true
                }
            }
        }
        var rank = [Int](repeating: 0, count: count)
        for (place, entity) in order[(1 << count) - 1].enumerated() { rank[entity] = place }
        return outgoing.enumerated().flatMap { from, edges in
            edges.filter { rank[$0.to] < rank[from] }.map { (from, $0) }
        }
    }

    /// The edges a depth-first walk finds leading to an entity it is still in (iteratively, so a long chain cannot
    /// overflow the stack). Without them the rest has no cycle.
    static func walkBackEdges(_ outgoing: [[Edge]]) -> [(from: Int, edge: Edge)] {
        enum State { case new, open, done }
        var state = [State](repeating: .new, count: outgoing.count)
        var back: [(from: Int, edge: Edge)] = []
        for start in outgoing.indices where state[start] == .new {
            state[start] = .open
            var work: [(node: Int, next: Int)] = [(start, 0)]
            while let (node, next) = work.last {
                guard next < outgoing[node].count else {
                    state[node] = .done
                    work.removeLast()
                    continue
                }
                work[work.count - 1].next += 1
                let edge = outgoing[node][next]
                switch state[edge.to] {
                case .new:
                    state[edge.to] = .open
                    work.append((edge.to, 0))
                case .open: back.append((node, edge))
                case .done: break
                }
            }
        }
        return back
    }
}

extension Slate3Translator {
    /// The warning and report line of a to-one relationship written to-many: what changes in the store and in
    /// code.
    /// - Parameters:
    ///   - cycle: The cycle it was on, as text (`Folder.parent → Folder`).
    ///   - converted: Every relationship written to-many, by entity name (its inverse may be one).
    static func conversionLoss(
        _ relationship: Relationship, of entity: Entity, cycle: String,
        converted: [String: Set<String>], _ entitiesByName: [String: Entity],
        _ typeNames: [String: String]
    ) -> Slate3Loss {
        let destination = typeNames[relationship.destinationEntity] ?? relationship.destinationEntity
        let inverseName = relationship.inverseName ?? ""
        let inverse = entitiesByName[relationship.destinationEntity]?.relationships.first { $0.name == inverseName }
        let isOwnInverse = relationship.destinationEntity == entity.name && inverseName == relationship.name
        let store: String
        if isOwnInverse {
            store = "it becomes a many-to-many relationship with itself"
        } else if inverse?.isToMany == true
            || converted[relationship.destinationEntity]?.contains(inverseName) == true
        {
            store =
                "it and its inverse '\(relationship.destinationEntity).\(inverseName)' become a many-to-many pair "
                + "(Core Data keeps it in a table of its own)"
        } else {
            store = "it and its inverse '\(relationship.destinationEntity).\(inverseName)' become a one-to-many pair"
        }
        let required =
            relationship.isOptional
            ? ""
            : " It is no longer required (Slate 3's to-many relationships are optional); it keeps `minCount: 1`."
        return Slate3Loss(
            "to-one relationship '\(relationship.name)' of entity '\(entity.name)' is on a cycle of to-one "
                + "relationships (\(cycle)), which Slate 3 cannot compile; with to-one-cycles=to-many it is written "
                + "to-many, so in the store \(store)",
            at: relationship.location,
            advice: "In code, `\(relationship.name)` is `[\(destination)]?` instead of `\(destination)?` (read "
                + "`.first`), and Slate 3's Core Data class holds it as a set: keep at most one object in it."
                + required,
            changesSchema: true)
    }
}
