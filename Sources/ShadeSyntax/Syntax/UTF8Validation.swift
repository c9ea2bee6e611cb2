/// Source files — Shade's and the JSON that `shade import` reads — must be UTF-8. Every reader
/// refuses the first byte that is not, at its place, rather than turning it into U+FFFD.
package enum UTF8Validation {
    /// The offset of the first byte that does not begin, or wrongly continues, a well-formed
    /// UTF-8 sequence (no overlong forms, surrogates, nor values past U+10FFFF, as the standard
    /// library's decoder reads them); nil when every byte is well formed.
    package static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        // ASCII is valid UTF-8: only text with other bytes needs decoding.
        if isASCII(bytes) { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// True when no byte has its high bit set; eight bytes at a time.
    package static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            var high: UInt64 = 0
            while offset + 8 <= buffer.count {
                high |= buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            while offset < buffer.count {
                high |= UInt64(buffer[offset])
                offset += 1
            }
            return high & 0x8080_8080_8080_8080 == 0
        }
    }
}
