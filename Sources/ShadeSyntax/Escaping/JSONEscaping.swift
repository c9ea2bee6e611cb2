/// Text in JSON (`eval --format json`, the DTCG export): one string literal function, over
/// UTF-8 bytes.
///
/// RFC 8259 requires `"`, `\` and every C0 control escaped; U+2028 and U+2029 are escaped too
/// (`\u2028`), as JavaScript before ES2019 ends a line at them. `\n`, `\r` and `\t` take their
/// short forms, every other escape is `\u00XX` with lowercase hex. Swift strings hold no lone
/// surrogates, so every literal is valid UTF-8 and reads back as the same scalars.
package enum JSONEscaping {
    /// The most bytes the literal of `count` bytes of text can take: each byte escaped as
    /// `\u00XX`, and the quotes.
    package static func maximumLiteralCount(_ count: Int) -> Int { count * 6 + 2 }

    /// Writes the literal of `bytes` (UTF-8), quotes included, at `out`, which has room for
    /// ``maximumLiteralCount(_:)`` bytes; returns how many it wrote. The one escaping loop:
    /// ``quote(_:emit:)`` and every writer of JSON go through it.
    package static func writeLiteral(_ bytes: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 0
        func put(_ byte: UInt8) {
            out[count] = byte
            count += 1
        }
        put(UInt8(ascii: "\""))
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            // Most bytes stand for themselves: settled by one load (``plainBytes``).
            if plainBytes.utf8Start[Int(byte)] == UInt8(ascii: "1") {
                put(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                put(UInt8(ascii: "\\"))
                put(byte)
            case UInt8(ascii: "\n"): Self.write("\\n", put)
            case UInt8(ascii: "\r"): Self.write("\\r", put)
            case UInt8(ascii: "\t"): Self.write("\\t", put)
            case 0..<0x20:
                Self.write("\\u00", put)
                put(HexDigits.digit(byte >> 4))
                put(HexDigits.digit(byte & 0xF))
            // U+2028 and U+2029: E2 80 A8 and E2 80 A9.
            case 0xE2
            where index + 1 < bytes.count && bytes[index] == 0x80
                && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                Self.write(bytes[index + 1] == 0xA8 ? "\\u2028" : "\\u2029", put)
                index += 2
            default:
                put(byte)
            }
        }
        put(UInt8(ascii: "\""))
        return count
    }

    /// Hands `escape`'s bytes to `put`, one at a time.
    private static func write(_ escape: StaticString, _ put: (UInt8) -> Void) {
        escape.withUTF8Buffer { for byte in $0 { put(byte) } }
    }

    /// `text` as a JSON string literal, quotes included, handed to `emit` at once.
    package static func quote(_ text: String, emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        text.withUTF8Bytes { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLiteralCount(bytes.count)) { room in
                let count = writeLiteral(bytes, to: room.baseAddress!)
                emit(UnsafeBufferPointer(rebasing: room[..<count]))
            }
        }
    }

    /// `text` as a JSON string literal, quotes included.
    package static func quoted(_ text: String) -> String {
        text.withUTF8Bytes { bytes in
            String(unsafeUninitializedCapacity: maximumLiteralCount(bytes.count)) { room in
                writeLiteral(bytes, to: room.baseAddress!)
            }
        }
    }
}

/// `1` at each byte a JSON literal writes as itself, 64 bytes a line: all but the C0 controls,
/// `"`, `\` and 0xE2 (which may begin U+2028 or U+2029).
private var plainBytes: StaticString {
    """
    0000000000000000000000000000000011011111111111111111111111111111\
    1111111111111111111111111111011111111111111111111111111111111111\
    1111111111111111111111111111111111111111111111111111111111111111\
    1111111111111111111111111111111111011111111111111111111111111111
    """
}
