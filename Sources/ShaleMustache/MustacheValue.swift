/// A value a template renders: the data model of the engine.
///
/// Falsy values (a section is skipped, an inverted section renders) are `.null`, `.bool(false)` and an empty
/// `.list`. Everything else is truthy, including `0` and the empty string, as in the spec's reference
/// implementation.
package enum MustacheValue {
    /// No value: renders as nothing, falsy.
    case null
    /// Renders as `true` / `false`; `false` is falsy.
    case bool(Bool)
    /// Renders in decimal (`85`).
    case int(Int)
    /// Renders with Swift's shortest round-trip form (`1.21`).
    case double(Double)
    /// Renders as is (HTML-escaped in `{{x}}` unless escaping is off).
    case string(String)
    /// A section iterates over the elements; an empty list is falsy. Interpolating a list renders nothing.
    case list([MustacheValue])
    /// A list whose elements are made only when a section reaches them, one at a time (typed data whose
    /// elements would otherwise all be converted on every access); the same as `.list` in every other way.
    case sequence(any MustacheSequence)
    /// A context that answers keys. Interpolating an object renders nothing. Stored inline, not `indirect`:
    /// the existential fits beside `.sequence`'s, and a box would cost an allocation per list element rendered.
    case object(any MustacheObject)
    /// A closure in the data (the spec's optional lambdas).
    case lambda(MustacheLambda)

    /// Whether a section renders for this value (spec falsiness: null, false, empty list).
    @inlinable
    package var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let flag): return flag
        case .list(let elements): return !elements.isEmpty
        case .sequence(let elements): return elements.count > 0
        default: return true
        }
    }
}

/// The elements of a `.sequence` value, made on demand.
package protocol MustacheSequence {
    /// How many elements there are.
    var count: Int { get }
    /// The element at `index`, from 0 to `count - 1`.
    func element(at index: Int) -> MustacheValue
}

/// A context object: typed generator contexts conform to this to answer the keys templates use.
package protocol MustacheObject {
    /// The value for `key`, or nil when this object has no such key, so lookup continues down the context stack.
    func mustacheValue(forKey key: String) -> MustacheValue?

    /// The same lookup with the key's hash precomputed by the template compiler. The default calls
    /// `mustacheValue(forKey: key.name)`; implement it only to make hashed lookups cheaper.
    func mustacheValue(forKey key: MustacheKey) -> MustacheValue?
}

extension MustacheObject {
    /// Forwards to the string lookup.
    @inlinable
    package func mustacheValue(forKey key: MustacheKey) -> MustacheValue? {
        mustacheValue(forKey: key.name)
    }
}

/// A key as a template uses it, with a cheap hash computed once when the template compiles.
package struct MustacheKey: Hashable, Sendable {
    /// The key as written.
    package let name: String
    /// FNV-1a over the key's UTF-8 bytes: stable, and cheap enough to compute once per key.
    package let fastHash: Int

    /// Hashes `name` once.
    package init(_ name: String) {
        self.name = name
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        fastHash = Int(truncatingIfNeeded: hash)
    }

    package static func == (lhs: MustacheKey, rhs: MustacheKey) -> Bool {
        lhs.fastHash == rhs.fastHash && lhs.name == rhs.name
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(fastHash)
    }
}

/// A lambda in the data, as in the spec's optional `~lambdas` module.
///
/// Interpolated (`{{name}}`), it is called with the empty string and its result is rendered as a template with
/// the default delimiters, then escaped like any interpolation. As a section (`{{#name}}…{{/name}}`), it is called
/// with the section's unprocessed source and its result is rendered as a template with the section's delimiters.
/// An inverted section treats a lambda as truthy.
package struct MustacheLambda {
    /// The closure: receives the raw section text (empty for interpolation) and returns template source.
    package let body: (String) -> String

    /// Wraps a closure as a lambda value.
    package init(_ body: @escaping (String) -> String) {
        self.body = body
    }
}

/// A dictionary-backed context, for data without a typed model (JSON, tests, ad-hoc use). Lookups by a
/// template's precompiled keys probe an open-addressing table without rehashing the key.
package struct MustacheDictionary: MustacheObject {
    private let table: KeyTable

    /// Wraps `values` as a context object.
    package init(_ values: [String: MustacheValue]) {
        table = KeyTable(values)
    }

    /// The keys and values this context answers.
    package var values: [String: MustacheValue] {
        Dictionary(uniqueKeysWithValues: zip(table.keys.map(\.name), table.values))
    }

    package func mustacheValue(forKey key: String) -> MustacheValue? {
        table.value(for: MustacheKey(key))
    }

    package func mustacheValue(forKey key: MustacheKey) -> MustacheValue? {
        table.value(for: key)
    }
}

/// Immutable open-addressing hash table from keys to values, probed by `MustacheKey.fastHash`.
private final class KeyTable {
    let keys: [MustacheKey]
    let values: [MustacheValue]
    private let hashes: [Int]
    /// Index into `keys` + 1 per slot; 0 is empty. Power-of-two count, at most half full.
    private let slots: [Int32]
    private let mask: Int

    init(_ dictionary: [String: MustacheValue]) {
        let sorted = dictionary.sorted { $0.key < $1.key }
        keys = sorted.map { MustacheKey($0.key) }
        values = sorted.map(\.value)
        hashes = keys.map(\.fastHash)
        var capacity = 4
        while capacity < keys.count * 2 { capacity *= 2 }
        mask = capacity - 1
        var slots = [Int32](repeating: 0, count: capacity)
        for (index, key) in keys.enumerated() {
            var slot = key.fastHash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
        self.slots = slots
    }

    @inline(__always)
    func value(for key: MustacheKey) -> MustacheValue? {
        var slot = key.fastHash & mask
        while true {
            let entry = Int(slots[slot]) - 1
            if entry < 0 { return nil }
            if hashes[entry] == key.fastHash && keys[entry].name == key.name { return values[entry] }
            slot = (slot + 1) & mask
        }
    }
}

extension MustacheValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    package init(nilLiteral: ()) { self = .null }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(floatLiteral value: Double) { self = .double(value) }
    package init(stringLiteral value: String) { self = .string(value) }
    package init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    package init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(MustacheDictionary(Dictionary(elements, uniquingKeysWith: { _, last in last })))
    }
}
