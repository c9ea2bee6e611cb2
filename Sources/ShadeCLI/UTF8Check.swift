import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// Source files must be UTF-8: `fmt` refuses to format (and so to rewrite) a file with bytes that
/// are not, rather than turning them into U+FFFD.
enum UTF8Check {
    /// The offset of the first byte that does not begin, or wrongly continues, a well-formed
    /// UTF-8 sequence (Unicode table 3-7: no overlong forms, surrogates, nor values past
    /// U+10FFFF); nil when every byte is well formed.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int, second: ClosedRange<UInt8>
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + 1 < bytes.count, second.contains(bytes[index + 1]) else { return index }
            for next in index + 2..<index + length where next >= bytes.count || !(0x80...0xBF).contains(bytes[next]) {
                return index
            }
            index += length
        }
        return nil
    }

    /// `LINE:COLUMN: error: the file is not valid UTF-8 (byte offset N)`, located as the lexer
    /// locates it (the column in bytes), or nil when every byte is well formed.
    static func problem(in bytes: [UInt8]) -> String? {
        guard let offset = firstInvalidByte(in: bytes) else { return nil }
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return "\(line):\(offset - lineStart + 1): error: the file is not valid UTF-8 (byte offset \(offset))"
    }
}
