/// A context type's keys, declared once: the lookup table templates are rendered through, and the description
/// the reference page, the JSON dump and the template check read.
package final class ContextSchema<Root>: Sendable {
    /// The type's name and its keys.
    package let description: ContextDescription
    private let readers: [@Sendable (Root) -> ContextField]
    private let hashes: [Int]
    /// Index into the keys + 1 per slot, 0 when empty: open addressing, a power of two, at most half full.
    private let slots: [Int32]
    private let mask: Int

    /// Declares the keys of `Root`.
    /// - Parameters:
    ///   - summary: What the context is, for the reference page.
    ///   - keys: The keys, in the order the reference page lists them. Names must be unique.
    package init(_ summary: String, _ keys: [ContextKey<Root>]) {
        description = ContextDescription(
            name: ContextType.name(of: Root.self), summary: summary,
            keys: keys.map { ContextDescription.Key(name: $0.name, kind: $0.kind, summary: $0.summary) })
        readers = keys.map(\.read)
        hashes = keys.map { ContextKeyHash.of($0.name) }
        var capacity = 4
        while capacity < keys.count * 2 { capacity *= 2 }
        mask = capacity - 1
        var slots = [Int32](repeating: 0, count: capacity)
        for (index, hash) in hashes.enumerated() {
            var slot = hash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
        self.slots = slots
    }

    /// The value of the key named `name` (whose `ContextKeyHash` is `hash`) in `root`; nil when there is none.
    @inline(__always)
    package func field(named name: String, hash: Int, of root: Root) -> ContextField? {
        var slot = hash & mask
        while true {
            let entry = Int(slots[slot]) - 1
            if entry < 0 { return nil }
            if hashes[entry] == hash && description.keys[entry].name == name { return readers[entry](root) }
            slot = (slot + 1) & mask
        }
    }

    /// Every key's value in `root`, in declaration order.
    package func fields(of root: Root) -> [(key: ContextDescription.Key, value: ContextField)] {
        zip(description.keys, readers).map { ($0, $1(root)) }
    }
}

/// A context type as documentation and checks see it: its name, what it is, and its keys.
package struct ContextDescription: Sendable {
    /// One key.
    package struct Key: Sendable {
        /// The name templates use.
        package let name: String
        /// What it holds.
        package let kind: ContextKind
        /// What it means.
        package let summary: String
    }

    /// The type's name, such as `EntityContext`.
    package let name: String
    /// What the context is.
    package let summary: String
    /// The keys, in declaration order.
    package let keys: [Key]
    /// The names of the keys that are slots (`ContextKey.slot`), filled or left out by `filling(_:)`.
    package private(set) var slotKeys: Set<String> = []

    /// The key named `name`, if the context has one.
    package func key(named name: String) -> Key? {
        keys.first { $0.name == name }
    }

    /// The description as one translator's contexts have it: each slot key (`ContextKey.slot`) becomes the
    /// optional nested context `slots["Type.key"]` names, or is left out when the translator fills none.
    package func filling(_ slots: [String: ContextType]) -> ContextDescription {
        let filled = keys.compactMap { key -> Key? in
            guard case .slot = key.kind else { return key }
            return slots["\(name).\(key.name)"].map {
                Key(name: key.name, kind: .context($0, optional: true), summary: key.summary)
            }
        }
        var description = ContextDescription(name: name, summary: summary, keys: filled)
        description.slotKeys = Set(keys.filter { if case .slot = $0.kind { true } else { false } }.map(\.name))
        return description
    }
}
