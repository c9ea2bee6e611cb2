/// One shared corpus of hostile text, used by every escaping test and by the property tests that
/// load generated output in its real consumer (swiftc, Chromium, xmllint, aapt2, a JSON parser).
///
/// Each entry is text that has broken, or could break, some generated language: every C0 and C1
/// control, CR alone, NEL, the Unicode line and paragraph separators, bidi controls, NUL, comment
/// and element delimiters of every target, quotes, the characters that start a format specifier,
/// a spreadsheet formula or a resource reference — and each delimiter followed by a combining mark,
/// which makes it one `Character` with the mark but leaves it a delimiter byte to every consumer.
public enum HostileCorpus {
    /// A combining mark (U+0301 COMBINING ACUTE ACCENT): after a delimiter it joins the same
    /// grapheme cluster, so code that escapes per `Character` misses the delimiter.
    public static let combiningMark = "\u{0301}"

    /// Delimiters of the generated languages, one per entry.
    public static let delimiters: [String] = [
        "*/", "/*", "-->", "--", "<!--", "</style>", "</script>", "<script>", "\"", "'", "\\", "`", "${",
        "%", "%s", "%1$s", "%d", "@", "?", "=", "+", "-", "<", ">", "&", "/", "{", "}", "(", ")", ";", ":",
        "#", "\\(", "\"\"\"", "#\"", "]]>", "<![CDATA[", "&amp;", "&#0;", "\\u0041", "\\n", "//", "///"
    ]

    /// Every C0 control (NUL included), DEL and every C1 control (NEL among them).
    public static let controls: [String] =
        (0x00...0x1F).map { String(UnicodeScalar(UInt8($0))) } + ["\u{7F}"]
        + (0x80...0x9F).map { String(Character(Unicode.Scalar($0)!)) }

    /// Line breaks that are not `\n`, and the bidi controls (Trojan Source).
    public static let separatorsAndBidi: [String] =
        [
            "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}",
            "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
            "\u{200E}", "\u{200F}", "\u{061C}", "\u{FEFF}", "\u{FFFE}"
        ] + [0xFDD0, 0x1FFFE, 0x10FFFF].map { String(Unicode.Scalar($0)!) }  // noncharacters, past U+FFFF too

    /// Whole attacks: text that tries to end the surrounding construct and run code of its own.
    public static let payloads: [String] = [
        "a\rpublic let injected = 1",
        "x */ body { display: none } /*",
        "x */\u{0301} body { display: none } /*",
        "\"\u{0301}><script>alert(1)</script>",
        "<\u{0301}script>alert(1)</script>",
        "</style><script>alert(1)</script>",
        "\"; let injected = 1; let y = \"",
        "\\(fatalError())",
        "--><evil/><!--",
        "P--",
        "calc(100% - 16px) 50% auto",
        "=HYPERLINK(\"http://example.invalid\")",
        "+1", "-1", "@SUM(A1)",
        "a/b", "a/\u{0301}b", "..", ".", "../escape",
        "\u{0}", "e\u{0301}", "\u{1F3A8}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
        "line\u{2028}break", "rtl\u{202E}txt.exe"
    ]

    /// Every entry: each delimiter alone and followed by a combining mark, each control,
    /// separator and bidi control inside text, and every payload.
    public static let all: [String] = {
        var entries: [String] = []
        for delimiter in delimiters {
            entries.append(delimiter)
            entries.append(delimiter + combiningMark)
            entries.append("a" + delimiter + combiningMark + "b")
        }
        for control in controls + separatorsAndBidi { entries.append("a" + control + "b") }
        entries += payloads
        return entries
    }()

    /// All entries joined into one string, for a single test that must hold them all at once.
    public static let joined: String = all.joined(separator: " ")
}
