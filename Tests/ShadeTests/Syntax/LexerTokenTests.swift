import Testing

@testable import ShadeCore
@testable import ShadeSyntax

/// The lexer's tokens, written out: each token's text, a `^` before a token that starts a line,
/// and the kind's spelling in brackets. One row per shape the hot path of ``Lexer`` reads itself
/// (names, keywords, one-byte tokens, trivia) and per shape it hands to a function of its own
/// (operators of two bytes, numbers, colors, strings, comments, bad bytes); the messages of bad
/// input are BadInputTests'.
@Suite("Lexer tokens")
struct LexerTokenTests {
    static let rows: [(source: String, tokens: String)] = [
        ("color a = b", "^color[a name] a[a name] =['='] b[a name] [end of file]"),
        (
            "group if then else true false",
            "^group['group'] if['if'] then['then'] else['else'] true['true'] false['false'] [end of file]"
        ),
        (
            "fn import assert axis private",
            "^fn['fn'] import['import'] assert['assert'] axis['axis'] private['private'] [end of file]"
        ),
        ("_x1 then2 tru", "^_x1[a name] then2[a name] tru[a name] [end of file]"),
        (
            "{}(),:.+*/$@",
            "^{['{'] }['}'] (['('] )[')'] ,[','] :[':'] .['.'] +['+'] *['*'] /['/'] $['$'] @['@'] [end of file]"
        ),
        (
            "- -> = == ! != < <= > >= && ||",
            "^-['-'] ->['->'] =['='] ==['=='] !['!'] !=['!='] <['<'] <=['<='] >['>'] >=['>='] &&['&&'] ||['||'] [end of file]"
        ),
        (
            "0.25 16pt 50% 0x11223344 #abc",
            "^0.25[a number] 16pt[a number] 50%[a number] 0x11223344[a color] #abc[a color] [end of file]"
        ),
        ("a\nb\r\n\tc", "^a[a name] ^b[a name] ^c[a name] [end of file]"),
        ("a // note\nb", "^a[a name] ^b[a name] [end of file]"),
        ("a /* one\ntwo */ b /* same line */ c", "^a[a name] ^b[a name] c[a name] [end of file]"),
        ("/* first */ a", "^a[a name] [end of file]"),
        ("x = \"a\\\"b\" `odd name`", "^x[a name] =['='] \"a\\\"b\"[a string] `odd name`[a name] [end of file]"),
        ("a\n", "^a[a name] ^[end of file]"),
        ("a ; b", "^a[a name] ;[an invalid character] b[a name] [end of file]"),
        ("a & b", "^a[a name] &[an invalid character] b[a name] [end of file]"),
        ("#12 a", "^#12[an invalid character] a[a name] [end of file]"),
        ("a /* open", "^a[a name] [end of file]"),
        ("", "^[end of file]")
    ]

    @Test("each token's text, kind and line start", arguments: rows)
    func tokens(source: String, expected: String) {
        #expect(Self.describe(source) == expected)
    }

    @Test(
        "a byte continues a name exactly when it is an ASCII letter, a digit or an underscore, and starts one unless a digit"
    )
    func nameBytes() {
        let expected = (0...255).filter { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
        #expect((0...255).filter { UInt8($0).isIdentifierContinue } == expected)
        #expect((0...255).filter { UInt8($0).isIdentifierStart } == expected.filter { !(0x30...0x39).contains($0) })
    }

    static func describe(_ source: String) -> String {
        let bytes = Array(source.utf8)
        var sources = SourceMap()
        let file = sources.add(SourceFile(path: "theme.shade", bytes: bytes))
        var log = DiagnosticLog(sources: sources)
        return Lexer.tokenize(file: file, bytes: bytes, log: &log).map { token in
            let text = String(decoding: bytes[Int(token.range.start)..<Int(token.range.end)], as: UTF8.self)
            return (token.startsLine ? "^" : "") + text + "[" + token.kind.spelling + "]"
        }.joined(separator: " ")
    }
}
