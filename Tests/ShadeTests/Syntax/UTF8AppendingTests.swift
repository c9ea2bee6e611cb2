import ShadeTestSupport
import Testing
@testable import ShadeSyntax

/// `[UInt8].append(utf8:)`, the writers' one way to add a string's bytes, and
/// `String.withUTF8Bytes(_:)`, which lends them in place: exactly the string's UTF-8 for every
/// text of the shared hostile corpus, small strings (held in the string itself), large ones,
/// and strings cut from others or built from scalars.
@Suite("Syntax: appending UTF-8")
struct UTF8AppendingTests {
    @Test(
        "appends the string's UTF-8 bytes",
        arguments: HostileCorpus.all + ["", "ascii", "é", String(repeating: "ab", count: 600)])
    func appendsTheBytes(_ text: String) {
        var bytes: [UInt8] = [0x7B]
        bytes.append(utf8: text)
        #expect(bytes == [0x7B] + Array(text.utf8))
    }

    static let texts: [String] =
        HostileCorpus.all + [
            "", "ascii", "é", String(repeating: "ab", count: 600), "fifteen bytes!!", "sixteen bytes!!!",
            String("prefix and a longer tail of text".dropFirst(7)),
            String(String.UnicodeScalarView([Unicode.Scalar(0x1F3A8)!, "x", "\u{0}"]))
        ]

    @Test("lends the string's UTF-8 bytes where they lie", arguments: texts)
    func lendsTheBytes(_ text: String) {
        let lent = text.withUTF8Bytes { Array($0) }
        #expect(lent == Array(text.utf8))
        #expect(text.withUTF8Bytes(\.count) == text.utf8.count)
    }
}
