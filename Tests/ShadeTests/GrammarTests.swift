import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Keeps `Grammar/shade.ebnf` true: a recognizer built from it must accept the valid fixtures and
/// the examples and reject the invalid fixtures, and the real lexer and parser must agree with it.
@Suite("Grammar")
struct GrammarTests {
    // MARK: The grammar itself

    @Test func grammarIsComplete() throws {
        let grammar = try GrammarCorpus.grammar.get()
        #expect(grammar.undefinedReferences.isEmpty, "referenced but never defined")
        let roots = [EBNFGrammar.startRule, EBNFGrammar.triviaRule, EBNFGrammar.lexemeRule, EBNFGrammar.tokenRule]
        let unused = Set(grammar.names).subtracting(grammar.reachable(from: roots, stoppingAt: []))
        #expect(unused.isEmpty, "rules nothing uses: \(unused.sorted())")
        #expect(grammar.syntacticRules.isDisjoint(with: grammar.lexicalRules))
        #expect(
            grammar.tokenClasses == [
                "identifier", "keyword", "digits", "number", "percentage", "dimension", "hex-color", "hex-number",
                "string-literal"
            ])
    }

    /// The grammar's word lists are the implementation's.
    @Test func vocabularyMatchesTheImplementation() throws {
        let grammar = try GrammarCorpus.grammar.get()
        func alternatives(_ rule: String) -> Set<String> { Set(grammar.rules[rule]?.terminalAlternatives ?? []) }
        #expect(alternatives("keyword") == Set(TokenKind.keywords.keys))
        #expect(alternatives("type") == Set(ValueType.allCases.map(\.rawValue)))
        #expect(alternatives("unit") == Set(ValueType.DimensionUnit.allCases.map(\.rawValue)))
    }

    @Test func fixturesArePresent() {
        #expect(GrammarCorpus.validFixtures.count >= 20)
        #expect(GrammarCorpus.invalidFixtures.count >= 20)
    }

    // MARK: The grammar accepts and rejects

    @Test(arguments: GrammarCorpus.validFixtures)
    func grammarAcceptsValidFixture(_ sample: GrammarSample) throws {
        try GrammarCorpus.recognizer().recognize(sample.text)
    }

    @Test(arguments: GrammarCorpus.examples)
    func grammarAcceptsExample(_ sample: GrammarSample) throws {
        try GrammarCorpus.recognizer().recognize(sample.text)
    }

    @Test(arguments: GrammarCorpus.invalidFixtures)
    func grammarRejectsInvalidFixture(_ sample: GrammarSample) throws {
        let recognizer = try GrammarCorpus.recognizer()
        let text = try sample.text
        #expect(throws: GrammarRejection.self) { try recognizer.recognize(text) }
    }

    // MARK: The parser agrees

    @Test(arguments: GrammarCorpus.validFixtures + GrammarCorpus.examples)
    func parserAcceptsValidSource(_ sample: GrammarSample) throws {
        let errors = ShadeSyntax.errors(in: try sample.bytes, path: sample.name)
        #expect(errors.isEmpty, "\(errors.map(\.message))")
    }

    @Test(arguments: GrammarCorpus.invalidFixtures)
    func parserRejectsInvalidFixture(_ sample: GrammarSample) throws {
        #expect(!ShadeSyntax.errors(in: try sample.bytes, path: sample.name).isEmpty)
    }

    /// The lexical grammar cuts every valid source into exactly the real lexer's tokens.
    @Test(arguments: GrammarCorpus.validFixtures + GrammarCorpus.examples)
    func lexerMakesTheGrammarsTokens(_ sample: GrammarSample) throws {
        let grammarTokens = try GrammarCorpus.recognizer().tokenize(sample.text).map(\.text)
        #expect(grammarTokens == ShadeSyntax.tokenTexts(of: try sample.bytes))
    }

    // MARK: What the grammar leaves to the parser

    /// The nesting limit is the parser's, outside the context-free grammar: parentheses nested
    /// `maximumNesting - 1` deep are fine in a top-level token, one more is an error.
    @Test(arguments: [(Parser.maximumNesting - 1, true), (Parser.maximumNesting, false)])
    func nestingLimit(depth: Int, accepted: Bool) {
        let source =
            "number deep = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(ShadeSyntax.errors(in: Array(source.utf8), path: "deep.shade").isEmpty == accepted)
    }

    /// Newlines are not significant: an operand alone on its line, before a declaration, belongs
    /// to the expression above. (Only a whole `WORD NAME =` line after a trailing operator is taken
    /// as the next declaration, to report the missing operand where it is missing.)
    @Test func operandAloneOnItsLineBeforeADeclaration() throws {
        let source = "number total = base +\n  extra\nnumber other = 1\n"
        try GrammarCorpus.recognizer().recognize(source)
        #expect(ShadeSyntax.errors(in: Array(source.utf8), path: "continued.shade").isEmpty)
    }
}
