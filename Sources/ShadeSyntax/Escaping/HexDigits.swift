/// Hexadecimal digits as ASCII bytes: the one place every writer of hexadecimal text takes them
/// from (a color's bytes, JSON's `\u00XX`, Android's `#AARRGGBB`, a file digest).
package enum HexDigits {
    /// The digit of `nibble` (0…15), lowercase unless `uppercase`.
    package static func digit(_ nibble: UInt8, uppercase: Bool = false) -> UInt8 {
        digit(nibble, afterNine: letters(uppercase))
    }

    /// Writes `bytes.0`, `bytes.1`, `bytes.2` and, when `count` is 4, `bytes.3` at `out`, two
    /// digits each; returns how many digits (6 or 8). Four bytes to a call: a call from another
    /// module is not inlined, and a color is written with one call instead of one a digit.
    package static func write(
        _ bytes: (UInt8, UInt8, UInt8, UInt8), count: Int, uppercase: Bool = false, to out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let afterNine = letters(uppercase)
        func put(_ byte: UInt8, at index: Int) {
            out[2 * index] = digit(byte >> 4, afterNine: afterNine)
            out[2 * index + 1] = digit(byte & 0xF, afterNine: afterNine)
        }
        put(bytes.0, at: 0)
        put(bytes.1, at: 1)
        put(bytes.2, at: 2)
        if count == 4 { put(bytes.3, at: 3) }
        return count == 4 ? 8 : 6
    }

    /// What is added to a nibble of 10 or more: `a` or `A` less ten.
    private static func letters(_ uppercase: Bool) -> UInt8 {
        (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) - 10
    }

    private static func digit(_ nibble: UInt8, afterNine: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : afterNine + nibble
    }
}
