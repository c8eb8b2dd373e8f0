/// SHA-256 (FIPS 180-4), enough for version hashes: one call over bytes in memory, bytes or hex out.
package enum SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The digest of `text`'s UTF-8 bytes as 64 lower-case hex digits.
    package static func hex(_ text: String) -> String {
        VersionHash.hex(bytes(Array(text.utf8)))
    }

    /// The digest of `message`, 32 bytes.
    package static func bytes(_ message: [UInt8]) -> [UInt8] {
        let state = hash(message)
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h] {
            digest.append(UInt8(truncatingIfNeeded: word >> 24))
            digest.append(UInt8(truncatingIfNeeded: word >> 16))
            digest.append(UInt8(truncatingIfNeeded: word >> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        return digest
    }

    /// The eight working words, initialised to FIPS 180-4's initial hash value.
    private struct State {
        var a: UInt32 = 0x6a09e667, b: UInt32 = 0xbb67ae85, c: UInt32 = 0x3c6ef372, d: UInt32 = 0xa54ff53a
        var e: UInt32 = 0x510e527f, f: UInt32 = 0x9b05688c, g: UInt32 = 0x1f83d9ab, h: UInt32 = 0x5be0cd19
    }

    /// Hashes `message` block by block straight from its storage; the padded tail (one or two blocks) is built in
    /// a buffer on the stack, so nothing is copied or allocated per call.
    private static func hash(_ message: [UInt8]) -> State {
        var state = State()
        message.withUnsafeBufferPointer { input in
            roundConstants.withUnsafeBufferPointer { constants in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                    let fullBlocks = input.count / 64
                    for block in 0..<fullBlocks {
                        compress(input.baseAddress! + block * 64, &state, schedule, constants)
                    }
                    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                        tail.initialize(repeating: 0)
                        let rest = input.count - fullBlocks * 64
                        for index in 0..<rest { tail[index] = input[fullBlocks * 64 + index] }
                        tail[rest] = 0x80
                        let tailBlocks = rest + 9 > 64 ? 2 : 1
                        let bitLength = UInt64(input.count) &* 8
                        for index in 0..<8 {
                            tail[tailBlocks * 64 - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> (index * 8))
                        }
                        for block in 0..<tailBlocks {
                            compress(UnsafePointer(tail.baseAddress! + block * 64), &state, schedule, constants)
                        }
                    }
                }
            }
        }
        return state
    }

    /// One 64-byte block into `state`.
    private static func compress(
        _ block: UnsafePointer<UInt8>, _ state: inout State,
        _ schedule: UnsafeMutableBufferPointer<UInt32>,
        _ constants: UnsafeBufferPointer<UInt32>
    ) {
        for index in 0..<16 {
            let start = block + index * 4
            schedule[index] = UInt32(start[0]) << 24 | UInt32(start[1]) << 16 | UInt32(start[2]) << 8 | UInt32(start[3])
        }
        for index in 16..<64 {
            let w15 = schedule[index - 15]
            let w2 = schedule[index - 2]
            let s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >> 3)
            let s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >> 10)
            schedule[index] = schedule[index - 16] &+ s0 &+ schedule[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h)
        for index in 0..<64 {
            let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ sum1 &+ choice &+ constants[index] &+ schedule[index]
            let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ sum0 &+ majority)
        }
        state.a &+= a
        state.b &+= b
        state.c &+= c
        state.d &+= d
        state.e &+= e
        state.f &+= f
        state.g &+= g
        state.h &+= h
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }
}
