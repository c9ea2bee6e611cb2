import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The byte-level fast paths of the front end and the JSON writer give exactly what the general
/// paths give, and checking in memory order still reports diagnostics in graph order.
@Suite("Fast paths")
struct FastPathTests {
    @Test("every keyword is recognised from its bytes, and only whole keywords")
    func keywords() {
        for (spelling, kind) in TokenKind.keywords {
            for (text, expected) in [
                (spelling, kind), (spelling + "x", .identifier), (String(spelling.dropLast()), .identifier)
            ] {
                var log = DiagnosticLog(sources: SourceMap())
                let tokens = Lexer.tokenize(file: 0, bytes: Array(text.utf8), log: &log)
                #expect(tokens.first?.kind == expected, "\(text)")
            }
        }
    }

    @Test("a keyword's spelling changed in any one byte, or padded with a NUL, is no keyword")
    func nearKeywords() {
        for spelling in TokenKind.keywords.keys {
            let bytes = Array(spelling.utf8)
            var variants = [bytes + [0], [0] + bytes, Array(bytes.dropFirst()), bytes + bytes]
            for index in bytes.indices {
                for replacement: UInt8 in [0, 0x20, bytes[index] ^ 0x20, bytes[index] &+ 1, bytes[index] &- 1] {
                    var changed = bytes
                    changed[index] = replacement
                    variants.append(changed)
                }
            }
            for variant in variants where TokenKind.keywords[String(decoding: variant, as: UTF8.self)] == nil {
                #expect(TokenKind.keyword(variant) == nil, "\(variant)")
            }
            #expect(TokenKind.keyword(bytes) == TokenKind.keywords[spelling])
        }
    }

    /// Keywords are 2 to 7 bytes long: shorter and longer words are settled by their length, and
    /// the two keywords of four bytes starting with `t` by their second byte.
    @Test(
        "words of other lengths are no keywords; then and true are told apart",
        arguments: [
            ("", nil), ("t", nil), ("f", nil), ("privates", nil), ("importer", nil), ("assertion", nil),
            ("then", TokenKind.kwThen), ("true", .kwTrue), ("thru", nil), ("trey", nil), ("ttue", nil)
        ] as [(String, TokenKind?)])
    func keywordLengths(word: String, expected: TokenKind?) {
        #expect(TokenKind.keyword(Array(word.utf8)) == expected)
    }

    @Test(
        "a file of more tokens than the lexer first makes room for is read whole",
        arguments: [0, 1, 2, 16, 40, 1_000])
    func moreTokensThanRoom(count: Int) {
        var log = DiagnosticLog(sources: SourceMap())
        let tokens = Lexer.tokenize(file: 0, bytes: Array(String(repeating: "(", count: count).utf8), log: &log)
        #expect(tokens.count == count + 1)
        #expect(tokens.dropLast().allSatisfy { $0.kind == .leftParen })
        #expect(tokens.last?.kind == .endOfFile)
        #expect(tokens.indices.allSatisfy { Int(tokens[$0].range.start) == $0 })
    }

    @Test(
        "short decimals read from bytes equal the standard library's parse",
        arguments: [
            "0", "7", "0.1", "0.2", "0.3", "0.25", "1.005", "123.456", "999999999999999",
            "0.000000000000001", "1234567890123456", "99999999999999999999", "3.14159265358979323846"
        ])
    func decimals(text: String) {
        let theme = ThemeLoader().load(source: "number n = \(text)\nnumber p = \(text)%")
        #expect(theme.diagnostics.isEmpty)
        let column = theme.appearances[0]
        #expect(theme.value(of: "n", in: column) == .number(Double(text)!))
        #expect(theme.value(of: "p", in: column) == .number(Double(text)! / 100))
    }

    @Test(
        "hex colors read from bytes",
        arguments: [
            ("#abc", "#aabbcc"), ("#ABCD", "#aabbccdd"), ("#0a0B0c", "#0a0b0c"), ("#0a0b0c80", "#0a0b0c80"),
            ("0x3c64f4", "#3c64f4"), ("0X3C64F4FF", "#3c64f4"), ("#fff0", "#ffffff00")
        ])
    func hexColors(source: String, expected: String) {
        let theme = ThemeLoader().load(source: "color c = \(source)")
        #expect(theme.value(of: "c", in: theme.appearances[0])?.description == expected)
        #expect(ThemeColor(hex: source)?.hex == expected)
    }

    @Test("JSON strings are escaped on the byte path exactly as RFC 8259 requires")
    func jsonEscapes() {
        let theme = ThemeLoader().load(source: #"string s = "a \"q\" \\ tab\t nl\n é""#)
        #expect(
            theme.render(.json) == #"""
                {
                  "appearances": ["default"],
                  "tokens": [
                    {"name": "s", "type": "string", "values": {"default": "a \"q\" \\ tab\t nl\n é"}}
                  ]
                }

                """#)
        #expect(String(decoding: theme.renderData(.json), as: UTF8.self) == theme.render(.json))
        #expect(String(decoding: theme.renderData(.csv), as: UTF8.self) == theme.render(.csv))
    }

    @Test("streamed output, in pieces, is the rendered output", arguments: OutputFormat.allCases)
    func streamed(format: OutputFormat) {
        // About 2 MB of JSON: several buffers' worth.
        let theme = ThemeLoader().load(source: SyntheticOracle.theme(count: 20_000).source)
        var bytes: [UInt8] = []
        var pieces = 0
        theme.write(format) { piece in
            bytes += piece
            pieces += 1
        }
        #expect(String(decoding: bytes, as: UTF8.self) == theme.render(format))
        #expect(format != .json || pieces > 1)
    }

    @Test("an empty theme renders as JSON")
    func emptyJSON() {
        let theme = ThemeLoader().load(source: "// nothing\n")
        #expect(theme.render(.json) == "{\n  \"appearances\": [\"default\"],\n  \"tokens\": []\n}\n")
    }

    /// `c` and `z` have no dependencies, so the graph order checks them before `a` and `w`
    /// (declared first); the messages come in source order all the same.
    @Test("diagnostics come in source order whatever order did the work")
    func diagnosticOrder() {
        let theme = ThemeLoader().load(
            source: """
                color a = darken(b, "x")
                color b = #fff
                number c = 1 + "s"
                color d = lighten(e, 0.1)
                color e = darken(f, "y")
                color f = #000
                number w = x0 / 0
                number z = 1 / 0
                number x0 = 1
                number y = 2 / 0
                number v = w + 1
                """, path: "order.shade")
        #expect(theme.diagnostics.compactMap { $0.location?.start.line } == [1, 3, 5, 7, 8, 10])
        #expect(theme.diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test("a cycle through 10,000 tokens is found without recursion and reported once")
    func deepCycle() {
        let count = 10_000
        var source = (1..<count).map { "number n\($0) = n\($0 - 1) + 1" }.joined(separator: "\n")
        source += "\nnumber n0 = n\(count - 1)\nnumber free = 1\n"
        let theme = ThemeLoader().load(source: source, path: "cycle.shade")
        #expect(theme.diagnostics.count == 1)
        #expect(
            theme.diagnostics.first?.message.hasPrefix("dependency cycle: n1 → n0 → n\(count - 1) → n\(count - 2)")
                == true)
        #expect(theme.value(of: "free", in: theme.appearances[0]) == .number(1))
    }
}

/// Checking and evaluation hold each node's messages and hand them over later: the cap on
/// errors per run applies exactly as if they had been reported directly.
@Suite("Held diagnostics")
struct HeldDiagnosticsTests {
    @Test("type errors and evaluation errors past the cap are counted, not shown")
    func cap() {
        let typeErrors = (0..<80).map { "number t\($0) = 1 + \"s\"" }
        let evaluationErrors = (0..<80).map { "number e\($0) = \($0) / 0" }
        let theme = ThemeLoader().load(source: (typeErrors + evaluationErrors).joined(separator: "\n"))
        #expect(theme.diagnostics.count == DiagnosticLog.maximumErrors + 1)
        #expect(theme.diagnostics.last?.message == "60 more errors not shown")
        #expect(theme.diagnostics.dropLast().map { $0.location?.start.line } == (1...100).map { Optional($0) })
    }
}
