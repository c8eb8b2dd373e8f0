import ShaleModel

/// The to-one relationships that lie on a cycle of to-one relationships, found with Tarjan's strongly connected
/// components (iteratively, so a chain of thousands of entities cannot overflow the stack).
struct ToOneCycles {
    private let edges: [String: [Relationship]]
    private var component: [String: Int] = [:]
    private var members: [Int: [String]] = [:]

    init(_ edges: [String: [Relationship]]) {
        self.edges = edges
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack = Set<String>()
        var stack: [String] = []
        var counter = 0
        var componentCount = 0
        for start in edges.keys.sorted() where index[start] == nil {
            var work: [(node: String, next: Int)] = [(start, 0)]
            index[start] = counter
            lowLink[start] = counter
            counter += 1
            stack.append(start)
            onStack.insert(start)
            while let (node, next) = work.last {
                let targets = edges[node] ?? []
                if next < targets.count {
                    work[work.count - 1].next += 1
                    let target = targets[next].destinationEntity
                    if index[target] == nil {
                        index[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack.insert(target)
                        work.append((target, 0))
                    } else if onStack.contains(target) {
                        lowLink[node] = min(lowLink[node]!, index[target]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent]!, lowLink[node]!) }
                guard lowLink[node] == index[node] else { continue }
                var names: [String] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component[member] = componentCount
                    names.append(member)
                    if member == node { break }
                }
                members[componentCount] = names.sorted()
                componentCount += 1
            }
        }
    }

    /// The groups of entities that to-one relationships link into cycles: every strongly connected component with
    /// a relationship inside it (an entity related to itself is a group of one), each with its names sorted, in
    /// the order of their first names.
    var cyclicComponents: [[String]] {
        members.values.filter { names in
            names.count > 1 || (edges[names[0]] ?? []).contains { $0.destinationEntity == names[0] }
        }.sorted { $0[0] < $1[0] }
    }

    /// The cycle `relationship` of `entity` lies on, as text (`Folder.parent → Folder`), or nil.
    func cycle(through relationship: Relationship, from entity: String) -> String? {
        let target = relationship.destinationEntity
        guard let own = component[entity], component[target] == own else { return nil }
        // Within one component every node reaches every other: walk the shortest way back to `entity`.
        var previous: [String: (String, String)] = [:]
        var queue = [target]
        var head = 0
        while head < queue.count, target != entity, previous[entity] == nil {
            let node = queue[head]
            head += 1
            for edge in edges[node] ?? []
            where component[edge.destinationEntity] == own
                && previous[edge.destinationEntity] == nil && edge.destinationEntity != target
            {
                previous[edge.destinationEntity] = (node, edge.name)
                queue.append(edge.destinationEntity)
            }
        }
        var steps: [String] = []
        var node = entity
        while node != target, let (from, name) = previous[node] {
            steps.append("\(from).\(name)")
            node = from
        }
        return (["\(entity).\(relationship.name)"] + steps.reversed()).joined(separator: " → ") + " → \(entity)"
    }
}
