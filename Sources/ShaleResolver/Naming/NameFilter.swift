/// A quick test that rules out most names outside a fixed set of names without hashing them, by length, first
/// byte and last byte. Hashing a string costs hundreds of instructions, and the translators ask about every
/// property name of every entity several times (is it a keyword? a member of `NSManagedObject`?), nearly always
/// for a name that is not in the set.
struct NameFilter: Sendable {
    /// By length (63 stands for 63 or more bytes): bit `b & 63` is set when a name of that length starts with `b`.
    private var firstBytes = [UInt64](repeating: 0, count: 64)
    /// The same for the last byte.
    private var lastBytes = [UInt64](repeating: 0, count: 64)
    /// Whether the set holds the empty name.
    private var holdsEmpty = false

    /// The filter of `names`.
    init(_ names: Set<String>) {
        for name in names {
            guard let first = name.utf8.first, let last = name.utf8.last else {
                holdsEmpty = true
                continue
            }
            let length = min(name.utf8.count, 63)
            firstBytes[length] |= 1 << UInt64(first & 63)
            lastBytes[length] |= 1 << UInt64(last & 63)
        }
    }

    /// False when `name` is surely not in the set; true when it may be (ask the set).
    func mayContain(_ name: String) -> Bool {
        guard let first = name.utf8.first, let last = name.utf8.last else { return holdsEmpty }
        let length = min(name.utf8.count, 63)
        return firstBytes[length] & (1 << UInt64(first & 63)) != 0 && lastBytes[length] & (1 << UInt64(last & 63)) != 0
    }
}
