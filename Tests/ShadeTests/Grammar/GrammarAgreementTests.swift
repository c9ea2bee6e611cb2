import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Beyond the fixtures: the grammar and the real lexer and parser must agree on many small
/// generated sources, valid or not, built from pieces chosen to reach the corners of the syntax.
@Suite("Grammar agreement")
struct GrammarAgreementTests {
    /// Pieces of tokens, glued without spaces, for the lexical corners (units, hex, escapes, comments).
    static let characters = [
        "0", "1", "9", ".", "x", "X", "#", "a", "f", "g", "p", "t", "d", "%", "_", "\"", "\\", "n",
        "/", "*", " ", "\n", "e", "-", ">", "=", "&", "|", "\t", "é"
    ]
    /// Whole tokens, separated by spaces, for the syntactic corners.
    static let tokens = [
        "a", "b", "color", "(", ")", ",", ":", ".", "+", "-", "*", "/", "!", "<", "==", "&&", "||",
        "if", "then", "else", "1", "2pt", "#fff", "\"s\"", "=", "->", "{", "}", "fn", "group",
        "private", "assert", "axis", "import", "true"
    ]
    static let beginnings = [
        "number x = ", "", "fn f(", "color c = f(", "axis q ", "assert ", "group G { color c = ", "private "
    ]

    @Test(arguments: 0..<4)
    func agreeOnGeneratedSources(seed: UInt64) throws {
        let recognizer = try GrammarCorpus.recognizer()
        var random = SplitMix64(seed: seed)
        for round in 0..<500 {
            let byCharacters = round.isMultiple(of: 2)
            var source = Self.beginnings[Int(random.next() % UInt64(Self.beginnings.count))]
            for _ in 0...(random.next() % 8) {
                let pieces = byCharacters ? Self.characters : Self.tokens
                source += pieces[Int(random.next() % UInt64(pieces.count))] + (byCharacters ? "" : " ")
            }
            let grammarAccepts = (try? recognizer.recognize(source)) != nil
            let parserAccepts = ShadeSyntax.errors(in: Array(source.utf8), path: "generated.shade").isEmpty
            #expect(grammarAccepts == parserAccepts, "\(source.debugDescription)")
        }
    }
}

/// A small seedable generator (SplitMix64), so every run checks the same sources.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
