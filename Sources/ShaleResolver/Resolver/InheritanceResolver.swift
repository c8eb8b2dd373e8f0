import ShaleModel

/// Links entities to their parents: ancestor chains, subentity lists, and inherited properties.
///
/// After this pass each entity lists its inherited attributes, relationships and fetched properties
/// before its own, root ancestor's first, each recording the entity that declares it.
struct InheritanceResolver {
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector

    mutating func resolve(_ entities: inout [Entity]) {
        let index = Dictionary(entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var parents: [Int?] = entities.map { entity in
            guard let parent = entity.parentEntity else { return nil }
            return index[parent]
        }
        for (position, entity) in entities.enumerated() {
            if let parent = entity.parentEntity, parents[position] == nil {
                diagnostics.report(
                    .error(
                        "entity '\(entity.name)' has parent entity '\(parent)', which does not exist"
                            + Suggestion.didYouMean(parent, among: index.keys),
                        at: entity.location, hint: "add entity '\(parent)' or choose another parent in Xcode"
                    ))
            }
        }
        breakCycles(&parents, entities)
        limitDepth(&parents, entities)

        // Parents before children: visit each entity after the chain above it.
        var resolved = Array(repeating: false, count: entities.count)
        for start in entities.indices {
            var chain: [Int] = []
            var current: Int? = start
            while let position = current, !resolved[position] {
                chain.append(position)
                current = parents[position]
            }
            for position in chain.reversed() {
                resolved[position] = true
                guard let parent = parents[position] else { continue }
                let ancestor = entities[parent]
                entities[position].ancestors = [ancestor.name] + ancestor.ancestors
                inherit(from: ancestor, into: &entities[position])
            }
        }
        var children = Array(repeating: [String](), count: entities.count)
        for position in entities.indices {
            if let parent = parents[position] { children[parent].append(entities[position].name) }
        }
        for position in entities.indices {
            entities[position].subentities = children[position]
        }
    }

    /// The deepest inheritance accepted; real models stay under ten levels.
    static let maximumDepth = 100

    /// Reports every inheritance cycle once and cuts it, so later passes see a forest.
    private mutating func breakCycles(_ parents: inout [Int?], _ entities: [Entity]) {
        enum Mark { case unvisited, onPath, done }
        var marks = Array(repeating: Mark.unvisited, count: entities.count)
        for start in entities.indices where marks[start] == .unvisited {
            var path: [Int] = []
            var current: Int? = start
            while let position = current, marks[position] != .done {
                if marks[position] == .onPath {
                    let cycle = path[path.firstIndex(of: position)!...] + [position]
                    let names = cycle.map { "'\(entities[$0].name)'" }.joined(separator: " -> ")
                    let closing = path[path.count - 1]
                    diagnostics.report(
                        .error(
                            "entity '\(entities[closing].name)' inherits from itself: \(names)",
                            at: entities[closing].location, hint: "remove one parent entity to break the cycle"
                        ))
                    parents[closing] = nil
                    break
                }
                marks[position] = .onPath
                path.append(position)
                current = parents[position]
            }
            for position in path { marks[position] = .done }
        }
    }

    /// Cuts chains deeper than `maximumDepth`, so hostile models cannot make inheritance quadratic.
    private mutating func limitDepth(_ parents: inout [Int?], _ entities: [Entity]) {
        var depths = Array(repeating: -1, count: entities.count)
        for start in entities.indices where depths[start] < 0 {
            var chain: [Int] = []
            var current: Int? = start
            while let position = current, depths[position] < 0 {
                chain.append(position)
                current = parents[position]
            }
            var depth = current.map { depths[$0] } ?? -1
            for position in chain.reversed() {
                depth += 1
                if depth > Self.maximumDepth {
                    diagnostics.report(
                        .error(
                            "entity '\(entities[position].name)' is more than \(Self.maximumDepth) levels below its root entity",
                            at: entities[position].location, hint: "flatten the entity hierarchy"
                        ))
                    parents[position] = nil
                    depth = 0
                }
                depths[position] = depth
            }
        }
    }

    private mutating func inherit(from parent: Entity, into entity: inout Entity) {
        let inheritedNames = Set(
            parent.attributes.map(\.name) + parent.relationships.map(\.name)
                + parent.fetchedProperties.map(\.name))
        /// The parent's properties then `own`, without those that redeclare an inherited one, in an array of exactly
        /// that size: every entity of a large model holds one, so growth slack would add up.
        func merged<Property>(
            _ inherited: [Property], _ own: [Property], name: KeyPath<Property, String>,
            location: KeyPath<Property, SourceLocation>
        ) -> [Property] {
            let kept = own.filter { property in
                guard inheritedNames.contains(property[keyPath: name]) else { return true }
                diagnostics.report(
                    .error(
                        "entity '\(entity.name)' redeclares property '\(property[keyPath: name])', "
                            + "which it inherits from '\(parent.name)'",
                        at: property[keyPath: location], hint: "rename the property or remove one of the declarations"
                    ))
                return false
            }
            var all: [Property] = []
            all.reserveCapacity(inherited.count + kept.count)
            all += inherited
            all += kept
            return all
        }
        entity.attributes = merged(parent.attributes, entity.attributes, name: \.name, location: \.location)
        entity.relationships = merged(parent.relationships, entity.relationships, name: \.name, location: \.location)
        entity.fetchedProperties = merged(
            parent.fetchedProperties, entity.fetchedProperties, name: \.name,
            location: \.location)
    }
}
