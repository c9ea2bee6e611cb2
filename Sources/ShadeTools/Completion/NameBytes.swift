/// The bytes of names in source text, for the tools that read text that may not parse yet
/// (completion, signature help, hover, navigation).
package enum NameBytes {
    /// A byte of a dotted name: a letter, a digit, `_`, `.`, `$`, a backtick, or part of a
    /// non-ASCII character.
    package static func isPathByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || byte == UInt8(ascii: "`")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Where the dotted name that ends at `offset` starts (a backtick ends it, as in a string).
    package static func pathStart(before offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, isPathByte(bytes[start - 1]), bytes[start - 1] != UInt8(ascii: "`") { start -= 1 }
        return start
    }

    /// The start of the line holding `offset`.
    package static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }
}
