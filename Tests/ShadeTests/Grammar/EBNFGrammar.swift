/// A character named by an ISO EBNF special sequence, the only ones `Grammar/shade.ebnf` uses.
enum EBNFSpecial: Hashable, Sendable {
    /// `? any character ?`: any one Unicode scalar.
    case anyCharacter
    /// `? U+0009 ?`: exactly this scalar.
    case scalar(Unicode.Scalar)
}

/// The right-hand side of an ISO EBNF rule, or any part of one.
indirect enum EBNFTerm: Hashable, Sendable {
    /// `"text"` or `'text'`.
    case terminal(String)
    /// A meta-identifier: the name of another rule.
    case reference(String)
    case special(EBNFSpecial)
    /// `a , b , c`
    case sequence([EBNFTerm])
    /// `a | b | c`
    case choice([EBNFTerm])
    /// `[ a ]`
    case optional(EBNFTerm)
    /// `{ a }`
    case repetition(EBNFTerm)
    /// `n * a`
    case repeated(Int, EBNFTerm)
    /// `a - b`
    case exception(EBNFTerm, except: EBNFTerm)

    /// The names of the rules this term refers to, directly.
    var references: Set<String> {
        switch self {
        case .terminal, .special: []
        case let .reference(name): [name]
        case let .sequence(terms), let .choice(terms): terms.reduce(into: []) { $0.formUnion($1.references) }
        case let .optional(term), let .repetition(term), let .repeated(_, term): term.references
        case let .exception(term, except): term.references.union(except.references)
        }
    }

    /// The texts of a choice made only of terminals (`"pt" | "px" | "dp"`), else nil.
    var terminalAlternatives: [String]? {
        switch self {
        case let .terminal(text): [text]
        case let .choice(terms):
            terms.allSatisfy { if case .terminal = $0 { true } else { false } }
                ? terms.compactMap { if case let .terminal(text) = $0 { text } else { nil } } : nil
        default: nil
        }
    }
}

/// The rules of an EBNF file, with the two levels of Shade's grammar told apart.
struct EBNFGrammar: Sendable {
    /// The rule the syntactic level starts from.
    static let startRule = "source-file"
    /// The rules the tokenizer starts from: what it skips, what it cuts, what it accepts.
    static let triviaRule = "trivia", lexemeRule = "lexeme", tokenRule = "token"

    /// Every rule by name.
    let rules: [String: EBNFTerm]
    /// Rule names in the order of the file.
    let names: [String]

    /// The rules matched on characters: everything reachable from the tokenizer's rules.
    var lexicalRules: Set<String> {
        reachable(from: [Self.triviaRule, Self.lexemeRule, Self.tokenRule], stoppingAt: [])
    }

    /// The rules matched on tokens: reachable from the start rule without entering the lexical level.
    var syntacticRules: Set<String> {
        reachable(from: [Self.startRule], stoppingAt: lexicalRules).subtracting(lexicalRules)
    }

    /// The lexical rules the syntactic rules name: each matches one whole token.
    var tokenClasses: Set<String> {
        syntacticRules.reduce(into: Set<String>()) { $0.formUnion(rules[$1]?.references ?? []) }
            .intersection(lexicalRules)
    }

    /// Rule names that are referred to but never defined.
    var undefinedReferences: Set<String> {
        rules.values.reduce(into: Set<String>()) { $0.formUnion($1.references) }.subtracting(rules.keys)
    }

    /// The names reachable from `roots` by references, not looking inside the rules in `boundary`.
    func reachable(from roots: [String], stoppingAt boundary: Set<String>) -> Set<String> {
        var seen = Set<String>()
        var pending = roots
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, !boundary.contains(name) || roots.contains(name) else { continue }
            pending += rules[name]?.references ?? []
        }
        return seen
    }
}
