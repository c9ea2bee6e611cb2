import ShadeTestSupport
import Testing
@testable import ShadeSyntax

/// `String(utf8:_:)`, how the parser and the JSON reader make text of the bytes they read:
/// exactly the text of the range, short or long, ASCII or not, with ill-formed bytes replaced
/// by U+FFFD as `String(decoding:as:)` replaces them.
@Suite("Syntax: text of UTF-8 bytes")
struct UTF8TextTests {
    /// Bytes around the range (`{` before, `}` after) that must not show in the text.
    static func framed(_ bytes: [UInt8]) -> ([UInt8], Range<Int>) {
        ([0x7B] + bytes + [0x7D], 1..<(bytes.count + 1))
    }

    @Test(
        "makes the text of the range",
        arguments: HostileCorpus.all + [
            "", "a", "t12345", "fifteen-bytes-x", "sixteen-bytes-xy", "é", "名前", "fgColor.muted",
            String(repeating: "ab", count: 600)
        ])
    func makesTheText(_ text: String) {
        let (bytes, range) = Self.framed(Array(text.utf8))
        let made = String(utf8: bytes, range)
        #expect(made == text)
        #expect(Array(made.utf8) == Array(text.utf8))
    }

    @Test(
        "replaces ill-formed bytes as String(decoding:as:) does",
        arguments: [
            ([0xFF], "\u{FFFD}"),
            ([0x61, 0xC3], "a\u{FFFD}"),
            ([0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),
            ([0x61, 0x80, 0x62], "a\u{FFFD}b"),
            (Array(repeating: 0x61, count: 20) + [0xFE], String(repeating: "a", count: 20) + "\u{FFFD}")
        ] as [([UInt8], String)])
    func repairs(_ bytes: [UInt8], _ expected: String) {
        let (framed, range) = Self.framed(bytes)
        #expect(String(utf8: framed, range) == expected)
        #expect(String(utf8: framed, range) == String(decoding: bytes, as: UTF8.self))
    }
}
