import ShadeTestSupport
import Testing
@testable import ShadeSyntax

/// `[UInt8].append(utf8:)`, the writers' one way to add a string's bytes: exactly the string's
/// UTF-8, after what was there, for every text of the shared hostile corpus.
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
}
