/// Text in JSON (`eval --format json`, the DTCG export): one string literal function, over
/// UTF-8 bytes.
///
/// RFC 8259 requires `"`, `\` and every C0 control escaped; U+2028 and U+2029 are escaped too
/// (`\u2028`), as JavaScript before ES2019 ends a line at them. `\n`, `\r` and `\t` take their
/// short forms, every other escape is `\u00XX` with lowercase hex. Swift strings hold no lone
/// surrogates, so every literal is valid UTF-8 and reads back as the same scalars.
package enum JSONEscaping {
    /// `text` as a JSON string literal, quotes included, handed to `emit` in runs of bytes.
    package static func quote(_ text: String, emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            emitLiteral("\"", emit)
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let isSeparator =
                    byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || isSeparator else {
                    index += 1
                    continue
                }
                if start < index { emit(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                switch byte {
                case UInt8(ascii: "\""): emitLiteral("\\\"", emit)
                case UInt8(ascii: "\\"): emitLiteral("\\\\", emit)
                case UInt8(ascii: "\n"): emitLiteral("\\n", emit)
                case UInt8(ascii: "\r"): emitLiteral("\\r", emit)
                case UInt8(ascii: "\t"): emitLiteral("\\t", emit)
                case 0xE2: emitLiteral(bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", emit)
                default:
                    let escape: [UInt8] = Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
                    escape.withUnsafeBufferPointer(emit)
                }
                index += isSeparator ? 3 : 1
                start = index
            }
            if start < bytes.count { emit(UnsafeBufferPointer(rebasing: bytes[start...])) }
            emitLiteral("\"", emit)
        }
    }

    /// `text` as a JSON string literal, quotes included.
    package static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        quote(text) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func emitLiteral(_ literal: StaticString, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        emit(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
