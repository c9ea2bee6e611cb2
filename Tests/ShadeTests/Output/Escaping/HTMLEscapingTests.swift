import Testing
import ShadeTestSupport
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// ``HTMLEscaping`` over the shared hostile corpus (properties) and a table of exact outputs.
/// Chromium's own reading of exported sheets is in ``HostileWebExportTests``.
@Suite("Escaping: HTML")
struct HTMLEscapingTests {
    @Test(
        "text and attributes hold no raw <, >, \", CR or NUL, and read back as the text", arguments: HostileCorpus.all)
    func textRoundTrips(_ text: String) {
        for escaped in [HTMLEscaping.text(text), HTMLEscaping.attribute(text)] {
            #expect(EscapedText.html(escaped) == EscapedText.withoutNUL(text), "\(escaped.debugDescription)")
        }
    }

    static let cases: [(String, String)] = [
        ("Button background", "Button background"), ("a & b", "a &amp; b"),
        ("\"\u{0301}><script>alert(1)</script>", "&quot;\u{0301}&gt;&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("<\u{0301}script>", "&lt;\u{0301}script&gt;"), ("a\rb\r\nc", "a&#13;b&#13;\nc"), ("\u{0}", "\u{FFFD}"),
        ("&amp;", "&amp;amp;"), ("it's", "it's")
    ]

    @Test("exact escapes", arguments: cases)
    func escapes(_ row: (String, String)) {
        #expect(HTMLEscaping.text(row.0) == row.1)
        #expect(HTMLEscaping.attribute(row.0) == row.1)
    }
}
