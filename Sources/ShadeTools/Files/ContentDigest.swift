import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// The digest of a file's bytes: how an export's manifest (``ExportManifest``) recognizes a file
/// it wrote, and notices one edited since. New manifests record XXH64 (`xxh64:` and 16 lowercase
/// hex digits): the manifest guards against edits, not against an attacker (who could edit the
/// manifest as well), and XXH64 reads 8 bytes in a few instructions where SHA-256 took 27
/// instructions a byte, a fifth of a catalog export (Benchmarks/instructions.sh). A digest of 64
/// hex digits, which manifests written before recorded, is SHA-256 (FIPS 180-4), still
/// recognized: written out here because the library builds without CryptoKit on Linux.
package enum ContentDigest {
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
    ]

    /// The digest a manifest records for `bytes`: `xxh64:` and 16 lowercase hex digits.
    package static func of(_ bytes: [UInt8]) -> String {
        "xxh64:" + hex(bytes.withUnsafeBytes { xxh64($0) })
    }

    /// Whether `bytes` have the recorded `digest`, of whichever kind it is (XXH64, or SHA-256 from
    /// an older manifest).
    package static func matches(_ bytes: [UInt8], _ digest: String) -> Bool {
        digest.utf8.count == 64 ? sha256(bytes) == digest : of(bytes) == digest
    }

    /// Whether `bytes` have one of the recorded `digests`; each kind computed once.
    package static func matchesAny(_ bytes: [UInt8], _ digests: Set<String>) -> Bool {
        var computed: (xxh64: String?, sha256: String?) = (nil, nil)
        for digest in digests {
            if digest.utf8.count == 64 {
                if computed.sha256 == nil { computed.sha256 = sha256(bytes) }
                if computed.sha256 == digest { return true }
            } else {
                if computed.xxh64 == nil { computed.xxh64 = of(bytes) }
                if computed.xxh64 == digest { return true }
            }
        }
        return false
    }

    /// The digest of `bytes`, as 64 lowercase hex digits.
    package static func sha256(_ bytes: some Collection<UInt8>) -> String {
        if let digest = bytes.withContiguousStorageIfAvailable({ sha256(UnsafeRawBufferPointer($0)) }) {
            return digest
        }
        return Array(bytes).withUnsafeBytes { sha256($0) }
    }

    /// The digest of contiguous bytes: whole 64-byte blocks are read where they lie; only the last
    /// one or two, with the padding and the length, are copied.
    static func sha256(_ message: UnsafeRawBufferPointer) -> String {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
            0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
        )
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
            roundConstants.withUnsafeBufferPointer { constants in
                let whole = message.count / 64 * 64
                var offset = 0
                while offset < whole {
                    compress(UnsafeRawBufferPointer(rebasing: message[offset..<offset + 64]), &state, words, constants)
                    offset += 64
                }
                // The rest, 0x80, zeros, and the length in bits: one block, or two when the rest is 56 bytes or more.
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                    tail.initialize(repeating: 0)
                    let rest = message.count - whole
                    for index in 0..<rest { tail[index] = message[whole + index] }
                    tail[rest] = 0x80
                    let end = rest < 56 ? 64 : 128
                    let bitLength = UInt64(message.count) &* 8
                    for index in 0..<8 { tail[end - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> (8 * index)) }
                    let raw = UnsafeRawBufferPointer(tail)
                    compress(UnsafeRawBufferPointer(rebasing: raw[0..<64]), &state, words, constants)
                    if end == 128 {
                        compress(UnsafeRawBufferPointer(rebasing: raw[64..<128]), &state, words, constants)
                    }
                }
            }
        }
        return String(unsafeUninitializedCapacity: 64) { hex in
            let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
            for (index, word) in words.enumerated() {
                // Big-endian: the word's high byte first.
                let bytes = (UInt8(word >> 24), UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF))
                _ = HexDigits.write(bytes, count: 4, to: hex.baseAddress! + 8 * index)
            }
            return 64
        }
    }

    /// One 64-byte block into the state (FIPS 180-4, 6.2.2).
    @inline(__always)
    private static func compress(
        _ block: UnsafeRawBufferPointer,
        _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
        _ words: UnsafeMutableBufferPointer<UInt32>, _ constants: UnsafeBufferPointer<UInt32>
    ) {
        for index in 0..<16 {
            words[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
        }
        for index in 16..<64 {
            let s0 = rotate(words[index - 15], 7) ^ rotate(words[index - 15], 18) ^ (words[index - 15] >> 3)
            let s1 = rotate(words[index - 2], 17) ^ rotate(words[index - 2], 19) ^ (words[index - 2] >> 10)
            words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        for index in 0..<64 {
            let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let first = h &+ sum1 &+ choice &+ constants[index] &+ words[index]
            let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ sum0 &+ majority)
        }
        state = (
            state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
            state.7 &+ h
        )
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value >> count | value << (32 - count) }
}
