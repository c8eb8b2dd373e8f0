/// SplitMix64: a small deterministic generator, so a fuzz test checks the same inputs in every run.
package struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator that always produces the same sequence for `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// One of `items`.
    package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
