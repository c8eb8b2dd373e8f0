import ShaleModel

/// An element that versions match by renaming identifier: entities, attributes, relationships, fetched properties.
protocol MatchableElement {
    /// The element's name.
    var name: String { get }
    /// Its renaming identifier (`elementID`), or its name when none is set.
    var matchKey: String { get }
}

/// Pairs the elements of two versions the way Core Data's inferred mapping does: by renaming identifier,
/// each element at most once.
///
/// Core Data compares a source and a destination element by their renaming identifiers, and an element
/// without one stands for its name (`NSPropertyDescription.renamingIdentifier`). A copied property keeps
/// its copy's renaming identifier, so two elements of one version can share a key; a dictionary keyed by it
/// would keep the first and silently lose the other one's removal or addition. Here every element takes part
/// in at most one pair: first the pairs that share key and name, then the rest with the same key in model
/// order. What is left over was removed (old) or added (new).
///
/// The pairing is kept as indices into the two arrays, so no element is copied. Most elements do not change
/// between versions: when both lists have the same keys and names in the same order, every element pairs with the
/// one at its own index (the general rule gives the same pairs) and no dictionary is built.
struct ElementMatching<Element: MatchableElement> {
    /// The old version's elements, in model order.
    let old: [Element]
    /// The new version's elements, in model order.
    let new: [Element]
    /// For each new element, the index of its old partner in `old`; `nil` when it was added.
    let partners: [Int?]
    /// The indices of the old elements with no partner, in the old version's order.
    let removedIndices: [Int]

    /// The matched pairs, in the new version's order.
    var pairs: [(old: Element, new: Element)] {
        new.indices.compactMap { index in partners[index].map { (old[$0], new[index]) } }
    }

    /// The new elements with no partner, in the new version's order.
    var added: [Element] {
        new.indices.filter { partners[$0] == nil }.map { new[$0] }
    }

    /// The old elements with no partner, in the old version's order.
    var removed: [Element] {
        removedIndices.map { old[$0] }
    }

    init(old: [Element], new: [Element]) {
        self.old = old
        self.new = new
        if Self.pairInOrder(old, new) {
            partners = old.indices.map { $0 }
            removedIndices = []
            return
        }
        var candidates: [String: [Int]] = [:]
        for index in old.indices { candidates[old[index].matchKey, default: []].append(index) }
        var partner = [Int?](repeating: nil, count: new.count)
        var taken = Set<Int>()
        // Same key and same name first, so that a duplicate key cannot steal an element's own partner.
        for index in new.indices {
            let sameName = candidates[new[index].matchKey]?.first { candidate in
                !taken.contains(candidate) && old[candidate].name == new[index].name
            }
            if let sameName {
                partner[index] = sameName
                taken.insert(sameName)
            }
        }
        for index in new.indices where partner[index] == nil {
            if let first = candidates[new[index].matchKey]?.first(where: { !taken.contains($0) }) {
                partner[index] = first
                taken.insert(first)
            }
        }
        partners = partner
        removedIndices = old.indices.filter { !taken.contains($0) }
    }

    /// Whether the two lists have the same keys and names at the same indices. Each element then pairs with its
    /// own index: a new element's first free old candidate of the same key and name is the one at its index, since
    /// the earlier candidates of that key and name were taken by the earlier new elements of that key and name.
    private static func pairInOrder(_ old: [Element], _ new: [Element]) -> Bool {
        guard old.count == new.count else { return false }
        for index in old.indices
        where old[index].name != new[index].name || old[index].matchKey != new[index].matchKey {
            return false
        }
        return true
    }
}
