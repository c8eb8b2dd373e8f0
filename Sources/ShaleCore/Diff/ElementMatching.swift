/// Pairs the elements of two versions the way Core Data's inferred mapping does: by renaming identifier,
/// each element at most once.
///
/// Core Data compares a source and a destination element by their renaming identifiers, and an element
/// without one stands for its name (`NSPropertyDescription.renamingIdentifier`). A copied property keeps
/// its copy's renaming identifier, so two elements of one version can share a key; a dictionary keyed by it
/// would keep the first and silently lose the other one's removal or addition. Here every element takes part
/// in at most one pair: first the pairs that share key and name, then the rest with the same key in model
/// order. What is left over was removed (old) or added (new).
struct ElementMatching<Element> {
    /// Every new element with its old partner, `nil` when it was added, in the new version's order.
    private(set) var inNewOrder: [(new: Element, old: Element?)] = []
    /// The old elements with no partner, in the old version's order.
    private(set) var removed: [Element] = []

    /// The matched pairs, in the new version's order.
    var pairs: [(old: Element, new: Element)] {
        inNewOrder.compactMap { element, partner in partner.map { ($0, element) } }
    }

    /// The new elements with no partner, in the new version's order.
    var added: [Element] {
        inNewOrder.filter { $0.old == nil }.map(\.new)
    }

    init(old: [Element], new: [Element], key: (Element) -> String, name: (Element) -> String) {
        var candidates: [String: [Int]] = [:]
        for (index, element) in old.enumerated() { candidates[key(element), default: []].append(index) }
        var partner = [Int?](repeating: nil, count: new.count)
        var taken = Set<Int>()
        // Same key and same name first, so that a duplicate key cannot steal an element's own partner.
        for (index, element) in new.enumerated() {
            let sameName = candidates[key(element)]?.first { !taken.contains($0) && name(old[$0]) == name(element) }
            if let sameName {
                partner[index] = sameName
                taken.insert(sameName)
            }
        }
        for (index, element) in new.enumerated() where partner[index] == nil {
            if let first = candidates[key(element)]?.first(where: { !taken.contains($0) }) {
                partner[index] = first
                taken.insert(first)
            }
        }
        inNewOrder = new.enumerated().map { index, element in (element, partner[index].map { old[$0] }) }
        removed = old.indices.filter { !taken.contains($0) }.map { old[$0] }
    }
}
