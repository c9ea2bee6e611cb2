import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// XXH64 (the xxHash specification, seed 0): the digest new manifests record (``ContentDigest``).
extension ContentDigest {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The XXH64 of `bytes` with seed 0.
    static func xxh64(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var hash: UInt64
        if count >= 32 {
            var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
            while offset + 32 <= count {
                lanes.0 = round(lanes.0, word(bytes, offset))
                lanes.1 = round(lanes.1, word(bytes, offset + 8))
                lanes.2 = round(lanes.2, word(bytes, offset + 16))
                lanes.3 = round(lanes.3, word(bytes, offset + 24))
                offset += 32
            }
            hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
            hash = merge(hash, lanes.0)
            hash = merge(hash, lanes.1)
            hash = merge(hash, lanes.2)
            hash = merge(hash, lanes.3)
        } else {
            hash = prime5
        }
        hash &+= UInt64(count)
        while offset + 8 <= count {
            hash = rotate(hash ^ round(0, word(bytes, offset)), 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            let half = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash = rotate(hash ^ (half &* prime1), 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash = rotate(hash ^ (UInt64(bytes[offset]) &* prime5), 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        return hash ^ hash >> 32
    }

    /// 16 lowercase hex digits.
    static func hex(_ value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { text in
            for index in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * index)) & 0xf
                text[index] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
            }
            return 16
        }
    }

    @inline(__always)
    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    private static func merge(_ hash: UInt64, _ lane: UInt64) -> UInt64 { (hash ^ round(0, lane)) &* prime1 &+ prime4 }

    @inline(__always)
    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { value << count | value >> (64 - count) }
}
