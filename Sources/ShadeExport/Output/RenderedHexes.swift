import ShadeCore

/// The hex digits of the colors one token has written so far, by their place in the token's run
/// of values (``Theme/Tokens/valuePlace(at:column:)``): a color kept once for several columns is
/// mapped to its sRGB bytes and spelled once, then copied. A token that varies on nothing keeps
/// one color for every column; one that varies on `dark` alone, two for any number of columns.
/// Each place remembers the token it was spelled for, so moving on to the next token clears
/// nothing.
struct RenderedHexes {
    /// The digits of a color: up to eight ASCII bytes in memory order, and how many there are.
    typealias Digits = (bytes: UInt64, count: Int)

    /// For each place: the token whose digits it holds (-1: none yet), and the digits.
    private var entries: [(token: Int, digits: Digits)] = []

    /// Writes the color of the token at `position` in `tokens`' `column`th column as
    /// ``JSONRenderer/appendHex(_:to:)`` does, spelled only when no column before it at the same
    /// place was; `kept` is how many values the token keeps (``Theme/Tokens/valuesKept(at:)``).
    /// False, writing nothing, when the value is not a color. Out of line: the renderer's loop
    /// over the columns stays as lean as it was for the tokens that share nothing.
    @inline(never)
    mutating func append(
        ofToken position: Int, column: Int, kept: Int, in tokens: Theme.Tokens, to out: inout ByteWriter
    ) -> Bool {
        // One value kept: every column's is the first.
        let place = kept == 1 ? 0 : tokens.valuePlace(at: position, column: column)
        if place < entries.count, entries[place].token == position {
            JSONRenderer.appendHex(entries[place].digits, to: &out)
            return true
        }
        guard let color = tokens.storedColor(at: position, column: column) else { return false }
        let digits = Self.digits(of: color)
        if place >= entries.count {
            entries += repeatElement((token: -1, digits: (bytes: 0, count: 0)), count: place + 1 - entries.count)
        }
        entries[place] = (position, digits)
        JSONRenderer.appendHex(digits, to: &out)
        return true
    }

    /// `color`'s hex digits as ``ThemeColor/hex`` spells them (alpha only when translucent).
    static func digits(of color: ThemeColor) -> Digits {
        var bytes: UInt64 = 0
        let count = withUnsafeMutableBytes(of: &bytes) { buffer in
            color.writeHexDigits(to: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), alpha: .whenTranslucent)
        }
        return (bytes, count)
    }
}
