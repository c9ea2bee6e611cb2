/// Why the grammar does not accept a text.
struct GrammarRejection: Error, CustomStringConvertible {
    var description: String
}

/// One token as the lexical grammar cuts it: its text and the token rules it matches whole.
struct GrammarToken: Hashable, Sendable {
    var text: String
    /// The lexical rules named by the syntactic grammar (`identifier`, `number`, …) that match this text.
    var classes: Set<String>
}

/// Tokens, for the syntactic rules: a quoted terminal matches a token with that exact text, and a
/// token class matches a token of that class.
struct EBNFTokens: EBNFInput {
    let tokens: [GrammarToken]

    var count: Int { tokens.count }

    func end(ofTerminal text: String, at position: Int) -> Int? {
        position < tokens.count && tokens[position].text == text ? position + 1 : nil
    }

    func end(ofSpecial special: EBNFSpecial, at position: Int) -> Int? { nil }

    func end(ofAtomicRule name: String, at position: Int) -> Int? {
        position < tokens.count && tokens[position].classes.contains(name) ? position + 1 : nil
    }
}

/// A recognizer for Shade built from nothing but `Grammar/shade.ebnf`.
///
/// It reads a text in the grammar's two levels: the lexical rules cut it into tokens (skip the
/// longest `trivia`, take the longest `lexeme`, which must match `token` whole), then the syntactic
/// rules must derive the whole token sequence from `source-file`.
struct GrammarRecognizer: Sendable {
    let grammar: EBNFGrammar
    private let tokenClasses: Set<String>

    init(grammar: EBNFGrammar) {
        self.grammar = grammar
        tokenClasses = grammar.tokenClasses
    }

    /// Throws unless the grammar derives `source` from its start rule.
    func recognize(_ source: String) throws(GrammarRejection) {
        let tokens = try tokenize(source)
        var matcher = EBNFMatcher(grammar: grammar, input: EBNFTokens(tokens: tokens), atomicRules: tokenClasses)
        guard !matcher.matchesWhole(rule: EBNFGrammar.startRule) else { return }
        let stop = matcher.farthest < tokens.count ? "'\(tokens[matcher.farthest].text)'" : "the end of the file"
        throw GrammarRejection(
            description: "no derivation from \(EBNFGrammar.startRule); stuck at token \(matcher.farthest), \(stop)")
    }

    /// The tokens of `source` by the lexical rules.
    func tokenize(_ source: String) throws(GrammarRejection) -> [GrammarToken] {
        var scalars = Array(source.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var matcher = EBNFMatcher(grammar: grammar, input: EBNFCharacters(scalars: scalars))
        var tokens: [GrammarToken] = []
        var position = 0
        while position < scalars.count {
            if let end = matcher.ends(ofRule: EBNFGrammar.triviaRule, at: position).max(), end > position {
                position = end
                continue
            }
            guard let end = matcher.ends(ofRule: EBNFGrammar.lexemeRule, at: position).max(), end > position else {
                throw GrammarRejection(description: "no lexeme at \(describe(scalars, at: position))")
            }
            guard let token = token(Array(scalars[position..<end])) else {
                throw GrammarRejection(description: "lexeme at \(describe(scalars, at: position)) is not a token")
            }
            tokens.append(token)
            position = end
        }
        return tokens
    }

    /// The token a lexeme is, with its classes; nil if the lexeme is not a token.
    private func token(_ lexeme: [Unicode.Scalar]) -> GrammarToken? {
        var matcher = EBNFMatcher(grammar: grammar, input: EBNFCharacters(scalars: lexeme))
        guard matcher.matchesWhole(rule: EBNFGrammar.tokenRule) else { return nil }
        var text = ""
        text.unicodeScalars.append(contentsOf: lexeme)
        return GrammarToken(text: text, classes: tokenClasses.filter { matcher.matchesWhole(rule: $0) })
    }

    private func describe(_ scalars: [Unicode.Scalar], at position: Int) -> String {
        let line = scalars[..<position].filter { $0 == "\n" }.count + 1
        return
            "line \(line), '\(String(String.UnicodeScalarView(scalars[position..<min(position + 12, scalars.count)])))'"
    }
}
