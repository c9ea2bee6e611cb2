/// Hexadecimal digits as ASCII bytes: the one place every writer of hexadecimal text takes them
/// from (a color's bytes, JSON's `\u00XX`, Android's `#AARRGGBB`, a file digest), and where the
/// readers of a color's hex digits take their values (a `#rrggbb` literal, an imported hint).
package enum HexDigits {
    /// The value (0…15) of the ASCII hex digit `byte`, either case; nil for any other byte.
    package static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The digit of `nibble` (0…15), lowercase unless `uppercase`.
    package static func digit(_ nibble: UInt8, uppercase: Bool = false) -> UInt8 {
        // The second digit of the pair `0n`.
        (uppercase ? upperPairs : lowerPairs).utf8Start[2 * Int(nibble & 0xF) + 1]
    }

    /// Writes `bytes.0`, `bytes.1`, `bytes.2` and, when `count` is 4, `bytes.3` at `out`, two
    /// digits each; returns how many digits (6 or 8). Four bytes to a call: a call from another
    /// module is not inlined, and a color is written with one call instead of one a digit.
    package static func write(
        _ bytes: (UInt8, UInt8, UInt8, UInt8), count: Int, uppercase: Bool = false, to out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let pairs = (uppercase ? upperPairs : lowerPairs).utf8Start
        func put(_ byte: UInt8, at index: Int) {
            let pair = pairs + 2 * Int(byte)
            out[2 * index] = pair[0]
            out[2 * index + 1] = pair[1]
        }
        put(bytes.0, at: 0)
        put(bytes.1, at: 1)
        put(bytes.2, at: 2)
        if count == 4 { put(bytes.3, at: 3) }
        return count == 4 ? 8 : 6
    }

    /// Every byte's two digits in order, `00` to `ff`: a byte is written with two loads from it.
    private static var lowerPairs: StaticString {
        """
        000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f\
        202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f\
        404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f\
        606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f\
        808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f\
        a0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebf\
        c0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedf\
        e0e1e2e3e4e5e6e7e8e9eaebecedeeeff0f1f2f3f4f5f6f7f8f9fafbfcfdfeff
        """
    }

    /// ``lowerPairs`` in capitals.
    private static var upperPairs: StaticString {
        """
        000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F\
        202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F\
        404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F\
        606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F\
        808182838485868788898A8B8C8D8E8F909192939495969798999A9B9C9D9E9F\
        A0A1A2A3A4A5A6A7A8A9AAABACADAEAFB0B1B2B3B4B5B6B7B8B9BABBBCBDBEBF\
        C0C1C2C3C4C5C6C7C8C9CACBCCCDCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDF\
        E0E1E2E3E4E5E6E7E8E9EAEBECEDEEEFF0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF
        """
    }
}
