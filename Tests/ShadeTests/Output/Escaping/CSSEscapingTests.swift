import Testing
import ShadeTestSupport
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// ``CSSEscaping`` over the shared hostile corpus (properties) and a table of exact outputs.
/// Chromium's own reading of exported themes is in ``HostileWebExportTests``.
@Suite("Escaping: CSS")
struct CSSEscapingTests {
    @Test("a string reads back as the text (NUL as U+FFFD), with no raw hazard or <", arguments: HostileCorpus.all)
    func stringRoundTrips(_ text: String) {
        for escaped in [CSSEscaping.string(text), CSSEscaping.attributeValue(text)] {
            #expect(
                EscapedText.css(escaped, quoted: true) == EscapedText.withoutNUL(text), "\(escaped.debugDescription)")
            #expect(
                !escaped.unicodeScalars.contains { EscapedText.isRawHazard($0) || $0 == "<" },
                "\(escaped.debugDescription)")
        }
    }

    @Test(
        "an identifier reads back as the name and holds only identifier code points raw", arguments: HostileCorpus.all)
    func identifierRoundTrips(_ name: String) {
        let identifier = CSSEscaping.identifier(name)
        #expect(
            EscapedText.css(identifier, quoted: false) == EscapedText.withoutNUL(name), "\(identifier.debugDescription)"
        )
        var escaped = false
        for scalar in identifier.unicodeScalars {
            defer { escaped = !escaped && scalar == "\\" }
            if escaped || scalar == "\\" { continue }
            let isNameCodePoint =
                scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || scalar == "-" || scalar == "_" || scalar == " " || scalar.value >= 0x80
            #expect(isNameCodePoint && !EscapedText.isRawHazard(scalar), "\(identifier.debugDescription)")
        }
    }

    @Test("a comment holds no */ and no line break, and opens and closes once", arguments: HostileCorpus.all)
    func commentStaysAComment(_ text: String) {
        let comment = CSSEscaping.comment(text)
        let inner = String(String.UnicodeScalarView(comment.unicodeScalars.dropFirst(2).dropLast(2)))
        #expect(comment.hasPrefix("/* ") && comment.hasSuffix(" */"))
        #expect(!Array(inner.unicodeScalars).windows2.contains { $0 == ("*", "/") }, "\(comment.debugDescription)")
        #expect(!comment.unicodeScalars.contains(where: EscapedText.isRawHazard), "\(comment.debugDescription)")
    }

    static let strings: [(String, String)] = [
        ("Marker Felt", "\"Marker Felt\""), ("say \"hi\"\\", "\"say \\\"hi\\\"\\\\\""),
        ("a\nb\rc", "\"a\\a b\\d c\""), ("</style>", "\"\\3c /style>\""), ("\u{0}", "\"\u{FFFD}\""),
        ("\"\u{0301}", "\"\\\"\u{0301}\""), ("rtl\u{202E}", "\"rtl\\202e \"")
    ]

    @Test("strings", arguments: strings)
    func string(_ row: (String, String)) {
        #expect(CSSEscaping.string(row.0) == row.1)
    }

    static let identifiers: [(String, String)] = [
        ("--semantic-primary-text", "--semantic-primary-text"), ("UINavigationBar", "UINavigationBar"),
        ("data-brand", "data-brand"), ("-", "\\-"), ("0a", "\\30 a"), ("-1", "-\\31 "), ("a\"]{}", "a\\\"\\]\\{\\}"),
        ("a b", "a\\ b"), ("x\u{0301}", "x\u{0301}"), ("\u{0}", "\u{FFFD}"), ("a\nb", "a\\a b"), ("é", "é"),
        ("--t0", "--t0"), ("-a1", "-a1"), ("_x9", "_x9"), ("--", "--"), ("", "")
    ]

    @Test("identifiers", arguments: identifiers)
    func identifier(_ row: (String, String)) {
        #expect(CSSEscaping.identifier(row.0) == row.1)
    }

    static let comments: [(String, String)] = [
        ("The page behind everything.", "/* The page behind everything. */"),
        ("x */ body { display: none } /*", "/* x * / body { display: none } /* */"),
        ("x */\u{0301} y", "/* x * /\u{0301} y */"), ("a*", "/* a* */"), ("**/", "/* ** / */"),
        ("a\r\nb\u{2028}c", "/* a b c */"), ("rtl\u{202E}", "/* rtlU+202E */")
    ]

    @Test("comments", arguments: comments)
    func comment(_ row: (String, String)) {
        #expect(CSSEscaping.comment(row.0) == row.1)
    }
}

extension Array {
    /// Each element with the next one.
    var windows2: [(Element, Element)] { count < 2 ? [] : (1..<count).map { (self[$0 - 1], self[$0]) } }
}
